/**
 * A table link may be shared widely, so a lobby must not be held hostage by people who
 * opened it and went away. These rules run from the table's single alarm, with `now` as
 * an argument like every other timer: a person gone from the lobby for a minute loses
 * the seat (so the table does not fill up with ghosts), and a host gone for half a
 * minute hands the host role to the next person still there (so the others can start).
 * A lobby that no person has sat in is removed after ten minutes (see `expiresAt`).
 */
import { applied, draft, humanSeats, type Applied, type MatchState, type SeatState } from "./match-state.ts";

/** A person disconnected from the lobby this long loses the seat. */
export const LOBBY_GRACE_MS = 60_000;
/** A host disconnected this long hands the role to the next person still connected. */
export const HOST_GRACE_MS = 30_000;
/** A lobby with no person in it is removed this long after it emptied (or was created). */
export const EMPTY_LOBBY_MS = 10 * 60_000;

function goneSince(seat: SeatState): number | null {
  return seat.bot || seat.left || seat.connected ? null : seat.goneSince ?? null;
}

/** The person who takes the host role from `host`: the next connected one in seat order. */
function successor(state: MatchState, host: number): number | null {
  const people = humanSeats(state).filter((s) => s.connected && s.seat !== host);
  return (people.find((s) => s.seat > host) ?? people[0])?.seat ?? null;
}

/** When `tidyLobby` next has something to do, or null. */
export function lobbyWake(state: MatchState): number | null {
  let at = Infinity;
  for (const s of state.seats) {
    const since = goneSince(s);
    if (since === null) continue;
    if (state.phase === "lobby") at = Math.min(at, since + LOBBY_GRACE_MS);
    if (state.host === s.seat && successor(state, s.seat) !== null) at = Math.min(at, since + HOST_GRACE_MS);
  }
  return Number.isFinite(at) ? at : null;
}

/**
 * Apply what is due at `now`: hand the host role on, and in the lobby free the seats of
 * people gone too long. Returns the state unchanged when nothing is due.
 */
export function tidyLobby(state: MatchState, now: number): Applied {
  const host = state.seats.find((s) => s.seat === state.host);
  const hostSince = host ? goneSince(host) : null;
  const handOver = hostSince !== null && hostSince + HOST_GRACE_MS <= now && successor(state, state.host!) !== null;
  const expired = state.phase === "lobby"
    ? state.seats.filter((s) => { const since = goneSince(s); return since !== null && since + LOBBY_GRACE_MS <= now; })
    : [];
  if (!handOver && expired.length === 0) return applied(state, [], false);
  const next = draft(state);
  if (handOver) next.host = successor(next, next.host!);
  if (expired.length) {
    const gone = new Set(expired.map((s) => s.seat));
    next.seats = next.seats.filter((s) => !gone.has(s.seat));
    if (next.host !== null && gone.has(next.host)) {
      next.host = humanSeats(next).find((s) => s.connected)?.seat ?? humanSeats(next)[0]?.seat ?? null;
    }
  }
  return applied(next);
}
