/**
 * Who is on a day's public top list. Everyone who hands in a try gets their place and
 * percentile among all of the day's players, flagged or not; the public list, the one a
 * stranger reads, is earned like the ranked leaderboard (issue 27, row 8):
 *
 * - **Established players only**: a few earlier days of daily history, none flagged by
 *   the solver flag within the look-back. A fresh identity is never on it, so a script
 *   cannot read the flag's answer for a try off the list with throwaway identities.
 * - **A spike waits off it.** Wordament's rule: a cheater spikes once, a strong player
 *   is strong every day. A result far above the player's own level (their best share
 *   of a board's points over their recent days) waits off the list and is logged.
 * - **The flag answers nothing.** A flagged try is accepted and shown to its owner like
 *   any other; it is only kept off this list (and holds the player off it for the
 *   look-back), which is where it acts.
 *
 * A board's share (points over the board's total points) is what is compared from day
 * to day: the dice make rich and thin boards, so raw points are not. Pure: the route
 * reads the player's recent days and stores the answer with the result.
 */
import type { SolvedWord } from "../game/match-state.ts";
import { scoreWord } from "../game/scoring.ts";

/** The list's rule; the numbers are not part of the protocol. */
export const TOP_LIST_RULES = {
  /** Earlier days with a handed-in result needed to be listed. */
  minDays: 3,
  /** The days looked back over (for history, flags and level). */
  lookBackDays: 30,
  /** A share over this many times the player's best recent share is a spike… */
  spikeRatio: 1.5,
  /** …and over it by at least this much of the board (small shares jitter). */
  spikeMargin: 0.05,
} as const;

/** One earlier day of the player's, as the rule sees it. */
export interface PastDay {
  /** Share of the board's points (null for results stored before shares were kept). */
  share: number | null;
  flagged: boolean;
}

/** Why a result is not on the public list, or null: listed. */
export type TopListHold = "new" | "flagged" | "spike";

/** Why a result of `share` (flagged or not) waits off the day's public list, given the player's earlier days (within the look-back), or null. */
export function topListHold(earlier: readonly PastDay[], today: { share: number; flagged: boolean }): TopListHold | null {
  if (today.flagged || earlier.some((d) => d.flagged)) return "flagged";
  if (earlier.length < TOP_LIST_RULES.minDays) return "new";
  const shares = earlier.map((d) => d.share).filter((s): s is number => s !== null);
  if (!shares.length) return null; // days stored before shares were kept: no level to compare with
  const best = Math.max(...shares);
  return today.share > best * TOP_LIST_RULES.spikeRatio && today.share - best >= TOP_LIST_RULES.spikeMargin ? "spike" : null;
}

/** A result's share of the board: its points over every word's points on the board (classic table). */
export function boardShare(points: number, solution: readonly SolvedWord[]): number {
  const total = solution.reduce((sum, w) => sum + scoreWord(w.word), 0);
  return total > 0 ? points / total : 0;
}
