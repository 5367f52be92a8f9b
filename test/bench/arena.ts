/**
 * The arena under a crowd, on local workerd (`wrangler dev`, local D1 and KV): a whole
 * round with `players` real WebSockets over `shards` shards, then the same round with
 * half the shards, then the coordinator alone driven past what one object carries.
 *
 * A round: every player is a ranked identity (seeded into D1), connects to its shard
 * (`shardOf` the status's count, from a client address of its own) and joins during the
 * countdown; once the board is shown, each enters the board's words at a human pace (the
 * first after 2–6 s, then one every 2.5–7 s: about 25 in two minutes) with a ping every
 * 10 s beside them (the echo floor). Measured: word → verdict latency (`arenaVerdictP99Ms`,
 * against the ping's `arenaEchoP99Ms`), how old each live place is when it arrives
 * (`arenaRankLagMs`: now − asOf, p99), syncs the coordinator received per second of the
 * round (`arenaCoordinatorMessagesPerSecond`, from the round's log line), the end of the
 * round to each player's results (`arenaResultsP99Ms`), and per player-round what the bill
 * counts: frames in, the shards' storage rows, D1 rows, shard alarms and syncs, and the
 * runtime's CPU (workerd's process, less its idle with every socket open).
 *
 * The coordinator alone (test/bench/arena-coordinator/): a Worker beside it calls its
 * `sync` as that many shards would, at rising rates, and reports the rate at which
 * answers stay prompt and the CPU each costs: how many shards one coordinator carries.
 *
 * Past one coordinator (test/bench/arena-tree/): the root and its branches, real objects,
 * driven by made-up shards to a million players (4,000 shards of 250 under 16 branches),
 * slower than life on one local thread: messages per second at each level, the live
 * place's age, and a check that places through the tree are exact (`arenaTree…`).
 *
 *   npm run bench -- --only arena [--players 2000] [--shards 8] [--round 120] [--json]
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { seededRng } from "../../src/game/random.ts";
import { shardOf } from "../../src/arena/shards.ts";
import type { ArenaServerMessage } from "../../src/protocol.ts";
import { ensureDefaultDictionary } from "../../dict/ensure.ts";
import { startLocalServer, type LocalServer } from "../local-server.ts";
import { cpuTicks, groupProcesses, splitWorkerd } from "./processes.ts";
import { clientHeaders, percentile } from "./seats.ts";
import { benchCoordinator } from "./arena-coordinator/drive.ts";
import { benchTree, type TreeSize } from "./arena-tree/drive.ts";
import { ERROR_CODES, stage } from "./arena-errors.ts";

type Arena = Extract<ArenaServerMessage, { type: "arena" }>;

/** What one round measured. */
export interface ArenaRoundFigures {
  [figure: string]: number;
  /** Players who played the round, of `arenaPlayersAsked` (fewer when the runtime could not keep up with the joins). */
  arenaPlayers: number;
  arenaPlayersAsked: number;
  arenaShards: number;
  arenaVerdictP99Ms: number;
  arenaVerdictMedianMs: number;
  arenaEchoP99Ms: number;
  arenaRankLagMs: number;
  arenaRankLagMedianMs: number;
  arenaCoordinatorMessagesPerSecond: number;
  arenaResultsP99Ms: number;
  arenaWordsPerPlayer: number;
  arenaErrors: number;
  /** Per player-round: frames the shards received, their storage rows, D1 rows, shard alarms and syncs, runtime CPU. */
  arenaFramesPerPlayerRound: number;
  arenaShardRowsWrittenPerPlayerRound: number;
  arenaShardRowsReadPerPlayerRound: number;
  arenaCoordinatorRowsWrittenPerPlayerRound: number;
  arenaD1RowsWrittenPerPlayerRound: number;
  arenaD1RowsReadPerPlayerRound: number;
  arenaShardRequestsPerPlayerRound: number;
  arenaCoordinatorRequestsPerPlayerRound: number;
  /** Players with a counted result (the round's log line), of `arenaPlayers`. */
  arenaCountedPlayers: number;
  arenaRuntimeCpuMsPerPlayerRound: number;
  arenaRuntimeCores: number;
}
/** Joins sent at once, and how long a batch may take before the runtime counts as not keeping up. */
const [JOIN_BATCH, JOIN_SLOW_MS] = [50, 20_000];
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The arena part's size: the crowd, its shards, the round and its first countdown, the coordinator's rates and seconds per rate. */
export interface ArenaBenchSize {
  players?: number;
  shards?: number;
  roundSeconds?: number;
  /** Long enough for every player to join before the board is shown (45 s for 2,000). */
  countdownSeconds?: number;
  coordinatorRates?: readonly number[];
  coordinatorSeconds?: number;
  /** The tree of coordinators' size (a million players by default: arena-tree/drive.ts). */
  tree?: TreeSize;
}

/** Every figure of the arena part, the half-shards round's with the suffix `Half`; a stage that fails is reported (`arena…Failed`) and the rest still run. */
export async function benchArena(opts: ArenaBenchSize = {}): Promise<Record<string, number>> {
  const players = opts.players ?? 2_000;
  const shards = opts.shards ?? 8;
  const roundMs = (opts.roundSeconds ?? 120) * 1000;
  const countdownMs = (opts.countdownSeconds ?? 45) * 1000;
  const full = await stage("Round", () => arenaRound(players, shards, roundMs, countdownMs, 1));
  console.error(`arena: ${JSON.stringify(full)}`);
  // The half-shards round plays the crowd the runtime took in the first (smaller when it could not keep up).
  const took = "arenaPlayers" in full ? Number(full.arenaPlayers) : players;
  const half = await stage("RoundHalf", () => arenaRound(took, Math.max(1, Math.floor(shards / 2)), roundMs, countdownMs, 2));
  console.error(`arena (half the shards): ${JSON.stringify(half)}`);
  const coordinator = await stage("Coordinator", () => benchCoordinator(opts.coordinatorRates, opts.coordinatorSeconds));
  console.error(`arena coordinator: ${JSON.stringify(coordinator)}`);
  const tree = await stage("Tree", () => benchTree(opts.tree));
  console.error(`arena tree: ${JSON.stringify(tree)}`);
  const halved = Object.fromEntries(Object.entries(half).map(([k, v]) => [k.endsWith("Failed") ? k : `${k}Half`, v]));
  return { ...full, ...halved, ...coordinator, ...tree };
}

/** Identities for `n` players (ids and secrets made here, the hashes stored as POST /api/players would). */
function identities(n: number): { playerId: string; secret: string; name: string }[] {
  return Array.from({ length: n }, (_, i) => {
    const playerId = createHash("sha256").update(`arena-bench-id-${i}`).digest("base64url").slice(0, 22);
    const secret = createHash("sha256").update(`arena-bench-secret-${i}`).digest("base64url").slice(0, 22);
    return { playerId, secret, name: `P${i}` };
  });
}

function seedSql(ids: { playerId: string; secret: string; name: string }[]): string {
  const lines: string[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = ids.slice(i, i + 500).map((p) => `('${p.playerId}','${p.name}','${createHash("sha256").update(p.secret).digest("hex")}',25,8.333,0)`);
    lines.push(`INSERT INTO players (id, name, secret_hash, mu, sigma, created_at) VALUES ${rows.join(",")};`);
  }
  return lines.join("\n");
}

/** One player of the bench: its socket and what it measured. */
class BenchPlayer {
  board: string[] | null = null;
  roundEnd = 0;
  results: { at: number } | null = null;
  readonly verdicts: number[] = [];
  readonly echoes: number[] = [];
  readonly lags: number[] = [];
  errors = 0;
  words = 0;
  /** Error frames by code (`move` counted as one), for the stderr line. */
  readonly errorCodes = new Map<string, number>();
  /** Joins sent again after an `unavailable`. */
  joinRetries = 0;
  /** Sockets opened again after a `join_timeout` (the shard too busy to read the identity in time). */
  joinTimeouts = 0;
  private readonly sent = new Map<string, number>();
  private readonly pings = new Map<number, number>();
  private joining: { resolve: () => void; reject: (e: Error) => void; retry: () => void } | null = null;
  private started: (() => void) | null = null;

  /** The socket's close code once closed (a crashed local runtime closes them all). */
  closedWith: number | null = null;

  constructor(readonly ws: WebSocket) {
    ws.addEventListener("message", (e) => this.take(JSON.parse(String(e.data)) as ArenaServerMessage));
    // A heartbeat as the client's (every 25 s): a player waiting through slow joins and the countdown is not closed as idle.
    const beat = setInterval(() => this.ping(-Math.floor(Math.random() * 1e9)), 25_000);
    ws.addEventListener("close", (e) => { this.closedWith = e.code; clearInterval(beat); });
  }

  private take(m: ArenaServerMessage): void {
    const now = Date.now();
    if (m.type === "welcome") this.joining?.resolve();
    else if (m.type === "error" && this.joining) {
      // Before the welcome: the shard could not read the identity yet (D1 busy) is worth a retry; anything else ends the bench.
      if (m.code === "unavailable") this.joining.retry();
      else this.joining.reject(new Error(`arena join refused: ${m.code} (${m.message})`));
    } else if (m.type === "arena" && m.phase === "playing" && m.board) {
      this.board = m.board;
      this.roundEnd = m.round!.endsAt;
      this.started?.();
    } else if (m.type === "verdict") {
      const at = this.sent.get(m.word);
      if (at !== undefined) this.verdicts.push(now - at);
      this.sent.delete(m.word);
    } else if (m.type === "pong") {
      const at = this.pings.get(m.id);
      if (at !== undefined) this.echoes.push(now - at);
    } else if (m.type === "live") this.lags.push(now - m.asOf);
    else if (m.type === "results") this.results = { at: now };
    else if (m.type === "error" || m.type === "move") {
      this.errors++;
      const code = m.type === "move" ? "move" : m.code;
      this.errorCodes.set(code, (this.errorCodes.get(code) ?? 0) + 1);
    }
  }

  /** Join, again after a refusal the shard says is passing; rejects on any other refusal, a close or 60 s without a welcome. */
  join(playerId: string, secret: string): Promise<void> {
    const frame = JSON.stringify({ type: "join", playerId, secret });
    return new Promise<void>((resolve, reject) => {
      let retries = 0;
      const closed = (e: CloseEvent) => reject(new Error(`arena socket closed before its welcome: ${e.code} ${e.reason}`));
      const timer = setTimeout(() => reject(new Error("arena join: no welcome in 60 s")), 60_000);
      const done = () => {
        clearTimeout(timer);
        this.ws.removeEventListener("close", closed);
        this.joining = null;
      };
      this.joining = {
        resolve: () => { done(); resolve(); },
        reject: (e) => { done(); reject(e); },
        retry: () => {
          this.joinRetries++;
          if (++retries > 20) return this.joining?.reject(new Error("arena join: unavailable 20 times"));
          setTimeout(() => this.ws.send(frame), 250 * retries);
        },
      };
      this.ws.addEventListener("close", closed);
      this.ws.send(frame);
    });
  }

  boardShown(): Promise<void> {
    return this.board ? Promise.resolve() : new Promise((r) => (this.started = r));
  }

  word(w: string): void {
    this.sent.set(w, Date.now());
    this.words++;
    this.ws.send(JSON.stringify({ type: "word", word: w }));
  }

  ping(id: number): void {
    this.pings.set(id, Date.now());
    this.ws.send(JSON.stringify({ type: "ping", id }));
  }
}

/** A whole round with `n` players over `shards` shards. */
async function arenaRound(n: number, shards: number, roundMs: number, countdownMs: number, seed: number): Promise<ArenaRoundFigures> {
  const ids = identities(n);
  const dir = mkdtempSync(join(tmpdir(), "baffle-arena-bench-"));
  writeFileSync(join(dir, "seed.sql"), seedSql(ids));
  // A long first countdown so every player is in before the board is shown; the shard
  // count fixed at `shards` (the crowd would ask for 8 at 250 a shard).
  const server = await startLocalServer("arena-bench", join(dir, "seed.sql"), {
    ARENA_ROUND_MS: String(roundMs), ARENA_BREAK_MS: String(countdownMs + 15_000), ARENA_COUNTDOWN_MS: String(countdownMs),
    ARENA_SHARDS_MIN: String(shards), ARENA_PLAYERS_PER_SHARD: "1000000",
  }, true).finally(() => rmSync(dir, { recursive: true, force: true }));
  const rng = seededRng(seed);
  try {
    const { workerd } = groupProcesses(server.pid);
    const { runtime } = splitWorkerd(workerd, Number(new URL(server.url).port));
    const ws = server.url.replace(/^http/, "ws");
    const bench: BenchPlayer[] = [];
    // Joins are paced, a batch at a time; a batch slower than JOIN_SLOW_MS means the runtime is not keeping up: the players in play.
    let [joinFailed, asked] = [0, n];
    for (let i = 0; i < n; i += JOIN_BATCH) {
      const batchStart = Date.now();
      const batch = await Promise.all(ids.slice(i, i + JOIN_BATCH).map(async (id, k) => {
        // A shard too busy to read the identity within its 10 s (`join_timeout`, seen on a loaded
        // 2-core machine) closes the socket: the player connects again, as the client does, counted.
        for (let attempt = 0; ; attempt++) {
          const socket = new WebSocket(`${ws}/api/arena/en/ws?shard=${shardOf(id.playerId, shards)}`, { headers: clientHeaders(90 + seed, i + k) } as unknown as string[]);
          await new Promise<void>((resolve, reject) => {
            socket.addEventListener("open", () => resolve(), { once: true });
            socket.addEventListener("error", () => reject(new Error("arena WebSocket failed")), { once: true });
            setTimeout(() => reject(new Error("arena WebSocket: not open in 60 s")), 60_000);
          });
          const p = new BenchPlayer(socket);
          try {
            await p.join(id.playerId, id.secret);
            p.joinTimeouts = attempt;
            return p;
          } catch (err) {
            socket.close();
            if (!/join_timeout/.test(String(err)) || attempt >= 5) {
              console.error(`arena: a player left out: ${(err as Error).message}`);
              return null;
            }
          }
        }
      }).map((joined) => joined.catch((err: Error) => { console.error(`arena: a player left out: ${err.message}`); return null; })));
      for (const p of batch) if (p) bench.push(p); else joinFailed++;
      if (Date.now() - batchStart > JOIN_SLOW_MS && i + JOIN_BATCH < n) {
        asked = i + JOIN_BATCH;
        console.error(`arena: ${JOIN_BATCH} joins took ${Date.now() - batchStart} ms (over ${JOIN_SLOW_MS}): the runtime is not keeping up, the round is played by the ${bench.length} players in`);
        break;
      }
    }
    if (bench.length === 0) throw new Error(`arena: no player of ${n} could join`);
    console.error(`arena: ${bench.length} of ${n} players joined over ${shards} shards (${bench.reduce((k, p) => k + p.joinRetries, 0)} joins retried after unavailable, ${bench.reduce((k, p) => k + p.joinTimeouts, 0)} reconnected after join_timeout)`);
    // Every player is shown a board within a round and a break, or the bench says why not (it waited forever when the local runtime died).
    const shown = await Promise.race([
      Promise.all(bench.map((p) => p.boardShown())).then(() => true),
      sleep(roundMs + countdownMs + 60_000).then(() => false),
    ]);
    if (!shown) {
      const closes: Record<string, number> = {};
      for (const p of bench) if (!p.board && p.closedWith !== null) closes[p.closedWith] = (closes[p.closedWith] ?? 0) + 1;
      throw new Error(`arena: ${bench.filter((p) => !p.board).length} of ${bench.length} players were never shown a board; their sockets closed by code ${JSON.stringify(closes)}`);
    }
    const cells = bench[0]!.board!;
    const joined = bench.length;
    const dawg = Dawg.load(readFileSync(await ensureDefaultDictionary()));
    const solution = solveBoard(dawg, cells, 3).map((w) => w.word);
    // The idle baseline: every socket open and joined, nothing sent for 3 s (less in a short round).
    const idle0 = cpuTicks(runtime);
    const idleStart = performance.now();
    await sleep(Math.min(3_000, roundMs / 4));
    const idleRate = ((cpuTicks(runtime) - idle0) * 10) / (performance.now() - idleStart);
    const cpu0 = cpuTicks(runtime);
    const t0 = performance.now();
    const end = bench[0]!.roundEnd;
    let pingId = 0;
    await Promise.all(bench.map(async (p) => {
      const mine = [...solution].sort(() => rng() - 0.5);
      let nextPing = Date.now() + 10_000 * rng();
      let t = Date.now() + 2_000 + 4_000 * rng();
      for (const w of mine) {
        if (t >= end - 300) break;
        while (nextPing < t) {
          await sleep(Math.max(0, nextPing - Date.now()));
          p.ping(++pingId);
          nextPing += 10_000;
        }
        await sleep(Math.max(0, t - Date.now()));
        p.word(w);
        t += 2_500 + 4_500 * rng();
      }
    }));
    await sleep(Math.max(0, end - Date.now()));
    const busyMs = Math.max(0, (cpuTicks(runtime) - cpu0) * 10 - idleRate * (performance.now() - t0));
    const elapsed = performance.now() - t0;
    const deadline = Date.now() + 30_000;
    while (bench.some((p) => !p.results) && Date.now() < deadline) await sleep(200);
    const ended = await logLine(server, "arena_round_ended");
    await sleep(3_000); // the players' history, written once the results are in
    const d1 = d1Rows(server);
    console.error(`arena: ${JSON.stringify(ended)}; D1 ${JSON.stringify(d1)}`);
    for (const p of bench) p.ws.close(1000, "bench done");
    const all = (f: (p: BenchPlayer) => number[]) => bench.flatMap(f);
    const [verdicts, echoes, lags] = [all((p) => p.verdicts), all((p) => p.echoes), all((p) => p.lags)];
    const resultsMs = bench.filter((p) => p.results).map((p) => p.results!.at - end);
    const codes: Record<string, number> = { noResults: joined - resultsMs.length, joinFailed, notJoined: n - asked, join_timeout: bench.reduce((k, p) => k + p.joinTimeouts, 0), unavailable: bench.reduce((k, p) => k + p.joinRetries, 0) };
    for (const p of bench) for (const [code, k] of p.errorCodes) codes[code] = (codes[code] ?? 0) + k;
    console.error(`arena: errors by code ${JSON.stringify(codes)}`);
    for (const [code, k] of Object.entries(codes)) if (k > 0) console.error(`arena:   ${code} × ${k}: ${ERROR_CODES[code] ?? "(a code this bench does not know: see src/protocol/arena.ts ArenaErrorCode)"}`);
    const players = Number(ended.players);
    return {
      arenaPlayers: joined, arenaPlayersAsked: n, arenaShards: shards,
      ...Object.fromEntries(Object.entries(codes).map(([code, k]) => [`arenaErrors_${code}`, k])),
      arenaVerdictP99Ms: round(percentile(verdicts, 0.99)), arenaVerdictMedianMs: round(percentile(verdicts, 0.5)),
      arenaEchoP99Ms: round(percentile(echoes, 0.99)),
      arenaRankLagMs: round(percentile(lags, 0.99)), arenaRankLagMedianMs: round(percentile(lags, 0.5)),
      arenaCoordinatorMessagesPerSecond: round(Number(ended.reports) / ((roundMs + countdownMs + 15_000) / 1000)),
      arenaResultsP99Ms: round(percentile(resultsMs, 0.99)),
      arenaWordsPerPlayer: round(bench.reduce((k, p) => k + p.words, 0) / joined, 1),
      arenaErrors: bench.reduce((k, p) => k + p.errors, 0) + (joined - resultsMs.length) + joinFailed,
      arenaFramesPerPlayerRound: round(Number(ended.frames) / players),
      arenaShardRowsWrittenPerPlayerRound: round(Number(ended.rowsWritten) / players),
      arenaShardRowsReadPerPlayerRound: round(Number(ended.rowsRead) / players),
      arenaCoordinatorRowsWrittenPerPlayerRound: round(Number(ended.coordinatorRowsWritten) / players, 3),
      arenaD1RowsWrittenPerPlayerRound: round(d1.written / players, 3),
      arenaD1RowsReadPerPlayerRound: round(d1.read / players, 3),
      arenaShardRequestsPerPlayerRound: round(Number(ended.alarms) / players, 3),
      arenaCoordinatorRequestsPerPlayerRound: round(Number(ended.reports) / players, 3),
      arenaCountedPlayers: players,
      arenaRuntimeCpuMsPerPlayerRound: round(busyMs / players),
      arenaRuntimeCores: round(busyMs / elapsed),
    };
  } catch (err) {
    // What the Worker said last, to see why.
    console.error(server.output().split("\n").filter((l) => /error|warn|"event"/i.test(l)).slice(-30).join("\n"));
    throw err;
  } finally {
    await server.stop();
  }
}

/** The first log line of `event` the Worker printed (waiting for it a little). */
async function logLine(server: LocalServer, event: string): Promise<Record<string, unknown>> {
  for (let tries = 0; tries < 100; tries++) {
    for (const line of server.output().split("\n")) {
      const at = line.indexOf(`{"event":"${event}"`);
      if (at >= 0) return JSON.parse(line.slice(at)) as Record<string, unknown>;
    }
    await sleep(200);
  }
  throw new Error(`no ${event} line in the Worker's output`);
}

/** D1 rows written and read by the round: the coordinator's stored round and every shard's history. */
function d1Rows(server: LocalServer): { written: number; read: number } {
  const n = { written: 0, read: 0 };
  for (const line of server.output().split("\n")) {
    const at = line.search(/\{"event":"arena_(round_stored|history_written)"/);
    if (at < 0) continue;
    const rows = JSON.parse(line.slice(at)) as { rowsWritten: number; rowsRead: number };
    n.written += Number(rows.rowsWritten);
    n.read += Number(rows.rowsRead);
  }
  return n;
}
