/**
 * Where a player plays if not on this shard, by the coordinator's shard count now: a read
 * (`status`) that reports nothing, so a shard asked by someone who belongs elsewhere sends
 * them on without syncing or waking for a round (issue 32, row 4).
 */
import { shardOf } from "./shards.ts";

/** The player's home and the count it was computed with; null: here, or unknown (the sync decides). */
export async function homeElsewhere(status: () => Promise<{ shards: number }>, playerId: string, index: number): Promise<{ home: number; shards: number } | null> {
  try {
    const { shards } = await status();
    const home = shardOf(playerId, shards);
    return home === index ? null : { home, shards };
  } catch {
    return null;
  }
}
