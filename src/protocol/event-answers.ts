/**
 * What the arena's tournament routes answer (src/arena/event-routes.ts; ids and shapes:
 * arena-events.ts), as valibot schemas whose outputs are the types: the client reads
 * every answer through its schema, never a cast. Exported from src/protocol.ts as types only.
 */
import * as v from "valibot";

const num = v.number();
const str = v.string();
const kind = v.picklist(["sprint", "marathon"]);

/** An event of the calendar as `GET /api/arena/<arena>/events` lists it. */
export const ListedEventSchema = v.object({ id: str, arena: str, kind, startsAt: num, endsAt: num });
export type ListedEvent = v.InferOutput<typeof ListedEventSchema>;

/** `GET /api/arena/<arena>/events`: what is on or next, soonest first, and the server's clock. */
export const ArenaEventsListSchema = v.object({ arena: v.optional(str), now: num, events: v.array(ListedEventSchema) });
export type ArenaEventsList = v.InferOutput<typeof ArenaEventsListSchema>;

/** One player's line in an event's standings. */
export const ArenaEventLineSchema = v.object({
  playerId: str, name: str, points: num, rounds: num, place: num,
  /** Rounds played berserk that earned the bonus (marked in the standings). */
  berserk: num,
});
export type ArenaEventLine = v.InferOutput<typeof ArenaEventLineSchema>;

/** A player's place in an event and their neighbours in the standings' order. */
export const ArenaEventYouSchema = v.object({
  line: ArenaEventLineSchema,
  above: v.array(ArenaEventLineSchema),
  below: v.array(ArenaEventLineSchema),
});
export type ArenaEventYou = v.InferOutput<typeof ArenaEventYouSchema>;

/** `GET /api/arena/events/<id>`. */
export const ArenaEventResponseSchema = v.object({
  id: str,
  arena: str,
  kind,
  startsAt: num,
  endsAt: num,
  /** The event's rounds may still be played. */
  running: v.boolean(),
  players: num,
  /** Points → players, highest first (places are exact from it). */
  histogram: v.array(v.tuple([num, num])),
  /** The best 100 in order; the podium is its lines placed 1 to 3 with points. */
  standings: v.array(ArenaEventLineSchema),
  podium: v.array(ArenaEventLineSchema),
  /** With `?player=<id>`: that player's line and the players just above and below (null: no sheet yet). */
  you: v.optional(v.nullable(ArenaEventYouSchema)),
});
export type ArenaEventResponse = v.InferOutput<typeof ArenaEventResponseSchema>;

/** One event on a player's profile. */
export const ArenaPlayerEventSchema = v.object({ id: str, points: num, rounds: num, place: num, players: num });
export type ArenaPlayerEvent = v.InferOutput<typeof ArenaPlayerEventSchema>;

/** `GET /api/players/<id>/events`. */
export const ArenaPlayerEventsResponseSchema = v.object({ events: v.array(ArenaPlayerEventSchema) });
export type ArenaPlayerEventsResponse = v.InferOutput<typeof ArenaPlayerEventsResponseSchema>;
