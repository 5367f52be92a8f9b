/**
 * An arena player for the Worker tests: a ranked identity (POST /api/players), a real
 * WebSocket through the Worker's `/api/arena/<arena>/ws?shard=<k>` (English unless a test
 * names another language's arena) to the shard the status's
 * count gives it (following a `move` if it is sent elsewhere), every frame kept, and
 * `take` to wait for the next frame of a type. The arena runs on short rounds in these
 * tests (test/worker/vitest.config.ts); a test waits for the phase it needs by its frames.
 */
import { env, exports } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import type { ArenaKey, ArenaServerMessage, ArenaStatusResponse, NewPlayerResponse } from "../../src/protocol.ts";
import { shardOf } from "../../src/arena/shards.ts";
import { ORIGIN, randomAddress } from "./client.ts";

type Of<T extends ArenaServerMessage["type"]> = Extract<ArenaServerMessage, { type: T }>;

let pings = 0;

/** A new identity, from an address of its own. */
export async function newIdentity(name: string): Promise<NewPlayerResponse> {
  const res = await exports.default.fetch(`${ORIGIN}/api/players`, {
    method: "POST", body: JSON.stringify({ name }), headers: { "CF-Connecting-IP": randomAddress() },
  });
  if (res.status !== 201) throw new Error(`create player failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as NewPlayerResponse;
}

/** Identities on `count` different shards of `shards` (made until each shard has one). */
export async function identitiesOnShards(names: string[], shards: number): Promise<NewPlayerResponse[]> {
  const out: NewPlayerResponse[] = [];
  const taken = new Set<number>();
  for (let tries = 0; out.length < names.length && tries < 200; tries++) {
    const id = await newIdentity(names[out.length]!);
    const k = shardOf(id.playerId, shards);
    if (taken.has(k)) continue;
    taken.add(k);
    out.push(id);
  }
  if (out.length < names.length) throw new Error("could not spread identities over shards");
  return out;
}

export async function arenaStatus(arena: ArenaKey = "en"): Promise<ArenaStatusResponse> {
  const res = await exports.default.fetch(`${ORIGIN}/api/arena/${arena}`);
  if (res.status !== 200) throw new Error(`status: ${res.status} ${await res.text()}`);
  return (await res.json()) as ArenaStatusResponse;
}

export class ArenaPlayer {
  readonly frames: ArenaServerMessage[] = [];
  private readonly consumed = new Set<number>();
  private wake: (() => void) | null = null;
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly ws: WebSocket, readonly shard: number, readonly identity: NewPlayerResponse) {
    ws.addEventListener("message", (e) => {
      this.frames.push(JSON.parse(e.data as string) as ArenaServerMessage);
      this.wake?.();
    });
    ws.addEventListener("close", (e) => {
      this.closed = { code: e.code, reason: e.reason };
      this.wake?.();
    });
  }

  /** Open a socket to shard `shard` (no join yet). */
  static async connect(identity: NewPlayerResponse, shard: number, address = randomAddress(), device?: string, arena: ArenaKey = "en"): Promise<ArenaPlayer> {
    const res = await exports.default.fetch(`${ORIGIN}/api/arena/${arena}/ws?shard=${shard}${device ? `&device=${encodeURIComponent(device)}` : ""}`, { headers: { Upgrade: "websocket", "CF-Connecting-IP": address } });
    if (!res.webSocket) throw new Error(`no WebSocket: ${res.status} ${await res.text()}`);
    res.webSocket.accept();
    return new ArenaPlayer(res.webSocket, shard, identity);
  }

  /** Join on the player's shard (following moves); resolves once the first `arena` frame is in. */
  static async join(identity: NewPlayerResponse, address?: string, device?: string, arena: ArenaKey = "en"): Promise<ArenaPlayer> {
    let shard = shardOf(identity.playerId, (await arenaStatus(arena)).shards);
    for (let hops = 0; hops < 5; hops++) {
      const p = await ArenaPlayer.connect(identity, shard, address, device, arena);
      p.send({ type: "join", playerId: identity.playerId, secret: identity.secret });
      const first = await p.takeAny(["welcome", "move"]);
      if (first.type === "welcome") {
        await p.take("arena");
        return p;
      }
      shard = (first as Of<"move">).shard;
    }
    throw new Error("moved too often");
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === "string" ? msg : JSON.stringify(msg));
  }

  /** The next frame of `type` (matching `pred`) not taken before. */
  async take<T extends ArenaServerMessage["type"]>(type: T, pred: (m: Of<T>) => boolean = () => true, ms = 15_000): Promise<Of<T>> {
    return (await this.takeWhere((f) => f.type === type && pred(f as Of<T>), type, ms)) as Of<T>;
  }

  async takeAny(types: ArenaServerMessage["type"][], ms = 15_000): Promise<ArenaServerMessage> {
    return this.takeWhere((f) => types.includes(f.type), types.join("|"), ms);
  }

  private async takeWhere(ok: (f: ArenaServerMessage) => boolean, what: string, ms: number): Promise<ArenaServerMessage> {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = this.frames.findIndex((f, k) => !this.consumed.has(k) && ok(f));
      if (i >= 0) {
        this.consumed.add(i);
        return this.frames[i]!;
      }
      if (this.closed) throw new Error(`socket closed (${this.closed.code} ${this.closed.reason}) while waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} frame within ${ms} ms; got ${JSON.stringify(this.frames.slice(-4)).slice(0, 600)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 100));
        this.wake = () => { clearTimeout(timer); resolve(); };
      });
    }
  }

  /** Wait until every frame sent so far has arrived (a ping's pong comes after them). */
  async sync(): Promise<void> {
    const id = ++pings;
    this.send({ type: "ping", id });
    await this.take("pong", (p) => p.id === id);
  }

  /** Wait for a round being played with its board (the next one to start, or the current one). */
  async playing(after = 0): Promise<Of<"arena">> {
    return this.take("arena", (s) => s.phase === "playing" && s.board !== null && s.round!.number > after);
  }

  /** Enter a word and wait for its verdict. */
  async word(word: string): Promise<Of<"verdict">> {
    this.send({ type: "word", word });
    return this.take("verdict", (v) => v.word === word.trim().toLowerCase() || !v.ok);
  }

  close(): void {
    try { this.ws.close(1000, "bye"); } catch { /* closed */ }
  }
}

/** What the arena's coordinator keeps (read inside the object). */
export async function coordinatorKeys(): Promise<Record<string, unknown>> {
  const stub = env.ARENA.get(env.ARENA.idFromName("arena:en"));
  return runInDurableObject(stub, (_o, state) => Object.fromEntries(state.storage.kv.list()));
}

export function shardStub(k: number) {
  return env.ARENA_SHARD.get(env.ARENA_SHARD.idFromName(`arena:en:${k}`));
}

export function coordinatorStub() {
  return env.ARENA.get(env.ARENA.idFromName("arena:en"));
}
