/**
 * A finished day's answers through the local Worker (`wrangler dev`, local D1): the past
 * day's view (`GET /api/daily/<day>/players/<id>`, a player's result with the words only
 * they found, their place) and its leaderboard, on seeded days of two sizes, asked in
 * turn across the days as a script walking the archive would. Each figure is beside a
 * plain request measured in the same run (GET /api/daily), as a ratio:
 *
 * - `pastViewCpuVsPlain{Small,Large}`: the runtime's CPU per past-day view over its CPU
 *   per plain request (workerd's runtime processes, from /proc), on days of
 *   `SMALL_DAY` and `LARGE_DAY` results; `pastViewLargeVsSmall` is the one over the other
 *   (1 when the cost does not grow with the day's players);
 * - `pastViewMedianVsPlain*` and `pastBoardMedianVsPlain*`: the same as wall-clock medians.
 *
 *   npx tsx test/bench/daily-past.ts [--json] [--rounds 20]
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { addDays, dateOf } from "../../src/daily/calendar.ts";
import { startLocalServer } from "../local-server.ts";
import { cpuTicks, groupProcesses, splitWorkerd } from "./processes.ts";

export const SMALL_DAY = 300;
export const LARGE_DAY = 3_000;
const DAYS_EACH = 3;
const WORDS_PER_RESULT = 25;
const PLAYER_ID = "PastDayBenchPlayer0000";
const SECRET = "PastDayBenchSecret0000";

/** The results of a small and of a large seeded day. */
interface DaySizes {
  small: number;
  large: number;
}

/** Seeded days: `DAYS_EACH` small ones and as many large ones, all over (two days back and more). */
function seededDays(today: string, sizes: DaySizes): { day: string; results: number; large: boolean }[] {
  return Array.from({ length: 2 * DAYS_EACH }, (_, i) => ({ day: addDays(today, -2 - i), results: i < DAYS_EACH ? sizes.small : sizes.large, large: i >= DAYS_EACH }));
}

function seedSql(today: string, sizes: DaySizes): string {
  const hash = createHash("sha256").update(SECRET).digest("hex");
  const lines = [`INSERT INTO players (id, name, secret_hash, mu, sigma, created_at) VALUES ('${PLAYER_ID}', 'Bench', '${hash}', 25, 8.333, 0);`];
  for (const { day, results } of seededDays(today, sizes)) {
    // 50 rows a statement: each row's words are ~800 bytes of JSON, and D1 refuses a statement over 100 KB.
    for (let i = 0; i < results; i += 50) {
      const rows = [];
      for (let k = i; k < Math.min(results, i + 50); k++) {
        const id = k === 0 ? PLAYER_ID : `seed${String(k).padStart(18, "0")}`;
        const words = Array.from({ length: WORDS_PER_RESULT }, (_, w) => ({ word: `w${(k * 31 + w * 7) % 400}x`, ms: 1_000 + 6_000 * w }));
        const points = (k * 7919) % 60;
        rows.push(`('${day}','${id}','S${k}',${k},${k + 90_000},${points},${WORDS_PER_RESULT},'words','${JSON.stringify(words)}',0)`);
      }
      lines.push(`INSERT INTO daily_results (day, player_id, name, started_at, handed_in_at, points, word_count, longest, words, flagged) VALUES ${rows.join(",")};`);
    }
  }
  return lines.join("\n");
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;

/** CPU ticks (user + system, 1/100 s) of workerd's runtime processes in wrangler's group (not its entry proxy). */
function runtimeTicks(pgid: number, port: number): number {
  return cpuTicks(splitWorkerd(groupProcesses(pgid).workerd, port).runtime);
}

/** The figures; `sizes` makes the seeded days smaller (the bench's `--smoke`). */
export async function benchDailyPast(rounds = 20, sizes: DaySizes = { small: SMALL_DAY, large: LARGE_DAY }): Promise<Record<string, number>> {
  const today = dateOf(Date.now());
  const dir = mkdtempSync(join(tmpdir(), "baffle-daily-past-"));
  const sql = join(dir, "seed.sql");
  writeFileSync(sql, seedSql(today, sizes));
  // The seed file's folder goes whether or not the server starts.
  const server = await startLocalServer("daily-past", sql).catch((err: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  });
  const base = server.url;
  const port = Number(new URL(base).port);
  const get = async (path: string, auth = false) => {
    const res = await fetch(`${base}${path}`, auth ? { headers: { authorization: `Bearer ${SECRET}` } } : {});
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  /** Wall-clock ms of each call and the runtime's CPU ms per call over all of them. */
  const measure = async (paths: string[], auth: boolean) => {
    const times: number[] = [];
    const t0 = runtimeTicks(server.pid, port);
    for (const p of paths) {
      const t = performance.now();
      await get(p, auth);
      times.push(performance.now() - t);
    }
    return { medianMs: median(times), cpuMsPerCall: ((runtimeTicks(server.pid, port) - t0) * 10) / paths.length };
  };
  try {
    const days = seededDays(today, sizes);
    const small = days.filter((d) => !d.large).map((d) => d.day);
    const large = days.filter((d) => d.large).map((d) => d.day);
    const view = (day: string) => `/api/daily/${day}/players/${PLAYER_ID}`;
    const board = (day: string) => `/api/daily/${day}/leaderboard`;
    // Warm up: the board of each day is solved once per isolate, whatever the code does with the rows.
    for (const day of [...small, ...large]) await get(view(day), true);
    for (let i = 0; i < 50; i++) await get("/api/daily");
    const walk = (group: string[], path: (d: string) => string) => Array.from({ length: rounds * group.length }, (_, i) => path(group[i % group.length]!));
    const plain = await measure(Array.from({ length: rounds * DAYS_EACH }, () => "/api/daily"), false);
    const viewSmall = await measure(walk(small, view), true);
    const viewLarge = await measure(walk(large, view), true);
    const boardLarge = await measure(walk(large, board), false);
    const cpuPlain = Math.max(0.01, plain.cpuMsPerCall);
    return {
      pastDaySmallResults: sizes.small,
      pastDayLargeResults: sizes.large,
      plainCpuMs: round(plain.cpuMsPerCall),
      pastViewCpuMsSmall: round(viewSmall.cpuMsPerCall),
      pastViewCpuMsLarge: round(viewLarge.cpuMsPerCall),
      pastViewCpuVsPlainSmall: round(viewSmall.cpuMsPerCall / cpuPlain, 2),
      pastViewCpuVsPlainLarge: round(viewLarge.cpuMsPerCall / cpuPlain, 2),
      pastViewLargeVsSmall: round(viewLarge.cpuMsPerCall / Math.max(0.01, viewSmall.cpuMsPerCall), 2),
      pastViewMedianVsPlainSmall: round(viewSmall.medianMs / plain.medianMs, 2),
      pastViewMedianVsPlainLarge: round(viewLarge.medianMs / plain.medianMs, 2),
      pastBoardMedianVsPlainLarge: round(boardLarge.medianMs / plain.medianMs, 2),
      pastBoardCpuVsPlainLarge: round(boardLarge.cpuMsPerCall / cpuPlain, 2),
    };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  const result = await benchDailyPast(Number(arg("--rounds") ?? 20));
  console.log(process.argv.includes("--json") ? JSON.stringify(result) : result);
}
