/**
 * A player's daily boards on their profile: the current and longest streak (days in a
 * row played) and the recent days with their points, words and longest word. Shown for
 * every profile, ranked or made on the daily page alone.
 */
import type { DailyHistoryEntry } from "../../src/protocol.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { useLoad } from "../ranked/useLoad.ts";
import { getDailyHistory } from "./api.ts";

const COLUMNS: readonly Column<DailyHistoryEntry>[] = [
  { label: "Board", names: true, cell: (d) => `#${d.number}` },
  { label: "Date", cell: (d) => d.date },
  { label: "Points", num: true, cell: (d) => d.points },
  { label: "Words", num: true, cell: (d) => d.words },
  { label: "Longest", class: "wide-only", cell: (d) => (d.longest ? d.longest.toUpperCase() : "—") },
];

/** The daily history of `playerId`. */
export function DailyHistory({ playerId }: { playerId: string }) {
  const { data, error } = useLoad(`daily-${playerId}`, () => getDailyHistory(playerId));
  if (error || !data) return null;
  return (
    <section class="card daily-history" aria-labelledby="daily-history-title">
      <h2 id="daily-history-title">Daily boards</h2>
      {data.days.length === 0 ? (
        <p class="muted">No daily board played yet.</p>
      ) : (
        <>
          <p>
            🔥 {data.streak} {data.streak === 1 ? "day" : "days"} in a row now · longest run {data.longestStreak}
          </p>
          <div class="table-scroll">
            <DataTable class="ranked-table" caption="Recent daily boards" hiddenCaption columns={COLUMNS} rows={data.days} rowKey={(d) => d.date} />
          </div>
        </>
      )}
    </section>
  );
}
