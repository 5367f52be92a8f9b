/**
 * When the arena's tournaments are: a pure calendar, the same in every object and every
 * client, so an event needs no record to exist before it starts. Each language's arena
 * holds its own events:
 *
 * - a **sprint** every hour on the hour (UTC): the rounds that start in its first six
 *   round periods, six when the arena runs throughout (the tests run one every 20 s of
 *   three short rounds: `ARENA_SPRINT_EVERY_MS`, `ARENA_SPRINT_ROUNDS`);
 * - a **marathon** every day at 20:00 UTC: the rounds that start within the hour.
 *
 * An event is a window of round starts. A round counts for every event whose window holds
 * its start, which every shard and the coordinator decide alike from the round's start
 * alone. Event ids name the arena, the kind and the UTC start, e.g.
 * `en-sprint-20261202140000` and `en-marathon-20261202`, so a link to an event's
 * standings is stable.
 */
import { periodOf, type ArenaTimings } from "./schedule.ts";

export type EventKind = "sprint" | "marathon";

/** How often sprints start and how many rounds each is meant to hold. */
export interface EventCalendar {
  sprintEveryMs: number;
  sprintRounds: number;
}

/** Rounds a sprint is meant to hold. */
export const SPRINT_ROUNDS = 6;
export const CALENDAR: EventCalendar = { sprintEveryMs: 60 * 60_000, sprintRounds: SPRINT_ROUNDS };

/** The calendar from operator settings (strings), each falling back to production's. */
export function calendarFrom(vars: { everyMs?: string; rounds?: string }): EventCalendar {
  const every = Number(vars.everyMs);
  const rounds = Number(vars.rounds);
  return {
    sprintEveryMs: Number.isInteger(every) && every >= 10_000 && (24 * 60 * 60_000) % every === 0 ? every : CALENDAR.sprintEveryMs,
    sprintRounds: Number.isInteger(rounds) && rounds >= 1 ? rounds : CALENDAR.sprintRounds,
  };
}
/** The marathon's hour (UTC) and length. */
export const MARATHON_HOUR_UTC = 20;
export const MARATHON_MS = 60 * 60_000;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** One event of the calendar. */
export interface ArenaEvent {
  id: string;
  arena: string;
  kind: EventKind;
  /** Rounds starting at or after this and before `endsAt` count for the event. */
  startsAt: number;
  endsAt: number;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

function dayStamp(t: number): string {
  const d = new Date(t);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** The sprint starting at `start` (a multiple of the calendar's cadence, UTC). */
export function sprintAt(arena: string, start: number, t: ArenaTimings, c: EventCalendar = CALENDAR): ArenaEvent {
  const d = new Date(start);
  return {
    id: `${arena}-sprint-${dayStamp(start)}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`,
    arena, kind: "sprint", startsAt: start, endsAt: start + c.sprintRounds * periodOf(t),
  };
}

/** The marathon of the UTC day that `dayStart` begins. */
export function marathonOn(arena: string, dayStart: number): ArenaEvent {
  const startsAt = dayStart + MARATHON_HOUR_UTC * HOUR;
  return { id: `${arena}-marathon-${dayStamp(dayStart)}`, arena, kind: "marathon", startsAt, endsAt: startsAt + MARATHON_MS };
}

/** The events a round starting at `startsAt` counts for. */
export function eventsOfRound(arena: string, startsAt: number, t: ArenaTimings, c: EventCalendar = CALENDAR): ArenaEvent[] {
  const out: ArenaEvent[] = [];
  const sprint = sprintAt(arena, Math.floor(startsAt / c.sprintEveryMs) * c.sprintEveryMs, t, c);
  if (startsAt < sprint.endsAt) out.push(sprint);
  const marathon = marathonOn(arena, Math.floor(startsAt / DAY) * DAY);
  if (startsAt >= marathon.startsAt && startsAt < marathon.endsAt) out.push(marathon);
  return out;
}

/** Events running at `now` or starting after it, soonest first: `limit` of them. */
export function eventsFrom(arena: string, now: number, t: ArenaTimings, limit = 3, c: EventCalendar = CALENDAR): ArenaEvent[] {
  const out: ArenaEvent[] = [];
  const first = Math.floor(now / c.sprintEveryMs) * c.sprintEveryMs;
  for (let h = first; out.filter((e) => e.kind === "sprint").length < limit; h += c.sprintEveryMs) {
    const s = sprintAt(arena, h, t, c);
    if (s.endsAt > now) out.push(s);
  }
  const day0 = Math.floor(now / DAY) * DAY;
  for (const d of [day0, day0 + DAY]) {
    const m = marathonOn(arena, d);
    if (m.endsAt > now) { out.push(m); break; }
  }
  return out.sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id)).slice(0, limit);
}

/** The event an id names, or null for anything else (a bad link gets a clear refusal). */
export function parseEventId(id: string, t: ArenaTimings, c: EventCalendar = CALENDAR): ArenaEvent | null {
  const m = /^([a-z]{2})-(sprint|marathon)-(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2}))?$/.exec(id);
  if (!m) return null;
  const [, arena, kind, y, mo, d, h, mi, sec] = m;
  if ((kind === "sprint") !== (h !== undefined)) return null;
  const day = Date.UTC(Number(y), Number(mo) - 1, Number(d));
  const start = day + Number(h) * HOUR + Number(mi) * 60_000 + Number(sec) * 1000;
  if (kind === "sprint" && start % c.sprintEveryMs !== 0) return null; // not a sprint's start
  const e = kind === "sprint" ? sprintAt(arena!, start, t, c) : marathonOn(arena!, day);
  return e.id === id ? e : null; // 2026-02-31 or hour 25 come back under another id
}
