/**
 * Players for the benches that drive `wrangler dev` over real WebSockets (latency.ts and
 * load.ts): a seat that queues what the table sends, and a table opened and started with
 * a number of such seats.
 */
import type { ServerMessage } from "../../src/protocol.ts";

/**
 * A client address of its own for the `n`th client of a bench (`net` keeps benches apart),
 * sent as CF-Connecting-IP: `wrangler dev` keeps the header a client sends, and the per-client
 * limits (table creation, new players) hold per address, so a bench of hundreds of hosts or
 * players looks like hundreds of clients, as it would in production, with the limits as they are.
 */
export function clientHeaders(net: number, n: number): Record<string, string> {
  return { "CF-Connecting-IP": `10.${net}.${(n >> 8) & 255}.${n & 255}` };
}

/** One player's socket: every frame is queued; `next` waits for a frame of one type. */
export class Seat {
  private readonly queue: ServerMessage[] = [];
  private wake: (() => void) | null = null;
  board: string[] | null = null;
  errors = 0;

  constructor(readonly ws: WebSocket, private readonly waitMs = 30_000) {
    ws.addEventListener("message", (e) => {
      const msg = JSON.parse(String(e.data)) as ServerMessage;
      if (msg.type === "error") this.errors++;
      if (msg.type === "state" && msg.board) this.board = msg.board;
      this.queue.push(msg);
      this.wake?.();
    });
  }

  send(msg: unknown): void {
    this.ws.send(JSON.stringify(msg));
  }

  /** The next frame of `type`, dropping others (counts, states) on the way. */
  async next<T extends ServerMessage["type"]>(type: T): Promise<Extract<ServerMessage, { type: T }>> {
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      const i = this.queue.findIndex((m) => m.type === type);
      if (i >= 0) return this.queue.splice(0, i + 1)[i] as Extract<ServerMessage, { type: T }>;
      if (Date.now() > deadline) throw new Error(`no ${type} within ${this.waitMs / 1000} s`);
      await new Promise<void>((r) => { this.wake = r; setTimeout(r, 1000); });
    }
  }
}

/** What a bench table is made with. */
export interface TableOptions {
  /** The `settings` of `POST /api/tables`. */
  settings: Record<string, unknown>;
  /** Request headers (a client address of its own: table creation is limited per client). */
  headers?: Record<string, string>;
  /** How long a seat waits for a frame. */
  waitMs?: number;
}

/** A table with `players` seats joined and its first round started (every seat has the board). */
export async function openTable(base: string, players: number, options: TableOptions): Promise<Seat[]> {
  const res = await fetch(`${base}/api/tables`, { method: "POST", headers: options.headers, body: JSON.stringify({ settings: options.settings }) });
  if (res.status !== 201) throw new Error(`POST /api/tables: ${res.status}`);
  const { tableId } = (await res.json()) as { tableId: string };
  const seats: Seat[] = [];
  for (let p = 0; p < players; p++) {
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/tables/${tableId}/ws`);
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener("open", () => resolve(), { once: true });
      ws.addEventListener("error", () => reject(new Error("WebSocket failed")), { once: true });
    });
    const seat = new Seat(ws, options.waitMs);
    seat.send({ type: "join", name: `P${p}` });
    await seat.next("welcome");
    seats.push(seat);
  }
  seats[0]!.send({ type: "start" });
  await Promise.all(seats.map(async (s) => { while (!s.board) await s.next("state"); }));
  return seats;
}

/** The q-quantile (0..1) of `xs`, NaN when empty. */
export function percentile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}
