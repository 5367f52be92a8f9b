/**
 * The arena's tree of coordinators at a million players (test/bench/arena.ts): the real
 * root coordinator and real branches (src/arena/branch-object.ts) under `wrangler dev`,
 * driven by made-up shards (worker.ts beside this file) of 250 players each, every shard
 * syncing with its branch once a period and every branch with the root once a period.
 *
 * On Cloudflare each object has a thread of its own; locally one workerd thread runs
 * them all, the made-up shards' driver included, and one coordinator alone saturates
 * near 630 syncs a second on the development machine (operating.md §11). So the tree is
 * run slower than life by a whole factor (`periodMs`: a "second" of the arena's clock is
 * that long; 20 s for 4,000 shards), with every sync of the real design in it: the
 * figures per level are per period (what each level receives per second of the arena's
 * clock), and the live place's age is reported both as measured and in periods.
 */
import { startWorker } from "../../local-server.ts";

export interface TreeSize {
  shards?: number;
  branches?: number;
  playersPerShard?: number;
  periodMs?: number;
  periods?: number;
}

/** The tree's figures, under keys starting `arenaTree`. */
export async function benchTree(size: TreeSize = {}): Promise<Record<string, number>> {
  const shards = size.shards ?? 4_000;
  const branches = size.branches ?? 16;
  const players = size.playersPerShard ?? 250;
  const periodMs = size.periodMs ?? 20_000;
  const periods = size.periods ?? 3;
  const server = await startWorker("arena-tree", "test/bench/arena-tree/wrangler.toml", { dictionaries: true, vars: { ARENA_BRANCH_SYNC_MS: String(periodMs) } });
  try {
    const res = await fetch(`${server.url}/drive?shards=${shards}&branches=${branches}&players=${players}&periodMs=${periodMs}&periods=${periods}`);
    if (!res.ok) throw new Error(`tree drive: ${res.status} ${await res.text()}`);
    const r = (await res.json()) as {
      sent: number; answered: number; elapsed: number; p50: number; p99: number; ageP50: number; ageP99: number;
      branchReceived: number; branchSentUp: number; exactChecked: number; exactWrong: number;
    };
    console.error(`arena tree: ${JSON.stringify(r)}`);
    // What the objects complained of (a failed sync up, a reset): the reason behind any inexact place.
    for (const line of server.output().split("\n")) if (/error|fail|reset|exceeded/i.test(line)) console.error(`arena tree log: ${line.slice(0, 300)}`);
    const clockSeconds = r.elapsed / periodMs; // seconds of the arena's clock the drive lasted
    const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
    return {
      arenaTreePlayers: shards * players,
      arenaTreeShards: shards,
      arenaTreeBranches: branches,
      arenaTreeCoordinators: branches + 1,
      arenaTreePeriodMs: periodMs,
      arenaTreeSyncsSent: r.sent,
      arenaTreeSyncsAnswered: r.answered,
      /** Level 1: shards → branches, all branches together and one branch, per second of the arena's clock. */
      arenaTreeLevel1MessagesPerSecond: round(r.sent / clockSeconds, 1),
      arenaTreeLevel1MessagesPerSecondPerBranch: round(r.sent / clockSeconds / branches, 1),
      /** Level 2: branches → the root. */
      arenaTreeLevel2MessagesPerSecond: round(r.branchSentUp / clockSeconds, 1),
      arenaTreeSyncP50Ms: r.p50,
      arenaTreeSyncP99Ms: r.p99,
      arenaTreeLivePlaceAgeP50Ms: r.ageP50,
      arenaTreeLivePlaceAgeP99Ms: r.ageP99,
      arenaTreeLivePlaceAgeP99Periods: round(r.ageP99 / periodMs),
      arenaTreeExactChecked: r.exactChecked,
      arenaTreeExactWrong: r.exactWrong,
    };
  } finally {
    await server.stop();
  }
}
