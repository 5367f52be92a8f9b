/**
 * Which finished ranked matches move ratings, and who is listed on the leaderboard.
 * A rating is only worth something if it cannot be bought: not with empty matches or
 * instant forfeits (aborted, decided at the table: src/game/ranked-watch.ts), not by
 * playing one's own second identity over and over (the pair limit), not with a solver
 * (the flag: src/game/fair-play.ts), and the leaderboard lists only recent, established,
 * varied play (Lichess's rule). Pure: the store reads the counts and asks these.
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
  /** Some player was flagged, in this match or before. */
  flagged: boolean;
  /** For every pair of its players, their rated matches together within `PAIR_WINDOW_MS`. */
  pairCounts: readonly number[];
}

/** Why the match changes nobody's rating, or null: rate it. */
export function unratedReason(q: RatingQuestion): UnratedReason | null {
  if (q.aborted) return "aborted";
  if (q.flagged) return "flagged";
  if (q.pairCounts.some((n) => n >= PAIR_LIMIT)) return "pair_limit";
  return null;
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
  games: number;
  opponents: number;
  lastPlayedAt: number | null;
  flagged: boolean;
}

/** Whether a player is listed: established, enough rated games against enough opponents, recent, not flagged. */
export function onLeaderboard(p: LeaderboardCandidate, now: number): boolean {
  return p.sigma < ESTABLISHED_SIGMA && p.games >= LEADERBOARD_RULES.minGames && p.opponents >= LEADERBOARD_RULES.minOpponents
    && p.lastPlayedAt !== null && p.lastPlayedAt >= now - LEADERBOARD_RULES.activeMs && !p.flagged;
}

/** What a refund gives back to a player who lost `before − after` to a flagged player (nothing for a gain). */
export function refundOf(muBefore: number, muAfter: number): number {
  return Math.max(0, muBefore - muAfter);
}
