/**
 * The daily board's calendar. A day is a UTC date written `YYYY-MM-DD`, the same for
 * every player wherever they are; its number counts from the launch date (Baffle #1).
 * Pure: the current time always comes in as an argument.
 */

/** The first daily board, Baffle #1. */
export const LAUNCH_DATE = "2026-11-01";

const DAY_MS = 24 * 60 * 60_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC date of a moment, `YYYY-MM-DD`. */
export function dateOf(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** When a date's day starts (UTC midnight, ms), or null if `date` is not a real `YYYY-MM-DD` date. */
export function dayStart(date: string): number | null {
  const m = DATE_PATTERN.exec(date);
  if (!m) return null;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dateOf(at) === date ? at : null;
}

/** When a date's day ends: the next day's start. */
export function dayEnd(date: string): number | null {
  const start = dayStart(date);
  return start === null ? null : start + DAY_MS;
}

/** The date `days` days after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const start = dayStart(date);
  if (start === null) throw new RangeError(`not a date: ${date}`);
  return dateOf(start + days * DAY_MS);
}

/** The board's number: 1 on LAUNCH_DATE, 2 the day after; null for a day before launch or no date. */
export function dailyNumber(date: string): number | null {
  const start = dayStart(date);
  if (start === null) return null;
  const n = Math.round((start - dayStart(LAUNCH_DATE)!) / DAY_MS) + 1;
  return n >= 1 ? n : null;
}

/** What a day is to a player at `now`: today's, a past one (practice only), or not playable. */
export type DayStatus = "today" | "past" | "future" | "before_launch" | "not_a_date";

/** Whether `date` can be played at `now`, and how. */
export function dayStatus(date: string, now: number): DayStatus {
  if (dayStart(date) === null) return "not_a_date";
  if (dailyNumber(date) === null) return "before_launch";
  const today = dateOf(now);
  return date === today ? "today" : date < today ? "past" : "future";
}
