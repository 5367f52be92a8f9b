/**
 * How a table plays its words: against each other (versus, today's game) or as one team
 * (together.ts). The rules that take an entry, move a computer player's plan, score a
 * round and build the review ask the table's play through this one interface, so none
 * of them names a way of playing, and the table object never does.
 *
 * This is the word part of a table's mode. The seam (src/game/modes/mode.ts: refusals,
 * seats, wake-ups, what to keep, what is owed) is the life-cycle part; `playOf` picks by
 * the settings, which a ranked table fixes at versus.
 *
 * Pure: no I/O; what a rule needs comes in as arguments.
 */
import type { MatchSummary, RoundEndMessage, Settings, StateMessage } from "../../protocol.ts";
import type { BoardSize } from "../board.ts";
import { roundRulesFor } from "../house-rules.ts";
import type { AcceptedWord, Effect, MatchState, PlayedRound, Refused, SeatState } from "../match-state.ts";
import type { RoundRules, ScoredPlayer } from "../standings.ts";

export interface WordPlay {
  /** A refusal this way of playing makes of a host's action before its rule runs (a tie-break at a together table), or null. */
  refuse(state: MatchState, action: "tieBreak"): Refused | null;
  /** A word refused as already found names who found it (a teammate, or oneself). */
  namesFinder: boolean;
  /**
   * Who already holds `word` so that `seat` may not enter it: the seat itself in versus,
   * any teammate together. Null: the word is free.
   */
  holder(state: MatchState, seat: number, word: string): SeatState | null;
  /** What the table is told besides the finder's verdict and the counts once `seat`'s word is on its list (a person's or a computer player's). */
  found(state: MatchState, seat: number, word: AcceptedWord): Effect[];
  /** How a round is scored under `settings` on a board of `size`. */
  roundRules(settings: Settings, size: BoardSize): RoundRules;
  /** The total a target score is reached by: the highest seat's in versus, the team's together. */
  targetTotal(state: MatchState): number;
  /** What a seat's `state` view adds. */
  view(state: MatchState): Pick<StateMessage, "team" | "goal">;
  /** What a round's review adds, from the round as played and its scores. */
  review(state: MatchState, round: PlayedRound, scored: readonly ScoredPlayer[]): Pick<RoundEndMessage, "team">;
  /** What the match's end adds, from every round played and its scores. */
  summary(state: MatchState, rounds: readonly { round: PlayedRound; scored: readonly ScoredPlayer[] }[]): Pick<MatchSummary, "team">;
  /** What a played round keeps for this way of playing (the board's word lengths, to score its goal again). */
  keep(state: MatchState): Pick<PlayedRound, "lengths">;
}

/** Versus: each keeps their own list, shared words cancel, the settings' penalty applies. */
export const versus: WordPlay = {
  refuse: () => null,
  namesFinder: false,
  holder: (state, seat, word) => {
    const own = state.seats.find((s) => s.seat === seat);
    return own?.words.some((w) => w.word === word) ? own : null;
  },
  found: () => [],
  roundRules: (settings, size) => roundRulesFor(settings, size),
  targetTotal: (state) => Math.max(0, ...state.seats.filter((s) => !s.left).map((s) => s.total)),
  view: () => ({}),
  review: () => ({}),
  summary: () => ({}),
  keep: () => ({}),
};
