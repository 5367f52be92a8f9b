/**
 * What a table asks its mode, once per event, as lila's tournament asks its `System` for
 * pairings and scores: the table object is a shell that never names a mode, and a mode is
 * one small pure module implementing this one interface (casual.ts, ranked.ts,
 * together.ts; index.ts picks one). A mode decides:
 *
 * - **refusals**: what this table never accepts (a ranked table's fixed settings, a
 *   stranger at a ranked table, a tie-break where nobody is first), before the rules run;
 * - **seats**: what follows a seat being taken (a ranked match starts once all came) and
 *   what leaving means (before a ranked start: out, placed last);
 * - **wake-ups**: what the alarm does beyond the round's clock, and when it must come;
 * - **word rules**: who holds a word so that a seat may not enter it, what the table is
 *   told of a find, how a round is scored, what reaches a target, and what the views,
 *   the review and the match's end add;
 * - **what to keep**: what the mode records from each new state (a ranked table keeps its
 *   round lists and what it watches for the solver flag) and from each played round;
 * - **what is owed at the end**: a debt to the outside world (a ranked result for the
 *   ranked database) that the shell hands to a port it was given, never one it imports;
 *   the port's answer comes back through `settled`.
 *
 * The rules (src/game/match.ts, rounds.ts, recalculate.ts) ask the mode about words, so
 * a mode never imports them: the hooks that build on them (leaving, the clock, starting
 * a round) get them in their context (`ModeContext.rules`).
 *
 * Pure: time and randomness come in the context, like every rule in src/game.
 */
import type { ClientMessage, MatchSummary, RoundEndMessage, ServerMessage, Settings, StateMessage } from "../../protocol.ts";
import type { BoardSize } from "../board.ts";
import type {
  AcceptedWord, Applied, Effect, MatchState, ModeContext, Outcome, PlayedRound, Refused, SeatState,
} from "../match-state.ts";
import type { RankedSettlement } from "../ranked.ts";
import type { RoundRules, ScoredPlayer } from "../standings.ts";

/** A refusal a mode makes before the rules run; `close`: the socket is closed with it too. */
export interface ModeRefusal {
  refusal: Refused;
  close: boolean;
}

/** A debt the shell must settle with the world outside the table, through its port. */
export interface Owed {
  /** Which port settles it. */
  port: "ratings";
  /** The table as it stands (the port reads what it needs from it). */
  state: MatchState;
}

/** What a port answers once it settled a debt (null: nothing was owed after all). */
export type Settlement = RankedSettlement;

/** What a table's `state` and previews carry about its mode. */
export type ModeMarks = Pick<StateMessage, "ranked" | "startBy" | "cancelled">;

/** A round as played, with its scores (what the match's end is built from). */
export interface ScoredRound {
  round: PlayedRound;
  scored: readonly ScoredPlayer[];
}

export interface Mode {
  // Refusals, seats and wake-ups.
  /** The refusal for `msg` at this table now, or null: let the rules decide. */
  refuse(state: MatchState, msg: ClientMessage): ModeRefusal | null;
  /** A seat was taken or resumed: what follows from it (nothing, or a start). */
  seated(state: MatchState, seat: number, ctx: ModeContext): Outcome;
  /** A frame to greet a seat that (re)joined, or null. */
  greet(state: MatchState): ServerMessage | null;
  /** A seated player leaves. */
  leave(state: MatchState, seat: number, ctx: ModeContext): Outcome;
  /** The alarm's first step: the round's clock (and the mode's start deadline). */
  tick(state: MatchState, ctx: ModeContext): Outcome;
  /** The alarm's second step: seats of people gone too long. */
  tidy(state: MatchState, ctx: ModeContext): Applied | Outcome;
  /** When the mode's own timers next need the alarm, or null. */
  wake(state: MatchState): number | null;

  // Word rules.
  /** A word refused as already found names who found it (a teammate, or oneself). */
  namesFinder: boolean;
  /** Who already holds `word` so that `seat` may not enter it (the seat itself, or any teammate), or null: the word is free. */
  holder(state: MatchState, seat: number, word: string): SeatState | null;
  /** What the table is told besides the finder's verdict and the counts once `seat`'s word is on its list (a person's or a computer player's). */
  found(state: MatchState, seat: number, word: AcceptedWord): Effect[];
  /** How a round is scored under `settings` on a board of `size`. */
  roundRules(settings: Settings, size: BoardSize): RoundRules;
  /** The total a target score is reached by: the highest seat's, or the team's. */
  targetTotal(state: MatchState): number;
  /** What a seat's `state` view adds. */
  view(state: MatchState): Pick<StateMessage, "team" | "goal">;
  /** What a round's review adds, from the round as played and its scores. */
  review(state: MatchState, round: PlayedRound, scored: readonly ScoredPlayer[]): Pick<RoundEndMessage, "team">;
  /** What the match's end adds, from every round played and its scores. */
  summary(state: MatchState, rounds: readonly ScoredRound[]): Pick<MatchSummary, "team">;

  // What to keep, and what is owed.
  /** Record what the mode keeps of a new state and the messages that made it (edits `state`'s top level only). */
  keep(state: MatchState, effects: readonly Effect[]): void;
  /** What a played round keeps for the mode (the board's word lengths, to score its goal again). */
  roundKeeps(state: MatchState): Pick<PlayedRound, "lengths">;
  /** What the table owes the world outside it now, or null. */
  owes(state: MatchState): Owed | null;
  /** Fold a port's answer into the table; `announce` goes to every seat when set. */
  settled(state: MatchState, settlement: Settlement): { state: MatchState; announce: ServerMessage | null };
  /** What the table's views (its `state`, its preview, its invite) say about its mode. */
  marks(state: MatchState): ModeMarks;
}
