/**
 * How long a wait in the ranked queue usually is at this hour, from the queue's own
 * recent history: the lobby records each matched player's wait (when they were matched,
 * how long they had waited, the language) and tells a queued player the median wait of
 * the matches made at about this time of day (this hour and the next hour either side)
 * over the last week, in their language. Too few such matches (fewer than
 * `MIN_SAMPLES`) and it says nothing rather than guess. Pure: `now` comes in; the lobby
 * keeps the list in its storage (a few hundred small rows, trimmed here).
 */
import type { Language } from "../protocol.ts";

/** One matched player's wait. */
export interface PastWait {
  /** When they were matched (ms since the epoch). */
  at: number;
  /** How long they had waited. */
  waitedMs: number;
  language: Language;
}

/** Waits older than this are forgotten. */
export const HISTORY_MS = 7 * 24 * 3_600_000;
/** At most this many waits are kept (the newest). */
export const HISTORY_SIZE = 500;
/** Fewer waits than this at an hour, and there is no usual wait to tell. */
export const MIN_SAMPLES = 3;
const HOUR_MS = 3_600_000;
const DAY_HOURS = 24;

/** `history` with `waits` added, the old and the surplus dropped (newest kept). */
export function recordWaits(history: readonly PastWait[], waits: readonly PastWait[], now: number): PastWait[] {
  const kept = [...history, ...waits].filter((w) => w.at > now - HISTORY_MS && w.at <= now && w.waitedMs >= 0);
  kept.sort((a, b) => a.at - b.at);
  return kept.slice(-HISTORY_SIZE);
}

/** Hours apart on the clock face (0–12): 23:00 and 01:00 are two apart. */
function hoursApart(a: number, b: number): number {
  const d = Math.abs(Math.floor(a / HOUR_MS) - Math.floor(b / HOUR_MS)) % DAY_HOURS;
  return Math.min(d, DAY_HOURS - d);
}

/**
 * The usual wait (the median, in ms) for `language` at `now`'s hour of the day, from the
 * last week's waits of that hour and the hours beside it; null with too few of them.
 */
export function usualWait(history: readonly PastWait[], language: Language, now: number): number | null {
  const waits = history
    .filter((w) => w.language === language && w.at > now - HISTORY_MS && w.at <= now && hoursApart(w.at, now) <= 1)
    .map((w) => w.waitedMs)
    .sort((a, b) => a - b);
  if (waits.length < MIN_SAMPLES) return null;
  const mid = waits.length >> 1;
  return waits.length % 2 === 1 ? waits[mid]! : Math.round((waits[mid - 1]! + waits[mid]!) / 2);
}
