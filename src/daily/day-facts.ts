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
 *
 * Each language's board is a day of its own here: every cache is kept per day and language.
 */
import type { DailyLeaderboardResponse, Language } from "../protocol.ts";
import { dailyNumber } from "./calendar.ts";
import { storedDay, summariseDay, topResults, pointsHistogram, type FinishedDay } from "./store.ts";

/** How long an open day's histogram and leaderboard are reused, here and by HTTP caches. */
export const DAILY_LEADERBOARD_MS = 5_000;

/** Results on a day's leaderboard. */
export const DAILY_LEADERBOARD_SIZE = 100;

/** Days (and languages) whose answers an isolate keeps. */
const KEPT = 8;

const keyOf = (date: string, language: Language) => `${date}/${language}`;

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
export async function openHistogram(db: D1Database, date: string, language: Language, now: number): Promise<{ at: number; seq: number; counts: [number, number][] }> {
  const key = keyOf(date, language);
  let cached = histograms.get(key);
  if (!cached || now - cached.at >= DAILY_LEADERBOARD_MS) {
    const fresh = { at: now, seq: stored, counts: pointsHistogram(db, date, language) };
    fresh.counts.catch(() => histograms.get(key) === fresh && histograms.delete(key));
    cached = keep(histograms, key, fresh);
  }
  return { at: cached.at, seq: cached.seq, counts: await cached.counts };
}

const finished = new Map<string, Promise<FinishedDay>>();

/** A finished day's summary: from the isolate, else its stored row, else worked out once and stored. */
export function finishedDay(db: D1Database, date: string, language: Language, now: number): Promise<FinishedDay> {
  const key = keyOf(date, language);
  let found = finished.get(key);
  if (!found) {
    found = storedDay(db, date, language).then((stored) => stored ?? summariseDay(db, date, language, DAILY_LEADERBOARD_SIZE, now));
    found.catch(() => finished.get(key) === found && finished.delete(key));
    keep(finished, key, found);
  }
  return found;
}

const leaderboards = new Map<string, { at: number; body: DailyLeaderboardResponse }>();

/**
 * A day's leaderboard and until when it may be reused (null: for good, the day is
 * finished). `over` says whether no try of the day can still be handed in.
 */
export async function dayLeaderboard(db: D1Database, date: string, language: Language, now: number, over: boolean): Promise<{ body: DailyLeaderboardResponse; until: number | null }> {
  const number = dailyNumber(date)!;
  if (over) {
    const day = await finishedDay(db, date, language, now);
    return { body: { date, language, number, total: day.total, players: day.top }, until: null };
  }
  const key = keyOf(date, language);
  let cached = leaderboards.get(key);
  if (!cached || now - cached.at >= DAILY_LEADERBOARD_MS) {
    const { total, players } = await topResults(db, date, language, DAILY_LEADERBOARD_SIZE);
    cached = keep(leaderboards, key, { at: now, body: { date, language, number, total, players } });
  }
  return { body: cached.body, until: cached.at + DAILY_LEADERBOARD_MS };
}
