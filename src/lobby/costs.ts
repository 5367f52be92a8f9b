/**
 * What the ranked HTTP routes may cost one client. New lobby connections reach the one
 * lobby object and profile reads run the profile's joins, so each
 * has a budget per client address (src/limits/); the leaderboard is served from a cache
 * per size, and a size is one of a few, so a client that asks for every N from 1 to 100
 * still meets the cache: the answer for N is the first N rows of the smallest cached
 * size that holds N.
 */
import type { RateRule } from "../limits/rate.ts";

/** Profile reads: 60 at once, then 60 a minute, per client address. */
export const PROFILE_RULE: RateRule = { burst: 60, perMinute: 60 };

/**
 * New lobby connections: 60 at once, then 60 a minute, per client address, counted by the
 * Worker before the upgrade reaches the one lobby object (whose own doors cap how many
 * idle sockets an address holds: src/lobby/lobby-guards.ts), so a client opening sockets in a
 * loop costs its own limiter, not the lobby everyone shares. A class of 30 behind one
 * NAT connects at once, and each reconnecting after a drop stays well inside it.
 */
export const LOBBY_CONNECT_RULE: RateRule = { burst: 60, perMinute: 60 };

/**
 * New lobby connections of all proven devices behind one address (src/identity/device.ts):
 * each device also has `LOBBY_CONNECT_RULE` of its own, so one flooding device never
 * spends its neighbours' connections.
 */
export const LOBBY_DEVICES_RULE: RateRule = { burst: 200, perMinute: 300 };

/** The leaderboard sizes that are read from D1 and cached. */
export const LEADERBOARD_SIZES: readonly number[] = [10, 25, 50, 100];

/** The cached size that answers `limit` (a whole number from 1 to the largest size). */
export function leaderboardSize(limit: number): number {
  return LEADERBOARD_SIZES.find((size) => size >= limit) ?? LEADERBOARD_SIZES.at(-1)!;
}
