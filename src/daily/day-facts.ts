/**
 * What the daily routes read about a whole day, at a cost that does not grow with the
 * day's players per request:
 *
 * - **A day still open** (today, or yesterday while its last tries may still come in):
 *   its points histogram and its top list are read from D1 at most every
 *   `DAILY_LEADERBOARD_MS` per isolate.
 * - **A finished day** never changes again, so it is summarised once (the histogram,
 *   how many players found each word, the top list), stored as one row
 *   (`daily_days`), and from then on read as that row, kept in the isolate for the few
 *   days anyone asks about at once. Before this, a past day's view read every word list
 *   of the day on every request (issue 27).
 */
import type { DailyLeaderboardResponse } from "../protocol.ts";
import { dailyNumber } from "./calendar.ts";
import { storedDay, summariseDay, topResults, pointsHistogram, type FinishedDay } from "./store.ts";

/** How long an open day's histogram and leaderboard are reused, here and by HTTP caches. */
export const DAILY_LEADERBOARD_MS = 5_000;

/** Results on a day's leaderboard. */
export const DAILY_LEADERBOARD_SIZE = 100;

/** Days whose answers an isolate keeps. */
const KEPT = 8;

/** A map that keeps its newest `KEPT` keys. */
function keep<V>(map: Map<string, V>, key: string, value: V): V {
  map.delete(key);
  map.set(key, value);
  while (map.size > KEPT) map.delete(map.keys().next().value!);
  return value;
}

const histograms = new Map<string, { at: number; seq: number; counts: Promise<[number, number][]> }>();

/**
 * Hand-ins this isolate has stored, counted: a histogram knows how many had been stored
 * when its read began, so a hand-in's answer can tell whether it counts that hand-in.
 * (A Worker's clock stands still while it runs, so two times can be the same ms.)
 */
let stored = 0;

/** Count a hand-in just stored in this isolate; its number. */
export function noteHandIn(): number {
  return ++stored;
}

/**
 * An open day's points histogram, read at most every DAILY_LEADERBOARD_MS per isolate:
 * when it was read, and how many of this isolate's hand-ins were stored by then.
 */
export async function openHistogram(db: D1Database, date: string, now: number): Promise<{ at: number; seq: number; counts: [number, number][] }> {
  let cached = histograms.get(date);
  if (!cached || now - cached.at >= DAILY_LEADERBOARD_MS) {
    const fresh = { at: now, seq: stored, counts: pointsHistogram(db, date) };
    fresh.counts.catch(() => histograms.get(date) === fresh && histograms.delete(date));
    cached = keep(histograms, date, fresh);
  }
  return { at: cached.at, seq: cached.seq, counts: await cached.counts };
}

const finished = new Map<string, Promise<FinishedDay>>();

/** A finished day's summary: from the isolate, else its stored row, else worked out once and stored. */
export function finishedDay(db: D1Database, date: string, now: number): Promise<FinishedDay> {
  let found = finished.get(date);
  if (!found) {
    found = storedDay(db, date).then((stored) => stored ?? summariseDay(db, date, DAILY_LEADERBOARD_SIZE, now));
    found.catch(() => finished.get(date) === found && finished.delete(date));
    keep(finished, date, found);
  }
  return found;
}

const leaderboards = new Map<string, { at: number; body: DailyLeaderboardResponse }>();

/**
 * A day's leaderboard and until when it may be reused (null: for good, the day is
 * finished). `over` says whether no try of the day can still be handed in.
 */
export async function dayLeaderboard(db: D1Database, date: string, now: number, over: boolean): Promise<{ body: DailyLeaderboardResponse; until: number | null }> {
  const number = dailyNumber(date)!;
  if (over) {
    const day = await finishedDay(db, date, now);
    return { body: { date, number, total: day.total, players: day.top }, until: null };
  }
  let cached = leaderboards.get(date);
  if (!cached || now - cached.at >= DAILY_LEADERBOARD_MS) {
    const { total, players } = await topResults(db, date, DAILY_LEADERBOARD_SIZE);
    cached = keep(leaderboards, date, { at: now, body: { date, number, total, players } });
  }
  return { body: cached.body, until: cached.at + DAILY_LEADERBOARD_MS };
}
