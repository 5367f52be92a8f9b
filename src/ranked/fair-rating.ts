/**
 * Which finished ranked matches move ratings, how a flagged player is placed, what a
 * refund gives back, and who is listed on the leaderboard. A rating is only worth
 * something if it cannot be bought: not with empty matches or instant forfeits
 * (aborted, decided at the table: src/game/ranked-watch.ts), not by playing one's own
 * second identity over and over (the pair limit), not with a solver (the flag:
 * src/game/fair-play.ts) — which never helps its owner: a flagged player is placed last
 * and the match is rated among the others as played — nor with cheap new identities (a
 * result counts by the opponent's certainty: src/ranked/pairwise.ts; the leaderboard
 * counts only games against established opponents). Pure: the store reads the counts and
 * asks these.
 */
import type { UnratedReason } from "../protocol.ts";
import { ESTABLISHED_SIGMA } from "./ratings.ts";

/** The same two identities move each other's ratings at most this often… */
export const PAIR_LIMIT = 3;
/** …within this long. */
export const PAIR_WINDOW_MS = 24 * 60 * 60_000;

/** What the store knows about a finished match when it decides whether to rate it. */
export interface RatingQuestion {
  /** The table found it aborted (src/game/ranked-watch.ts). */
  aborted: boolean;
  /** Every player was flagged, in this match or before (the flagged players' own pool). */
  allFlagged: boolean;
  /** For every pair of its players, their rated matches together within `PAIR_WINDOW_MS`. */
  pairCounts: readonly number[];
}

/** Why the match changes nobody's rating, or null: rate it. */
export function unratedReason(q: RatingQuestion): UnratedReason | null {
  if (q.aborted) return "aborted";
  if (q.allFlagged) return "flagged";
  if (q.pairCounts.some((n) => n >= PAIR_LIMIT)) return "pair_limit";
  return null;
}

/**
 * The places a match is rated by: flagged players (in this match or before) last,
 * together, whatever they scored; everyone else keeps their order as played. So a loser
 * who makes themself flagged on purpose
 * still loses, and the winner's win stands (issue 27, row 1). The others are ranked
 * among themselves as they placed (competition ranking: 1, 1, 3).
 */
export function placesWithFlaggedLast(places: readonly number[], flagged: readonly boolean[]): number[] {
  const honest = places.filter((_, i) => !flagged[i]);
  const rank = (p: number) => 1 + honest.filter((q) => q < p).length;
  return places.map((p, i) => (flagged[i] ? honest.length + 1 : rank(p)));
}

/** The leaderboard's rule. */
export const LEADERBOARD_RULES = {
  /** Rated games played. */
  minGames: 10,
  /** Different opponents met in rated games. */
  minOpponents: 5,
  /** Played a rated game within this long. */
  activeMs: 7 * 24 * 60 * 60_000,
} as const;

/** A player as the leaderboard rule sees them. */
export interface LeaderboardCandidate {
  sigma: number;
  /** Rated games against at least one opponent who was established at the time. */
  games: number;
  /** Different opponents met in rated games while they were established. */
  opponents: number;
  lastPlayedAt: number | null;
  flagged: boolean;
}

/**
 * Whether a player is listed: established, enough rated games against enough
 * established opponents, recent, not flagged. Games against new identities do not
 * count, so a new identity's first games cannot lift anyone onto the leaderboard.
 */
export function onLeaderboard(p: LeaderboardCandidate, now: number): boolean {
  return p.sigma < ESTABLISHED_SIGMA && p.games >= LEADERBOARD_RULES.minGames && p.opponents >= LEADERBOARD_RULES.minOpponents
    && p.lastPlayedAt !== null && p.lastPlayedAt >= now - LEADERBOARD_RULES.activeMs && !p.flagged;
}

/**
 * A player who keeps sitting with players later flagged is refunded for the first of
 * them only within this long: the next ones' refunds are withheld and logged.
 */
export const REFUND_PATTERN_MS = 30 * 24 * 60 * 60_000;

/** A refund a player was given: for which flagged player, and when. */
export interface PastRefund {
  flaggedId: string;
  at: number;
}

/**
 * What a newly flagged player's earlier victim gets back for one match: what they lost
 * *to that player* in it (`pairDelta`, their pairwise change against them:
 * src/ranked/pairwise.ts), never a loss to anyone else, and nothing for a gain. Withheld
 * when they were already refunded for another flagged player within
 * `REFUND_PATTERN_MS` (an identity that keeps sitting with players later flagged is a
 * pattern for review, not insurance). Null: nothing to give back. Each match is refunded
 * at most once; the store keeps that.
 */
export function refundDecision(pairDelta: number, earlier: readonly PastRefund[], flaggedId: string, now: number): { pay: number } | "withheld" | null {
  const lost = Math.max(0, -pairDelta);
  if (lost <= 0) return null;
  if (earlier.some((r) => r.flaggedId !== flaggedId && r.at > now - REFUND_PATTERN_MS)) return "withheld";
  return { pay: lost };
}
