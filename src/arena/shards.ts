/**
 * Which shard a player plays on, and how many shards there are.
 *
 * A player's shard is a hash of their id among the round's shard count (Lamping and
 * Veach's jump consistent hash), so it needs no directory: the client, the Worker and the
 * shard itself all compute it, a player who reconnects mid-round lands where their words
 * are, and one identity can hold a result on one shard only. The count is fixed for a
 * round once it starts; between rounds it follows the crowd, and jump hashing moves only
 * the players the change has to move (going from n to n + 1 shards moves 1 in n + 1).
 *
 * The count grows as soon as the shards would hold more than `perShard` players each,
 * and shrinks only when half as many would do, so a crowd near a boundary does not make
 * players move back and forth between rounds.
 */
import { ARENA_MAX_SHARDS } from "../protocol/arena.ts";

/** Players a shard is meant to hold (a few hundred sockets). */
export const PLAYERS_PER_SHARD = 250;
/** Most shards one arena uses (the coordinator's limit: docs/operating.md). */
export const MAX_SHARDS = ARENA_MAX_SHARDS;

/** FNV-1a, 64 bits, of a string's UTF-16 code units. */
function hash64(s: string): bigint {
  let h = 0xcbf29ce484222325n;
  for (let i = 0; i < s.length; i++) {
    h ^= BigInt(s.charCodeAt(i));
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h;
}

/** The jump consistent hash of `key` among `buckets` (Lamping & Veach, 2014). */
export function jumpHash(key: bigint, buckets: number): number {
  let b = -1n;
  let j = 0n;
  const n = BigInt(Math.max(1, Math.floor(buckets)));
  while (j < n) {
    b = j;
    key = (key * 2862933555777941757n + 1n) & 0xffffffffffffffffn;
    j = BigInt(Math.floor(Number(b + 1n) * (2 ** 31 / (Number(key >> 33n) + 1))));
  }
  return Number(b);
}

/** The shard (0 … count − 1) `playerId` plays on when the arena has `count` shards. */
export function shardOf(playerId: string, count: number): number {
  return jumpHash(hash64(playerId), count);
}

/**
 * The shard count for the next round, from how many are online now and the count so far,
 * never below `min` (an operator's floor: tests and the bench fix it).
 */
export function shardCountFor(online: number, current: number, perShard = PLAYERS_PER_SHARD, max = MAX_SHARDS, min = 1): number {
  const least = Math.min(max, Math.max(1, min));
  const want = Math.min(max, Math.max(least, Math.ceil(online / Math.max(1, perShard))));
  const now = Math.min(max, Math.max(1, current));
  if (want > now) return want;
  if (want <= Math.floor(now / 2)) return want;
  return now;
}
