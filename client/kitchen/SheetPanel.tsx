/**
 * The score sheet: one row per shake, one column per player, each cell a field labelled
 * for a screen reader with its player and shake ("Anna, shake 2") and, beside its
 * number, the player's running total. A cell computed from typed words says so, and
 * typing over it makes it a typed total. A refused number shows why and the cell goes
 * back to what it was. Under the rows, totals and places; the standings are a polite
 * live region, so a change is announced.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { canStartShake, clearCell, setCell, standingsOf, runningTotals, type SheetResult } from "../../src/game/sheet/sheet.ts";
import { cellValue, completeShakes, plays } from "../../src/game/sheet/cells.ts";
import { list, names, num, ordinal, t } from "../i18n/index.ts";
import { notice, refusalText } from "./notice.ts";
import { saveSheet, sheet } from "./store.ts";

export function SheetPanel() {
  const problem = useSignal<string | null>(null);
  const s = sheet.value;
  const st = standingsOf(s);
  const totals = runningTotals(s);
  const open = canStartShake(s);
  const target = s.settings.target;
  // Rows shown: every shake played or started, the next one when it may start, and up to the count.
  const rows = Math.max(s.shakes.length + (open ? 1 : 0), target === null ? s.settings.rounds : 0);
  const editable = (shake: number) => shake < s.shakes.length || (shake === s.shakes.length && open);
  const apply = (r: SheetResult, field: HTMLInputElement, before: string) => {
    if (!r.ok) {
      problem.value = refusalText(r.code);
      field.value = before;
      return;
    }
    problem.value = null;
    notice.value = null;
    saveSheet(r.sheet);
  };
  const byId = new Map(st.standings.map((x) => [x.id, x]));
  const winners = st.winners.map((id) => s.players.find((p) => p.id === id)!.name);

  return (
    <section class="card kitchen-sheet" aria-labelledby="kitchen-sheet-title">
      <h2 id="kitchen-sheet-title">{t("kitchen.sheet.title")}</h2>
      <p class="muted small">
        {target !== null ? t("kitchen.sheet.toTarget", { n: target }) : t("kitchen.sheet.ofShakes", { played: st.played, n: s.settings.rounds })}
      </p>
      <div class="sheet-scroll">
        <table class="sheet">
          <thead>
            <tr>
              <th scope="col">{t("kitchen.sheet.shake")}</th>
              {s.players.map((p) => (
                <th scope="col" key={p.id}>{p.name}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, shake) => (
              <tr key={shake} class={shake >= s.shakes.length ? "upcoming" : undefined}>
                <th scope="row">{num(shake + 1)}</th>
                {s.players.map((p, i) => {
                  if (!plays(p, shake)) return <td key={p.id} class="absent">{t("common.none")}</td>;
                  const value = cellValue(s, shake, p.id);
                  const cell = s.shakes[shake]?.cells[p.id];
                  const computed = cell?.kind === "computed";
                  const shown = value === null ? "" : String(value);
                  return (
                    <td key={p.id} class={computed ? "computed" : undefined}>
                      <input
                        type="text"
                        inputMode="numeric"
                        autocomplete="off"
                        class="cell"
                        value={shown}
                        disabled={!editable(shake)}
                        aria-label={t(computed ? "kitchen.sheet.cellComputed" : "kitchen.sheet.cell", { name: p.name, n: shake + 1 })}
                        onChange={(e) => {
                          const field = e.currentTarget;
                          const text = field.value;
                          if (text.trim() === "" && cell) apply(clearCell(sheet.value, shake, p.id), field, shown);
                          else apply(setCell(sheet.value, shake, p.id, text), field, shown);
                        }}
                      />
                      {computed && <span class="cell-kind">{t("kitchen.sheet.fromWords")}</span>}
                      {shake < s.shakes.length && value !== null && (
                        <span class="running" title={t("kitchen.sheet.runningTitle")}>
                          <span class="visually-hidden">{t("kitchen.sheet.running")} </span>
                          {num(totals[shake]![i]!)}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t("kitchen.sheet.total")}</th>
              {s.players.map((p) => (
                <td key={p.id} class="total">{num(byId.get(p.id)!.total)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t("kitchen.sheet.place")}</th>
              {s.players.map((p) => (
                <td key={p.id} class="place">{ordinal(byId.get(p.id)!.rank)}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {problem.value && <p class="problem" role="alert">{problem.value}</p>}
      <div class="standings-line" role="status" aria-live="polite">
        {st.finished ? (
          <p class="finished">
            <strong>{winners.length > 1 ? t("kitchen.sheet.sharedWin", { names: list(winners) }) : t("kitchen.sheet.win", { name: winners[0] ?? "" })}</strong>{" "}
            {winners.length > 1 && target === null && <span class="muted">{t("kitchen.sheet.decider")}</span>}
          </p>
        ) : (
          <p>
            {t("kitchen.sheet.standings", {
              list: names(st.standings.map((x) => t("kitchen.sheet.standing", { place: ordinal(x.rank), name: x.name, n: x.total }))),
            })}
          </p>
        )}
      </div>
      {completeShakes(s) < s.shakes.length && <p class="muted small">{t("kitchen.sheet.fillRow", { n: s.shakes.length })}</p>}
    </section>
  );
}
