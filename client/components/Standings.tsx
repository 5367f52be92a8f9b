/**
 * Standings: players by total, equal totals sharing a place ("=2nd"). Used after each
 * round and at the end of the match.
 */
import { ordinal } from "../state/words.ts";

/** One line of standings: a seat's total and its place (equal totals share one). */
export interface StandingRow {
  seat: number;
  name: string;
  total: number;
  rank: number;
}

/** Rank rows by total; equal totals share the better place. */
export function rankRows(rows: readonly Omit<StandingRow, "rank">[]): StandingRow[] {
  const sorted = [...rows].sort((a, b) => b.total - a.total || a.seat - b.seat);
  return sorted.map((r) => ({ ...r, rank: 1 + sorted.filter((o) => o.total > r.total).length }));
}

/** A standings table; `you` is highlighted and labelled. */
export function Standings({ rows, you, caption }: { rows: readonly StandingRow[]; you: number; caption: string }) {
  const shared = (rank: number) => rows.filter((r) => r.rank === rank).length > 1;
  return (
    <table class="standings">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Place</th>
          <th scope="col">Player</th>
          <th scope="col" class="num">
            Points
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.seat} class={r.seat === you ? "you" : undefined}>
            <td class={r.rank === 1 ? "place first" : "place"}>
              {shared(r.rank) ? "=" : ""}
              {ordinal(r.rank)}
            </td>
            <th scope="row">
              {r.name}
              {r.seat === you && <span class="tag">you</span>}
            </th>
            <td class="num">{r.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
