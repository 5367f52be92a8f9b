/**
 * The arena's tree of coordinators (branch-object.ts), the parts that keep its places
 * exact, with no I/O of their own:
 *
 * - a branch's answer to one of its shards: everyone but that shard is the branch's other
 *   shards (its own tally, up to the moment) plus the root's everyone-but-this-branch (as
 *   of the branch's last sync with the root): `everyoneElse`;
 * - the root keeps each branch's latest figures in storage (`keepBranch`) and takes them
 *   back when it starts again (`restoreBranches`). A shard's figures may be lost with a
 *   coordinator's memory because the shard resends them within a second; a branch's are
 *   resent only once a branch period, and until every branch had resent, the root's
 *   answers would count the crowd without the branches not yet heard from: places off by
 *   whole branches (seen in the tree bench at a million players, where the slowed clock
 *   left the root idle long enough for local workerd to evict it between periods). One
 *   row per branch sync (16 a second for a million players) buys exact places through an
 *   eviction.
 */
import { mergeHistograms, type Histogram } from "./histogram.ts";
import type { KeptFigures, LiveTally } from "./live.ts";

/**
 * Shards one branch carries: as many as one coordinator was measured to carry
 * (docs/operating.md §11). Up to that many shards sync with the root directly; past it,
 * every shard syncs through branch ⌊shard / fan-out⌋ and the root hears only branches.
 */
export const TREE_FAN_OUT = 256;

/** The branch `shard` syncs through when the arena has `shards` shards, or null: straight to the root. */
export function branchOf(shard: number, shards: number, fanOut = TREE_FAN_OUT): number | null {
  const f = Math.max(1, Math.floor(fanOut));
  return shards > f ? Math.floor(shard / f) : null;
}

/** Where a reporter's online count is kept at the root: branches apart from shards (a tree's shards send their final reports to the root themselves). */
export function presenceKey(report: { shard: number; branch?: boolean }): number {
  return report.branch ? -1 - report.shard : report.shard;
}

/** Live figures of a set of players: their histogram, how many are online, and when the oldest were true. */
export interface Figures {
  histogram: Histogram;
  online: number;
  asOf: number;
}

/** Everyone but one shard, from its branch's other shards and the rest of the tree. */
export function everyoneElse(branchOthers: Figures, outside: Figures): Figures {
  return {
    histogram: mergeHistograms(branchOthers.histogram, outside.histogram),
    online: branchOthers.online + outside.online,
    asOf: Math.min(branchOthers.asOf, outside.asOf),
  };
}

/** Storage as the root uses it (a Durable Object's synchronous KV, or a Map in tests). */
export interface KeptStore {
  get<T>(key: string): T | undefined;
  put<T>(key: string, value: T): void;
  list<T>(options: { prefix: string }): Iterable<[string, T]>;
}

const PREFIX = "tree:";

/** Keep `branch`'s latest figures (one row, overwritten each sync; figures of an older round are ignored on restore). */
export function keepBranch(store: KeptStore, tally: LiveTally, branch: number): void {
  const kept = tally.kept(branch);
  if (kept) store.put(`${PREFIX}${branch}`, kept);
}

/** Take back every kept branch's figures for the tally's round (a root that started again). */
export function restoreBranches(store: KeptStore, tally: LiveTally): number {
  let n = 0;
  for (const [key, kept] of store.list<KeptFigures>({ prefix: PREFIX })) {
    const branch = Number(key.slice(PREFIX.length));
    if (Number.isInteger(branch) && kept.round === tally.round) {
      tally.restore(branch, kept);
      n++;
    }
  }
  return n;
}
