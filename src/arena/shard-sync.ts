/**
 * Where a shard's sync goes (sync.ts): straight to its arena's coordinator while the
 * arena has no more shards than one branch carries, else through its branch of the tree
 * (branch-object.ts, tree.ts `branchOf`), which answers as the coordinator would. A
 * shard's final report after a round always goes to the coordinator itself (one call
 * per shard and round, as without a tree), with no online count: its branch counts its
 * players. `ARENA_TREE_FAN_OUT` sets the branch size (the bench; default 256).
 */
import type { TableEnv } from "../env.ts";
import type { ShardReport, SyncAnswer } from "./sync.ts";
import { branchOf, TREE_FAN_OUT } from "./tree.ts";

/** The branch a shard's live syncs go through with `shards` shards, or null (the coordinator). */
export function syncBranch(env: TableEnv, shard: number, shards: number): number | null {
  return branchOf(shard, shards, Number(env.ARENA_TREE_FAN_OUT) || TREE_FAN_OUT);
}

/** One sync of shard `report.shard` of `arena`, by the tree when the arena is past one branch. */
export async function syncThrough(env: TableEnv, arena: string, shards: number, report: ShardReport): Promise<SyncAnswer> {
  const branch = syncBranch(env, report.shard, shards);
  // RPC's types widen the histogram's [points, players] tuples to arrays; the value is the coordinator's own.
  if (branch === null || report.final) {
    const root = env.ARENA.get(env.ARENA.idFromName(`arena:${arena}`));
    return (await root.sync(arena, branch === null ? report : { ...report, online: 0 })) as unknown as SyncAnswer;
  }
  return (await env.ARENA_BRANCH.get(env.ARENA_BRANCH.idFromName(`arena:${arena}:branch:${branch}`)).sync(arena, report)) as unknown as SyncAnswer;
}
