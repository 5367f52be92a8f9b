/**
 * The arena's coordinator driven as a crowd of shards would drive it, for the bench
 * (test/bench/arena.ts): `GET /drive?rate=R&seconds=S&shards=N` makes `sync` calls at R a
 * second for S seconds, from N shards in turn, each report the size a shard of 250
 * players sends (a histogram of about 40 scores, about 40 word counts changed), and
 * answers how many it made, how many were answered, and their latency. The coordinator
 * is the real class (src/arena/coordinator-object.ts); only the shards are made up.
 */
import { ArenaCoordinator } from "../../../src/arena/coordinator-object.ts";
import type { ShardReport } from "../../../src/arena/sync.ts";

export { ArenaCoordinator };

interface Env {
  ARENA: DurableObjectNamespace<ArenaCoordinator>;
}

const POOL = Array.from({ length: 150 }, (_, i) => `word${i}`);

/** A report like a busy shard's: its players' scores spread over ~40 values, ~40 words changed. */
function report(shard: number, round: number | null, tick: number): ShardReport {
  const histogram: [number, number][] = [];
  for (let p = 45; p >= 0; p -= 1) if ((p + tick) % 7 !== 0) histogram.push([p, 1 + ((p * 31 + tick) % 11)]);
  const words: Record<string, number> = {};
  for (let i = 0; i < 40; i++) words[POOL[(tick * 7 + i * 3) % POOL.length]!] = 1 + ((tick + i) % 200);
  return { shard, online: 250, round, histogram, words, fullWords: false, final: null, have: null };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/api/health") return Response.json({ ok: true });
    if (url.pathname !== "/drive") return new Response("not found", { status: 404 });
    const rate = Number(url.searchParams.get("rate") ?? 100);
    const seconds = Number(url.searchParams.get("seconds") ?? 5);
    const shards = Number(url.searchParams.get("shards") ?? 64);
    const stub = env.ARENA.get(env.ARENA.idFromName("arena:en"));
    // Start a run and wait for its round to be played.
    let answer = await stub.sync("en", report(0, null, 0));
    while (!answer.round || answer.now < answer.round.startsAt) {
      await sleep(250);
      answer = await stub.sync("en", report(0, null, 0));
    }
    const round = answer.round.number;
    const latencies: number[] = [];
    const start = Date.now();
    const pending: Promise<void>[] = [];
    let sent = 0;
    while (Date.now() - start < seconds * 1000) {
      const due = Math.floor((rate * (Date.now() - start)) / 1000);
      for (; sent < due; sent++) {
        const t = Date.now();
        pending.push(stub.sync("en", report(sent % shards, round, sent)).then(() => void latencies.push(Date.now() - t)));
      }
      await sleep(5);
    }
    await Promise.all(pending);
    const elapsed = Date.now() - start;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return Response.json({ sent, answered: latencies.length, elapsed, p50: at(0.5), p99: at(0.99) });
  },
};
