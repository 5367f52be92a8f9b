/**
 * Friends in D1 (migrations/0010_social.sql): who follows whom and who blocked whom, and
 * the reads that show a player's friends' results. A block hides both ways: every read
 * here goes through `circle`, which leaves out anyone the player blocked or who blocked
 * them, so a blocked player's results never reach the blocker nor the blocker's theirs,
 * whatever rows remain. The only SQL of friends.
 */
import type { CircleRow, Friend, FriendArena, FriendDaily, FriendRanked, Language } from "../protocol.ts";

/** The player and everyone they follow who is not blocked either way, as a CTE named `circle(id)` (?1: the player). */
const CIRCLE = `WITH circle(id) AS (
  SELECT ?1 UNION SELECT f.followed FROM follows f WHERE f.follower = ?1
    AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker = ?1 AND b.blocked = f.followed) OR (b.blocker = f.followed AND b.blocked = ?1)))`;

/** Why a follow was refused, or "ok". */
export type FollowOutcome = "ok" | "self" | "unknown_player" | "too_many" | "blocked_by_you";

/** Follow `other` (again: nothing changes). Refused for oneself, an unknown player, past `max`, or someone the player blocked. */
export async function follow(db: D1Database, me: string, other: string, now: number, max: number): Promise<FollowOutcome> {
  if (me === other) return "self";
  const row = await db.prepare(
    `SELECT (SELECT COUNT(*) FROM players WHERE id = ?2) AS known,
            (SELECT COUNT(*) FROM follows WHERE follower = ?1) AS following,
            (SELECT COUNT(*) FROM follows WHERE follower = ?1 AND followed = ?2) AS already,
            (SELECT COUNT(*) FROM blocks WHERE blocker = ?1 AND blocked = ?2) AS blocked`,
  ).bind(me, other).first<{ known: number; following: number; already: number; blocked: number }>();
  if (!row?.known) return "unknown_player";
  if (row.blocked) return "blocked_by_you";
  if (row.already) return "ok";
  if (row.following >= max) return "too_many";
  await db.prepare("INSERT OR IGNORE INTO follows (follower, followed, at) VALUES (?1, ?2, ?3)").bind(me, other, now).run();
  return "ok";
}

/** Stop following `other` (nothing if the player did not). */
export async function unfollow(db: D1Database, me: string, other: string): Promise<void> {
  await db.prepare("DELETE FROM follows WHERE follower = ?1 AND followed = ?2").bind(me, other).run();
}

/** Block `other`: the player stops following them, and neither sees the other from now on. */
export async function block(db: D1Database, me: string, other: string, now: number): Promise<"ok" | "self" | "unknown_player"> {
  if (me === other) return "self";
  const known = await db.prepare("SELECT 1 AS x FROM players WHERE id = ?").bind(other).first();
  if (!known) return "unknown_player";
  await db.batch([
    db.prepare("INSERT OR IGNORE INTO blocks (blocker, blocked, at) VALUES (?1, ?2, ?3)").bind(me, other, now),
    db.prepare("DELETE FROM follows WHERE follower = ?1 AND followed = ?2").bind(me, other),
  ]);
  return "ok";
}

/** Lift a block (following again is the player's choice). */
export async function unblock(db: D1Database, me: string, other: string): Promise<void> {
  await db.prepare("DELETE FROM blocks WHERE blocker = ?1 AND blocked = ?2").bind(me, other).run();
}

/** The players `me` blocked, by name. */
export async function blockedBy(db: D1Database, me: string): Promise<{ playerId: string; name: string }[]> {
  const { results } = await db.prepare("SELECT p.id, p.name FROM blocks b JOIN players p ON p.id = b.blocked WHERE b.blocker = ? ORDER BY p.name")
    .bind(me).all<{ id: string; name: string }>();
  return results.map((r) => ({ playerId: r.id, name: r.name }));
}

/** Everyone `me` follows and sees, with their latest daily result, arena day and ranked match; the latest played first. */
export async function friendsOf(db: D1Database, me: string): Promise<Friend[]> {
  const [people, daily, arena, ranked] = await db.batch([
    db.prepare(`${CIRCLE} SELECT p.id, p.name, f.at FROM circle c JOIN follows f ON f.follower = ?1 AND f.followed = c.id JOIN players p ON p.id = c.id`).bind(me),
    db.prepare(
      `${CIRCLE} SELECT player_id, day, language, points, word_count FROM (
         SELECT r.*, ROW_NUMBER() OVER (PARTITION BY r.player_id ORDER BY r.day DESC, r.handed_in_at DESC) AS n
           FROM daily_results r WHERE r.player_id IN (SELECT id FROM circle WHERE id <> ?1) AND r.handed_in_at IS NOT NULL)
        WHERE n = 1`,
    ).bind(me),
    db.prepare(
      `${CIRCLE} SELECT player_id, arena, day, rounds, percentile_sum, best_points, best_round FROM (
         SELECT d.*, ROW_NUMBER() OVER (PARTITION BY d.player_id ORDER BY d.day DESC) AS n
           FROM arena_players a JOIN arena_days d
             ON d.arena = a.arena AND d.player_id = a.player_id AND d.day = strftime('%Y-%m-%d', a.last_played_at / 1000, 'unixepoch')
          WHERE a.player_id IN (SELECT id FROM circle WHERE id <> ?1))
        WHERE n = 1`,
    ).bind(me),
    db.prepare(
      `${CIRCLE} SELECT player_id, table_id, place, finished_at, players FROM (
         SELECT mp.player_id, mp.table_id, mp.place, m.finished_at,
                (SELECT COUNT(*) FROM match_players x WHERE x.table_id = mp.table_id) AS players,
                ROW_NUMBER() OVER (PARTITION BY mp.player_id ORDER BY m.finished_at DESC) AS n
           FROM match_players mp JOIN matches m ON m.table_id = mp.table_id
          WHERE mp.player_id IN (SELECT id FROM circle WHERE id <> ?1) AND m.status = 'finished')
        WHERE n = 1`,
    ).bind(me),
  ]);
  const byId = <T>(rows: readonly Record<string, unknown>[], make: (r: Record<string, unknown>) => T) =>
    new Map(rows.map((r) => [r.player_id as string, make(r)]));
  const dailyOf = byId(daily!.results as Record<string, unknown>[], (r): FriendDaily => ({
    date: r.day as string, language: r.language as Language, points: r.points as number, words: r.word_count as number,
  }));
  const arenaOf = byId(arena!.results as Record<string, unknown>[], (r): FriendArena => {
    const rounds = r.rounds as number;
    return {
      arena: r.arena as string, day: r.day as string, rounds,
      averagePercentile: rounds > 0 ? Math.round((10 * (r.percentile_sum as number)) / rounds) / 10 : null,
      bestPoints: r.best_points as number, bestRound: rounds > 0 ? (r.best_round as string) : null,
    };
  });
  const rankedOf = byId(ranked!.results as Record<string, unknown>[], (r): FriendRanked => ({
    tableId: r.table_id as string, place: r.place as number | null, players: r.players as number, finishedAt: r.finished_at as number,
  }));
  const friends = (people!.results as { id: string; name: string; at: number }[]).map((p): Friend => ({
    playerId: p.id, name: p.name, since: p.at,
    daily: dailyOf.get(p.id) ?? null, arena: arenaOf.get(p.id) ?? null, ranked: rankedOf.get(p.id) ?? null, event: null,
  }));
  const latest = (f: Friend) => [f.daily?.date ?? "", f.arena?.day ?? "", f.ranked ? new Date(f.ranked.finishedAt).toISOString().slice(0, 10) : ""].sort().at(-1)!;
  return friends.sort((a, b) => (latest(a) < latest(b) ? 1 : latest(a) > latest(b) ? -1 : a.name.localeCompare(b.name)));
}

/** The player and their friends on one day's daily board (their handed-in results), most points first. */
export async function dailyCircle(db: D1Database, me: string, date: string, language: Language): Promise<CircleRow[]> {
  const { results } = await db.prepare(
    `${CIRCLE} SELECT r.player_id, p.name, r.points, r.word_count FROM circle c
       JOIN daily_results r ON r.day = ?2 AND r.language = ?3 AND r.player_id = c.id AND r.handed_in_at IS NOT NULL
       JOIN players p ON p.id = c.id`,
  ).bind(me, date, language).all<{ player_id: string; name: string; points: number; word_count: number }>();
  return sorted(results.map((r) => ({ playerId: r.player_id, name: r.name, you: r.player_id === me, points: r.points, words: r.word_count, place: null })));
}

/** The player and their friends in one arena round (from their days' logs), with their places in the round, most points first. */
export async function arenaCircle(db: D1Database, me: string, arena: string, number: number, days: readonly string[]): Promise<CircleRow[]> {
  const { results } = await db.prepare(
    `${CIRCLE} SELECT d.player_id, p.name, json_extract(l.value, '$[1]') AS points, json_extract(l.value, '$[2]') AS place
       FROM circle c JOIN arena_days d ON d.arena = ?2 AND d.day IN (SELECT value FROM json_each(?4)) AND d.player_id = c.id
       JOIN json_each(d.log) l ON json_extract(l.value, '$[0]') = ?3
       JOIN players p ON p.id = c.id`,
  ).bind(me, arena, number, JSON.stringify(days)).all<{ player_id: string; name: string; points: number; place: number | null }>();
  return sorted(results.map((r) => ({ playerId: r.player_id, name: r.name, you: r.player_id === me, points: r.points, words: null, place: r.place })));
}

const sorted = (rows: CircleRow[]) => rows.sort((a, b) => b.points - a.points || a.name.localeCompare(b.name) || (a.playerId < b.playerId ? -1 : 1));
