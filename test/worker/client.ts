/**
 * A small player for the Worker tests: a real WebSocket to a table through the Worker's
 * routes, every frame kept in order, and `take` to wait for the next frame of a type.
 * Also helpers that reach into a table's storage to move its clock along (there is no
 * test hook in the product: a test rewrites the stored deadline and runs the alarm).
 */
import { env, exports } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import type { MatchState, SolvedWord } from "../../src/game/match.ts";
import type { ServerMessage } from "../../src/protocol.ts";
import { TableStore } from "../../src/table/storage.ts";

export const ORIGIN = "http://baffle.test";

type Of<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;

let pings = 0;

export class Player {
  readonly frames: ServerMessage[] = [];
  private readonly consumed = new Set<number>();
  private wake: (() => void) | null = null;
  closed: { code: number; reason: string } | null = null;
  seat = -1;
  token = "";

  private constructor(readonly ws: WebSocket, readonly tableId = "") {
    ws.addEventListener("message", (e) => {
      this.frames.push(JSON.parse(e.data as string) as ServerMessage);
      this.wake?.();
    });
    ws.addEventListener("close", (e) => {
      this.closed = { code: e.code, reason: e.reason };
      this.wake?.();
    });
  }

  /** A player over a socket that is already open (accepted). */
  static over(ws: WebSocket): Player {
    return new Player(ws);
  }

  /** Open a socket to a table (no join yet), optionally from a given client address. */
  static async connect(tableId: string, address?: string): Promise<Player> {
    const headers: Record<string, string> = { Upgrade: "websocket" };
    if (address) headers["CF-Connecting-IP"] = address;
    const res = await exports.default.fetch(`${ORIGIN}/api/tables/${tableId}/ws`, { headers });
    if (!res.webSocket) throw new Error(`no WebSocket: ${res.status} ${await res.text()}`);
    res.webSocket.accept();
    return new Player(res.webSocket, tableId);
  }

  /** Connect and join (or resume with `token`); resolves once the first state arrives. */
  static async join(tableId: string, name: string, token?: string, address?: string): Promise<Player> {
    const p = await Player.connect(tableId, address);
    p.send(token ? { type: "join", name, token } : { type: "join", name });
    const welcome = await p.take("welcome");
    p.seat = welcome.seat;
    p.token = welcome.token;
    await p.take("state");
    return p;
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === "string" ? msg : JSON.stringify(msg));
  }

  /** The next frame of `type` (matching `pred`) not taken before, waiting up to `ms`. */
  async take<T extends ServerMessage["type"]>(type: T, pred: (m: Of<T>) => boolean = () => true, ms = 5_000): Promise<Of<T>> {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = this.frames.findIndex((f, k) => !this.consumed.has(k) && f.type === type && pred(f as Of<T>));
      if (i >= 0) {
        this.consumed.add(i);
        return this.frames[i] as Of<T>;
      }
      if (this.closed) throw new Error(`socket closed (${this.closed.code} ${this.closed.reason}) while waiting for ${type}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} frame within ${ms} ms; got ${JSON.stringify(this.frames.slice(-5))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.wake = () => { clearTimeout(timer); resolve(); };
      });
    }
  }

  /**
   * Wait until every frame the table sent this socket so far has arrived: a ping's pong
   * comes after them (one socket, in order). Use it instead of sleeping before checking
   * that something was NOT sent.
   */
  async sync(): Promise<void> {
    const id = ++pings;
    this.send({ type: "ping", id });
    await this.take("pong", (p) => p.id === id);
  }

  /** Treat every frame received so far as taken: `take` then waits for newer ones. */
  skip(): void {
    for (let k = 0; k < this.frames.length; k++) this.consumed.add(k);
  }

  /** Enter a word and wait for its verdict. */
  async word(word: string): Promise<Of<"verdict">> {
    this.send({ type: "word", word });
    return this.take("verdict", (v) => v.word === word.trim().toLowerCase() || !v.ok);
  }

  /** The latest state frame received. */
  lastState(): Of<"state"> {
    const s = [...this.frames].reverse().find((f) => f.type === "state");
    if (!s) throw new Error("no state yet");
    return s as Of<"state">;
  }

  /** Wait until the socket is closed. */
  async closedWith(ms = 5_000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + ms;
    while (!this.closed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (!this.closed) throw new Error("socket still open");
    return this.closed;
  }

  close(): void {
    this.ws.close(1000, "bye");
  }
}

/** Poll `check` until it returns a value other than null/undefined/false (a condition, never a fixed sleep). */
export async function until<T>(check: () => Promise<T | null | undefined | false>, what: string, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * `POST /api/tables`; returns the new id. Each call comes from a client address of its
 * own (CF-Connecting-IP), so tests that make many tables stay under the per-client limit.
 */
export async function createTable(body?: unknown): Promise<string> {
  const headers: Record<string, string> = { "CF-Connecting-IP": randomAddress() };
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await exports.default.fetch(`${ORIGIN}/api/tables`, {
    method: "POST", headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { tableId: string }).tableId;
}

/** A made-up IPv4 client address (documentation range 198.18.0.0/15). */
export function randomAddress(): string {
  const [a, b] = crypto.getRandomValues(new Uint8Array(2));
  return `198.${18 + (a! & 1)}.${b}.${1 + (a! >> 1)}`;
}

export function stubOf(tableId: string) {
  return env.TABLE.get(env.TABLE.idFromName(tableId));
}

/**
 * Read (and optionally rewrite) a table's match from inside its Durable Object, through
 * the object's own store (which keeps the match in memory and writes every change).
 */
export async function editMatch(tableId: string, edit?: (m: MatchState) => void): Promise<MatchState> {
  return runInDurableObject(stubOf(tableId), (_instance, state) => {
    const store = TableStore.of(state.storage);
    const m = store.load();
    if (!m) return undefined as unknown as MatchState; // no table (any more)
    const copy = structuredClone(m);
    if (edit) {
      edit(copy);
      store.save(m, copy);
    }
    return copy;
  });
}

/** The board's stored solution (what the server knows and must not send early). */
export async function solutionOf(tableId: string): Promise<SolvedWord[]> {
  return runInDurableObject(stubOf(tableId), (_instance, state) => state.storage.kv.get<SolvedWord[]>("solution") ?? []);
}

/** Move the round's deadline into the past and run the alarm, as if three minutes passed. */
export async function endRoundNow(tableId: string): Promise<boolean> {
  await editMatch(tableId, (m) => { m.endsAt = Date.now() - 1; });
  return runDurableObjectAlarm(stubOf(tableId));
}

/**
 * Run a round's countdown out as if its 3 s had passed: the reveal, the deadline and the
 * computer players' entries all move earlier by what was left of it, and the alarm runs.
 * Then wait until each of `players` has taken the state that shows the board. Does
 * nothing when no countdown is running.
 */
export async function revealNow(tableId: string, players: Player[] = []): Promise<void> {
  const stored = await editMatch(tableId);
  if (stored.phase !== "playing" || stored.startsAt == null) return; // already shown
  await editMatch(tableId, (m) => {
    if (m.startsAt == null) return;
    const early = m.startsAt - (Date.now() - 1);
    m.startsAt -= early;
    if (m.endsAt !== null) m.endsAt -= early;
    for (const s of m.seats) for (const p of s.plan) p.at -= early;
  });
  await runDurableObjectAlarm(stubOf(tableId));
  for (const p of players) await p.take("state", (s) => s.phase === "playing" && s.board !== null);
}

/** Move the pause's end into the past and run the alarm. */
export async function endPauseNow(tableId: string): Promise<boolean> {
  await editMatch(tableId, (m) => { m.nextAt = Date.now() - 1; });
  return runDurableObjectAlarm(stubOf(tableId));
}

/**
 * Start a match: the first player is host; settings applied, then start. Unless
 * `reveal` is false, the countdown is run out and every player has the board.
 */
export async function startMatch(
  tableId: string, names: string[], settings: Record<string, unknown> = {}, bots: string[] = [], { reveal = true } = {},
) {
  const players: Player[] = [];
  for (const name of names) players.push(await Player.join(tableId, name));
  const host = players[0]!;
  if (Object.keys(settings).length) {
    host.send({ type: "settings", settings });
    await host.take("state", (s) => Object.entries(settings).every(([k, v]) => (s.settings as unknown as Record<string, unknown>)[k] === v));
  }
  for (const level of bots) {
    host.send({ type: "addBot", level });
    await host.take("state", (s) => s.seats.filter((x) => x.bot).length === bots.indexOf(level) + 1);
  }
  host.send({ type: "start" });
  for (const p of players) await p.take("state", (s) => s.phase === "playing");
  if (reveal) await revealNow(tableId, players);
  return players;
}

/** Words on the board nobody has planned, picked for a test. */
export async function freeWords(tableId: string, count: number, minLength = 3, maxLength = 16): Promise<string[]> {
  const [solution, match] = [await solutionOf(tableId), await editMatch(tableId)];
  const planned = new Set(match.seats.flatMap((s) => [...s.plan.map((p) => p.word), ...s.words.map((w) => w.word)]));
  return solution.map((s) => s.word).filter((w) => w.length >= minLength && w.length <= maxLength && !planned.has(w)).slice(0, count);
}
