/**
 * The arena's tree of coordinators driven by made-up shards, for the tree bench
 * (drive.ts): `GET /drive?shards=S&branches=B&players=P&periodMs=T&periods=N` makes every
 * one of S shards (P players each) sync with its branch (shard k with branch k mod B)
 * once every T ms for N periods, spread evenly over each period, each report a full
 * histogram of its P players' scores (which change every period) and the word counts
 * that changed. The branches and the root are the real classes; only the shards are
 * made up. It answers the syncs made and answered, the answers' latency, each answer's
 * live-place age (its `now` − `others.asOf`), the syncs each level received, and
 * whether places were exact once the scores stood still for a few periods.
 */
import { ArenaCoordinator } from "../../../src/arena/coordinator-object.ts";
import { ArenaBranch, type ArenaBranchCalls } from "../../../src/arena/branch-object.ts";
import { mergeHistograms, playersIn, type Histogram } from "../../../src/arena/histogram.ts";
import type { ShardReport, SyncAnswer } from "../../../src/arena/sync.ts";

export { ArenaCoordinator, ArenaBranch };

interface Env {
  ARENA_BRANCH_SYNC_MS?: string;
  ARENA: DurableObjectNamespace<ArenaCoordinator>;
  ARENA_BRANCH: DurableObjectNamespace<ArenaBranchCalls>;
}

/**
 * Words the made-up shards count. 40, not a board's ~150: locally all 17 coordinators share
 * one isolate's memory, and 4,000 shards' counts of 150 words each in the branches' tallies
 * reset it mid-run (seen: the branches' meters back at zero, their tallies lost).
 */
const POOL = Array.from({ length: 40 }, (_, i) => `word${i}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Shard `k`'s players' scores in period `t`: P players spread over ~40 scores, rising with t. */
function histogramOf(k: number, t: number, players: number): Histogram {
  const counts = new Map<number, number>();
  for (let i = 0; i < players; i++) {
    const p = ((i * 7 + k * 13) % 40) + Math.min(t, (i + k) % 9);
    counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[0] - a[0]);
}

function report(k: number, round: number | null, t: number, players: number, full: boolean): ShardReport {
  const words: Record<string, number> = {};
  for (let i = 0; i < (full ? POOL.length : 40); i++) words[POOL[(t * 7 + i * 3 + k) % POOL.length]!] = 1 + ((t + i + k) % 200);
  return { shard: k, online: players, round, histogram: histogramOf(k, t, players), words, fullWords: full, final: null, have: null };
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/api/health") return Response.json({ ok: true });
    if (url.pathname !== "/drive") return new Response("not found", { status: 404 });
    const q = (k: string, d: number) => Number(url.searchParams.get(k) ?? d);
    const shards = q("shards", 4_000);
    const branches = q("branches", 16);
    const players = q("players", 250);
    const periodMs = q("periodMs", 1_000);
    const periods = q("periods", 6);
    const branch = (k: number) => env.ARENA_BRANCH.get(env.ARENA_BRANCH.idFromName(`arena:en:branch:${k % branches}`));
    // Start a run (through a branch, as a shard would) and wait for its board.
    let first: SyncAnswer = (await branch(0).sync("en", report(0, null, 0, players, true))) as unknown as SyncAnswer;
    while (!first.round || first.round.board === null) {
      await sleep(250);
      first = (await branch(0).sync("en", report(0, null, 0, players, true))) as unknown as SyncAnswer;
    }
    const round = first.round.number;
    const latencies: number[] = [];
    const ages: number[] = [];
    const known = new Set<number>();
    // The scores change for `periods` periods, then stand for SETTLE more: by the last of those,
    // every shard's figures have gone up to the root and back down, so the last shards of that
    // period (synced last in it) must be placed exactly: their own players plus the others the
    // tree sent them are every made-up player at once.
    const SETTLE = 3;
    const last = periods - 1;
    const everyone = JSON.stringify(mergeHistograms(...Array.from({ length: shards }, (_, j) => histogramOf(j, last, players))));
    const exact = { checked: 0, wrong: 0 };
    const total0 = shards * players;
    const misses: { branch: number; missing: number; age: number }[] = [];
    let sent = 0;
    const start = Date.now();
    const pending: Promise<void>[] = [];
    const total = shards * (periods + SETTLE);
    while (sent < total) {
      const due = Math.min(total, Math.floor((shards * (Date.now() - start)) / periodMs));
      for (; sent < due; sent++) {
        const k = sent % shards;
        const period = Math.floor(sent / shards);
        const t = Math.min(period, last);
        const sentAt = Date.now();
        const full = !known.has(k);
        known.add(k);
        pending.push(branch(k).sync("en", report(k, round, t, players, full)).then((raw) => {
          const a = raw as unknown as SyncAnswer;
          latencies.push(Date.now() - sentAt);
          ages.push(a.now - a.others.asOf);
          if (period === periods + SETTLE - 1 && k >= shards - 16) {
            exact.checked++;
            if (JSON.stringify(mergeHistograms(histogramOf(k, t, players), a.others.histogram)) !== everyone) {
              exact.wrong++;
              misses.push({ branch: k % branches, missing: total0 - players - playersIn(a.others.histogram), age: a.now - a.others.asOf });
            }
          }
        }));
      }
      await sleep(5);
    }
    await Promise.all(pending);
    const elapsed = Date.now() - start;
    const q99 = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0; };
    const meters = await Promise.all(Array.from({ length: branches }, (_, b) => env.ARENA_BRANCH.get(env.ARENA_BRANCH.idFromName(`arena:en:branch:${b}`)).meters()));
    return Response.json({
      sent, answered: latencies.length, elapsed, p50: q99(latencies, 0.5), p99: q99(latencies, 0.99),
      ageP50: q99(ages, 0.5), ageP99: q99(ages, 0.99),
      branchReceived: meters.reduce((n, m) => n + m.received, 0), branchSentUp: meters.reduce((n, m) => n + m.sentUp, 0),
      exactChecked: exact.checked, exactWrong: exact.wrong, misses, branchMeters: meters,
    });
  },
};
