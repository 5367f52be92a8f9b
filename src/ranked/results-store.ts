/**
 * A finished ranked match in D1: its result applied exactly once, what each player won
 * or lost to each other, and the refunds a newly flagged player's earlier victims get.
 * With src/ranked/store.ts the only code that speaks SQL about ranked play; the rules are
 * pure (src/ranked/fair-rating.ts, src/ranked/pairwise.ts).
 *
 * Exactly once: `recordResult` is a single batch (a D1 transaction). Every rating
 * update in it applies only while the match row is still `pending`, and its last
 * statement marks the row `finished`, so a repeated or concurrent report of the same
 * match (the table id is the key) changes nothing.
 */
import type { RatingChange, ResultsResponse, UnratedReason } from "../protocol.ts";
import { logEvent } from "../log.ts";
import { PAIR_WINDOW_MS, REFUND_PATTERN_MS, placesWithFlaggedLast, refundDecision, unratedReason, type PastRefund } from "./fair-rating.ts";
import { ratePairs, type RatedMatch } from "./pairwise.ts";
import { ratingView, type Skill } from "./ratings.ts";

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

const PENDING = "EXISTS (SELECT 1 FROM matches WHERE table_id = ? AND status = 'pending')";

/**
 * Apply a finished match exactly once. `rate` turns the players' skills before the match
 * and their places into their skills after it and each one's change against each other
 * (src/ranked/pairwise.ts); `results` builds the stored results from the changes.
 * Whether it is rated is decided here (src/ranked/fair-rating.ts): aborted, only flagged
 * players in it, or a pair of its players past the pair limit, and nobody's rating
 * moves. A flagged player (in this match or before) is placed last and the match is
 * rated among everyone as so placed. A player flagged here for the first time is
 * marked, and their earlier victims are refunded (`refundsFor`). Returns what is stored
 * (for a repeated report, what was stored before), or null for an unknown or cancelled match.
 */
export async function recordResult(
  db: D1Database,
  report: MatchReport,
  results: (changes: RatingChange[], unrated: UnratedReason | null) => ResultsResponse,
  rate: (before: Skill[], places: number[]) => RatedMatch = ratePairs,
): Promise<StoredResult | null> {
  const match = await db.prepare("SELECT status FROM matches WHERE table_id = ?").bind(report.tableId).first<{ status: string }>();
  if (!match || match.status === "cancelled") return null;
  if (match.status === "pending") {
    const seats = await seatsOf(db, report.tableId);
    const placeOf = new Map(report.places.map((p) => [p.playerId, p.place]));
    const worst = Math.max(...report.places.map((p) => p.place), seats.length);
    const flagged = seats.map((s) => report.flagged.includes(s.player_id) || s.flagged_at !== null);
    const places = placesWithFlaggedLast(seats.map((s) => placeOf.get(s.player_id) ?? worst), flagged);
    const unrated = unratedReason({
      aborted: report.aborted,
      allFlagged: flagged.every(Boolean),
      pairCounts: await pairCounts(db, seats.map((s) => s.player_id), report.finishedAt),
    });
    const before = seats.map((s) => ({ mu: s.mu, sigma: s.sigma }));
    const rated = unrated ? null : rate(before, places);
    const after = rated?.after ?? before;
    const decided = new Set(places).size > 1;
    const changes: RatingChange[] = seats.map((s, i) => ({
      seat: s.seat, playerId: s.player_id, name: s.name, place: places[i]!,
      before: ratingView(s), after: ratingView(after[i]!),
    }));
    const pairsOf = (i: number) => rated && JSON.stringify(Object.fromEntries(seats.map((o, q) => [o.player_id, rated.pairs[i]![q]!]).filter(([id]) => id !== seats[i]!.player_id)));
    const aborters = new Set(report.abortedBy);
    await db.batch([
      ...(unrated ? [] : seats.map((s, i) =>
        db.prepare(`UPDATE ratings SET mu = ?, sigma = ?, games = games + 1, wins = wins + ?, last_played_at = ? WHERE player_id = ? AND language = ? AND ${PENDING}`)
          .bind(after[i]!.mu, after[i]!.sigma, decided && places[i] === 1 ? 1 : 0, report.finishedAt, s.player_id, s.language, report.tableId))),
      ...seats.map((s, i) =>
        db.prepare(`UPDATE match_players SET place = ?, mu_before = ?, sigma_before = ?, mu_after = ?, sigma_after = ?, aborted = ?, mu_pairs = ?
                     WHERE table_id = ? AND player_id = ? AND ${PENDING}`)
          .bind(places[i]!, s.mu, s.sigma, after[i]!.mu, after[i]!.sigma, aborters.has(s.player_id) ? 1 : 0, pairsOf(i), report.tableId, s.player_id, report.tableId)),
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

/** One opponent's row in an earlier rated match of a newly flagged player. */
interface VictimRow {
  table_id: string;
  player_id: string;
  mu_pairs: string | null;
}

/**
 * The statements that mark each newly flagged player and give their earlier victims
 * back what they lost *to that player* (their pairwise change against them, as stored
 * with the match; for matches stored before it was kept, worked out again from the
 * match's stored skills and places the same way, unweighted as those matches were
 * rated). Each victim's row of a match is refunded at most once; a victim already
 * refunded for another flagged player within the pattern window gets nothing more, and
 * that is logged (`refund_withheld`). All guarded by the match still being pending, like
 * the rest of the report.
 */
async function refundsFor(db: D1Database, flagged: readonly string[], tableId: string, now: number): Promise<D1PreparedStatement[]> {
  const out: D1PreparedStatement[] = [];
  /** Refunds given so far, per victim: stored ones, and those this report gives. */
  const given = new Map<string, PastRefund[]>();
  for (const id of flagged) {
    const { results } = await db.prepare(
      `SELECT o.table_id, o.player_id, o.mu_pairs FROM match_players o
         JOIN match_players x ON x.table_id = o.table_id AND x.player_id = ?1
         JOIN matches m ON m.table_id = o.table_id AND m.status = 'finished' AND m.unrated IS NULL
         JOIN players f ON f.id = ?1 AND f.flagged_at IS NULL
        WHERE o.player_id <> ?1 AND o.refunded = 0`,
    ).bind(id).all<VictimRow>();
    const legacy = await legacyPairs(db, id, results.filter((r) => r.mu_pairs === null).map((r) => r.table_id));
    for (const r of results) {
      const delta = r.mu_pairs !== null ? (JSON.parse(r.mu_pairs) as Record<string, number>)[id] ?? 0 : legacy.get(`${r.table_id}\n${r.player_id}`) ?? 0;
      const earlier = given.get(r.player_id) ?? (await refundsOf(db, r.player_id, now));
      given.set(r.player_id, earlier);
      const decision = refundDecision(delta, earlier, id, now);
      if (decision === null) continue;
      if (decision === "withheld") {
        logEvent({ event: "refund_withheld", playerId: r.player_id, flaggedId: id, tableId: r.table_id, refundedFor: [...new Set(earlier.map((e) => e.flaggedId))] });
        continue;
      }
      earlier.push({ flaggedId: id, at: now });
      const unpaid = "EXISTS (SELECT 1 FROM match_players WHERE table_id = ? AND player_id = ? AND refunded = 0)";
      out.push(
        // The refund goes to the rating of the language the loss was in.
        db.prepare(`UPDATE ratings SET mu = mu + ? WHERE player_id = ? AND language = (SELECT language FROM matches WHERE table_id = ?) AND ${unpaid} AND ${PENDING}`)
          .bind(decision.pay, r.player_id, r.table_id, r.table_id, r.player_id, tableId),
        db.prepare(`UPDATE match_players SET refunded = 1, refund = ?, refunded_for = ?, refunded_at = ? WHERE table_id = ? AND player_id = ? AND refunded = 0 AND ${PENDING}`)
          .bind(decision.pay, id, now, r.table_id, r.player_id, tableId),
      );
    }
    out.push(db.prepare(`UPDATE players SET flagged_at = ? WHERE id = ? AND flagged_at IS NULL AND ${PENDING}`).bind(now, id, tableId));
  }
  return out;
}

/** The refunds a player was given within the pattern window. */
async function refundsOf(db: D1Database, playerId: string, now: number): Promise<PastRefund[]> {
  const { results } = await db.prepare(
    "SELECT refunded_for, refunded_at FROM match_players WHERE player_id = ? AND refunded_at > ? AND refunded_for IS NOT NULL",
  ).bind(playerId, now - REFUND_PATTERN_MS).all<{ refunded_for: string; refunded_at: number }>();
  return results.map((r) => ({ flaggedId: r.refunded_for, at: r.refunded_at }));
}

/**
 * For matches stored before pairwise changes were kept: each player's change against
 * `flaggedId`, worked out again from the stored skills before and places (unweighted, as
 * those matches were rated), keyed by table and player.
 */
async function legacyPairs(db: D1Database, flaggedId: string, tableIds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (!tableIds.length) return out;
  const { results } = await db.prepare(
    `SELECT table_id, player_id, place, mu_before, sigma_before FROM match_players
      WHERE table_id IN (SELECT value FROM json_each(?)) ORDER BY table_id, seat`,
  ).bind(JSON.stringify([...new Set(tableIds)])).all<{ table_id: string; player_id: string; place: number; mu_before: number; sigma_before: number }>();
  for (const tableId of new Set(tableIds)) {
    const rows = results.filter((r) => r.table_id === tableId);
    const f = rows.findIndex((r) => r.player_id === flaggedId);
    if (f < 0) continue;
    const { pairs } = ratePairs(rows.map((r) => ({ mu: r.mu_before, sigma: r.sigma_before })), rows.map((r) => r.place), false);
    rows.forEach((r, i) => out.set(`${tableId}\n${r.player_id}`, pairs[i]![f]!));
  }
  return out;
}

async function seatsOf(db: D1Database, tableId: string) {
  const { results } = await db.prepare(
    `SELECT mp.seat, mp.player_id, mp.name, r.mu, r.sigma, r.language, p.flagged_at FROM match_players mp
       JOIN players p ON p.id = mp.player_id
       JOIN matches m ON m.table_id = mp.table_id
       JOIN ratings r ON r.player_id = mp.player_id AND r.language = m.language
      WHERE mp.table_id = ? ORDER BY mp.seat`,
  ).bind(tableId).all<{ seat: number; player_id: string; name: string; mu: number; sigma: number; language: string; flagged_at: number | null }>();
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
