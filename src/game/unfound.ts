/**
 * "Longest words nobody found", shown after each round. The list is meant to teach: a
 * player should look at it and think "of course!", so words a reader may know (SCOWL
 * size 50 or less) come first, longest first, and rarer words (snath, zoa, edh) appear
 * only to fill places nothing else is left for, marked as rare so the client can say so.
 */
import type { SolutionWord, UnfoundWord } from "../protocol.ts";
import { UNFOUND_SHOWN, type SolvedWord } from "./match-state.ts";

/** The largest SCOWL size shown without a "rare" mark. */
export const COMMON_LEVEL = 50;

/**
 * Up to `shown` words of `solution` that nobody `found`: common ones longest first
 * (then alphabetically), then rare ones the same way, each rare one marked. A word
 * without a level (a round stored before levels were kept) counts as common.
 */
export function longestUnfound(
  solution: readonly SolvedWord[],
  found: ReadonlySet<string>,
  shown: number = UNFOUND_SHOWN,
): UnfoundWord[] {
  return inOrder(solution.filter((w) => !found.has(w.word)))
    .slice(0, shown)
    .map((w) => (rare(w) ? { word: w.word, path: [...w.path], rare: true } : { word: w.word, path: [...w.path] }));
}

/**
 * Every word of the board in the order to show them, as words only (a client traces a
 * path with src/game/paths.ts when it shows one): the review's "Show all N words".
 */
export function solutionInOrder(solution: readonly SolvedWord[]): SolutionWord[] {
  return inOrder(solution).map((w) => (rare(w) ? { word: w.word, rare: true } : { word: w.word }));
}

const rare = (w: SolvedWord) => (w.level ?? 0) > COMMON_LEVEL;

/** Everyday words first, longest first, then alphabetically; rare ones after in the same way. */
function inOrder(words: readonly SolvedWord[]): SolvedWord[] {
  return [...words]
    .sort((a, b) => Number(rare(a)) - Number(rare(b)) || b.word.length - a.word.length || (a.word < b.word ? -1 : 1));
}
