/**
 * The daily board under load, through the local Worker (`wrangler dev`, local D1), each
 * figure beside a plain request measured in the same run (GET /api/daily: routing and
 * a JSON answer, no storage), so a busy machine shifts both alike:
 *
 *   1. tries per second: players each start a try (a D1 upsert, the board from the
 *      isolate's cache, a signed token) and hand it in with 20 words (the token checked,
 *      every word traced and looked up again, the solver flag, one D1 update), all at
 *      once; `tryRequestsVsPlain` is their requests per second over the plain ones'.
 *      Each try is played as the browser plays it (client/daily/daily-try.ts): its words
 *      are timed when entered, from the start the server sent, so no time runs ahead of
 *      the try's clock (the hand-in refuses that: `ahead_of_clock`). Entered in a burst,
 *      the solver flag flags them; the hand-in does the same work either way.
 *   2. the day's leaderboard with 10,000 stored results: served from the isolate's short
 *      cache (`leaderboardMedianMs`, against the plain request's median) and when the
 *      cache is cold (`leaderboardColdMs`: the first ask for each of five seeded days,
 *      the top 100 and the count read from D1).
 *
 *   npx tsx test/bench/daily.ts [--json] [--players 200]
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { addDays, dateOf } from "../../src/daily/calendar.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import type { DailyStartResponse, NewPlayerResponse } from "../../src/protocol.ts";
import { readFileSync } from "node:fs";
import { enterDaily, handInWords, newTry } from "../../client/daily/daily-try.ts";
import { ensureDefaultDictionary } from "../../dict/ensure.ts";
import { startLocalServer } from "../local-server.ts";
import { clientHeaders } from "./seats.ts";

/** Results stored per seeded day. */
export const STORED_RESULTS = 10_000;
/** Sequential leaderboard asks (each beside a plain request) for the cached figure. */
const LEADERBOARD_ASKS = 200;
const SEEDED_DAYS = 5;
const WORDS_PER_TRY = 20;

/** Rows for `days` days of `perDay` results each (the first day is today). */
function seedSql(today: string, days: number, perDay: number): string {
  const lines: string[] = [];
  for (let d = 0; d < days; d++) {
    const day = addDays(today, -d);
    for (let i = 0; i < perDay; i += 500) {
      const rows = [];
      for (let k = i; k < Math.min(perDay, i + 500); k++) {
        const points = (k * 7919) % 60;
        rows.push(`('${day}','seed${String(k).padStart(18, "0")}','S${k}',${k},${k + 90_000},${points},${1 + (points % 25)},'words','[]',0)`);
      }
      lines.push(`INSERT INTO daily_results (day, player_id, name, started_at, handed_in_at, points, word_count, longest, words, flagged) VALUES ${rows.join(",")};`);
    }
  }
  return lines.join("\n");
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

async function timed(f: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await f();
  return performance.now() - t;
}

async function ok(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

/** How big the daily part is: players trying at once, results stored per seeded day, leaderboard asks. */
export interface DailyBenchSize {
  players?: number;
  storedResults?: number;
  asks?: number;
}

/** The daily figures (the bench's `--smoke` asks for a tiny `size`). */
export async function benchDaily({ players = 200, storedResults = STORED_RESULTS, asks = LEADERBOARD_ASKS }: DailyBenchSize = {}): Promise<Record<string, number>> {
  const today = dateOf(Date.now());
  const dir = mkdtempSync(join(tmpdir(), "baffle-daily-bench-"));
  const sql = join(dir, "seed.sql");
  writeFileSync(sql, seedSql(today, SEEDED_DAYS, storedResults));
  // The seed file's folder goes whether or not the server starts.
  const server = await startLocalServer("daily-bench", sql).catch((err: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  });
  const base = server.url;
  try {
    const ids: NewPlayerResponse[] = [];
    for (let i = 0; i < players; i += 50) {
      ids.push(...(await Promise.all(Array.from({ length: Math.min(50, players - i) }, async (_, k) => {
        const n = i + k;
        const res = await ok(await fetch(`${base}/api/players`, { method: "POST", headers: clientHeaders(81, n), body: JSON.stringify({ name: `D${n}` }) }), "POST /api/players");
        return (await res.json()) as NewPlayerResponse;
      }))));
    }
    // Each player from its own address, as in production (daily tries are limited per address).
    const auth = (p: NewPlayerResponse) => ({ "content-type": "application/json", authorization: `Bearer ${p.secret}`, ...clientHeaders(81, ids.indexOf(p)) });
    const start = async (p: NewPlayerResponse) =>
      (await (await ok(await fetch(`${base}/api/daily/start`, { method: "POST", headers: auth(p), body: JSON.stringify({ playerId: p.playerId }) }), "start")).json()) as DailyStartResponse;

    // Warm up (the isolate solves the day's board once), and find the words to hand in.
    const warm = await start(ids[0]!);
    const dawg = Dawg.load(readFileSync(await ensureDefaultDictionary()));
    const words = solveBoard(dawg, warm.cells, 3).slice(0, WORDS_PER_TRY).map((w) => w.word);
    for (let i = 0; i < 50; i++) await ok(await fetch(`${base}/api/daily`), "GET /api/daily");

    // Baseline: as many plain requests, all at once.
    const plainCount = players * 2;
    const plainLatencies: number[] = [];
    let t = performance.now();
    await Promise.all(Array.from({ length: plainCount }, async () => plainLatencies.push(await timed(async () => ok(await fetch(`${base}/api/daily`), "GET /api/daily")))));
    const plainPerSec = plainCount / ((performance.now() - t) / 1000);

    t = performance.now();
    await Promise.all(ids.slice(1).map(async (p) => {
      const s = await start(p);
      const played = newTry(s, Date.now());
      for (const word of words) if (!enterDaily(played, dawg, { word }, Date.now()).ok) throw new Error(`the day's board refused ${word}`);
      const body = JSON.stringify({ token: s.token, words: handInWords(played) });
      await ok(await fetch(`${base}/api/daily/hand-in`, { method: "POST", headers: auth(p), body }), "hand-in");
    }));
    const triesPerSec = (players - 1) / ((performance.now() - t) / 1000);

    // The leaderboard: cold once per seeded day, then from the cache.
    const cold: number[] = [];
    for (let d = 1; d < SEEDED_DAYS; d++) cold.push(await timed(async () => ok(await fetch(`${base}/api/daily/${addDays(today, -d)}/leaderboard`), "leaderboard")));
    const cached: number[] = [];
    const plainSequential: number[] = [];
    for (let i = 0; i < asks; i++) {
      cached.push(await timed(async () => ok(await fetch(`${base}/api/daily/${today}/leaderboard`), "leaderboard")));
      plainSequential.push(await timed(async () => ok(await fetch(`${base}/api/daily`), "GET /api/daily")));
    }
    const plainMedian = median(plainSequential);
    return {
      dailyPlayers: players,
      plainRequestsPerSec: round(plainPerSec),
      triesPerSec: round(triesPerSec),
      tryRequestsVsPlain: round((2 * triesPerSec) / plainPerSec, 3),
      storedResults,
      plainMedianMs: round(plainMedian),
      leaderboardMedianMs: round(median(cached)),
      leaderboardVsPlain: round(median(cached) / plainMedian, 3),
      leaderboardColdMs: round(median(cold)),
      leaderboardColdVsPlain: round(median(cold) / plainMedian, 3),
    };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const result = await benchDaily({ players: Number(arg("--players") ?? 200) });
  console.log(process.argv.includes("--json") ? JSON.stringify(result) : result);
}
