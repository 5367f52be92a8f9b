/**
 * The daily board's rows in D1 (migrations/0004_daily.sql, 0006_fair_play.sql,
 * 0008_daily_languages.sql): one per player, day and language, and one summary per
 * finished day and language. Each language's board is a board of its own: its results,
 * places, top list, summaries, history and streak are that language's only. Starting a try inserts the player's
 * row (or reads the one already there, in the same round trip); handing in completes it
 * once: the update applies only while `handed_in_at` is still NULL and the start
 * matches, so a second hand-in of the day changes nothing. A result carries its share
 * of the board and whether it is on the public top list (src/daily/top-list.ts).
 *
 * Places count every handed-in result of the day, flagged or not (a flagged owner sees
 * their place like anyone, and nobody can tell a flag from the count); the public list
 * shows the listed ones, each at its place among all.
 */
import type { DailyHistoryEntry, DailyRow, Language } from "../protocol.ts";
import { dailyNumber } from "./calendar.ts";
import { rankResults, standingIn } from "./ranking.ts";
import type { PastDay } from "./top-list.ts";
import { notFlagged } from "../identity/store.ts";

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
export async function startTry(db: D1Database, p: { day: string; language: Language; playerId: string; name: string; now: number }): Promise<TryRow> {
  const [, read] = await db.batch([
    db.prepare("INSERT OR IGNORE INTO daily_results (day, language, player_id, name, started_at) VALUES (?1, ?2, ?3, ?4, ?5)").bind(p.day, p.language, p.playerId, p.name, p.now),
    db.prepare("SELECT started_at, handed_in_at FROM daily_results WHERE day = ?1 AND language = ?2 AND player_id = ?3").bind(p.day, p.language, p.playerId),
  ]);
  const row = read!.results[0] as { started_at: number; handed_in_at: number | null };
  return { startedAt: row.started_at, handedInAt: row.handed_in_at };
}

/** Complete the try started at `startedAt`; false if it was already handed in (or never started). */
export async function handIn(db: D1Database, p: {
  day: string; language: Language; playerId: string; startedAt: number; now: number;
  points: number; longest: string; words: { word: string; ms: number }[]; flagged: boolean; share: number; listed: boolean;
}): Promise<boolean> {
  const r = await db.prepare(
    `UPDATE daily_results SET handed_in_at = ?4, points = ?5, word_count = ?6, longest = ?7, words = ?8, flagged = ?9, share = ?10, listed = ?11
      WHERE day = ?1 AND language = ?12 AND player_id = ?2 AND started_at = ?3 AND handed_in_at IS NULL`,
  ).bind(
    p.day, p.playerId, p.startedAt, p.now, p.points, p.words.length, p.longest, JSON.stringify(p.words), p.flagged ? 1 : 0, p.share, p.listed ? 1 : 0, p.language,
  ).run();
  return r.meta.changes === 1;
}

/** The player's handed-in days in `language` from `since` up to (not including) `before`, newest first: what the top list's rule reads. */
export async function earlierDays(db: D1Database, playerId: string, language: Language, since: string, before: string): Promise<PastDay[]> {
  const { results } = await db.prepare(
    `SELECT share, flagged FROM daily_results
      WHERE player_id = ?1 AND language = ?4 AND day >= ?2 AND day < ?3 AND handed_in_at IS NOT NULL ORDER BY day DESC`,
  ).bind(playerId, since, before, language).all<{ share: number | null; flagged: number }>();
  return results.map((r) => ({ share: r.share, flagged: r.flagged === 1 }));
}

/** The player's row for `day` in `language`, or null. */
export async function resultOf(db: D1Database, day: string, language: Language, playerId: string): Promise<StoredResult | null> {
  const row = await db.prepare(
    "SELECT name, started_at, handed_in_at, points, longest, words, flagged FROM daily_results WHERE day = ? AND language = ? AND player_id = ?",
  ).bind(day, language, playerId).first<{ name: string; started_at: number; handed_in_at: number | null; points: number | null; longest: string | null; words: string | null; flagged: number }>();
  if (!row) return null;
  return {
    name: row.name, startedAt: row.started_at, handedInAt: row.handed_in_at, points: row.points, longest: row.longest,
    words: row.words ? (JSON.parse(row.words) as { word: string; ms: number }[]) : [], flagged: row.flagged === 1,
  };
}

const HANDED_IN = "day = ?1 AND language = ?2 AND handed_in_at IS NOT NULL";

/**
 * The day's best `limit` results on the public top list, best first (earlier hand-in
 * first among equal points), each at its place among all of the day's results (from
 * `histogram`, the day's points histogram), and how many results the day has.
 */
export async function topResults(db: D1Database, day: string, language: Language, limit: number): Promise<{ total: number; players: DailyRow[]; histogram: [number, number][] }> {
  const [top, all] = await db.batch([
    db.prepare(
      `SELECT player_id, name, points, word_count, length(longest) AS longest, handed_in_at
         FROM daily_results WHERE ${HANDED_IN} AND listed = 1 AND ${notFlagged("player_id")} ORDER BY points DESC, handed_in_at LIMIT ?3`,
    ).bind(day, language, limit),
    histogramQuery(db, day, language),
  ]);
  const rows = top!.results as { player_id: string; name: string; points: number; word_count: number; longest: number; handed_in_at: number }[];
  const histogram = (all!.results as { points: number; n: number }[]).map((r) => [r.points, r.n] as [number, number]);
  return { total: histogram.reduce((sum, [, n]) => sum + n, 0), players: listedRows(rows, histogram), histogram };
}

/** Listed rows (best first) at their places among all of the day's results. */
function listedRows(
  rows: { player_id: string; name: string; points: number; word_count: number; longest: number; handed_in_at: number }[],
  histogram: readonly (readonly [number, number])[],
): DailyRow[] {
  return rankResults(rows.map((r) => ({ points: r.points, handedInAt: r.handed_in_at, row: r }))).map(({ row: r }) => ({
    place: standingIn(histogram, r.points, false).higher + 1, playerId: r.player_id, name: r.name, points: r.points, words: r.word_count, longest: r.longest,
  }));
}

function histogramQuery(db: D1Database, day: string, language: Language): D1PreparedStatement {
  return db.prepare(`SELECT points, COUNT(*) AS n FROM daily_results WHERE ${HANDED_IN} GROUP BY points ORDER BY points DESC`).bind(day, language);
}

/** The day's handed-in results in `language` as a histogram: how many scored each number of points, best first. */
export async function pointsHistogram(db: D1Database, day: string, language: Language): Promise<[points: number, count: number][]> {
  const { results } = await histogramQuery(db, day, language).all<{ points: number; n: number }>();
  return results.map((r) => [r.points, r.n]);
}

/** What a finished day's answers are made of, computed once from every row of the day and then read as one row. */
export interface FinishedDay {
  /** The points histogram of every handed-in result. */
  histogram: [number, number][];
  /** How many players found each word. */
  finders: Record<string, number>;
  /** The public top list, as `topResults` gives it. */
  top: DailyRow[];
  total: number;
}

/** A finished day's stored summary in `language`, or null if none is stored yet. */
export async function storedDay(db: D1Database, day: string, language: Language): Promise<FinishedDay | null> {
  const row = await db.prepare("SELECT summary FROM daily_days WHERE day = ? AND language = ?").bind(day, language).first<{ summary: string }>();
  return row ? (JSON.parse(row.summary) as FinishedDay) : null;
}

/**
 * Work out a finished day's summary from its rows (every word list is read once) and
 * store it; a summary stored meanwhile by another isolate is kept (the same rows give
 * the same summary).
 */
export async function summariseDay(db: D1Database, day: string, language: Language, topSize: number, now: number): Promise<FinishedDay> {
  const [{ total, players, histogram }, lists] = await Promise.all([topResults(db, day, language, topSize), wordListsOf(db, day, language)]);
  const finders = new Map<string, number>();
  for (const l of lists) for (const w of new Set(l.words)) finders.set(w, (finders.get(w) ?? 0) + 1);
  const summary: FinishedDay = { histogram, finders: Object.fromEntries(finders), top: players, total };
  await db.prepare("INSERT OR IGNORE INTO daily_days (day, language, summary, computed_at) VALUES (?, ?, ?, ?)").bind(day, language, JSON.stringify(summary), now).run();
  return summary;
}

/** Every handed-in word list of the day (for the words only one player found). */
export async function wordListsOf(db: D1Database, day: string, language: Language): Promise<{ playerId: string; words: string[] }[]> {
  const { results } = await db.prepare(`SELECT player_id, words FROM daily_results WHERE ${HANDED_IN}`)
    .bind(day, language).all<{ player_id: string; words: string }>();
  return results.map((r) => ({ playerId: r.player_id, words: (JSON.parse(r.words) as { word: string }[]).map((w) => w.word) }));
}

/** The player's handed-in days in `language`, newest first. */
export async function historyOf(db: D1Database, playerId: string, language: Language, limit: number): Promise<DailyHistoryEntry[]> {
  const { results } = await db.prepare(
    `SELECT day, points, word_count, longest FROM daily_results
      WHERE player_id = ? AND language = ? AND handed_in_at IS NOT NULL ORDER BY day DESC LIMIT ?`,
  ).bind(playerId, language, limit).all<{ day: string; points: number; word_count: number; longest: string }>();
  return results.map((r) => ({ date: r.day, number: dailyNumber(r.day) ?? 0, points: r.points, words: r.word_count, longest: r.longest }));
}
