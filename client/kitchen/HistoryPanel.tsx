/**
 * The finished sheets this device has kept (newest first), and the way to a new sheet
 * with the same players: a finished sheet is put in the history as it is closed.
 */
import "../i18n/english-pages.ts";
import { standingsOf } from "../../src/game/sheet/sheet.ts";
import { list, momentText, num, t } from "../i18n/index.ts";
import { history, sheet, startNewSheet } from "./store.ts";

export function HistoryPanel() {
  const st = standingsOf(sheet.value);
  const started = sheet.value.shakes.length > 0;
  return (
    <section class="card kitchen-history" aria-labelledby="kitchen-history-title">
      <h2 id="kitchen-history-title">{t("kitchen.history.title")}</h2>
      {started && (
        <p>
          <button
            type="button"
            class={st.finished ? "primary" : undefined}
            onClick={() => {
              if (st.finished || confirm(t("kitchen.history.confirmNew"))) startNewSheet(Date.now());
            }}
          >
            {t("kitchen.history.newSheet")}
          </button>{" "}
          <span class="muted small">{st.finished ? t("kitchen.history.kept") : t("kitchen.history.notKept")}</span>
        </p>
      )}
      {history.value.length === 0 ? (
        <p class="muted small">{t("kitchen.history.empty")}</p>
      ) : (
        <ol class="past-sheets">
          {history.value.map((h, i) => {
            const winners = h.standings.filter((x) => x.rank === 1).map((x) => x.name);
            return (
              <li key={i}>
                <strong>{momentText(h.finishedAt)}</strong>{" "}
                <span>{t("kitchen.history.won", { names: list(winners), n: winners.length, shakes: h.shakes })}</span>
                <br />
                <span class="muted small">{h.standings.map((x) => `${x.name} ${num(x.total)}`).join(" · ")}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
