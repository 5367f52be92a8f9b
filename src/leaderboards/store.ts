/**
 * The period boards' rows in D1 (migrations/0010_social.sql), and the only leaderboard
 * code that speaks SQL. A board is worked out from the period's rows (arena_days, or the
 * daily board's listed results) and kept as one row of leaderboard_boards; the routes
 * read that row and work it out again only when it is older than `REFRESH_MS` (5 minutes
 * for a day to 6 hours for a year), so a read costs one row however many played. A past period's board is worked out once
 * more after it ends, marked final, and is where the hall of fame is read from.
 */
import type { BoardScope, HallOfFameEntry, Language, LeaderRow, PeriodBoardResponse, PeriodKind } from "../protocol.ts";
import { periodOf, previousPeriod, type Period } from "./periods.ts";
import { ARENA_MIN_ROUNDS, arenaAverageList, arenaBestList, dailyBestList, dailyTotalList, type ArenaSums, type DailySums } from "./rules.ts";

/**
 * How old a current period's stored board may be before a read works it out again. Working
 * one out reads every row of its period (a year of the arena is a row per player and day
 * played), so a longer period is worked out less often; a read is one row whatever the kind.
 */
export const REFRESH_MS: Readonly<Record<PeriodKind, number>> = { day: 5 * 60_000, week: 15 * 60_000, month: 60 * 60_000, year: 6 * 3_600_000 };
/**
 * How long after its end a period is made final: results of its last moments are still
 * being written for a while (an arena round's history after its results, a daily try
 * handed in within its grace), and a final board is never worked out again.
 */
export const SETTLE_MS = 15 * 60_000;
/** Past periods in the hall of fame. */
export const HALL_OF_FAME_SIZE = 12;

/** The lists of one period, as stored. */
interface Lists {
  main: LeaderRow[];
  best: LeaderRow[];
}

const scopeKey = (scope: BoardScope, language: Language) => `${scope}:${language}`;
const dateKey = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Each player's arena sums over `period` (the rows of its days, one range of the key). */
async function arenaSums(db: D1Database, arena: string, period: Period): Promise<ArenaSums[]> {
  // SQLite takes a bare column (best_round) from the row that gave the one max() aggregate (so no other
  // aggregate may join it; the player's flag is a bare column too, one value per player).
  const { results } = await db.prepare(
    `SELECT d.player_id, p.name, SUM(d.rounds) AS rounds, SUM(d.percentile_sum) AS percentile_sum, SUM(d.flagged) + (p.flagged_at IS NOT NULL) AS flagged,
            MAX(d.best_points) AS best_points, d.best_round
       FROM arena_days d JOIN players p ON p.id = d.player_id
      WHERE d.arena = ?1 AND d.day >= ?2 AND d.day < ?3
      GROUP BY d.player_id`,
  ).bind(arena, dateKey(period.start), dateKey(period.end))
    .all<{ player_id: string; name: string; rounds: number; percentile_sum: number; flagged: number; best_points: number; best_round: string }>();
  return results.map((r) => ({ playerId: r.player_id, name: r.name, rounds: r.rounds, percentileSum: r.percentile_sum, flagged: r.flagged, bestPoints: r.best_points, bestRound: r.best_round }));
}

/** Each player's daily sums over `period`: their listed results added up, and their flagged ones counted. */
async function dailySums(db: D1Database, language: Language, period: Period): Promise<DailySums[]> {
  const { results } = await db.prepare(
    `SELECT r.player_id, p.name, SUM(r.listed) AS days, SUM(CASE WHEN r.listed = 1 THEN r.points ELSE 0 END) AS points,
            MAX(CASE WHEN r.listed = 1 THEN r.points ELSE -1 END) AS best_points, r.day AS best_day, SUM(r.flagged) + (p.flagged_at IS NOT NULL) AS flagged
       FROM daily_results r JOIN players p ON p.id = r.player_id
      WHERE r.day >= ?1 AND r.day < ?2 AND r.language = ?3 AND r.handed_in_at IS NOT NULL
      GROUP BY r.player_id`,
  ).bind(dateKey(period.start), dateKey(period.end), language)
    .all<{ player_id: string; name: string; days: number; points: number; best_points: number; best_day: string; flagged: number }>();
  return results.map((r) => ({ playerId: r.player_id, name: r.name, days: r.days, points: r.points, bestPoints: r.best_points, bestDay: r.best_day, flagged: r.flagged }));
}

/** A period's lists worked out from its rows. */
async function listsOf(db: D1Database, scope: BoardScope, language: Language, period: Period): Promise<Lists> {
  if (scope === "arena") {
    const sums = await arenaSums(db, language, period);
    return { main: arenaAverageList(sums, period.kind), best: arenaBestList(sums) };
  }
  const sums = await dailySums(db, language, period);
  return { main: dailyTotalList(sums), best: dailyBestList(sums) };
}

async function storeLists(db: D1Database, scope: string, period: Period, lists: Lists, now: number, final: boolean): Promise<void> {
  await db.prepare(
    `INSERT INTO leaderboard_boards (scope, kind, period, body, computed_at, final) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
     ON CONFLICT (scope, kind, period) DO UPDATE SET body = excluded.body, computed_at = excluded.computed_at, final = excluded.final
     WHERE final = 0`,
  ).bind(scope, period.kind, period.key, JSON.stringify(lists), now, final ? 1 : 0).run();
}

/** The winners of the periods before the current one that are final, latest first (a period nobody was listed in is left out). */
async function hallOfFame(db: D1Database, scope: string, kind: PeriodKind, before: string): Promise<HallOfFameEntry[]> {
  const { results } = await db.prepare(
    "SELECT period, body FROM leaderboard_boards WHERE scope = ?1 AND kind = ?2 AND final = 1 AND period < ?3 ORDER BY period DESC LIMIT ?4",
  ).bind(scope, kind, before, HALL_OF_FAME_SIZE).all<{ period: string; body: string }>();
  return results.map((r) => {
    const lists = JSON.parse(r.body) as Lists;
    return { key: r.period, main: lists.main[0] ?? null, best: lists.best[0] ?? null };
  }).filter((e) => e.main || e.best);
}

/**
 * The board of the period of `kind` holding `now`, worked out afresh: the period just
 * ended is made final first (once, when it has settled), then the current one is stored with the hall of
 * fame beside it, so what a read serves is this one stored answer.
 */
export async function refreshBoard(db: D1Database, scope: BoardScope, language: Language, kind: PeriodKind, now: number): Promise<PeriodBoardResponse> {
  const key = scopeKey(scope, language);
  const period = periodOf(kind, now);
  const previous = previousPeriod(period);
  const settled = now >= previous.end + SETTLE_MS;
  const done = settled && await db.prepare("SELECT 1 AS x FROM leaderboard_boards WHERE scope = ?1 AND kind = ?2 AND period = ?3 AND final = 1")
    .bind(key, kind, previous.key).first<{ x: number }>();
  if (settled && !done) await storeLists(db, key, previous, await listsOf(db, scope, language, previous), now, true);
  const lists = await listsOf(db, scope, language, period);
  const body: PeriodBoardResponse = {
    scope, language, kind, period: { key: period.key, start: period.start, end: period.end },
    minRounds: scope === "arena" ? ARENA_MIN_ROUNDS[kind] : null,
    ...lists, hallOfFame: await hallOfFame(db, key, kind, period.key), computedAt: now,
  };
  await storeLists(db, key, period, body, now, false); // the whole answer: a later read serves it as it is
  return body;
}

/** The stored board of the current period if it is fresh enough (one row read), else null. */
export async function storedBoard(db: D1Database, scope: BoardScope, language: Language, kind: PeriodKind, now: number): Promise<PeriodBoardResponse | null> {
  const row = await db.prepare("SELECT body, computed_at FROM leaderboard_boards WHERE scope = ?1 AND kind = ?2 AND period = ?3 AND final = 0")
    .bind(scopeKey(scope, language), kind, periodOf(kind, now).key).first<{ body: string; computed_at: number }>();
  if (!row || now - row.computed_at >= REFRESH_MS[kind]) return null;
  const body = JSON.parse(row.body) as PeriodBoardResponse | Lists;
  return "hallOfFame" in body ? body : null;
}
