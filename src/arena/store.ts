/**
 * The arena's rows in D1 (migrations/0007_arena.sql), and the only arena code that
 * speaks SQL. The coordinator writes a round once it has its results (one row, and one
 * per player of its top ten); each shard writes its own players' history in one
 * statement a round. Every write can be repeated without changing anything: a round is
 * inserted only if absent, and a player's history moves on only for a newer round.
 */
import type { ArenaBestEntry, ArenaHistoryResponse, ArenaRoundResponse } from "../protocol.ts";
import type { RoundResults } from "./results.ts";
import { roundResponse } from "./shard-view.ts";
import { notFlagged } from "../identity/store.ts";

/** Results of a round's top kept as rows for the best-of boards. */
export const BEST_OF_PER_ROUND = 10;

/** D1's own count of the rows a write read and wrote (indexes included). */
export interface RowsMeter {
  rowsWritten: number;
  rowsRead: number;
}

/** Store a finished round (nothing if it is already stored). */
export async function storeRound(db: D1Database, results: RoundResults): Promise<RowsMeter> {
  const top = results.top.slice(0, BEST_OF_PER_ROUND).map((e) => ({ ...e }));
  const done = await db.batch([
    db.prepare("INSERT OR IGNORE INTO arena_rounds (round_id, arena, number, started_at, ended_at, players, results) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)")
      .bind(results.roundId, results.arena, results.number, results.startedAt, results.endedAt, results.players, JSON.stringify(roundResponse(results))),
    db.prepare(
      `INSERT OR IGNORE INTO arena_top (round_id, arena, player_id, name, points, words, place, at)
       SELECT ?1, ?2, json_extract(value, '$.playerId'), json_extract(value, '$.name'), json_extract(value, '$.points'),
              json_extract(value, '$.words'), json_extract(value, '$.place'), ?3
         FROM json_each(?4)`,
    ).bind(results.roundId, results.arena, results.startedAt, JSON.stringify(top)),
  ]);
  return metered(done);
}

function metered(results: readonly D1Result[]): RowsMeter {
  return {
    rowsWritten: results.reduce((n, r) => n + (r.meta.rows_written ?? 0), 0),
    rowsRead: results.reduce((n, r) => n + (r.meta.rows_read ?? 0), 0),
  };
}

/** A player's outcome of one round, for their history (null place: played, no counted result). */
export interface HistoryRow {
  playerId: string;
  points: number;
  place: number | null;
  percentile: number | null;
}

/**
 * Add a round to each player's history, once: a row already at this round (or a later
 * one) is left alone. Two rows a player: their arena history, and their day's sums for
 * the period leaderboards and "you and your friends" (arena_days, migrations/0010).
 */
export async function recordHistory(db: D1Database, arena: string, number: number, roundId: string, rows: readonly HistoryRow[], now: number): Promise<RowsMeter> {
  if (rows.length === 0) return { rowsWritten: 0, rowsRead: 0 };
  const json = JSON.stringify(rows);
  const better = (col: string, cmp: string) =>
    `CASE WHEN excluded.${col} IS NOT NULL AND (${col} IS NULL OR excluded.${col} ${cmp} ${col}) THEN`;
  const done = await db.prepare(
    `INSERT INTO arena_players (player_id, arena, rounds, best_place, best_place_round, best_percentile, best_percentile_round, last_number, last_played_at)
     SELECT json_extract(value, '$.playerId'), ?1, 1,
            json_extract(value, '$.place'), CASE WHEN json_extract(value, '$.place') IS NULL THEN NULL ELSE ?2 END,
            json_extract(value, '$.percentile'), CASE WHEN json_extract(value, '$.percentile') IS NULL THEN NULL ELSE ?2 END,
            ?3, ?4
       FROM json_each(?5) WHERE true
     ON CONFLICT (player_id, arena) DO UPDATE SET
       rounds = rounds + 1,
       best_place_round = ${better("best_place", "<")} excluded.best_place_round ELSE best_place_round END,
       best_place = ${better("best_place", "<")} excluded.best_place ELSE best_place END,
       best_percentile_round = ${better("best_percentile", ">")} excluded.best_percentile_round ELSE best_percentile_round END,
       best_percentile = ${better("best_percentile", ">")} excluded.best_percentile ELSE best_percentile END,
       last_number = excluded.last_number,
       last_played_at = excluded.last_played_at
     WHERE excluded.last_number > last_number`,
  ).bind(arena, roundId, number, now, json);
  return metered(await db.batch([done, recordDay(db, arena, number, roundId, json, now)]));
}

/** The statement adding a round to each player's day (a flagged round, percentile null, counts only as flagged). */
function recordDay(db: D1Database, arena: string, number: number, roundId: string, json: string, now: number): D1PreparedStatement {
  const counted = "json_extract(value, '$.percentile') IS NOT NULL";
  return db.prepare(
    `INSERT INTO arena_days (arena, day, player_id, rounds, percentile_sum, flagged, best_points, best_round, last_number, log)
     SELECT ?1, ?2, json_extract(value, '$.playerId'),
            CASE WHEN ${counted} THEN 1 ELSE 0 END, COALESCE(json_extract(value, '$.percentile'), 0),
            CASE WHEN ${counted} THEN 0 ELSE 1 END,
            CASE WHEN ${counted} THEN json_extract(value, '$.points') ELSE 0 END, ?3, ?4,
            json_array(json_array(?4, json_extract(value, '$.points'), json_extract(value, '$.place'), json_extract(value, '$.percentile')))
       FROM json_each(?5) WHERE true
     ON CONFLICT (arena, day, player_id) DO UPDATE SET
       rounds = rounds + excluded.rounds,
       percentile_sum = percentile_sum + excluded.percentile_sum,
       flagged = flagged + excluded.flagged,
       best_round = CASE WHEN excluded.best_points > best_points THEN excluded.best_round ELSE best_round END,
       best_points = MAX(best_points, excluded.best_points),
       last_number = excluded.last_number,
       log = json_insert(log, '$[#]', json_extract(excluded.log, '$[0]'))
     WHERE excluded.last_number > last_number`,
  ).bind(arena, new Date(now).toISOString().slice(0, 10), roundId, number, json);
}

/** A stored round, or null. */
export async function storedRound(db: D1Database, roundId: string): Promise<ArenaRoundResponse | null> {
  const row = await db.prepare("SELECT results FROM arena_rounds WHERE round_id = ?").bind(roundId).first<{ results: string }>();
  return row ? (JSON.parse(row.results) as ArenaRoundResponse) : null;
}

/** The best results since `since`, one per player (their best; the earlier of equal ones), best first. */
export async function bestSince(db: D1Database, arena: string, since: number, limit: number): Promise<ArenaBestEntry[]> {
  const { results } = await db.prepare(
    `SELECT player_id, name, points, words, place, round_id, at FROM (
       SELECT *, ROW_NUMBER() OVER (PARTITION BY player_id ORDER BY points DESC, at ASC) AS n
         FROM arena_top WHERE arena = ?1 AND at >= ?2 AND ${notFlagged("player_id")})
      WHERE n = 1 ORDER BY points DESC, at ASC LIMIT ?3`,
  ).bind(arena, since, limit).all<{ player_id: string; name: string; points: number; words: number; place: number; round_id: string; at: number }>();
  return results.map((r) => ({ playerId: r.player_id, name: r.name, points: r.points, words: r.words, place: r.place, roundId: r.round_id, at: r.at }));
}

/** A player's history over every arena. */
export async function historyOf(db: D1Database, playerId: string): Promise<ArenaHistoryResponse> {
  const { results } = await db.prepare(
    "SELECT rounds, best_place, best_place_round, best_percentile, best_percentile_round, last_played_at FROM arena_players WHERE player_id = ?",
  ).bind(playerId).all<{ rounds: number; best_place: number | null; best_place_round: string | null; best_percentile: number | null; best_percentile_round: string | null; last_played_at: number }>();
  const out: ArenaHistoryResponse = { rounds: 0, bestPlace: null, bestPlaceRound: null, bestPercentile: null, bestPercentileRound: null, lastPlayedAt: null };
  for (const r of results) {
    out.rounds += r.rounds;
    if (r.best_place !== null && (out.bestPlace === null || r.best_place < out.bestPlace)) [out.bestPlace, out.bestPlaceRound] = [r.best_place, r.best_place_round];
    if (r.best_percentile !== null && (out.bestPercentile === null || r.best_percentile > out.bestPercentile)) [out.bestPercentile, out.bestPercentileRound] = [r.best_percentile, r.best_percentile_round];
    out.lastPlayedAt = Math.max(out.lastPlayedAt ?? 0, r.last_played_at);
  }
  return out;
}
