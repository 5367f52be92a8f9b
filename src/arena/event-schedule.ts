/**
 * When the arena's tournaments are: a pure calendar, the same in every object and every
 * client, so an event needs no record to exist before it starts. Each language's arena
 * holds its own events:
 *
 * - a **sprint** every hour on the hour (UTC): the rounds that start in its first six
 *   round periods, six when the arena runs throughout;
 * - a **marathon** every day at 20:00 UTC: the rounds that start within the hour.
 *
 * An event is a window of round starts. A round counts for every event whose window holds
 * its start, which every shard and the coordinator decide alike from the round's start
 * alone. Event ids name the arena, the kind and the UTC start, e.g. `en-sprint-2026120214`
 * and `en-marathon-20261202`, so a link to an event's standings is stable.
 */
import { periodOf, type ArenaTimings } from "./schedule.ts";

export type EventKind = "sprint" | "marathon";

/** Rounds a sprint is meant to hold. */
export const SPRINT_ROUNDS = 6;
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

/** The sprint starting at the hour `hourStart` (a multiple of an hour, UTC). */
export function sprintAt(arena: string, hourStart: number, t: ArenaTimings): ArenaEvent {
  return {
    id: `${arena}-sprint-${dayStamp(hourStart)}${pad(new Date(hourStart).getUTCHours())}`,
    arena, kind: "sprint", startsAt: hourStart, endsAt: hourStart + SPRINT_ROUNDS * periodOf(t),
  };
}

/** The marathon of the UTC day that `dayStart` begins. */
export function marathonOn(arena: string, dayStart: number): ArenaEvent {
  const startsAt = dayStart + MARATHON_HOUR_UTC * HOUR;
  return { id: `${arena}-marathon-${dayStamp(dayStart)}`, arena, kind: "marathon", startsAt, endsAt: startsAt + MARATHON_MS };
}

/** The events a round starting at `startsAt` counts for. */
export function eventsOfRound(arena: string, startsAt: number, t: ArenaTimings): ArenaEvent[] {
  const out: ArenaEvent[] = [];
  const sprint = sprintAt(arena, Math.floor(startsAt / HOUR) * HOUR, t);
  if (startsAt < sprint.endsAt) out.push(sprint);
  const marathon = marathonOn(arena, Math.floor(startsAt / DAY) * DAY);
  if (startsAt >= marathon.startsAt && startsAt < marathon.endsAt) out.push(marathon);
  return out;
}

/** Events running at `now` or starting after it, soonest first: `limit` of them. */
export function eventsFrom(arena: string, now: number, t: ArenaTimings, limit = 3): ArenaEvent[] {
  const out: ArenaEvent[] = [];
  const hour0 = Math.floor(now / HOUR) * HOUR;
  for (let h = hour0; out.filter((e) => e.kind === "sprint").length < limit; h += HOUR) {
    const s = sprintAt(arena, h, t);
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
export function parseEventId(id: string, t: ArenaTimings): ArenaEvent | null {
  const m = /^([a-z]{2})-(sprint|marathon)-(\d{4})(\d{2})(\d{2})(\d{2})?$/.exec(id);
  if (!m) return null;
  const [, arena, kind, y, mo, d, h] = m;
  if ((kind === "sprint") !== (h !== undefined)) return null;
  const day = Date.UTC(Number(y), Number(mo) - 1, Number(d));
  const e = kind === "sprint" ? sprintAt(arena!, day + Number(h) * HOUR, t) : marathonOn(arena!, day);
  return e.id === id ? e : null; // 2026-02-31 or hour 25 come back under another id
}
