/**
 * Watchers: people at a table without a seat. A friend who opens the link after the
 * match started watches it instead of being turned away (and asks for a seat), and a
 * `?watch` link watches without asking. Watchers are not part of the stored match: the
 * table object keeps each one on its socket (the attachment survives hibernation), so a
 * watcher coming or going writes nothing. What the rules decide is here: whether a join
 * watches, how many may watch, and who is seated at Play again (watchers who asked
 * first, in the order they asked, before computer players keep their seats).
 */
import { MAX_WATCHERS, PROTOCOL_VERSION, type WatcherView } from "../protocol.ts";
import { MAX_SEATS, refused, type Effect, type MatchState, type Refused, type SeatState } from "./match-state.ts";

/** A watcher who asked for a seat, with the token the seat will get (drawn by the caller). */
export interface SeatRequest {
  name: string;
  token: string;
}

/** Whether a join without a token watches instead: the match has started (casual tables only). */
export function joinWatches(state: MatchState, token: string | undefined): boolean {
  return token === undefined && !state.ranked && state.phase !== "lobby";
}

/** Why someone may not start watching (ranked tables, the cap), or null. */
export function watchRefusal(state: MatchState, watching: number): Refused | null {
  if (state.ranked) return refused("ranked_table", "Ranked tables cannot be watched");
  if (watching >= MAX_WATCHERS) return refused("watchers_full", `At most ${MAX_WATCHERS} people can watch a table`);
  return null;
}

/**
 * Seat the watchers who asked for a seat on a table going back to the lobby (`seats` are
 * the seats kept, edited in place): people first, in the order they asked, as far as the
 * seats allow; computer players give up theirs, the last seated first, to make room.
 * Returns the `welcome` for each new seat.
 */
export function seatRequests(seats: SeatState[], requests: readonly SeatRequest[], make: (seat: number, r: SeatRequest) => SeatState): Effect[] {
  const effects: Effect[] = [];
  for (const request of requests) {
    if (seats.length >= MAX_SEATS) {
      const bot = [...seats].reverse().find((s) => s.bot);
      if (!bot) break;
      seats.splice(seats.indexOf(bot), 1);
    }
    let number = 0;
    while (seats.some((s) => s.seat === number)) number++;
    seats.push(make(number, request));
    seats.sort((a, b) => a.seat - b.seat);
    effects.push({ to: number, msg: { type: "welcome", seat: number, token: request.token, protocol: PROTOCOL_VERSION } });
  }
  return effects;
}

/** Watchers in the order they came, as everyone sees them. */
export function watcherViews(watchers: readonly { name: string | null; wantsSeat: boolean; since: number }[]): WatcherView[] {
  return [...watchers].sort((a, b) => a.since - b.since).map((w) => ({ name: w.name, wantsSeat: w.wantsSeat }));
}

/** What a new watcher needs besides its view: the review on screen, the final standings. */
export function watcherCatchUp(state: MatchState): Effect["msg"][] {
  const out: Effect["msg"][] = [];
  if ((state.phase === "review" || state.phase === "finished") && state.lastRound) out.push(state.lastRound);
  if (state.phase === "finished" && state.results) {
    const { finishedAt: _, ...summary } = state.results;
    out.push({ type: "matchEnd", ...summary });
  }
  return out;
}
