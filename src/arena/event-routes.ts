/**
 * The arena's tournaments over HTTP (src/protocol/arena-events.ts): what is on or next in
 * an arena (the countdown on the arena page and home), an event's standings and podium
 * (kept for good; the page `/arena/e/<id>` with its link preview), and a player's events
 * for their profile. The calendar is pure (event-schedule.ts): an event needs no record
 * before its first round is scored.
 */
import { Hono } from "hono";
import type { TableEnv } from "../env.ts";
import { limitPerClient } from "../limits/client-limiter.ts";
import { isArenaEventId, isArenaKey, isPlayerId } from "../protocol.ts";
import { calendarFrom, eventsFrom, parseEventId, type EventCalendar } from "./event-schedule.ts";
import { eventStandings, eventsOfPlayer } from "./event-store.ts";
import { eventStandingOf } from "./event-you.ts";
import { HISTORY_RULE } from "./routes.ts";
import { timingsFrom, type ArenaTimings } from "./schedule.ts";

/** The arena's timings and calendar as this installation sets them. */
export function eventClock(env: TableEnv): { timings: ArenaTimings; calendar: EventCalendar } {
  return {
    timings: timingsFrom({ roundMs: env.ARENA_ROUND_MS, breakMs: env.ARENA_BREAK_MS, countdownMs: env.ARENA_COUNTDOWN_MS }),
    calendar: calendarFrom({ everyMs: env.ARENA_SPRINT_EVERY_MS, rounds: env.ARENA_SPRINT_ROUNDS }),
  };
}

export const eventRoutes = new Hono<{ Bindings: TableEnv }>();

eventRoutes.get("/api/arena/events/:id", async (c) => {
  const id = c.req.param("id");
  if (!isArenaEventId(id)) return problem(400, "bad_event_id", "Event ids look like en-sprint-20261202140000 or en-marathon-20261202");
  const { timings, calendar } = eventClock(c.env);
  const event = parseEventId(id, timings, calendar);
  if (!event || !isArenaKey(event.arena)) return problem(404, "no_event", `There is no event ${id}`);
  const player = c.req.query("player");
  if (player !== undefined && !isPlayerId(player)) return problem(400, "bad_player_id", "Malformed player id");
  const now = Date.now();
  const body = await eventStandings(c.env.DB, event, now);
  if (player !== undefined) body.you = await eventStandingOf(c.env.DB, event.id, player, body.histogram);
  // Finished standings never change; running ones are a few seconds stale at most; one player's view is theirs.
  c.header("Cache-Control", player !== undefined ? "private, max-age=5" : body.running ? "public, max-age=5" : "public, max-age=3600");
  return c.json(body);
});

eventRoutes.get("/api/arena/:arena/events", (c) => {
  const arena = c.req.param("arena");
  if (!isArenaKey(arena)) return problem(404, "unknown_arena", `There is no arena "${arena}"`);
  const { timings, calendar } = eventClock(c.env);
  const now = Date.now();
  c.header("Cache-Control", "public, max-age=30");
  return c.json({ arena, now, events: eventsFrom(arena, now, timings, 3, calendar) });
});

eventRoutes.get("/api/players/:id/events", limitPerClient("arena-history", HISTORY_RULE), async (c) => {
  const id = c.req.param("id");
  if (!isPlayerId(id)) return problem(400, "bad_player_id", "Malformed player id");
  return c.json(await eventsOfPlayer(c.env.DB, id));
});

function problem(status: 400 | 404, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}
