/**
 * What a table asks its mode, once per event, as lila's tournament asks its `System` for
 * pairings and scores: the table object is a shell that never names a mode, and a mode is
 * a small pure value (src/game/modes/casual.ts, ranked.ts; a third, together, implements
 * the same interface). A mode decides:
 *
 * - **refusals**: what this table never accepts (a ranked table's fixed settings, a
 *   stranger at a ranked table), before the rules run;
 * - **seats**: what follows a seat being taken (a ranked match starts once all came) and
 *   what leaving means (before a ranked start: out, placed last);
 * - **wake-ups**: what the alarm does beyond the round's clock, and when it must come;
 * - **what to keep**: what the mode records from each new state (a ranked table keeps its
 *   round lists and what it watches for the solver flag);
 * - **what is owed at the end**: a debt to the outside world (a ranked result for the
 *   ranked database) that the shell hands to a port it was given, never one it imports;
 *   the port's answer comes back through `settled`.
 *
 * Pure: time and randomness come in the context, like every rule in src/game.
 */
import type { ClientMessage, ServerMessage, StateMessage } from "../../protocol.ts";
import type { Applied, Effect, MatchContext, MatchState, Outcome, Refused } from "../match-state.ts";
import type { RankedSettlement } from "../ranked.ts";

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

export interface Mode {
  /** The refusal for `msg` at this table now, or null: let the rules decide. */
  refuse(state: MatchState, msg: ClientMessage): ModeRefusal | null;
  /** A seat was taken or resumed: what follows from it (nothing, or a start). */
  seated(state: MatchState, seat: number, ctx: MatchContext): Outcome;
  /** A frame to greet a seat that (re)joined, or null. */
  greet(state: MatchState): ServerMessage | null;
  /** A seated player leaves. */
  leave(state: MatchState, seat: number, ctx: MatchContext): Outcome;
  /** The alarm's first step: the round's clock (and the mode's start deadline). */
  tick(state: MatchState, ctx: MatchContext): Outcome;
  /** The alarm's second step: seats of people gone too long. */
  tidy(state: MatchState, ctx: MatchContext): Applied | Outcome;
  /** When the mode's own timers next need the alarm, or null. */
  wake(state: MatchState): number | null;
  /** Record what the mode keeps of a new state and the messages that made it (edits `state`'s top level only). */
  keep(state: MatchState, effects: readonly Effect[]): void;
  /** What the table owes the world outside it now, or null. */
  owes(state: MatchState): Owed | null;
  /** Fold a port's answer into the table; `announce` goes to every seat when set. */
  settled(state: MatchState, settlement: Settlement): { state: MatchState; announce: ServerMessage | null };
  /** What the table's views (its `state`, its preview, its invite) say about its mode. */
  marks(state: MatchState): ModeMarks;
}
