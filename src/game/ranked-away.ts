/**
 * Abandoned ranked matches end. A person away from a ranked match (no connection) for
 * `RANKED_AWAY_MS` is out, exactly as if they had left: placed last (a loss, once the
 * match counts), a computer player keeps their seat in a game of three or more, and when
 * only one person is still there the match ends and they win. Without this, a player
 * whose opponent closed the tab sat through every round alone.
 *
 * Driven by the table's single alarm: `awayWake` names when the next away player runs
 * out of time, `dropAway` applies it. Pure: `now` comes in the context.
 */
import { applied, inProgress, type Effect, type MatchState, type ModeContext, type Outcome } from "./match-state.ts";

/** How long a ranked player may be away before they are out. */
export const RANKED_AWAY_MS = 60_000;

/** People still in a ranked match under way and away, with when they went. */
function away(state: MatchState): { seat: number; since: number }[] {
  if (!state.ranked || !inProgress(state)) return [];
  return state.seats
    .filter((s) => !s.bot && !s.left && !s.connected && typeof s.goneSince === "number")
    .map((s) => ({ seat: s.seat, since: s.goneSince! }));
}

/** When the next away player of a ranked match runs out of time, or null. */
export function awayWake(state: MatchState): number | null {
  const times = away(state).map((a) => a.since + RANKED_AWAY_MS);
  return times.length ? Math.min(...times) : null;
}

/** Put out every player who has been away too long (longest away first), as leaving does. */
export function dropAway(state: MatchState, ctx: ModeContext): Outcome {
  const due = away(state).filter((a) => a.since + RANKED_AWAY_MS <= ctx.now).sort((a, b) => a.since - b.since);
  let current = state;
  const effects: Effect[] = [];
  for (const { seat } of due) {
    if (!inProgress(current)) break;
    const out = ctx.rules.leave(current, seat, ctx);
    if (!out.ok) continue;
    current = out.state;
    effects.push(...out.effects);
  }
  return current === state ? applied(state, [], false) : applied(current, effects);
}
