/**
 * Who is on a period's leaderboard and in what order. Pure: the store hands in each
 * player's sums over the period, and these rules list them.
 *
 * - **The arena, average**: a player's average percentile over their counted rounds
 *   of the period (a percentile is how many of the round's other players they beat,
 *   so a crowd of 50 and of 50,000 weigh alike). Listed from a minimum of rounds
 *   (`ARENA_MIN_ROUNDS`, more for a longer period), so one lucky round is no average.
 * - **The arena, best round**: the most points in one round of the period.
 * - **The daily board**: the points of the period's days added up (one try a day, so
 *   playing every day is what a week's or a month's list rewards), and the best day.
 * - **Established players only**, as today's lists: a flagged result anywhere in the
 *   period keeps its player off that period's lists, and the daily board counts only
 *   results that were listed on their day (src/daily/top-list.ts decided that: a new
 *   player's first days and a spike count for nothing, but do not keep them off).
 *
 * Ties: the earlier to reach it first is not known over a period, so more rounds (or
 * days) first, then the name, then the id, the same order on every read.
 */
import type { PeriodKind } from "./periods.ts";

/** Counted arena rounds a player needs in a period to be on its average list. */
export const ARENA_MIN_ROUNDS: Readonly<Record<PeriodKind, number>> = { day: 5, week: 15, month: 30, year: 100 };

/** Players on each list. */
export const LIST_SIZE = 20;

/** One player's arena sums over a period. */
export interface ArenaSums {
  playerId: string;
  name: string;
  /** Counted rounds (a word found, not flagged). */
  rounds: number;
  percentileSum: number;
  bestPoints: number;
  /** The round of the best points. */
  bestRound: string;
  /** Rounds of theirs the solver flag marked in the period. */
  flagged: number;
}

/** One player's daily sums over a period (listed results only). */
export interface DailySums {
  playerId: string;
  name: string;
  days: number;
  points: number;
  bestPoints: number;
  /** The day of the best points. */
  bestDay: string;
  /** Results of theirs in the period the solver flag marked. */
  flagged: number;
}

/** A row of a list: the player, the figure it is ranked by, and how many rounds or days stand behind it. */
export interface ListedRow {
  place: number;
  playerId: string;
  name: string;
  value: number;
  count: number;
  /** The round or day of a best-single list's value, else null. */
  at: string | null;
}

const byName = (a: { name: string; playerId: string }, b: { name: string; playerId: string }) =>
  (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0);

/** Places for a sorted list: equal values share a place (1, 2, 2, 4). */
function placed(rows: readonly Omit<ListedRow, "place">[], size: number): ListedRow[] {
  const out: ListedRow[] = [];
  for (const [i, r] of rows.slice(0, size).entries()) {
    const prev = out[i - 1];
    out.push({ ...r, place: prev && prev.value === r.value ? prev.place : i + 1 });
  }
  return out;
}

/** A player's average percentile, to a tenth. */
export function averagePercentile(s: Pick<ArenaSums, "rounds" | "percentileSum">): number {
  return s.rounds > 0 ? Math.round((10 * s.percentileSum) / s.rounds) / 10 : 0;
}

/** The arena's average list of a period of `kind`. */
export function arenaAverageList(sums: readonly ArenaSums[], kind: PeriodKind, size = LIST_SIZE): ListedRow[] {
  const rows = sums
    .filter((s) => s.flagged === 0 && s.rounds >= ARENA_MIN_ROUNDS[kind])
    .map((s) => ({ playerId: s.playerId, name: s.name, value: averagePercentile(s), count: s.rounds, at: null }))
    .sort((a, b) => b.value - a.value || b.count - a.count || byName(a, b));
  return placed(rows, size);
}

/** The arena's best single rounds of a period (one per player). */
export function arenaBestList(sums: readonly ArenaSums[], size = LIST_SIZE): ListedRow[] {
  const rows = sums
    .filter((s) => s.flagged === 0 && s.rounds > 0)
    .map((s) => ({ playerId: s.playerId, name: s.name, value: s.bestPoints, count: s.rounds, at: s.bestRound }))
    .sort((a, b) => b.value - a.value || b.count - a.count || byName(a, b));
  return placed(rows, size);
}

/** The daily board's list of a period by points added up. */
export function dailyTotalList(sums: readonly DailySums[], size = LIST_SIZE): ListedRow[] {
  const rows = sums
    .filter((s) => s.flagged === 0 && s.days > 0)
    .map((s) => ({ playerId: s.playerId, name: s.name, value: s.points, count: s.days, at: null }))
    .sort((a, b) => b.value - a.value || b.count - a.count || byName(a, b));
  return placed(rows, size);
}

/** The daily board's best single days of a period (one per player). */
export function dailyBestList(sums: readonly DailySums[], size = LIST_SIZE): ListedRow[] {
  const rows = sums
    .filter((s) => s.flagged === 0 && s.days > 0)
    .map((s) => ({ playerId: s.playerId, name: s.name, value: s.bestPoints, count: s.days, at: s.bestDay }))
    .sort((a, b) => b.value - a.value || b.count - a.count || byName(a, b));
  return placed(rows, size);
}
