/**
 * The daily board's rows in D1 (migrations/0004_daily.sql): one per player per day.
 * Starting a try inserts it (or reads the one already there, in the same round trip);
 * handing in completes it once: the update applies only while `handed_in_at` is still
 * NULL and the start matches, so a second hand-in of the day changes nothing.
 */
import type { DailyHistoryEntry, DailyRow } from "../protocol.ts";
import { dailyNumber } from "./calendar.ts";
import { rankResults } from "./ranking.ts";

/** The day's row as a try needs it. */
export interface TryRow {
  startedAt: number;
  handedInAt: number | null;
}

/** A player's stored result of a day. */
export interface StoredResult {
  name: string;
  startedAt: number;
  handedInAt: number | null;
  points: number | null;
  longest: string | null;
  words: { word: string; ms: number }[];
  flagged: boolean;
}

/**
 * Insert the player's row for `day` starting now, or return the row already there. One
 * round trip; a resume writes nothing (the insert is ignored, then the row is read).
 */
export async function startTry(db: D1Database, p: { day: string; playerId: string; name: string; now: number }): Promise<TryRow> {
  const [, read] = await db.batch([
    db.prepare("INSERT OR IGNORE INTO daily_results (day, player_id, name, started_at) VALUES (?1, ?2, ?3, ?4)").bind(p.day, p.playerId, p.name, p.now),
    db.prepare("SELECT started_at, handed_in_at FROM daily_results WHERE day = ?1 AND player_id = ?2").bind(p.day, p.playerId),
  ]);
  const row = read!.results[0] as { started_at: number; handed_in_at: number | null };
  return { startedAt: row.started_at, handedInAt: row.handed_in_at };
}

/** Complete the try started at `startedAt`; false if it was already handed in (or never started). */
export async function handIn(db: D1Database, p: {
  day: string; playerId: string; startedAt: number; now: number;
  points: number; longest: string; words: { word: string; ms: number }[]; flagged: boolean;
}): Promise<boolean> {
  const r = await db.prepare(
    `UPDATE daily_results SET handed_in_at = ?4, points = ?5, word_count = ?6, longest = ?7, words = ?8, flagged = ?9
      WHERE day = ?1 AND player_id = ?2 AND started_at = ?3 AND handed_in_at IS NULL`,
  ).bind(p.day, p.playerId, p.startedAt, p.now, p.points, p.words.length, p.longest, JSON.stringify(p.words), p.flagged ? 1 : 0).run();
  return r.meta.changes === 1;
}

/** The player's row for `day`, or null. */
export async function resultOf(db: D1Database, day: string, playerId: string): Promise<StoredResult | null> {
  const row = await db.prepare(
    "SELECT name, started_at, handed_in_at, points, longest, words, flagged FROM daily_results WHERE day = ? AND player_id = ?",
  ).bind(day, playerId).first<{ name: string; started_at: number; handed_in_at: number | null; points: number | null; longest: string | null; words: string | null; flagged: number }>();
  if (!row) return null;
  return {
    name: row.name, startedAt: row.started_at, handedInAt: row.handed_in_at, points: row.points, longest: row.longest,
    words: row.words ? (JSON.parse(row.words) as { word: string; ms: number }[]) : [], flagged: row.flagged === 1,
  };
}

const COUNTED = "day = ?1 AND flagged = 0 AND handed_in_at IS NOT NULL";

/**
 * The day's best `limit` counted results, best first, with places shared on equal points
 * (a prefix of the day's order, so its places are the day's), and how many counted.
 */
export async function topResults(db: D1Database, day: string, limit: number): Promise<{ total: number; players: DailyRow[] }> {
  const [top, count] = await db.batch([
    db.prepare(
      `SELECT player_id, name, points, word_count, length(longest) AS longest, handed_in_at
         FROM daily_results WHERE ${COUNTED} ORDER BY points DESC, handed_in_at LIMIT ?2`,
    ).bind(day, limit),
    db.prepare(`SELECT COUNT(*) AS n FROM daily_results WHERE ${COUNTED}`).bind(day),
  ]);
  const rows = top!.results as { player_id: string; name: string; points: number; word_count: number; longest: number; handed_in_at: number }[];
  return {
    total: (count!.results[0] as { n: number }).n,
    players: rankResults(rows.map((r) => ({ points: r.points, handedInAt: r.handed_in_at, row: r }))).map(({ place, row: r }) => ({
      place, playerId: r.player_id, name: r.name, points: r.points, words: r.word_count, longest: r.longest,
    })),
  };
}

/** The day's counted results as a histogram: how many scored each number of points, best first. */
export async function pointsHistogram(db: D1Database, day: string): Promise<[points: number, count: number][]> {
  const { results } = await db.prepare(`SELECT points, COUNT(*) AS n FROM daily_results WHERE ${COUNTED} GROUP BY points ORDER BY points DESC`)
    .bind(day).all<{ points: number; n: number }>();
  return results.map((r) => [r.points, r.n]);
}

/** Every handed-in word list of the day (for the words only one player found). */
export async function wordListsOf(db: D1Database, day: string): Promise<{ playerId: string; words: string[] }[]> {
  const { results } = await db.prepare("SELECT player_id, words FROM daily_results WHERE day = ? AND handed_in_at IS NOT NULL")
    .bind(day).all<{ player_id: string; words: string }>();
  return results.map((r) => ({ playerId: r.player_id, words: (JSON.parse(r.words) as { word: string }[]).map((w) => w.word) }));
}

/** The player's handed-in days, newest first. */
export async function historyOf(db: D1Database, playerId: string, limit: number): Promise<DailyHistoryEntry[]> {
  const { results } = await db.prepare(
    `SELECT day, points, word_count, longest FROM daily_results
      WHERE player_id = ? AND handed_in_at IS NOT NULL ORDER BY day DESC LIMIT ?`,
  ).bind(playerId, limit).all<{ day: string; points: number; word_count: number; longest: string }>();
  return results.map((r) => ({ date: r.day, number: dailyNumber(r.day) ?? 0, points: r.points, words: r.word_count, longest: r.longest }));
}
