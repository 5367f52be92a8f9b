/**
 * The arena's tournaments over HTTP (src/arena/event-routes.ts): an event's standings
 * and podium, kept for good at `/api/arena/events/<id>` (the page `/arena/e/<id>`), and a
 * player's events for their profile. Event ids come from the calendar
 * (src/arena/event-schedule.ts): `en-sprint-20261202140000`, `en-marathon-20261202`.
 */

/** An event id's shape (the calendar decides whether it names an event). */
export const ARENA_EVENT_ID = /^[a-z]{2}-(?:sprint-\d{14}|marathon-\d{8})$/;

export function isArenaEventId(id: string): boolean {
  return ARENA_EVENT_ID.test(id);
}

/** One player's line in an event's standings. */
export interface ArenaEventLine {
  playerId: string;
  name: string;
  points: number;
  rounds: number;
  place: number;
  /** Rounds played berserk that earned the bonus (marked in the standings). */
  berserk: number;
}

/** `GET /api/arena/events/<id>`. */
export interface ArenaEventResponse {
  id: string;
  arena: string;
  kind: "sprint" | "marathon";
  startsAt: number;
  endsAt: number;
  /** The event's rounds may still be played. */
  running: boolean;
  players: number;
  /** Points → players, highest first (places are exact from it). */
  histogram: [points: number, players: number][];
  /** The best 100 in order; the podium is its lines placed 1 to 3 with points. */
  standings: ArenaEventLine[];
  podium: ArenaEventLine[];
  /** With `?player=<id>`: that player's line and the players just above and below (null: no sheet yet). */
  you?: ArenaEventYou | null;
}

/** A player's place in an event and their neighbours in the standings' order. */
export interface ArenaEventYou {
  line: ArenaEventLine;
  above: ArenaEventLine[];
  below: ArenaEventLine[];
}

/** One event on a player's profile. */
export interface ArenaPlayerEvent {
  id: string;
  points: number;
  rounds: number;
  place: number;
  players: number;
}

/** `GET /api/players/<id>/events`. */
export interface ArenaPlayerEventsResponse {
  events: ArenaPlayerEvent[];
}
