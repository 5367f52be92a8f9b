/**
 * The rules a ranked table adds to a casual one. The lobby makes the table with the
 * matched players already seated (each with a token); nobody else may sit, the default
 * settings always apply (in the language the players queued for), and the match starts by itself: as soon as every matched
 * player has joined, or `RANKED_START_MS` after the table was made if at least two have.
 * Players who never came are placed last, like leavers; with fewer than two the match is
 * called off. Pure like the rest of src/game: the ranked mode (src/game/modes/ranked.ts)
 * calls these with the rules they build on (starting a round) in its context.
 */
import type { ClientMessage, Language, RatingChange, RoundEndMessage, UnratedReason } from "../protocol.ts";
import { DEFAULT_SETTINGS } from "../protocol.ts";
import {
  applied, createMatch, draft, nobodyConnected, refused, seatOf,
  type Effect, type MatchState, type ModeContext, type Outcome, type Refused,
} from "./match-state.ts";
import { awayWake } from "./ranked-away.ts";
import { emptyWatch } from "./ranked-watch.ts";
import { distinctNames } from "./seat-names.ts";

// The rest of a ranked table's rules, for the table object: players away too long, and what it watches.
export { dropAway } from "./ranked-away.ts";
export { watchRanked } from "./ranked-watch.ts";

/** A ranked table starts (or is called off) this long after it was made. */
export const RANKED_START_MS = 30_000;

/** What the ranked database answered to a report: to be written into the table's `ranked` state. */
export interface RankedSettlement {
  reportedOut: string[];
  reported: boolean;
  ratings: RatingChange[] | null;
  unrated: UnratedReason | null;
}

/** A seat the lobby assigned. */
export interface RankedSeatRequest {
  playerId: string;
  name: string;
  token: string;
}

/** A ranked table in the lobby phase, in `language`, every matched player seated but not yet arrived. */
export function createRankedMatch(tableId: string, now: number, seats: readonly RankedSeatRequest[], language: Language = "en"): MatchState {
  const state = createMatch(tableId, now, { ...DEFAULT_SETTINGS, language });
  const names = distinctNames(seats.map((s) => s.name));
  state.seats = seats.map((s, seat) => ({
    seat, name: names[seat]!, bot: false, level: null, token: s.token, connected: false, left: false, done: false,
    ready: false, total: 0, scores: [], words: [], rejected: [], sittingOut: false, plan: [],
  }));
  state.ranked = {
    players: seats.map((s, seat) => ({ seat, playerId: s.playerId })),
    arrived: [], startBy: now + RANKED_START_MS, cancelled: false, reportedOut: [], reported: false,
    ratings: null, roundLists: [], watch: emptyWatch(),
  };
  return state;
}

/** Messages a ranked table refuses whatever the phase: its settings and seats are fixed. */
const FIXED: ReadonlySet<ClientMessage["type"]> = new Set([
  "settings", "addBot", "removeBot", "start", "playAgain", "tieBreak", "rematch", "houseWord", "ballot", "removeHouseWord",
]);

/** The refusal for a message a ranked table never accepts, or null. */
export function rankedRefusal(state: MatchState, type: ClientMessage["type"]): Refused | null {
  if (!state.ranked || !FIXED.has(type)) return null;
  return refused("ranked_table", "Ranked tables always use the default settings (in the language queued for) and seat only the matched players");
}

/** A join a ranked table refuses (no token of this table): the socket is then closed 4403. */
export function rankedJoinRefusal(state: MatchState, token: string | undefined): Refused | null {
  if (!state.ranked) return null;
  if (token !== undefined && state.seats.some((s) => s.token === token)) return null;
  return refused("not_invited", "This is a ranked table: only the matched players can sit here");
}

/** A matched player joined (or resumed): the match starts once every one of them has come. */
export function arrive(state: MatchState, seat: number, ctx: ModeContext): Outcome {
  const ranked = state.ranked;
  if (!ranked || ranked.arrived.includes(seat)) return applied(state, [], false);
  const next = draft(state);
  next.ranked!.arrived.push(seat);
  return applied(next, startIfAllCame(next, ctx));
}

/** Leaving before the start: the player is out (placed last), the seat stays. */
export function leaveBeforeStart(state: MatchState, seat: number, ctx: ModeContext): Outcome {
  const held = seatOf(state, seat);
  if (!held || held.left) return refused("no_such_seat", "You do not hold a seat at this table");
  const next = draft(state);
  Object.assign(seatOf(next, seat)!, { left: true, token: null, connected: false });
  // With nobody left here the table counts as idle, so it is deleted once called off.
  if (nobodyConnected(next)) next.idleSince ??= ctx.now;
  return applied(next, startIfAllCame(next, ctx));
}

/** Start `state` (edited in place) if at least two are still in and every one of them has come. */
function startIfAllCame(state: MatchState, ctx: ModeContext): Effect[] {
  const stillIn = state.seats.filter((s) => !s.left);
  const came = stillIn.every((s) => state.ranked!.arrived.includes(s.seat));
  return state.phase === "lobby" && came && stillIn.length >= 2 ? ctx.rules.startRound(state, ctx) : [];
}

/**
 * The start deadline passed: start with those who came (no-shows are out and placed
 * last), or call the match off if fewer than two did. Nothing to do before the deadline.
 */
export function startDeadline(state: MatchState, ctx: ModeContext): Outcome {
  const ranked = state.ranked;
  if (!ranked || state.phase !== "lobby" || ctx.now < ranked.startBy) return applied(state, [], false);
  const next = draft(state);
  const came = next.seats.filter((s) => !s.left && next.ranked!.arrived.includes(s.seat));
  for (const s of next.seats) if (!came.includes(s)) Object.assign(s, { left: true, token: null, connected: false });
  if (came.length < 2) {
    next.phase = "finished";
    next.ranked!.cancelled = true;
    return applied(next);
  }
  return applied(next, ctx.rules.startRound(next, ctx));
}

/** When a ranked table's own timer is due (the start deadline, a player away too long), or null. */
export function rankedWake(state: MatchState): number | null {
  return state.ranked && state.phase === "lobby" ? state.ranked.startBy : awayWake(state);
}

/**
 * Keep every round's lists of a ranked match (for its stored results). Edits `state`'s
 * top level only (a new ranked record), so a record it shares with an older state stays.
 */
export function keepRoundLists(state: MatchState, effects: readonly Effect[]): void {
  for (const e of effects) {
    const ranked = state.ranked;
    if (ranked && e.msg.type === "roundEnd" && !ranked.roundLists.some((r) => r.round === (e.msg as RoundEndMessage).round)) {
      state.ranked = { ...ranked, roundLists: [...ranked.roundLists, e.msg] };
    }
  }
}

/** Matched players who are out (never came, or left) and not yet reported as such. */
export function newlyOut(state: MatchState): string[] {
  const ranked = state.ranked;
  if (!ranked) return [];
  return ranked.players
    .filter((p) => seatOf(state, p.seat)?.left && !ranked.reportedOut.includes(p.playerId))
    .map((p) => p.playerId);
}

/**
 * Of `out` (players newly out), those who missed the match as no-shows: everyone out
 * while the match has not started (they never came, or left before the start), and
 * afterwards those who never came. Their queue cooldown grows with each (src/ranked/cooldown.ts).
 */
export function noShows(state: MatchState, out: readonly string[]): string[] {
  const ranked = state.ranked;
  if (!ranked) return [];
  const beforeStart = state.phase === "lobby";
  return ranked.players.filter((p) => out.includes(p.playerId) && (beforeStart || !ranked.arrived.includes(p.seat))).map((p) => p.playerId);
}

/** Each matched player's place, once the match has finished (null before, or if called off). */
export function finalPlaces(state: MatchState): { playerId: string; place: number }[] | null {
  if (!state.ranked || state.ranked.cancelled || !state.results) return null;
  const rankOf = new Map(state.results.standings.map((s) => [s.seat, s.rank]));
  return state.ranked.players.map((p) => ({ playerId: p.playerId, place: rankOf.get(p.seat) ?? state.seats.length }));
}
