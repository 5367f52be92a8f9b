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

// What these routes answer, with the schemas the client reads them by, is in event-answers.ts.
