/**
 * A player's daily boards on their profile: the current and longest streak (days in a
 * row played) and the recent days with their points, words and longest word. Shown for
 * every profile, ranked or made on the daily page alone, in the language picked there.
 */
import "../i18n/english-pages.ts";
import type { DailyHistoryEntry, Language } from "../../src/protocol.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { useLoad } from "../ranked/useLoad.ts";
import { getDailyHistory } from "./api.ts";
import { num, t } from "../i18n/index.ts";

const columns = (): readonly Column<DailyHistoryEntry>[] => [
  { label: t("rules.board"), names: true, cell: (d) => t("daily.number", { n: d.number }) },
  { label: t("daily.col.date"), cell: (d) => d.date },
  { label: t("standings.points"), num: true, cell: (d) => num(d.points) },
  { label: t("metrics.words"), num: true, cell: (d) => num(d.words) },
  { label: t("metrics.longest"), class: "wide-only", cell: (d) => (d.longest ? d.longest.toUpperCase() : t("common.none")) },
];

/** The daily history of `playerId`. */
export function DailyHistory({ playerId, language }: { playerId: string; language: Language }) {
  const { data, error } = useLoad(`daily-${playerId}/${language}`, () => getDailyHistory(playerId, language));
  if (error || !data) return null;
  return (
    <section class="card daily-history" aria-labelledby="daily-history-title">
      <h2 id="daily-history-title">{t("daily.history.title")}</h2>
      {data.days.length === 0 ? (
        <p class="muted">{t("daily.history.none")}</p>
      ) : (
        <>
          <p>
            🔥 {t("daily.history.streak", { n: data.streak, longest: data.longestStreak })}
          </p>
          <div class="table-scroll">
            <DataTable class="ranked-table" caption={t("daily.history.caption")} hiddenCaption columns={columns()} rows={data.days} rowKey={(d) => d.date} />
          </div>
        </>
      )}
    </section>
  );
}
