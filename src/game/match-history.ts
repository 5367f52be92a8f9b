/**
 * A table can play several matches (Play again), and each one's results stay reachable
 * while the table is kept: the current match has a number, and Play again files the
 * finished match's results under its number before the next one starts. Each round's
 * board and lists come with the results too; an archived match keeps them only while it
 * is the latest, since they are most of its size and the match is rewritten often.
 */
import type { MatchState, PastResults } from "./match-state.ts";
import { roundListsOf } from "./recalculate.ts";

/** How many earlier matches a table keeps results for. */
export const KEPT_MATCHES = 20;

/** The number of the table's current match (1 for the first). */
export function matchNumber(state: MatchState): number {
  return state.match ?? 1;
}

/** File the finished match's results and number the next match (on `state`, edited in place). */
export function archiveResults(state: MatchState): void {
  if (state.results) {
    const past: PastResults = { ...state.results, match: matchNumber(state), settings: { ...state.settings }, roundLists: roundListsOf(state) };
    const older = (state.pastResults ?? []).map(({ roundLists: _, ...rest }) => rest);
    state.pastResults = [...older, past].slice(-KEPT_MATCHES);
  }
  state.results = null;
  state.match = matchNumber(state) + 1;
}

/**
 * The results of match `match`, or of the latest finished match when `match` is
 * undefined; null if that match has not finished or is no longer kept.
 */
export function resultsOf(state: MatchState, match?: number): PastResults | null {
  const current = state.results ? { ...state.results, match: matchNumber(state), settings: state.settings, roundLists: roundListsOf(state) } : null;
  if (match === undefined) return current ?? state.pastResults?.at(-1) ?? null;
  if (current && current.match === match) return current;
  return state.pastResults?.find((r) => r.match === match) ?? null;
}
