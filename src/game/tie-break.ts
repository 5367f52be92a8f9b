/**
 * The tie-break most groups use: when a finished match has first place shared, one more
 * round between the tied players only. Everyone else watches (their seats sit the round
 * out and their entries are refused); the round's points are added to the tied players'
 * totals like any other round's, and the match finishes again with `decidedBy:
 * "tieBreak"`. If they tie again the host can call another.
 */
import { applied, draft, refused, type MatchContext, type MatchState, type Outcome } from "./match-state.ts";
import { modeOf } from "./modes/index.ts";
import { startRound } from "./rounds.ts";

/** Start a tie-break round between the seats sharing first place (host, finished match). */
export function tieBreak(state: MatchState, seat: number, ctx: MatchContext): Outcome {
  if (state.host !== seat) return refused("not_host", "Only the host can do that");
  if (state.phase !== "finished" || !state.results) return refused("wrong_phase", "A tie-break follows a finished match");
  const refusal = modeOf(state).refuse(state, { type: "tieBreak" });
  if (refusal) return refusal.refusal;
  const tied = new Set(state.results.winners);
  if (tied.size < 2) return refused("no_tie", "First place is not shared");
  const next = draft(state);
  for (const s of next.seats) s.sittingOut = !tied.has(s.seat);
  next.tieBreak = true;
  next.results = null;
  next.endReason = null;
  return applied(next, startRound(next, ctx));
}
