/**
 * The lobby's two figures, each next to a baseline measured in the same run:
 *
 * 1. The pure matching step (src/lobby/matching.ts) over 1,000 and 10,000 waiting
 *    players, per tick, against a naive pairwise matcher (each anchor scans every other
 *    player) that applies the same rule to the same queue.
 * 2. Ranked joins handled per second by the one lobby object, over real WebSockets to
 *    the local server (`wrangler dev`, local D1): players queue and are matched in fours
 *    (each group costs a D1 batch and a new table), 100 at a time or fewer (benchLobbyJoins). The baseline is ping → pong over the
 *    same sockets to the same object: what the transport alone allows. Each player is a
 *    client of its own (see clientHeaders in seats.ts), as in production, so the
 *    per-client limit on new players holds unchanged.
 *
 *   npx tsx test/bench/lobby.ts [--json] [--players 400]
 */
import { fileURLToPath } from "node:url";
import { QUEUE_WITHIN_MS } from "../../src/lobby/lobby-guards.ts";
import { MAX_GROUP, MIN_GROUP, MATCH_RULES, compatible, matchStep, ratingWindow, type Waiter } from "../../src/lobby/matching.ts";
import type { LobbyServerMessage, NewPlayerResponse } from "../../src/protocol.ts";
import { startLocalServer } from "../local-server.ts";
import { clientHeaders } from "./seats.ts";

/** The matching figures for one queue size, keyed with the size (e.g. `matchTickMs10k`). */
export interface MatchingFigures {
  matchTickMs: number;
  naiveTickMs: number;
  /** Naive time over ours: how many times faster the real step is. */
  matchSpeedupVsNaive: number;
  matchGroups: number;
}

export interface LobbyBenchResult extends Record<string, number> {
  lobbyPlayers: number;
  /** Players opening, pinging and queueing together (at the end of the run), and waves tried again at half the size. */
  lobbyWave: number;
  lobbyWavesRetried: number;
  rankedJoinsPerSec: number;
  lobbyPingsPerSec: number;
  /** Joins per second over pings per second. */
  joinsVsPing: number;
}

/** A seeded queue: ratings around 1500, waiting up to a minute. */
function queueOf(n: number, now: number): Waiter[] {
  let seed = 12345;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  return Array.from({ length: n }, (_, i) => {
    const normal = Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd());
    return { playerId: `p${i}`, rating: Math.round(1500 + 300 * normal), since: now - Math.floor(rnd() * 60_000) };
  });
}

/** The same rule, the obvious way: every anchor looks at every other player. */
export function naiveMatchStep(queue: readonly Waiter[], now: number): Waiter[][] {
  const order = [...queue].sort((a, b) => a.since - b.since);
  const placed = new Set<string>();
  const groups: Waiter[][] = [];
  for (const anchor of order) {
    if (placed.has(anchor.playerId)) continue;
    const candidates = order
      .filter((c) => !placed.has(c.playerId) && c !== anchor && Math.abs(c.rating - anchor.rating) <= ratingWindow(now - anchor.since))
      .sort((a, b) => Math.abs(a.rating - anchor.rating) - Math.abs(b.rating - anchor.rating));
    const group = [anchor];
    for (const c of candidates) {
      if (group.length === MAX_GROUP) break;
      if (group.every((m) => compatible(m, c, now))) group.push(c);
    }
    const longest = Math.max(...group.map((w) => now - w.since));
    if (group.length === MAX_GROUP || (group.length >= MIN_GROUP && longest >= MATCH_RULES.shortGroupAfterMs)) {
      for (const w of group) placed.add(w.playerId);
      groups.push(group);
    }
  }
  return groups;
}

function timeIt(fn: () => void, minMs = 1_000): number {
  fn();
  let runs = 0;
  const start = performance.now();
  while (performance.now() - start < minMs || runs < 3) {
    fn();
    runs++;
  }
  return (performance.now() - start) / runs;
}

/** Figure 1: the pure step on `waiting` waiting players, timed for at least `minMs`. */
export function benchMatching(waiting = 10_000, minMs = 1_000): MatchingFigures {
  const now = 1_000_000;
  const queue = queueOf(waiting, now);
  const groups = matchStep(queue, now).groups.length;
  // The baseline is slow enough that one run is a stable figure (and it checks the answer).
  const t0 = performance.now();
  const naiveGroups = naiveMatchStep(queue, now).length;
  const naive = performance.now() - t0;
  if (Math.abs(groups - naiveGroups) > groups * 0.05) throw new Error(`matchers disagree: ${groups} vs ${naiveGroups} groups`);
  const ours = timeIt(() => matchStep(queue, now), minMs);
  return { matchTickMs: round(ours), naiveTickMs: round(naive), matchSpeedupVsNaive: round(naive / ours), matchGroups: groups };
}

/** Figure 1 at 1,000 and 10,000 waiting players, each key suffixed with its size (`matchTickMs1k`, …). */
export function benchMatchingSizes(sizes: readonly number[] = [1_000, 10_000], minMs = 1_000): Record<string, number> {
  const out: Record<string, number> = {};
  for (const n of sizes) {
    for (const [key, value] of Object.entries(benchMatching(n, minMs))) out[`${key}${n / 1000}k`] = value;
  }
  return out;
}

/**
 * Figure 2: ranked joins per second through one lobby object, over real sockets. The lobby
 * closes a socket that has not queued within `QUEUE_WITHIN_MS` of opening, so the players
 * come in waves: each wave's sockets open, ping at once (the baseline), then queue at once;
 * the rates are over the waves' ping and join phases. A wave that takes most of that time
 * to open and ping (a busy machine: 400 at once took longer, and the lobby rightly closed
 * the first ones) is closed unqueued and tried again at half the size; `lobbyWave` is the
 * size the run ended with.
 */
export async function benchLobbyJoins(players = 400, url = process.env.BAFFLE_URL, firstWave = 100): Promise<LobbyBenchResult> {
  const server = url ? null : await startLocalServer("lobby-bench");
  const base = (url ?? server!.url).replace(/\/$/, "");
  try {
    const ids: NewPlayerResponse[] = [];
    for (let i = 0; i < players; i += 50) {
      ids.push(...(await Promise.all(Array.from({ length: Math.min(50, players - i) }, (_, k) =>
        newPlayer(base, i + k)))));
    }
    let pingMs = 0, joinMs = 0, wave = firstWave, retries = 0;
    for (let first = 0; first < players;) {
      const opened = performance.now();
      // A multiple of four (groups of four start at once), unless the last players are fewer.
      const group = ids.slice(first, first + wave);
      const sockets = await Promise.all(group.map((_, k) => open(`${base.replace(/^http/, "ws")}/api/lobby/ws`, clientHeaders(79, first + k))));

      // Baseline: one ping per socket, all at once, until every pong is back.
      let start = performance.now();
      await Promise.all(sockets.map((s, k) => { s.ws.send(JSON.stringify({ type: "ping", id: k })); return s.next("pong"); }));
      const ping = performance.now() - start;
      if (performance.now() - opened > QUEUE_WITHIN_MS / 2 && wave > 4) {
        for (const s of sockets) s.ws.close();
        wave = Math.max(4, Math.floor(wave / 8) * 4);
        retries++;
        continue;
      }
      pingMs += ping;
      start = performance.now();
      await Promise.all(sockets.map((s, k) => {
        s.ws.send(JSON.stringify({ type: "queue", playerId: group[k]!.playerId, secret: group[k]!.secret }));
        return s.next("matched", 60_000);
      }));
      joinMs += performance.now() - start;
      for (const s of sockets) s.ws.close();
      first += group.length;
    }
    const pingsPerSec = players / (pingMs / 1000);
    const joinsPerSec = players / (joinMs / 1000);
    return {
      lobbyPlayers: players, lobbyWave: Math.min(wave, players), lobbyWavesRetried: retries,
      rankedJoinsPerSec: round(joinsPerSec), lobbyPingsPerSec: round(pingsPerSec), joinsVsPing: round(joinsPerSec / pingsPerSec, 3),
    };
  } finally {
    await server?.stop();
  }
}

/** A new ranked player, made by the `n`th client (one address each: new players are limited per client). */
async function newPlayer(base: string, n: number): Promise<NewPlayerResponse> {
  const res = await fetch(`${base}/api/players`, { method: "POST", headers: clientHeaders(79, n), body: JSON.stringify({ name: `P${n}` }) });
  if (res.status !== 201) throw new Error(`POST /api/players: ${res.status} ${await res.text()}`);
  return (await res.json()) as NewPlayerResponse;
}

async function open(url: string, headers: Record<string, string>) {
  // Node's WebSocket takes request headers (the client address) beside the protocols.
  const ws = new WebSocket(url, { headers } as unknown as string[]);
  const frames: LobbyServerMessage[] = [];
  let wake: (() => void) | null = null;
  ws.addEventListener("message", (e) => { frames.push(JSON.parse(String(e.data)) as LobbyServerMessage); wake?.(); });
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener("open", () => resolve(), { once: true });
    ws.addEventListener("error", () => reject(new Error("WebSocket failed")), { once: true });
  });
  const next = async (type: LobbyServerMessage["type"], ms = 30_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = frames.findIndex((f) => f.type === type);
      if (i >= 0) return frames.splice(i, 1)[0]!;
      const bad = frames.find((f) => f.type === "error");
      if (bad) throw new Error(`lobby error: ${JSON.stringify(bad)}`);
      if (Date.now() > deadline) throw new Error(`no ${type} within ${ms} ms`);
      await new Promise<void>((r) => { const t = setTimeout(r, 200); wake = () => { clearTimeout(t); r(); }; });
    }
  };
  return { ws, next };
}

function round(x: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** What the lobby part measures: the queue sizes of figure 1 (and how long each is timed), the players of figure 2. */
export interface LobbyBenchSize {
  sizes?: readonly number[];
  minMs?: number;
  players?: number;
}

/** Both figures (the bench's `--smoke` asks for small sizes). */
export async function benchLobby(size: LobbyBenchSize = {}, url = process.env.BAFFLE_URL): Promise<Record<string, number>> {
  return { ...benchMatchingSizes(size.sizes, size.minMs), ...(await benchLobbyJoins(size.players, url)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  void benchLobbyJoins(Number(arg("--players") ?? 400)).then((joins) => {
    const result = { ...benchMatchingSizes(), ...joins };
    console.log(process.argv.includes("--json") ? JSON.stringify(result) : result);
  });
}
