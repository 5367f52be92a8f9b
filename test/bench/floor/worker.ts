/**
 * The runtime floor for the load curve (test/bench/load.ts): the least a table could do
 * per message on the same path. The same Worker → Durable Object hop, one object per
 * "table", hibernatable sockets with an attachment, JSON both ways, and nothing else: no
 * validation, no rules, no state. A `ping` gets its `pong`; a `word` is written as one SQLite
 * row (the one write a table's accepted word makes, held by the output gate the same way),
 * then gets a verdict-sized answer and a counts frame to every socket of the object.
 * What the real table costs above this is what Baffle's own code adds.
 */
import { DurableObject } from "cloudflare:workers";

interface Env {
  ECHO: DurableObjectNamespace<EchoTable>;
}

export class EchoTable extends DurableObject<Env> {
  private n = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // The shape of the table's `words` rows (src/table/storage.ts).
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS words (
      round_key TEXT NOT NULL, seat INTEGER NOT NULL, n INTEGER NOT NULL,
      word TEXT NOT NULL, points INTEGER NOT NULL, path TEXT NOT NULL, at INTEGER,
      PRIMARY KEY (round_key, seat, n)
    ) WITHOUT ROWID`);
  }

  override async fetch(): Promise<Response> {
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    pair[1].serializeAttachment({ seat: this.ctx.getWebSockets().length - 1 });
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  override webSocketMessage(ws: WebSocket, frame: string | ArrayBuffer): void {
    const msg = JSON.parse(String(frame)) as { type: string; id?: number; word?: string };
    const { seat } = ws.deserializeAttachment() as { seat: number };
    if (msg.type === "ping") return ws.send(JSON.stringify({ type: "pong", id: msg.id, now: Date.now() }));
    this.ctx.storage.sql.exec(
      "INSERT OR REPLACE INTO words (round_key, seat, n, word, points, path, at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      "1:1", seat, this.n++, String(msg.word), 1, "0,1,2", Date.now(),
    );
    ws.send(JSON.stringify({ type: "verdict", word: msg.word, ok: true, points: 1, path: [0, 1, 2] }));
    const sockets = this.ctx.getWebSockets();
    const counts = JSON.stringify({ type: "counts", counts: sockets.map((_, i) => ({ seat: i, words: i === seat ? 1 : 0 })) });
    for (const other of sockets) other.send(counts);
  }
}

export default {
  fetch(request: Request, env: Env): Response | Promise<Response> {
    const path = new URL(request.url).pathname;
    if (path === "/api/health") return new Response("ok");
    const id = /^\/ws\/([\w-]+)$/.exec(path)?.[1];
    if (!id) return new Response("not found", { status: 404 });
    return env.ECHO.get(env.ECHO.idFromName(id)).fetch(request);
  },
} satisfies ExportedHandler<Env>;
