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
 *   npm run bench -- --only load [--steps 50,100,200,400] [--window 20]
 */
import { readFileSync, readdirSync } from "node:fs";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { seededRng } from "../../src/game/random.ts";
import { clientHeaders, openTable, percentile, type Seat } from "./seats.ts";
import { ensureDefaultDictionary } from "../../dict/ensure.ts";
import { startLocalServer } from "../local-server.ts";

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
  /** workerd's idle CPU (cores) with every table open and nothing sent: the baseline taken off above. */
  workerdIdleCores: number;
  /** Frames clients sent to table objects during the window, per player per minute. */
  messagesPerPlayerMinute: number;
}

const PACE_MS: [number, number] = [1_500, 4_500];

/** One step of the curve. */
export async function loadStep(tables: number, windowMs: number, seed = tables): Promise<LoadStep> {
  const server = await startLocalServer("load");
  try {
    const dawg = Dawg.load(readFileSync(await ensureDefaultDictionary()));
    const { workerd, wrangler } = groupProcesses(server.pid);
    const rng = seededRng(seed);
    const rssBefore = rssKb(workerd);
    const sizes = Array.from({ length: tables }, () => 4 + Math.floor(rng() * 5));
    const seats: Seat[][] = [];
    for (let i = 0; i < tables; i += 10) {
      seats.push(...(await Promise.all(sizes.slice(i, i + 10).map((n, k) => openLoadTable(server.url, n, i + k)))));
    }
    const rssAfter = rssKb(workerd);
    // The idle baseline: every socket open, nothing sent (the dev server's own timers, GC).
    const idle0 = cpuTicks(workerd);
    const idleStart = performance.now();
    await sleep(IDLE_MS);
    const idleCores = ((cpuTicks(workerd) - idle0) * 10) / (performance.now() - idleStart);
    const echo: number[] = [];
    const verdict: number[] = [];
    let sent = 0;
    const cpu0 = cpuTicks(workerd);
    const wr0 = cpuTicks(wrangler);
    const gen0 = process.cpuUsage();
    const started = performance.now();
    const end = started + windowMs;
    await Promise.all(seats.map(async (table) => {
      const words = solveBoard(dawg, table[0]!.board!).map((w) => w.word);
      await Promise.all(table.map(async (seat, s) => {
        const mine = words.filter((_, k) => k % table.length === s);
        for (let k = 0; ; k++) {
          await sleep(PACE_MS[0] + rng() * (PACE_MS[1] - PACE_MS[0]));
          if (performance.now() > end) break;
          let t = performance.now();
          seat.send({ type: "ping", id: k });
          await seat.next("pong");
          echo.push(performance.now() - t);
          t = performance.now();
          seat.send({ type: "word", word: mine[k % Math.max(1, mine.length)] ?? "zzz" });
          await seat.next("verdict");
          verdict.push(performance.now() - t);
          sent += 2;
        }
      }));
    }));
    const elapsed = performance.now() - started;
    const cpuMs = (cpuTicks(workerd) - cpu0) * (1000 / 100); // USER_HZ = 100 on Linux
    const busyMs = Math.max(0, cpuMs - idleCores * elapsed);
    const wranglerMs = (cpuTicks(wrangler) - wr0) * (1000 / 100);
    const gen = process.cpuUsage(gen0);
    const players = seats.reduce((n, t) => n + t.length, 0);
    const errors = seats.flat().reduce((n, s) => n + s.errors, 0);
    for (const s of seats.flat()) s.ws.close(1000, "bench done");
    const [vm, v99, em, e99] = [percentile(verdict, 0.5), percentile(verdict, 0.99), percentile(echo, 0.5), percentile(echo, 0.99)];
    return {
      tables, players, verdicts: verdict.length, errors,
      verdictMedianMs: round(vm), verdictP99Ms: round(v99), echoMedianMs: round(em), echoP99Ms: round(e99),
      medianVsEcho: round(vm / em), p99VsEcho: round(v99 / e99),
      rssKbPerTable: Math.round((rssAfter - rssBefore) / tables),
      workerdCores: round(cpuMs / elapsed),
      generatorCores: round((gen.user + gen.system) / 1000 / elapsed),
      wranglerCores: round(wranglerMs / elapsed),
      workerdCpuMsPerMessage: round(busyMs / Math.max(1, sent), 3),
      workerdIdleCores: round(idleCores, 3),
      messagesPerPlayerMinute: round(sent / players / (elapsed / 60_000)),
    };
  } finally {
    await server.stop();
  }
}

/** The processes of wrangler's group (its pgid is wrangler's pid): workerd's, and wrangler's own. */
function groupProcesses(pgid: number): { workerd: number[]; wrangler: number[] } {
  const out = { workerd: [] as number[], wrangler: [] as number[] };
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid) continue;
      const cmd = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (/workerd/.test(cmd)) out.workerd.push(Number(entry));
      else if (/wrangler/.test(cmd)) out.wrangler.push(Number(entry));
    } catch {
      /* the process ended */
    }
  }
  if (!out.workerd.length) throw new Error(`no workerd process in group ${pgid}`);
  return out;
}

/** Resident memory of `pids`, summed, in KB. */
function rssKb(pids: number[]): number {
  return pids.reduce((n, pid) => n + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN), 0);
}

/** CPU ticks (user + system, 1/100 s) of `pids`, summed. */
function cpuTicks(pids: number[]): number {
  return pids.reduce((n, pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return n + Number(fields[11]) + Number(fields[12]);
  }, 0);
}

/**
 * A one-round table of `players` on the relaxed timer (long enough for the load to finish),
 * made by a host of its own (`n`th; see clientHeaders): table creation is limited per client.
 */
function openLoadTable(base: string, players: number, n: number): Promise<Seat[]> {
  return openTable(base, players, { settings: { rounds: 1, timer: "relaxed" }, headers: clientHeaders(78, n), waitMs: 60_000 });
}

/** How long workerd's idle CPU is measured before each step's window. */
const IDLE_MS = 3_000;

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
