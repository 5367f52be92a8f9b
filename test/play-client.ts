/**
 * A scripted player's socket to a table, for the terminal player (test/play.ts): it
 * keeps every frame the server sent, and `take` waits for the next one of a type that
 * has not been taken yet, failing on an error frame, a closed socket or a timeout.
 */
import type { ServerMessage } from "../src/protocol.ts";

type Msg<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;

/** One player's table socket. */
export class Client {
  readonly frames: ServerMessage[] = [];
  private readonly taken = new Set<number>();
  private waiters: (() => void)[] = [];
  seat = -1;

  constructor(readonly name: string, readonly ws: WebSocket) {
    ws.addEventListener("message", (e) => {
      this.frames.push(JSON.parse(String(e.data)) as ServerMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.addEventListener("close", () => { for (const w of this.waiters.splice(0)) w(); });
  }

  static async open(base: string, tableId: string, name: string): Promise<Client> {
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/api/tables/${tableId}/ws`);
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener("open", () => resolve(), { once: true });
      ws.addEventListener("error", () => reject(new Error(`cannot connect to ${base}`)), { once: true });
    });
    return new Client(name, ws);
  }

  send(msg: unknown): void {
    this.ws.send(JSON.stringify(msg));
  }

  async take<T extends ServerMessage["type"]>(type: T, pred: (m: Msg<T>) => boolean = () => true, ms = 30_000): Promise<Msg<T>> {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = this.frames.findIndex((f, k) => !this.taken.has(k) && f.type === type && pred(f as Msg<T>));
      if (i >= 0) { this.taken.add(i); return this.frames[i] as Msg<T>; }
      const err = this.frames.find((f, k) => !this.taken.has(k) && f.type === "error");
      if (err) throw new Error(`${this.name} got ${JSON.stringify(err)}`);
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error(`${this.name}: socket closed waiting for ${type}`);
      if (Date.now() > deadline) throw new Error(`${this.name}: no ${type} within ${ms} ms`);
      await new Promise<void>((r) => { this.waiters.push(r); setTimeout(r, 200); });
    }
  }
}
