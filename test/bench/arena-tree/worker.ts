/**
 * The arena's tree of coordinators driven by made-up shards, for the tree bench
 * (drive.ts): `GET /drive?shards=S&branches=B&players=P&periodMs=T&periods=N` makes every
 * one of S shards (P players each) sync with its branch (shard k with branch k mod B)
 * once every T ms for N periods, spread evenly over each period, each report a full
 * histogram of its P players' scores (which change every period) and the word counts
 * that changed. The branches and the root are the real classes; only the shards are
 * made up. It answers the syncs made and answered, the answers' latency, each answer's
 * live-place age (its `now` − `others.asOf`), the syncs each level received during the
 * drive (the settling after it not counted), and
 * whether the last period's places were exact: for sampled shards, their own players
 * plus the `others` the tree sent equal every made-up player at once.
 */
import { ArenaCoordinator } from "../../../src/arena/coordinator-object.ts";
import { ArenaBranch, type ArenaBranchCalls } from "../../../src/arena/branch-object.ts";
import { mergeHistograms, type Histogram } from "../../../src/arena/histogram.ts";
import type { ShardReport, SyncAnswer } from "../../../src/arena/sync.ts";

export { ArenaCoordinator, ArenaBranch };

interface Env {
  ARENA_BRANCH_SYNC_MS?: string;
  ARENA: DurableObjectNamespace<ArenaCoordinator>;
  ARENA_BRANCH: DurableObjectNamespace<ArenaBranchCalls>;
}

const POOL = Array.from({ length: 150 }, (_, i) => `word${i}`);
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
    let sent = 0;
    const start = Date.now();
    const pending: Promise<void>[] = [];
    const total = shards * periods;
    while (sent < total) {
      const due = Math.min(total, Math.floor((shards * (Date.now() - start)) / periodMs));
      for (; sent < due; sent++) {
        const k = sent % shards;
        const t = Math.floor(sent / shards);
        const sentAt = Date.now();
        const full = !known.has(k);
        known.add(k);
        pending.push(branch(k).sync("en", report(k, round, t, players, full)).then((raw) => {
          const a = raw as unknown as SyncAnswer;
          latencies.push(Date.now() - sentAt);
          ages.push(a.now - a.others.asOf);
        }));
      }
      await sleep(5);
    }
    await Promise.all(pending);
    const elapsed = Date.now() - start;
    const q99 = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0; };
    const meters = await Promise.all(Array.from({ length: branches }, (_, b) => env.ARENA_BRANCH.get(env.ARENA_BRANCH.idFromName(`arena:en:branch:${b}`)).meters()));
    // Settle: the shards' last figures stand; a few syncs through every branch, each more than a
    // branch's sync period apart, carry them to the root and back down. Then sampled shards'
    // own players plus the others the tree sent them must be every made-up player at once.
    const last = periods - 1;
    const up = Number(env.ARENA_BRANCH_SYNC_MS) || 1_000;
    const settle = async (ks: number[]) => Promise.all(ks.map(async (k) => (await branch(k).sync("en", report(k, round, last, players, false))) as unknown as SyncAnswer));
    for (let pass = 0; pass < 3; pass++) {
      await sleep(up + 100);
      await settle(Array.from({ length: branches }, (_, b) => b));
    }
    await sleep(up + 100);
    const sampled = Array.from({ length: Math.min(shards, 16) }, (_, i) => Math.floor((i * shards) / Math.min(shards, 16)));
    const answers = await settle(sampled);
    const everyone = JSON.stringify(mergeHistograms(...Array.from({ length: shards }, (_, j) => histogramOf(j, last, players))));
    const wrong = answers.filter((a, i) => JSON.stringify(mergeHistograms(histogramOf(sampled[i]!, last, players), a.others.histogram)) !== everyone).length;
    return Response.json({
      sent, answered: latencies.length, elapsed, p50: q99(latencies, 0.5), p99: q99(latencies, 0.99),
      ageP50: q99(ages, 0.5), ageP99: q99(ages, 0.99),
      branchReceived: meters.reduce((n, m) => n + m.received, 0), branchSentUp: meters.reduce((n, m) => n + m.sentUp, 0),
      exactChecked: answers.length, exactWrong: wrong,
    });
  },
};
