/**
 * Standings: players by total, equal totals sharing a place ("=2nd"). Used after each
 * round and at the end of the match.
 */
import { num, ordinal, t } from "../i18n/index.ts";
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

const columns = (): readonly Column<StandingRow & { shared: boolean }>[] => [
  { label: t("standings.place"), cellClass: (r) => (r.rank === 1 ? "place first" : "place"), cell: (r) => (r.shared ? t("format.sharedPlace", { place: ordinal(r.rank) }) : ordinal(r.rank)) },
  { label: t("standings.player"), names: true, cell: (r) => r.name },
  { label: t("standings.points"), num: true, cell: (r) => num(r.total) },
];

/** A standings table; `you` is highlighted and labelled. */
export function Standings({ rows, you, caption }: { rows: readonly StandingRow[]; you: number; caption: string }) {
  const shown = rows.map((r) => ({ ...r, shared: rows.filter((o) => o.rank === r.rank).length > 1 }));
  return <DataTable class="standings" caption={caption} columns={columns()} rows={shown} rowKey={(r) => r.seat} you={(r) => r.seat === you} />;
}
