/**
 * How fast a player hears whether a word counts, under load: many tables of four,
 * every player entering words at once over real WebSockets against the local server
 * (`wrangler dev`: workerd with local Durable Objects, SQLite storage and KV).
 *
 * The figure that matters is the verdict round trip next to an echo baseline: the
 * `ping` → `pong` message over the same sockets, interleaved with the entries in the
 * same run. The echo pays for the network, the Worker → Durable Object hop and JSON;
 * the verdict additionally pays for the rules, the dictionary and the storage write
 * that must be durable before the verdict leaves. Their ratio is what the table adds.
 *
 * It starts its own `wrangler dev` on a free port with a throw-away storage directory
 * seeded with the dictionary, or uses a running server when BAFFLE_URL is set.
 *
 *   npx tsx test/bench/latency.ts [--json] [--tables 50] [--words 12]
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureDefaultDictionary } from "../../dict/ensure.ts";
import { startLocalServer } from "../local-server.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { clientHeaders, openTable, percentile, type Seat } from "./seats.ts";

export interface LatencyOptions {
  /** Use this server instead of starting one (e.g. http://localhost:8787). */
  url?: string | undefined;
  tables?: number;
  playersPerTable?: number;
  /** Words (and as many pings) each player sends. Kept under the per-connection budget. */
  wordsPerPlayer?: number;
}

export interface LatencyResult {
  tables: number;
  players: number;
  verdicts: number;
  verdictMedianMs: number;
  verdictP99Ms: number;
  echoMedianMs: number;
  echoP99Ms: number;
  /** Verdict over echo, at the median and at the 99th percentile. */
  verdictVsEchoMedian: number;
  verdictVsEchoP99: number;
  acceptedShare: number;
  errors: number;
}

/** Run the benchmark; starts and stops its own server unless `url` (or BAFFLE_URL) is given. */
export async function benchLatency(options: LatencyOptions = {}): Promise<LatencyResult> {
  const tables = options.tables ?? 50;
  const perTable = options.playersPerTable ?? 4;
  const words = options.wordsPerPlayer ?? 12;
  const given = options.url ?? process.env.BAFFLE_URL;
  const server = given ? null : await startLocalServer("bench");
  const base = (given ?? server!.url).replace(/\/$/, "");
  try {
    const dawg = Dawg.load(readFileSync(await ensureDefaultDictionary()));
    const seats = (await Promise.all(Array.from({ length: tables }, () => openBenchTable(base, perTable)))).flat();
    const echo: number[] = [];
    const verdict: number[] = [];
    let accepted = 0;
    let errors = 0;
    await Promise.all(seats.map(async (c, i) => {
      const board = c.board!;
      const list = solveBoard(dawg, board, board.length === 16 ? 3 : 4).map((s) => s.word);
      const mine = list.filter((_, k) => k % perTable === i % perTable);
      for (let k = 0; k < words; k++) {
        await sleep(Math.random() * 40); // players do not type in lockstep
        let t = performance.now();
        c.send({ type: "ping", id: k });
        await c.next("pong");
        echo.push(performance.now() - t);
        const word = mine[k % Math.max(1, mine.length)] ?? "zzz";
        t = performance.now();
        c.send({ type: "word", word });
        const v = await c.next("verdict");
        verdict.push(performance.now() - t);
        if (v.ok) accepted++;
      }
      errors += c.errors;
      c.ws.close(1000, "bench done");
    }));
    const vm = percentile(verdict, 0.5), v99 = percentile(verdict, 0.99);
    const em = percentile(echo, 0.5), e99 = percentile(echo, 0.99);
    return {
      tables, players: seats.length, verdicts: verdict.length,
      verdictMedianMs: round(vm), verdictP99Ms: round(v99), echoMedianMs: round(em), echoP99Ms: round(e99),
      verdictVsEchoMedian: round(vm / em), verdictVsEchoP99: round(v99 / e99),
      acceptedShare: round(accepted / verdict.length), errors,
    };
  } finally {
    await server?.stop();
  }
}

let tablesOpened = 0;

/** A one-round table of `players`, made by a client of its own, as fifty hosts would be (see clientHeaders). */
function openBenchTable(base: string, players: number): Promise<Seat[]> {
  const n = tablesOpened++;
  return openTable(base, players, { settings: { rounds: 1 }, headers: clientHeaders(77, n) });
}

const round = (x: number) => Math.round(x * 100) / 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : undefined;
  };
  const result = await benchLatency({ tables: arg("tables"), wordsPerPlayer: arg("words") });
  console.log(process.argv.includes("--json") ? JSON.stringify(result) : result);
}
