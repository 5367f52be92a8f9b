/**
 * The ranked database (D1, binding `DB`; schema in migrations/). With
 * src/ranked/results-store.ts (a finished match's result, ratings and refunds) this is
 * the only code that speaks SQL about ranked play: players' skills, the leaderboard,
 * ranked matches and who sat where, misses (identities themselves are
 * src/identity/store.ts). Everything else calls these functions.
 *
 * Skills are kept per language (`ratings`, one row per player and language: migration
 * 0005): a match moves the ratings of its language, and each language has its own
 * leaderboard. A player has a row for a language from their first match in it; before
 * that their skill there is a new player's. The solver flag, misses and the pair limit
 * are the player's whatever the language.
 */
import { LANGUAGES, type HistoryEntry, type Language, type LanguageRating, type LeaderboardRow, type MatchedPlayer, type ProfileResponse, type ResultsResponse, type UnratedReason } from "../protocol.ts";
import type { IdentityRecord } from "../identity/store.ts";
import { MISS_WINDOW_MS, type LastMatch, type MissKind } from "./cooldown.ts";
import { LEADERBOARD_RULES, onLeaderboard } from "./fair-rating.ts";
import { ESTABLISHED_SIGMA, NEW_SKILL, ratingView, type Skill } from "./ratings.ts";

/** A stored player as the lobby needs it: their identity and ranked skill in each language. */
export interface PlayerRecord extends IdentityRecord {
  /** Their skill in each language they have a rating in (a new player's elsewhere: `skillIn`). */
  skills: Partial<Record<Language, Skill>>;
  /** Marked by the solver flag (matched only with other flagged players). */
  flagged?: boolean;
}

/** A player's skill in `language`: their rating there, or a new player's. */
export function skillIn(player: PlayerRecord, language: Language): Skill {
  return player.skills[language] ?? NEW_SKILL;
}

/** A seat the lobby assigned at a ranked table. */
export interface RankedSeat {
  playerId: string;
  seat: number;
  name: string;
  token: string;
  /** When they had joined the queue (kept so a player left behind queues again with that wait). */
  queuedAt?: number;
}

/** An unfinished ranked match a player belongs to. */
export interface PendingMatch {
  tableId: string;
  token: string;
  players: MatchedPlayer[];
}

/** A pending match is no longer offered to its players after this long (a table that never reported). */
export const PENDING_MATCH_MS = 3 * 60 * 60_000;

/** Matches kept in a profile's history. */
export const HISTORY_LIMIT = 50;


/** A player's profile in `language`: their rating, games and newest matches there, and every language they are rated in; null for an unknown id. */
export async function profile(db: D1Database, playerId: string, language: Language): Promise<ProfileResponse | null> {
  const [players, ratings, history] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT id, name, flagged_at FROM players WHERE id = ?").bind(playerId),
    db.prepare("SELECT language, mu, sigma, games, wins FROM ratings WHERE player_id = ?").bind(playerId),
    db.prepare(
      `SELECT m.table_id, m.finished_at, m.unrated, me.aborted, me.place AS my_place, me.mu_before, me.sigma_before, me.mu_after, me.sigma_after,
              o.player_id, o.name, o.place
         FROM (SELECT mp.* FROM match_players mp JOIN matches mm ON mm.table_id = mp.table_id
                WHERE mp.player_id = ?1 AND mm.status = 'finished' AND mm.language = ?3 ORDER BY mm.finished_at DESC LIMIT ?2) me
         JOIN matches m ON m.table_id = me.table_id
         JOIN match_players o ON o.table_id = me.table_id
        ORDER BY m.finished_at DESC, m.table_id, o.place, o.seat`,
    ).bind(playerId, HISTORY_LIMIT, language),
  ]);
  const me = players!.results[0] as { id: string; name: string; flagged_at: number | null } | undefined;
  if (!me) return null;
  const rated = (ratings!.results as { language: Language; mu: number; sigma: number; games: number; wins: number }[])
    .sort((x, y) => LANGUAGES.indexOf(x.language) - LANGUAGES.indexOf(y.language));
  const here = rated.find((r) => r.language === language) ?? { ...NEW_SKILL, games: 0, wins: 0 };
  const entries: HistoryEntry[] = [];
  for (const r of history!.results as {
    table_id: string; finished_at: number; unrated: UnratedReason | null; aborted: number; my_place: number; mu_before: number; sigma_before: number;
    mu_after: number; sigma_after: number; player_id: string; name: string; place: number;
  }[]) {
    let entry = entries.at(-1);
    if (entry?.tableId !== r.table_id) {
      entry = {
        tableId: r.table_id, finishedAt: r.finished_at, place: r.my_place, players: [],
        ratingBefore: ratingView({ mu: r.mu_before, sigma: r.sigma_before }),
        ratingAfter: ratingView({ mu: r.mu_after, sigma: r.sigma_after }),
        ...(r.unrated ? { unrated: r.unrated } : {}),
        ...(r.aborted ? { aborted: true } : {}),
      };
      entries.push(entry);
    }
    entry.players.push({ playerId: r.player_id, name: r.name, place: r.place });
  }
  return {
    playerId: me.id, name: me.name, language, ...ratingView(here), games: here.games, wins: here.wins,
    languages: rated.map((r): LanguageRating => ({ language: r.language, ...ratingView(r), games: r.games })),
    ...(me.flagged_at !== null ? { flagged: true } : {}), history: entries,
  };
}

/**
 * The leaderboard of `language`, best first by μ − 3σ: the players `onLeaderboard` lists
 * (established, enough rated games in the language against enough different established
 * opponents, active within a week, not flagged). An opponent counts if they were
 * established when the match was played (their σ before it). SQL narrows the candidates
 * with the same constants; the rule decides.
 */
export async function leaderboard(db: D1Database, limit: number, now: number, language: Language): Promise<LeaderboardRow[]> {
  const againstEstablished = `FROM match_players me
       JOIN matches m ON m.table_id = me.table_id AND m.status = 'finished' AND m.unrated IS NULL AND m.language = ?4
       JOIN match_players o ON o.table_id = me.table_id AND o.player_id <> me.player_id AND o.sigma_before < ?1
      WHERE me.player_id = p.id`;
  const { results } = await db.prepare(
    `SELECT p.id, p.name, r.mu, r.sigma, r.games, r.wins, r.last_played_at, p.flagged_at,
            (SELECT COUNT(DISTINCT me.table_id) ${againstEstablished}) AS established_games,
            (SELECT COUNT(DISTINCT o.player_id) ${againstEstablished}) AS opponents
       FROM ratings r JOIN players p ON p.id = r.player_id
      WHERE r.language = ?4 AND r.sigma < ?1 AND r.last_played_at >= ?2 AND r.games >= ?3 AND p.flagged_at IS NULL
      ORDER BY r.mu - 3 * r.sigma DESC, r.games DESC, p.id`,
  ).bind(ESTABLISHED_SIGMA, now - LEADERBOARD_RULES.activeMs, LEADERBOARD_RULES.minGames, language).all<{
    id: string; name: string; mu: number; sigma: number; games: number; wins: number; last_played_at: number | null; flagged_at: number | null;
    established_games: number; opponents: number;
  }>();
  return results
    .filter((r) => onLeaderboard({
      sigma: r.sigma, games: r.established_games, opponents: r.opponents, lastPlayedAt: r.last_played_at, flagged: r.flagged_at !== null,
    }, now))
    .slice(0, limit)
    .map((r, i) => ({ rank: i + 1, playerId: r.id, name: r.name, rating: ratingView(r).rating, games: r.games, wins: r.wins }));
}

/** Record a new ranked match in `language`, pending until its table reports; each player gets a rating in the language if they had none. */
export async function createRankedMatch(db: D1Database, tableId: string, seats: readonly RankedSeat[], now: number, language: Language): Promise<void> {
  await db.batch([
    db.prepare("INSERT INTO matches (table_id, status, created_at, language) VALUES (?, 'pending', ?, ?)").bind(tableId, now, language),
    ...seats.map((s) => db.prepare("INSERT OR IGNORE INTO ratings (player_id, language, mu, sigma) VALUES (?, ?, ?, ?)")
      .bind(s.playerId, language, NEW_SKILL.mu, NEW_SKILL.sigma)),
    ...seats.map((s) => db.prepare("INSERT INTO match_players (table_id, player_id, seat, name, token, queued_at) VALUES (?, ?, ?, ?, ?, ?)")
      .bind(tableId, s.playerId, s.seat, s.name, s.token, s.queuedAt ?? null)),
  ]);
}

/** What the lobby learns from D1 when a player queues. */
export interface QueueCheck {
  player: PlayerRecord | null;
  /** Their unfinished ranked match, if any. */
  pending: PendingMatch | null;
  /** When they missed ranked matches in the last `MISS_WINDOW_MS` (for the cooldown). */
  missed: number[];
  /** Their newest ranked match (for the front-of-queue rule), or null. */
  last: LastMatch | null;
}

/** What the lobby needs when a player queues, in one round trip: their skill in every language, so one check serves any. */
export async function queueCheck(db: D1Database, playerId: string, now: number): Promise<QueueCheck> {
  const [players, skills, pending, missed, last] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT id, name, secret_hash, flagged_at FROM players WHERE id = ?").bind(playerId),
    db.prepare("SELECT language, mu, sigma FROM ratings WHERE player_id = ?").bind(playerId),
    pendingQuery(db, playerId, now),
    db.prepare("SELECT at FROM no_shows WHERE player_id = ? AND at > ?").bind(playerId, now - MISS_WINDOW_MS),
    db.prepare(
      `SELECT m.status, m.finished_at, me.queued_at,
              EXISTS (SELECT 1 FROM no_shows n WHERE n.player_id = me.player_id AND n.table_id = me.table_id) AS missed
         FROM match_players me JOIN matches m ON m.table_id = me.table_id
        WHERE me.player_id = ? ORDER BY m.created_at DESC LIMIT 1`,
    ).bind(playerId),
  ]);
  const row = players!.results[0] as { id: string; name: string; secret_hash: string; flagged_at: number | null } | undefined;
  const skillsOf = Object.fromEntries((skills!.results as { language: Language; mu: number; sigma: number }[]).map((r) => [r.language, { mu: r.mu, sigma: r.sigma }]));
  const newest = last!.results[0] as { status: LastMatch["status"]; finished_at: number | null; queued_at: number | null; missed: number } | undefined;
  return {
    player: row ? { playerId: row.id, name: row.name, secretHash: row.secret_hash, skills: skillsOf, ...(row.flagged_at !== null ? { flagged: true } : {}) } : null,
    pending: pendingFrom(playerId, pending!.results as unknown as PendingRow[]),
    missed: (missed!.results as { at: number }[]).map((r) => r.at),
    last: newest ? { status: newest.status, finishedAt: newest.finished_at, queuedAt: newest.queued_at, missed: newest.missed === 1 } : null,
  };
}

/**
 * Record that `playerId` missed the ranked match at `tableId` at time `at`: a no-show
 * (never came, or left before the start) or an abort. Their queue cooldown follows from
 * these rows (src/ranked/cooldown.ts). Recording the same player and table again changes
 * nothing, so a retried report, or a player who is both, counts once.
 */
export async function recordNoShow(db: D1Database, miss: { playerId: string; tableId: string; at: number; kind: MissKind }): Promise<void> {
  await db.prepare("INSERT OR IGNORE INTO no_shows (player_id, table_id, kind, at) VALUES (?, ?, ?, ?)")
    .bind(miss.playerId, miss.tableId, miss.kind, miss.at).run();
}

type PendingRow = { table_id: string; player_id: string; name: string; token: string; mu: number; sigma: number };

function pendingQuery(db: D1Database, playerId: string, now: number): D1PreparedStatement {
  return db.prepare(
    `SELECT o.table_id, o.player_id, o.name, o.token, p.mu, p.sigma FROM match_players me
       JOIN matches m ON m.table_id = me.table_id
       JOIN match_players o ON o.table_id = me.table_id
       JOIN ratings p ON p.player_id = o.player_id AND p.language = m.language
      WHERE me.player_id = ? AND me.out = 0 AND m.status = 'pending' AND m.created_at >= ?
      ORDER BY m.created_at DESC, o.seat`,
  ).bind(playerId, now - PENDING_MATCH_MS);
}

function pendingFrom(playerId: string, results: PendingRow[]): PendingMatch | null {
  const first = results[0];
  if (!first) return null;
  const same = results.filter((r) => r.table_id === first.table_id);
  return {
    tableId: first.table_id,
    token: same.find((r) => r.player_id === playerId)!.token,
    players: same.map((r) => ({ playerId: r.player_id, name: r.name, ...ratingView(r) })),
  };
}

/** Players who never came or left: the lobby no longer sends them back to this table. */
export async function markOut(db: D1Database, tableId: string, playerIds: readonly string[]): Promise<void> {
  if (!playerIds.length) return;
  await db.batch(playerIds.map((id) => db.prepare("UPDATE match_players SET out = 1 WHERE table_id = ? AND player_id = ?").bind(tableId, id)));
}

/** Call off a pending match (fewer than two came): nobody's rating changes. */
export async function cancelRankedMatch(db: D1Database, tableId: string, now: number): Promise<void> {
  await db.prepare("UPDATE matches SET status = 'cancelled', finished_at = ? WHERE table_id = ? AND status = 'pending'").bind(now, tableId).run();
}

/** A finished ranked match's stored results, or null. */
export async function storedResults(db: D1Database, tableId: string): Promise<ResultsResponse | null> {
  const row = await db.prepare("SELECT results FROM matches WHERE table_id = ? AND status = 'finished'").bind(tableId)
    .first<{ results: string | null }>();
  return row?.results ? (JSON.parse(row.results) as ResultsResponse) : null;
}
