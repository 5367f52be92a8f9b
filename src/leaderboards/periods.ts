/**
 * The periods the leaderboards are kept by: a day, a week, a month and a year, all in
 * UTC so a period is the same for every player wherever they are (as the daily board's
 * day is). A week is an ISO 8601 week: it starts on Monday at 00:00 UTC, and it belongs
 * to the year that holds its Thursday, so 2026-12-31 (a Thursday) is in 2026-W53 and
 * 2027-01-01 (a Friday) too. Keys are written `2026-12-02`, `2026-W49`, `2026-12`, `2026`.
 * Pure: the time always comes in as an argument.
 */

import type { PeriodKind } from "../protocol.ts";

export { PERIOD_KINDS, type PeriodKind } from "../protocol.ts";

/** One period: its key and the moments it covers, [start, end) in ms. */
export interface Period {
  kind: PeriodKind;
  key: string;
  start: number;
  end: number;
}

const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The period of `kind` that holds the moment `now`. */
export function periodOf(kind: PeriodKind, now: number): Period {
  const d = new Date(now);
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
  switch (kind) {
    case "day": {
      const start = Date.UTC(y, m, day);
      return { kind, key: `${y}-${pad(m + 1)}-${pad(day)}`, start, end: start + DAY_MS };
    }
    case "week": {
      const today = Date.UTC(y, m, day);
      const start = today - ((d.getUTCDay() + 6) % 7) * DAY_MS; // back to Monday
      const thursday = new Date(start + 3 * DAY_MS);
      const weekYear = thursday.getUTCFullYear();
      const week = Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / (7 * DAY_MS)) + 1;
      return { kind, key: `${pad(weekYear, 4)}-W${pad(week)}`, start, end: start + 7 * DAY_MS };
    }
    case "month":
      return { kind, key: `${pad(y, 4)}-${pad(m + 1)}`, start: Date.UTC(y, m, 1), end: Date.UTC(y, m + 1, 1) };
    case "year":
      return { kind, key: pad(y, 4), start: Date.UTC(y, 0, 1), end: Date.UTC(y + 1, 0, 1) };
  }
}

/** The period of `kind` just before `p` (the one that ended when `p` started). */
export function previousPeriod(p: Period): Period {
  return periodOf(p.kind, p.start - 1);
}

/** The `count` periods of `kind` before the one holding `now`, latest first. */
export function pastPeriods(kind: PeriodKind, now: number, count: number): Period[] {
  const out: Period[] = [];
  let p = periodOf(kind, now);
  for (let i = 0; i < count; i++) out.push((p = previousPeriod(p)));
  return out;
}

/** The period a key names (`2026-W49`, …), or null if the key is not one of `kind`'s. */
export function periodByKey(kind: PeriodKind, key: string): Period | null {
  const probe = keyStart(kind, key);
  if (probe === null) return null;
  const p = periodOf(kind, probe);
  return p.key === key ? p : null;
}

/** A moment inside the period `key` would name, if it is well formed (checked again by the caller). */
function keyStart(kind: PeriodKind, key: string): number | null {
  const patterns: Record<PeriodKind, RegExp> = { day: /^(\d{4})-(\d{2})-(\d{2})$/, week: /^(\d{4})-W(\d{2})$/, month: /^(\d{4})-(\d{2})$/, year: /^(\d{4})$/ };
  const m = patterns[kind].exec(key);
  if (!m) return null;
  const y = Number(m[1]);
  if (kind === "day") return Date.UTC(y, Number(m[2]) - 1, Number(m[3]));
  if (kind === "month") return Date.UTC(y, Number(m[2]) - 1, 1);
  if (kind === "year") return Date.UTC(y, 0, 1);
  // Week n's Thursday is n weeks after the Thursday of week 1, the week holding 4 January.
  const jan4 = Date.UTC(y, 0, 4);
  const week1Thursday = jan4 + (3 - ((new Date(jan4).getUTCDay() + 6) % 7)) * DAY_MS;
  return week1Thursday + (Number(m[2]) - 1) * 7 * DAY_MS;
}

/** The UTC dates (`YYYY-MM-DD`) a period covers, in order. */
export function datesIn(p: Period): string[] {
  const out: string[] = [];
  for (let t = p.start; t < p.end; t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
