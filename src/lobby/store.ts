/**
 * The ranked database (D1, binding `DB`; schema in migrations/). This is the only
 * module that speaks SQL about ranked play: players' skills, ranked matches and who sat
 * where, results (identities themselves are src/identity/store.ts). Everything else
 * calls these functions.
 *
 * Exactly once: `recordResult` is a single batch (a D1 transaction). Every rating
 * update in it applies only while the match row is still `pending`, and its last
 * statement marks the row `finished`, so a repeated or concurrent report of the same
 * match (the table id is the key) changes nothing.
 */
import type {
  HistoryEntry, LeaderboardRow, MatchedPlayer, ProfileResponse, RatingChange, ResultsResponse, UnratedReason,
} from "../protocol.ts";
import type { IdentityRecord } from "../identity/store.ts";
import { MISS_WINDOW_MS, type LastMatch, type MissKind } from "./cooldown.ts";
import { LEADERBOARD_RULES, PAIR_WINDOW_MS, onLeaderboard, refundOf, unratedReason } from "./fair-rating.ts";
import { ESTABLISHED_SIGMA, ratingView, type Skill } from "./ratings.ts";

/** A stored player as the lobby needs it: their identity and ranked skill. */
export interface PlayerRecord extends IdentityRecord, Skill {
  /** Marked by the solver flag (matched only with other flagged players). */
  flagged?: boolean;
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


/** A player's profile with their newest matches, or null for an unknown id. */
export async function profile(db: D1Database, playerId: string): Promise<ProfileResponse | null> {
  const me = await db.prepare("SELECT id, name, mu, sigma, games, wins, flagged_at FROM players WHERE id = ?").bind(playerId)
    .first<{ id: string; name: string; mu: number; sigma: number; games: number; wins: number; flagged_at: number | null }>();
  if (!me) return null;
  const { results } = await db.prepare(
    `SELECT m.table_id, m.finished_at, m.unrated, me.aborted, me.place AS my_place, me.mu_before, me.sigma_before, me.mu_after, me.sigma_after,
            o.player_id, o.name, o.place
       FROM (SELECT mp.* FROM match_players mp JOIN matches mm ON mm.table_id = mp.table_id
              WHERE mp.player_id = ?1 AND mm.status = 'finished' ORDER BY mm.finished_at DESC LIMIT ?2) me
       JOIN matches m ON m.table_id = me.table_id
       JOIN match_players o ON o.table_id = me.table_id
      ORDER BY m.finished_at DESC, m.table_id, o.place, o.seat`,
  ).bind(playerId, HISTORY_LIMIT).all<{
    table_id: string; finished_at: number; unrated: UnratedReason | null; aborted: number; my_place: number; mu_before: number; sigma_before: number;
    mu_after: number; sigma_after: number; player_id: string; name: string; place: number;
  }>();
  const history: HistoryEntry[] = [];
  for (const r of results) {
    let entry = history.at(-1);
    if (entry?.tableId !== r.table_id) {
      entry = {
        tableId: r.table_id, finishedAt: r.finished_at, place: r.my_place, players: [],
        ratingBefore: ratingView({ mu: r.mu_before, sigma: r.sigma_before }),
        ratingAfter: ratingView({ mu: r.mu_after, sigma: r.sigma_after }),
        ...(r.unrated ? { unrated: r.unrated } : {}),
        ...(r.aborted ? { aborted: true } : {}),
      };
      history.push(entry);
    }
    entry.players.push({ playerId: r.player_id, name: r.name, place: r.place });
  }
  return {
    playerId: me.id, name: me.name, ...ratingView(me), games: me.games, wins: me.wins,
    ...(me.flagged_at !== null ? { flagged: true } : {}), history,
  };
}

/**
 * The leaderboard, best first by μ − 3σ: the players `onLeaderboard` lists (established,
 * enough rated games against enough different opponents, active within a week, not
 * flagged). SQL narrows the candidates with the same constants; the rule decides.
 */
export async function leaderboard(db: D1Database, limit: number, now: number): Promise<LeaderboardRow[]> {
  const { results } = await db.prepare(
    `SELECT p.id, p.name, p.mu, p.sigma, p.games, p.wins, p.last_played_at, p.flagged_at,
            (SELECT COUNT(DISTINCT o.player_id) FROM match_players me
               JOIN matches m ON m.table_id = me.table_id AND m.status = 'finished' AND m.unrated IS NULL
               JOIN match_players o ON o.table_id = me.table_id AND o.player_id <> me.player_id
              WHERE me.player_id = p.id) AS opponents
       FROM players p
      WHERE p.sigma < ? AND p.last_played_at >= ? AND p.games >= ? AND p.flagged_at IS NULL
      ORDER BY p.mu - 3 * p.sigma DESC, p.games DESC, p.id`,
  ).bind(ESTABLISHED_SIGMA, now - LEADERBOARD_RULES.activeMs, LEADERBOARD_RULES.minGames)
    .all<{ id: string; name: string; mu: number; sigma: number; games: number; wins: number; last_played_at: number | null; flagged_at: number | null; opponents: number }>();
  return results
    .filter((r) => onLeaderboard({ sigma: r.sigma, games: r.games, opponents: r.opponents, lastPlayedAt: r.last_played_at, flagged: r.flagged_at !== null }, now))
    .slice(0, limit)
    .map((r, i) => ({ rank: i + 1, playerId: r.id, name: r.name, rating: ratingView(r).rating, games: r.games, wins: r.wins }));
}

/** Record a new ranked match, pending until its table reports. */
export async function createRankedMatch(db: D1Database, tableId: string, seats: readonly RankedSeat[], now: number): Promise<void> {
  await db.batch([
    db.prepare("INSERT INTO matches (table_id, status, created_at) VALUES (?, 'pending', ?)").bind(tableId, now),
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

/** What the lobby needs when a player queues, in one round trip. */
export async function queueCheck(db: D1Database, playerId: string, now: number): Promise<QueueCheck> {
  const [players, pending, missed, last] = await db.batch<Record<string, unknown>>([
    db.prepare("SELECT id, name, secret_hash, mu, sigma, flagged_at FROM players WHERE id = ?").bind(playerId),
    pendingQuery(db, playerId, now),
    db.prepare("SELECT at FROM no_shows WHERE player_id = ? AND at > ?").bind(playerId, now - MISS_WINDOW_MS),
    db.prepare(
      `SELECT m.status, m.finished_at, me.queued_at,
              EXISTS (SELECT 1 FROM no_shows n WHERE n.player_id = me.player_id AND n.table_id = me.table_id) AS missed
         FROM match_players me JOIN matches m ON m.table_id = me.table_id
        WHERE me.player_id = ? ORDER BY m.created_at DESC LIMIT 1`,
    ).bind(playerId),
  ]);
  const row = players!.results[0] as { id: string; name: string; secret_hash: string; mu: number; sigma: number; flagged_at: number | null } | undefined;
  const newest = last!.results[0] as { status: LastMatch["status"]; finished_at: number | null; queued_at: number | null; missed: number } | undefined;
  return {
    player: row ? { playerId: row.id, name: row.name, secretHash: row.secret_hash, mu: row.mu, sigma: row.sigma, ...(row.flagged_at !== null ? { flagged: true } : {}) } : null,
    pending: pendingFrom(playerId, pending!.results as unknown as PendingRow[]),
    missed: (missed!.results as { at: number }[]).map((r) => r.at),
    last: newest ? { status: newest.status, finishedAt: newest.finished_at, queuedAt: newest.queued_at, missed: newest.missed === 1 } : null,
  };
}

/**
 * Record that `playerId` missed the ranked match at `tableId` at time `at`: a no-show
 * (never came, or left before the start) or an abort. Their queue cooldown follows from
 * these rows (src/lobby/cooldown.ts). Recording the same player and table again changes
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
       JOIN players p ON p.id = o.player_id
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

/** A finished ranked match's report: each player's place (1 = first, ties equal), and how the table saw it. */
export interface MatchReport {
  tableId: string;
  finishedAt: number;
  places: { playerId: string; place: number }[];
  /** The table found the match aborted (src/game/ranked-watch.ts). */
  aborted: boolean;
  /** Who aborted it. */
  abortedBy: string[];
  /** Players the solver flag marked in this match. */
  flagged: string[];
}

/** What a stored result says: every player's change, and why nobody's rating moved if it did not. */
export interface StoredResult {
  ratings: RatingChange[];
  unrated: UnratedReason | null;
}

/**
 * Apply a finished match exactly once. `rate` turns the players' skills before the match
 * into their skills after it; `results` builds the stored results from the changes.
 * Whether it is rated is decided here (src/lobby/fair-rating.ts): aborted, a flagged
 * player in it, or a pair of its players past the pair limit, and nobody's rating
 * moves. A player flagged here for the first time is marked, and every loss their
 * earlier rated matches cost an opponent is given back. Returns what is stored (for a
 * repeated report, what was stored before), or null for an unknown or cancelled match.
 */
export async function recordResult(
  db: D1Database,
  report: MatchReport,
  rate: (before: Skill[], places: number[]) => Skill[],
  results: (changes: RatingChange[], unrated: UnratedReason | null) => ResultsResponse,
): Promise<StoredResult | null> {
  const match = await db.prepare("SELECT status FROM matches WHERE table_id = ?").bind(report.tableId).first<{ status: string }>();
  if (!match || match.status === "cancelled") return null;
  if (match.status === "pending") {
    const seats = await seatsOf(db, report.tableId);
    const placeOf = new Map(report.places.map((p) => [p.playerId, p.place]));
    const worst = Math.max(...report.places.map((p) => p.place), seats.length);
    const places = seats.map((s) => placeOf.get(s.player_id) ?? worst);
    const unrated = unratedReason({
      aborted: report.aborted,
      flagged: report.flagged.length > 0 || seats.some((s) => s.flagged_at !== null),
      pairCounts: await pairCounts(db, seats.map((s) => s.player_id), report.finishedAt),
    });
    const before = seats.map((s) => ({ mu: s.mu, sigma: s.sigma }));
    const after = unrated ? before : rate(before, places);
    const decided = new Set(places).size > 1;
    const changes: RatingChange[] = seats.map((s, i) => ({
      seat: s.seat, playerId: s.player_id, name: s.name, place: places[i]!,
      before: ratingView(s), after: ratingView(after[i]!),
    }));
    const pending = "EXISTS (SELECT 1 FROM matches WHERE table_id = ? AND status = 'pending')";
    const aborters = new Set(report.abortedBy);
    await db.batch([
      ...(unrated ? [] : seats.map((s, i) =>
        db.prepare(`UPDATE players SET mu = ?, sigma = ?, games = games + 1, wins = wins + ?, last_played_at = ? WHERE id = ? AND ${pending}`)
          .bind(after[i]!.mu, after[i]!.sigma, decided && places[i] === 1 ? 1 : 0, report.finishedAt, s.player_id, report.tableId))),
      ...seats.map((s, i) =>
        db.prepare(`UPDATE match_players SET place = ?, mu_before = ?, sigma_before = ?, mu_after = ?, sigma_after = ?, aborted = ?
                     WHERE table_id = ? AND player_id = ? AND ${pending}`)
          .bind(places[i]!, s.mu, s.sigma, after[i]!.mu, after[i]!.sigma, aborters.has(s.player_id) ? 1 : 0, report.tableId, s.player_id, report.tableId)),
      ...(await refundsFor(db, report.flagged, report.tableId, report.finishedAt)),
      db.prepare("UPDATE matches SET status = 'finished', finished_at = ?, unrated = ?, results = ? WHERE table_id = ? AND status = 'pending'")
        .bind(report.finishedAt, unrated, JSON.stringify(results(changes, unrated)), report.tableId),
    ]);
  }
  const row = await db.prepare("SELECT unrated FROM matches WHERE table_id = ?").bind(report.tableId).first<{ unrated: UnratedReason | null }>();
  return { ratings: await storedChanges(db, report.tableId), unrated: row?.unrated ?? null };
}

/** For every pair of `playerIds`, their rated matches together that finished within the pair window before `now`. */
async function pairCounts(db: D1Database, playerIds: readonly string[], now: number): Promise<number[]> {
  const ids = JSON.stringify(playerIds);
  const { results } = await db.prepare(
    `SELECT COUNT(*) AS n FROM match_players a
       JOIN match_players b ON b.table_id = a.table_id AND b.player_id > a.player_id
       JOIN matches m ON m.table_id = a.table_id
      WHERE m.status = 'finished' AND m.unrated IS NULL AND m.finished_at > ?
        AND a.player_id IN (SELECT value FROM json_each(?)) AND b.player_id IN (SELECT value FROM json_each(?))
      GROUP BY a.player_id, b.player_id`,
  ).bind(now - PAIR_WINDOW_MS, ids, ids).all<{ n: number }>();
  return results.map((r) => r.n);
}

/**
 * The statements that mark each newly flagged player and give their earlier victims
 * back what they lost to them (once: each refunded row is marked). All guarded by the
 * match still being pending, like the rest of the report.
 */
async function refundsFor(db: D1Database, flagged: readonly string[], tableId: string, now: number): Promise<D1PreparedStatement[]> {
  const pending = "EXISTS (SELECT 1 FROM matches WHERE table_id = ? AND status = 'pending')";
  const out: D1PreparedStatement[] = [];
  for (const id of flagged) {
    const { results } = await db.prepare(
      `SELECT o.table_id, o.player_id, o.mu_before, o.mu_after FROM match_players o
         JOIN match_players x ON x.table_id = o.table_id AND x.player_id = ?1
         JOIN matches m ON m.table_id = o.table_id AND m.status = 'finished' AND m.unrated IS NULL
         JOIN players f ON f.id = ?1 AND f.flagged_at IS NULL
        WHERE o.player_id <> ?1 AND o.refunded = 0`,
    ).bind(id).all<{ table_id: string; player_id: string; mu_before: number; mu_after: number }>();
    for (const r of results) {
      const back = refundOf(r.mu_before, r.mu_after);
      if (back <= 0) continue;
      const unpaid = "EXISTS (SELECT 1 FROM match_players WHERE table_id = ? AND player_id = ? AND refunded = 0)";
      out.push(
        db.prepare(`UPDATE players SET mu = mu + ? WHERE id = ? AND ${unpaid} AND ${pending}`).bind(back, r.player_id, r.table_id, r.player_id, tableId),
        db.prepare(`UPDATE match_players SET refunded = 1 WHERE table_id = ? AND player_id = ? AND ${pending}`).bind(r.table_id, r.player_id, tableId),
      );
    }
    out.push(db.prepare(`UPDATE players SET flagged_at = ? WHERE id = ? AND flagged_at IS NULL AND ${pending}`).bind(now, id, tableId));
  }
  return out;
}

/** A finished ranked match's stored results, or null. */
export async function storedResults(db: D1Database, tableId: string): Promise<ResultsResponse | null> {
  const row = await db.prepare("SELECT results FROM matches WHERE table_id = ? AND status = 'finished'").bind(tableId)
    .first<{ results: string | null }>();
  return row?.results ? (JSON.parse(row.results) as ResultsResponse) : null;
}

async function seatsOf(db: D1Database, tableId: string) {
  const { results } = await db.prepare(
    `SELECT mp.seat, mp.player_id, mp.name, p.mu, p.sigma, p.flagged_at FROM match_players mp JOIN players p ON p.id = mp.player_id
      WHERE mp.table_id = ? ORDER BY mp.seat`,
  ).bind(tableId).all<{ seat: number; player_id: string; name: string; mu: number; sigma: number; flagged_at: number | null }>();
  return results;
}

async function storedChanges(db: D1Database, tableId: string): Promise<RatingChange[]> {
  const { results } = await db.prepare(
    `SELECT seat, player_id, name, place, mu_before, sigma_before, mu_after, sigma_after FROM match_players
      WHERE table_id = ? ORDER BY seat`,
  ).bind(tableId).all<{
    seat: number; player_id: string; name: string; place: number;
    mu_before: number; sigma_before: number; mu_after: number; sigma_after: number;
  }>();
  return results.map((r) => ({
    seat: r.seat, playerId: r.player_id, name: r.name, place: r.place,
    before: ratingView({ mu: r.mu_before, sigma: r.sigma_before }),
    after: ratingView({ mu: r.mu_after, sigma: r.sigma_after }),
  }));
}
