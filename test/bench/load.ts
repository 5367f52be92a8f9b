/**
 * The load curve: how many tables one local workerd carries before a player waits longer
 * for a verdict. Each step starts a fresh `wrangler dev` (test/local-server.ts), opens N
 * tables of 4–8 players over real WebSockets, starts their rounds, and for a fixed window
 * every player enters a word at a human pace (one every 1.5–4.5 s) with a ping before
 * it. The ping → pong echo over the same socket is the floor: it pays for the network,
 * the Worker → Durable Object hop and JSON, so verdict / echo is what the table adds.
 *
 * Besides latency it reads, per step, workerd's resident memory (VmRSS) per table and the
 * CPU used by workerd and by this load generator (from /proc and process.cpuUsage), which
 * says where a slowdown comes from. The same counts give the per-match meters of
 * Cloudflare's bill (meters.ts turns them into a match).
 *
 *   npm run bench -- --only load [--steps 50,100,200,400] [--window 20] [--prefill 0]
 *
 * `--prefill N`: before measuring, every player enters N words (a table late in its round).
 */
import { readFileSync } from "node:fs";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { seededRng } from "../../src/game/random.ts";
import { clientHeaders, openTable, percentile, Seat } from "./seats.ts";
import { ensureDefaultDictionary } from "../../dict/ensure.ts";
import { startLocalServer, startWorker } from "../local-server.ts";
import { cpuTicks, groupProcesses, rssKb, splitWorkerd } from "./processes.ts";

export interface LoadStep {
  tables: number;
  players: number;
  verdicts: number;
  errors: number;
  verdictMedianMs: number;
  verdictP99Ms: number;
  echoMedianMs: number;
  echoP99Ms: number;
  /** Verdict over echo, median and 99th percentile. */
  medianVsEcho: number;
  p99VsEcho: number;
  /** workerd's resident memory (all its processes) added per open table (sockets, objects, storage caches). */
  rssKbPerTable: number;
  /** CPU cores busy during the window: workerd, and this process generating the load. */
  workerdCores: number;
  generatorCores: number;
  /** wrangler's own Node process (the dev server around workerd; not there in production). */
  wranglerCores: number;
  /**
   * workerd CPU per message a table received in the window (words, pings), less what
   * workerd spends idle with the same sockets open (measured just before the window).
   */
  workerdCpuMsPerMessage: number;
  /** The same for the runtime alone (the Worker and its objects: what production runs) and for the dev proxy. */
  runtimeCpuMsPerMessage: number;
  proxyCpuMsPerMessage: number;
  /**
   * The runtime's CPU per ping (a phase of pings alone before the window) and per word
   * (the window's runtime CPU less its pings at that price, over its words).
   */
  runtimeCpuMsPerPing: number;
  runtimeCpuMsPerWord: number;
  /** workerd's idle CPU (cores) with every table open and nothing sent: the baseline taken off above. */
  workerdIdleCores: number;
  /** Frames clients sent to table objects during the window, per player per minute. */
  messagesPerPlayerMinute: number;
  /**
   * The runtime floor (test/bench/floor/): the same tables and players against an object
   * that only echoes, driven the same way. Its CPU per ping and per word (a verdict and a
   * counts frame to every socket, no rules, no storage), and the table's as ratios to them.
   */
  floorCpuMsPerPing: number;
  floorCpuMsPerWord: number;
  pingVsFloor: number;
  wordVsFloor: number;
  /** The floor's CPU per message over its window (pings and words, as runtimeCpuMsPerMessage), and the table's above it: Baffle's own cost. */
  floorCpuMsPerMessage: number;
  aboveFloorCpuMsPerMessage: number;
  /** The floor's ping echo and word answer, 99th percentile: the latency the runtime alone gives at this size. */
  floorEchoP99Ms: number;
  floorVerdictP99Ms: number;
}

/** What the floor measured at one size (see LoadStep). */
type Floor = Pick<LoadStep, "floorCpuMsPerPing" | "floorCpuMsPerWord" | "floorCpuMsPerMessage" | "floorEchoP99Ms" | "floorVerdictP99Ms">;

const PACE_MS: [number, number] = [1_500, 4_500];

/** One step of the curve. */
export async function loadStep(tables: number, windowMs: number, seed = tables, prefill = 0): Promise<LoadStep> {
  const step = await tableStep(tables, windowMs, seed, prefill);
  const floor = await floorStep(step.sizes, windowMs, seed);
  const { sizes: _, ...figures } = step;
  return {
    ...figures, ...floor,
    pingVsFloor: round(figures.runtimeCpuMsPerPing / Math.max(0.001, floor.floorCpuMsPerPing)),
    wordVsFloor: round(figures.runtimeCpuMsPerWord / Math.max(0.001, floor.floorCpuMsPerWord)),
    aboveFloorCpuMsPerMessage: round(figures.runtimeCpuMsPerMessage - floor.floorCpuMsPerMessage, 3),
  };
}

/** The real tables: everything in LoadStep but the floor, and the tables' sizes (the floor copies them). */
async function tableStep(tables: number, windowMs: number, seed: number, prefill: number) {
  const server = await startLocalServer("load");
  try {
    const dawg = Dawg.load(readFileSync(await ensureDefaultDictionary()));
    const boardWords: WordLists = (table) => solveBoard(dawg, table[0]!.board!).map((w) => w.word);
    const { workerd, wrangler } = groupProcesses(server.pid);
    const { proxy, runtime } = splitWorkerd(workerd, Number(new URL(server.url).port));
    const rng = seededRng(seed);
    const rssBefore = rssKb(workerd);
    const sizes = Array.from({ length: tables }, () => 4 + Math.floor(rng() * 5));
    const seats: Seat[][] = [];
    for (let i = 0; i < tables; i += 10) {
      seats.push(...(await Promise.all(sizes.slice(i, i + 10).map((n, k) => openLoadTable(server.url, n, i + k)))));
    }
    const rssAfter = rssKb(workerd);
    // Late in a round: every player already holds `prefill` words (entered at once, not measured).
    if (prefill > 0) await fill(seats, boardWords, prefill);
    // The idle baseline: every socket open, nothing sent (the dev server's own timers, GC).
    const idle = [cpuTicks(workerd), cpuTicks(runtime), cpuTicks(proxy)];
    const idleStart = performance.now();
    await sleep(Math.min(IDLE_MS, windowMs));
    const idleMs = performance.now() - idleStart;
    const [idleCores, runtimeIdle, proxyIdle] = [cpuTicks(workerd), cpuTicks(runtime), cpuTicks(proxy)].map((t, i) => ((t - idle[i]!) * 10) / idleMs) as [number, number, number];
    const busy = (ticks: number, idleRate: number, ms: number) => Math.max(0, ticks * 10 - idleRate * ms);

    // A short phase of pings alone at the same pace: what a message costs the table
    // object before any rule runs (the socket, the frame, the budget, the pong).
    const ping0 = cpuTicks(runtime);
    const pingStart = performance.now();
    const pings = await drive(seats, boardWords, rng, Math.min(PING_PHASE_MS, windowMs / 2), false, prefill);
    const runtimePerPing = busy(cpuTicks(runtime) - ping0, runtimeIdle, performance.now() - pingStart) / Math.max(1, pings.sent);

    const cpu0 = [cpuTicks(workerd), cpuTicks(runtime), cpuTicks(proxy)];
    const wr0 = cpuTicks(wrangler);
    const gen0 = process.cpuUsage();
    const started = performance.now();
    const { echo, verdict, sent } = await drive(seats, boardWords, rng, windowMs, true, prefill);
    const elapsed = performance.now() - started;
    const [cpuTicksAll, runtimeTicks, proxyTicks] = [cpuTicks(workerd), cpuTicks(runtime), cpuTicks(proxy)].map((t, i) => t - cpu0[i]!) as [number, number, number];
    const cpuMs = cpuTicksAll * 10; // USER_HZ = 100 on Linux
    const runtimeBusy = busy(runtimeTicks, runtimeIdle, elapsed);
    const wranglerMs = (cpuTicks(wrangler) - wr0) * (1000 / 100);
    const gen = process.cpuUsage(gen0);
    const players = seats.reduce((n, t) => n + t.length, 0);
    const errors = seats.flat().reduce((n, s) => n + s.errors, 0);
    for (const s of seats.flat()) s.ws.close(1000, "bench done");
    const [vm, v99, em, e99] = [percentile(verdict, 0.5), percentile(verdict, 0.99), percentile(echo, 0.5), percentile(echo, 0.99)];
    const words = verdict.length;
    return {
      tables, players, verdicts: verdict.length, errors,
      verdictMedianMs: round(vm), verdictP99Ms: round(v99), echoMedianMs: round(em), echoP99Ms: round(e99),
      medianVsEcho: round(vm / em), p99VsEcho: round(v99 / e99),
      rssKbPerTable: Math.round((rssAfter - rssBefore) / tables),
      workerdCores: round(cpuMs / elapsed),
      generatorCores: round((gen.user + gen.system) / 1000 / elapsed),
      wranglerCores: round(wranglerMs / elapsed),
      workerdCpuMsPerMessage: round(busy(cpuTicksAll, idleCores, elapsed) / Math.max(1, sent), 3),
      runtimeCpuMsPerMessage: round(runtimeBusy / Math.max(1, sent), 3),
      proxyCpuMsPerMessage: round(busy(proxyTicks, proxyIdle, elapsed) / Math.max(1, sent), 3),
      runtimeCpuMsPerPing: round(runtimePerPing, 3),
      runtimeCpuMsPerWord: round(Math.max(0, runtimeBusy - (sent - words) * runtimePerPing) / Math.max(1, words), 3),
      workerdIdleCores: round(idleCores, 3),
      messagesPerPlayerMinute: round(sent / players / (elapsed / 60_000)),
      sizes,
    };
  } finally {
    await server.stop();
  }
}

/**
 * The floor at the same size: one echo object per table with as many sockets as its
 * players, idle baseline, a pings-only phase, then pings and words for `windowMs`.
 */
async function floorStep(sizes: number[], windowMs: number, seed: number): Promise<Floor> {
  const server = await startWorker("floor", "test/bench/floor/wrangler.toml");
  const seats: Seat[][] = [];
  try {
    const { workerd } = groupProcesses(server.pid);
    const { runtime } = splitWorkerd(workerd, Number(new URL(server.url).port));
    const rng = seededRng(seed);
    for (let i = 0; i < sizes.length; i += 10) {
      seats.push(...(await Promise.all(sizes.slice(i, i + 10).map((n, k) => openFloorTable(server.url, n, i + k)))));
    }
    const madeUp: WordLists = (table) => table.map((_, s) => `word${s}`);
    const t0 = cpuTicks(runtime);
    const idleStart = performance.now();
    await sleep(Math.min(IDLE_MS, windowMs));
    const idleRate = ((cpuTicks(runtime) - t0) * 10) / (performance.now() - idleStart);
    const phase = async (ms: number, words: boolean) => {
      const [ticks, start] = [cpuTicks(runtime), performance.now()];
      const out = await drive(seats, madeUp, rng, ms, words);
      return { ...out, busy: Math.max(0, (cpuTicks(runtime) - ticks) * 10 - idleRate * (performance.now() - start)) };
    };
    const pings = await phase(Math.min(PING_PHASE_MS, windowMs / 2), false);
    const perPing = pings.busy / Math.max(1, pings.sent);
    const window = await phase(windowMs, true);
    const words = window.verdict.length;
    return {
      floorCpuMsPerPing: round(perPing, 3),
      floorCpuMsPerWord: round(Math.max(0, window.busy - (window.sent - words) * perPing) / Math.max(1, words), 3),
      floorCpuMsPerMessage: round(window.busy / Math.max(1, window.sent), 3),
      floorEchoP99Ms: round(percentile(window.echo, 0.99)),
      floorVerdictP99Ms: round(percentile(window.verdict, 0.99)),
    };
  } finally {
    for (const s of seats.flat()) s.ws.close(1000, "bench done");
    await server.stop();
  }
}

/** `players` sockets on the floor's echo object `n`. */
async function openFloorTable(base: string, players: number, n: number): Promise<Seat[]> {
  return Promise.all(Array.from({ length: players }, async () => {
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/ws/t${n}`);
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener("open", () => resolve(), { once: true });
      ws.addEventListener("error", () => reject(new Error("WebSocket failed")), { once: true });
    });
    return new Seat(ws, 60_000);
  }));
}

/**
 * Every player, at a human pace until `windowMs` is over: a ping (timed to its pong),
 * then with `words` a word from their share of the board (timed to its verdict).
 */
async function drive(seats: Seat[][], wordLists: WordLists, rng: () => number, windowMs: number, words: boolean, from = 0) {
  const echo: number[] = [];
  const verdict: number[] = [];
  let sent = 0;
  const end = performance.now() + windowMs;
  await Promise.all(seats.map(async (table) => {
    const found = wordLists(table);
    await Promise.all(table.map(async (seat, s) => {
      const mine = wordsOf(found, s);
      for (let k = 0; ; k++) {
        await sleep(PACE_MS[0] + rng() * (PACE_MS[1] - PACE_MS[0]));
        if (performance.now() > end) break;
        let t = performance.now();
        seat.send({ type: "ping", id: k });
        await seat.next("pong");
        echo.push(performance.now() - t);
        sent++;
        if (!words) continue;
        t = performance.now();
        seat.send({ type: "word", word: mine[(from + k) % Math.max(1, mine.length)] ?? "zzz" });
        await seat.next("verdict");
        verdict.push(performance.now() - t);
        sent++;
      }
    }));
  }));
  return { echo, verdict, sent };
}

/** The words a table's players look for: every word on its board (or, for the floor, made-up ones). */
type WordLists = (table: Seat[]) => string[];

/** Seat `s`'s order of the board's words: every word, starting at its own place (players overlap, as people do). */
function wordsOf(found: readonly string[], s: number): string[] {
  const at = (s * 11) % Math.max(1, found.length);
  return [...found.slice(at), ...found.slice(0, at)];
}

/**
 * Every player enters their first `count` words of the board, one after another, at
 * most four a second each: a table's sockets share one address (the bench's), and a
 * table takes 40 messages a second from one address (src/table/guards.ts).
 */
async function fill(seats: Seat[][], wordLists: WordLists, count: number): Promise<void> {
  await Promise.all(seats.map(async (table) => {
    const found = wordLists(table);
    await Promise.all(table.map(async (seat, s) => {
      const mine = wordsOf(found, s);
      for (let k = 0; k < count; k++) {
        seat.send({ type: "word", word: mine[k % Math.max(1, mine.length)] ?? "zzz" });
        await seat.next("verdict");
        await sleep(FILL_GAP_MS);
      }
    }));
  }));
}

/**
 * A one-round table of `players` on the relaxed timer (long enough for the load to finish),
 * made by a host of its own (`n`th; see clientHeaders): table creation is limited per client.
 */
function openLoadTable(base: string, players: number, n: number): Promise<Seat[]> {
  return openTable(base, players, { settings: { rounds: 1, timer: "relaxed" }, headers: clientHeaders(78, n), waitMs: 60_000 });
}

/** How long workerd's idle CPU is measured before each step's window (at most the window: a smoke run's is short). */
const IDLE_MS = 3_000;
/** How long the pings-only phase lasts (at most half the window). */
const PING_PHASE_MS = 6_000;
/** The pause between one player's words while filling a table. */
const FILL_GAP_MS = 250;

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
