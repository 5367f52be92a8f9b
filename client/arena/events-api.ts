/** The arena's events as the client calls them (src/arena/event-routes.ts; errors as ApiError). */
import type { ArenaEventResponse, ArenaPlayerEventsResponse } from "../../src/protocol.ts";
import { ArenaEventResponseSchema, ArenaPlayerEventsResponseSchema } from "../../src/protocol/event-answers.ts";
import { call } from "../ranked/api.ts";
import { MARATHON_HOUR_UTC } from "../../src/arena/event-schedule.ts";

/** An event's standings and podium; with `playerId`, that player's place and neighbours. */
export function getArenaEvent(id: string, playerId?: string): Promise<ArenaEventResponse> {
  return call(`/api/arena/events/${encodeURIComponent(id)}${playerId ? `?player=${encodeURIComponent(playerId)}` : ""}`, ArenaEventResponseSchema);
}

export function getPlayerEvents(playerId: string): Promise<ArenaPlayerEventsResponse> {
  return call(`/api/players/${encodeURIComponent(playerId)}/events`, ArenaPlayerEventsResponseSchema);
}

export { eventName } from "./EventBanner.tsx";

/** When an event's id says it starts (UTC), or null for a malformed one. */
export function eventStartOf(id: string): number | null {
  const m = /-(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2}))?$/.exec(id);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  // A marathon's id names its day; it starts at 20:00 UTC (src/arena/event-schedule.ts).
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), h === undefined ? MARATHON_HOUR_UTC : Number(h), Number(mi ?? 0), Number(s ?? 0));
}
