/**
 * The players around the table: typed once, remembered on the device with the sheet
 * (and carried to the next sheet), 2 to 8 of them. Names are added, changed and removed
 * between shakes; the rules (src/game/sheet/players.ts) refuse the rest with a reason.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { addPlayer, removePlayer, renamePlayer, type SheetResult } from "../../src/game/sheet/sheet.ts";
import { SHEET_PLAYERS } from "../../src/protocol/sheet.ts";
import { t } from "../i18n/index.ts";
import { refusalText } from "./notice.ts";
import { saveSheet, sheet } from "./store.ts";

export function PlayersPanel() {
  const name = useSignal("");
  const problem = useSignal<string | null>(null);
  const s = sheet.value;
  const apply = (r: SheetResult): boolean => {
    if (!r.ok) {
      problem.value = refusalText(r.code);
      return false;
    }
    problem.value = null;
    saveSheet(r.sheet);
    return true;
  };
  return (
    <section class="card kitchen-players" aria-labelledby="kitchen-players-title">
      <h2 id="kitchen-players-title">{t("kitchen.players.title")}</h2>
      <p class="muted small">{t("kitchen.players.about", { min: SHEET_PLAYERS.min, max: SHEET_PLAYERS.max })}</p>
      {s.players.length > 0 && (
        <ul class="player-names">
          {s.players.map((p) => (
            <li key={p.id}>
              <input
                type="text"
                value={p.name}
                aria-label={t("kitchen.players.rename", { name: p.name })}
                onChange={(e) => {
                  if (!apply(renamePlayer(sheet.value, p.id, e.currentTarget.value))) e.currentTarget.value = p.name;
                }}
              />
              <button type="button" class="quiet" onClick={() => apply(removePlayer(sheet.value, p.id))}>
                {t("kitchen.players.remove")}
                <span class="visually-hidden"> {p.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        class="add-player"
        onSubmit={(e) => {
          e.preventDefault();
          if (apply(addPlayer(sheet.value, name.value))) name.value = "";
        }}
      >
        <label for="kitchen-new-player">{t("kitchen.players.new")}</label>
        <div class="code-row">
          <input id="kitchen-new-player" type="text" autocomplete="off" value={name.value} onInput={(e) => (name.value = e.currentTarget.value)} />
          <button type="submit" class="primary">{t("kitchen.players.add")}</button>
        </div>
      </form>
      {problem.value && <p class="problem" role="alert">{problem.value}</p>}
    </section>
  );
}
