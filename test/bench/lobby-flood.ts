/**
 * How long honest players wait to be matched, with and without a flood from one address
 * (issue 17, rows 1 and 5), over real WebSockets to the local server (`wrangler dev`,
 * local D1). Each figure is beside its baseline from the same run:
 *
 * - Honest rounds: four new players, each from an address of their own, queue at the same
 *   moment (four compatible players start at once), and each one's time from `queue` to
 *   `matched` is kept. A monitor socket pings the lobby all along (ping → pong time).
 * - The same rounds again while one other address floods the lobby: it holds as many
 *   sockets as it can (100 opened at the start) and, on 32 sockets at a time, sends
 *   `queue` frames for its 10 identities as fast as they are answered, reconnecting
 *   whenever it is pushed out or closed (50 ms after a refused connection).
 *
 * - And once more with the honest players behind the flooder's own address (a NAT shared
 *   with the flooder, issue 27 row 4): queued players are never pushed out by its sockets.
 *
 * Ratios (flooded over quiet) are the figures to compare; absolute times depend on the
 * machine. The flooder's own counts say what the doors did: sockets still open at the
 * end, queue frames answered `rate_limited`.
 *
 *   npx tsx test/bench/lobby-flood.ts [--json] [--rounds 5]
 */
import { fileURLToPath } from "node:url";
import type { LobbyServerMessage, NewPlayerResponse } from "../../src/protocol.ts";
import { startLocalServer } from "../local-server.ts";
import { clientHeaders } from "./seats.ts";

export interface LobbyFloodResult {
  rounds: number;
  quietWaitP50Ms: number;
  quietWaitMaxMs: number;
  floodWaitP50Ms: number;
  floodWaitMaxMs: number;
  /** Flooded p50 wait over quiet p50 wait. */
  waitRatio: number;
  quietPingP50Ms: number;
  floodPingP50Ms: number;
  pingRatio: number;
  floodSocketsOpened: number;
  /** Connections the Worker refused (429) before they reached the lobby. */
  floodConnectsRefused: number;
  /** Of the 100 sockets the flooder opened at the start, how many the lobby still held at the end. */
  floodSquattersOpenAtEnd: number;
  floodQueueFrames: number;
  floodQueueRefused: number;
  /** Honest players the lobby matched with one of the flooder's identities. */
  honestMatchedWithFlooder: number;
  /** Honest players (own addresses) refused or pushed out during the flood instead of matched. */
  honestNotMatchedInFlood: number;
  /** The same rounds with the honest players behind the flooder's address: their wait, as a ratio to the quiet one, and how many were not matched. */
  sharedWaitP50Ms: number;
  sharedWaitRatio: number;
  sharedNotMatched: number;
}

/** Net numbers for clientHeaders: honest players, the monitor, the flooder. */
const HONEST_NET = 81;
const FLOODER = clientHeaders(82, 1);

class Socket {
  readonly frames: LobbyServerMessage[] = [];
  private wake: (() => void) | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.addEventListener("message", (e) => { this.frames.push(JSON.parse(String(e.data)) as LobbyServerMessage); this.wake?.(); });
    ws.addEventListener("close", () => this.wake?.());
  }

  /**
   * Closed by either side. The state, not the `close` event: behind `wrangler dev` a close
   * the server starts leaves the client CLOSING (it has answered the close frame) until the
   * proxy drops the TCP connection.
   */
  get closed(): boolean {
    return this.ws.readyState !== WebSocket.OPEN;
  }

  static async open(base: string, headers: Record<string, string>): Promise<Socket> {
    // Node's WebSocket takes request headers (the client address) beside the protocols.
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/lobby/ws`, { headers } as unknown as string[]);
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener("open", () => resolve(), { once: true });
      ws.addEventListener("error", () => reject(new Error("WebSocket failed")), { once: true });
    });
    return new Socket(ws);
  }

  send(msg: unknown): void {
    if (!this.closed) this.ws.send(JSON.stringify(msg));
  }

  /** The first frame (from `from` on) matching `pred`, or null once closed or after `ms`. */
  async until(pred: (f: LobbyServerMessage) => boolean, ms: number, from = 0): Promise<LobbyServerMessage | null> {
    const deadline = Date.now() + ms;
    for (;;) {
      const hit = this.frames.slice(from).find(pred);
      if (hit) return hit;
      if (this.closed || Date.now() > deadline) return null;
      await new Promise<void>((r) => { const t = setTimeout(r, 50); this.wake = () => { clearTimeout(t); r(); }; });
    }
  }

  close(): void {
    try { this.ws.close(1000, "bye"); } catch { /* closed */ }
  }
}

async function newPlayer(base: string, headers: Record<string, string>, name: string): Promise<NewPlayerResponse> {
  const res = await fetch(`${base}/api/players`, { method: "POST", headers, body: JSON.stringify({ name }) });
  if (res.status !== 201) throw new Error(`POST /api/players: ${res.status} ${await res.text()}`);
  return (await res.json()) as NewPlayerResponse;
}

/** Pings the lobby every 100 ms on a fresh socket every 5 s (a socket must queue within 10 s). */
function monitor(base: string): { stop: () => Promise<number[]> } {
  const rtts: number[] = [];
  let running = true;
  const loop = (async () => {
    let id = 0;
    while (running) {
      const s = await Socket.open(base, clientHeaders(HONEST_NET, 60_000));
      const until = Date.now() + 5_000;
      while (running && Date.now() < until && !s.closed) {
        const mine = ++id;
        const t0 = performance.now();
        s.send({ type: "ping", id: mine });
        if (await s.until((f) => f.type === "pong" && f.id === mine, 5_000)) rtts.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 100));
      }
      s.close();
    }
  })();
  return { stop: async () => { running = false; await loop; return rtts; } };
}

/**
 * One honest round: four players queue at once (each from an address of its own, or all
 * from `shared`); each one's wait until `matched`, the tables' players, and how many were
 * refused or pushed out instead (then the round's other players go on waiting no longer).
 */
async function honestRound(
  base: string, players: NewPlayerResponse[], first: number, shared?: Record<string, string>,
): Promise<{ waits: number[]; matchedWith: string[]; failed: number }> {
  const waits: number[] = [];
  const matchedWith: string[] = [];
  let failed = 0;
  const sockets = await Promise.all(players.map((_, i) => Socket.open(base, shared ?? clientHeaders(HONEST_NET, first + i)).catch(() => null)));
  const t0 = performance.now();
  sockets.forEach((s, i) => s?.send({ type: "queue", playerId: players[i]!.playerId, secret: players[i]!.secret }));
  await Promise.all(sockets.map(async (s) => {
    const m = s && (await s.until((f) => f.type === "matched" || f.type === "error", 60_000));
    if (m?.type !== "matched") return void failed++;
    waits.push(performance.now() - t0);
    matchedWith.push(...m.players.map((p) => p.playerId));
  }));
  sockets.forEach((s) => s?.close());
  return { waits, matchedWith, failed };
}

/** How hard the flooder pushes: sockets it opens and holds, sockets sending queue frames, how long it runs before the flooded rounds. */
export interface FloodSize {
  squatters?: number;
  senders?: number;
  headStartMs?: number;
}

/** The flood: squatting sockets, then `senders` sockets at a time sending queue frames as fast as they are answered. */
function flood(base: string, ids: NewPlayerResponse[], { squatters: squatting = 100, senders = 32, headStartMs = 3_000 }: FloodSize) {
  let running = true;
  let opened = 0;
  let connectsRefused = 0;
  let frames = 0;
  let refused = 0;
  const squatters: Socket[] = [];
  const worker = async (w: number) => {
    while (running) {
      let s: Socket;
      try {
        s = await Socket.open(base, FLOODER);
      } catch {
        // Refused (429): try again soon, as a flooder would, without spinning this process.
        connectsRefused++;
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      opened++;
      while (running && !s.closed) {
        const who = ids[(w + frames) % ids.length]!;
        const from = s.frames.length;
        s.send({ type: "queue", playerId: who.playerId, secret: who.secret });
        frames++;
        const answer = await s.until(() => true, 2_000, from);
        if (answer?.type === "error" && answer.code === "rate_limited") refused++;
      }
      s.close();
    }
  };
  const started = (async () => {
    for (let i = 0; i < squatting; i++) {
      try { squatters.push(await Socket.open(base, FLOODER)); opened++; } catch { /* refused */ }
    }
  })();
  const workers = started.then(() => Promise.all(Array.from({ length: senders }, (_, w) => worker(w))));
  return {
    /** Resolves once the squatting sockets are open and the queue flood has run for a while. */
    ready: started.then(() => new Promise((r) => setTimeout(r, headStartMs))),
    stop: async () => {
      await new Promise((r) => setTimeout(r, 1_000)); // closes the lobby sent have arrived
      const stillOpen = squatters.filter((s) => !s.closed).length;
      running = false;
      await workers;
      squatters.forEach((s) => s.close());
      return { opened, connectsRefused, frames, refused, stillOpen };
    },
  };
}

const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)] ?? NaN; };
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Quiet rounds, then the same rounds under a flood from one address (`size`: a smaller flood, for the bench's `--smoke`). */
export async function benchLobbyFlood(rounds = 5, url = process.env.BAFFLE_URL, size: FloodSize = {}): Promise<LobbyFloodResult> {
  const server = url ? null : await startLocalServer("lobby-flood");
  const base = (url ?? server!.url).replace(/\/$/, "");
  try {
    const honest = await Promise.all(Array.from({ length: rounds * 12 }, (_, i) => newPlayer(base, clientHeaders(HONEST_NET, i), `H${i}`)));
    const flooders = await Promise.all(Array.from({ length: 10 }, (_, i) => newPlayer(base, FLOODER, `F${i}`)));
    const flooderIds = new Set(flooders.map((f) => f.playerId));

    const phase = async (offset: number, shared?: Record<string, string>) => {
      const mon = monitor(base);
      const waits: number[] = [];
      let withFlooder = 0, failed = 0;
      for (let r = 0; r < rounds; r++) {
        const out = await honestRound(base, honest.slice(offset + r * 4, offset + r * 4 + 4), offset + r * 4, shared);
        waits.push(...out.waits);
        failed += out.failed;
        withFlooder += out.matchedWith.filter((id) => flooderIds.has(id)).length;
        await new Promise((r) => setTimeout(r, 500));
      }
      return { waits, pings: await mon.stop(), withFlooder, failed };
    };

    const quiet = await phase(0);
    const attack = flood(base, flooders, size);
    await attack.ready;
    const flooded = await phase(rounds * 4);
    // The same again with the honest players behind the flooder's own address (a school with one troublemaker).
    const sharedPhase = await phase(rounds * 8, FLOODER);
    const f = await attack.stop();
    return {
      rounds,
      quietWaitP50Ms: round(median(quiet.waits)), quietWaitMaxMs: round(Math.max(...quiet.waits)),
      floodWaitP50Ms: round(median(flooded.waits)), floodWaitMaxMs: round(Math.max(...flooded.waits)),
      waitRatio: round(median(flooded.waits) / median(quiet.waits), 2),
      quietPingP50Ms: round(median(quiet.pings)), floodPingP50Ms: round(median(flooded.pings)),
      pingRatio: round(median(flooded.pings) / median(quiet.pings), 2),
      floodSocketsOpened: f.opened, floodConnectsRefused: f.connectsRefused, floodSquattersOpenAtEnd: f.stillOpen, floodQueueFrames: f.frames, floodQueueRefused: f.refused,
      honestMatchedWithFlooder: flooded.withFlooder,
      honestNotMatchedInFlood: flooded.failed,
      sharedWaitP50Ms: round(median(sharedPhase.waits)),
      sharedWaitRatio: round(median(sharedPhase.waits) / median(quiet.waits), 2),
      sharedNotMatched: sharedPhase.failed,
    };
  } finally {
    await server?.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  void benchLobbyFlood(Number(arg("--rounds") ?? 5)).then((result) => {
    console.log(process.argv.includes("--json") ? JSON.stringify(result) : result);
  });
}
