/**
 * Standings: players by total, equal totals sharing a place ("=2nd"). Used after each
 * round and at the end of the match.
 */
import { ordinal } from "../state/words.ts";
import { DataTable, type Column } from "./DataTable.tsx";

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

const COLUMNS: readonly Column<StandingRow & { shared: boolean }>[] = [
  { label: "Place", cellClass: (r) => (r.rank === 1 ? "place first" : "place"), cell: (r) => `${r.shared ? "=" : ""}${ordinal(r.rank)}` },
  { label: "Player", names: true, cell: (r) => r.name },
  { label: "Points", num: true, cell: (r) => r.total },
];

/** A standings table; `you` is highlighted and labelled. */
export function Standings({ rows, you, caption }: { rows: readonly StandingRow[]; you: number; caption: string }) {
  const shown = rows.map((r) => ({ ...r, shared: rows.filter((o) => o.rank === r.rank).length > 1 }));
  return <DataTable class="standings" caption={caption} columns={COLUMNS} rows={shown} rowKey={(r) => r.seat} you={(r) => r.seat === you} />;
}
