/**
 * The arena's connection, as the page sees it. A player's shard is a hash of their id
 * among the arena's shard count (src/arena/shards.ts), read from the status; the shard
 * sends anyone who picked wrong (the count changed between rounds) where they belong
 * (`move`), and the session goes there. A dropped socket reconnects with a growing wait
 * and finds the player's words where they were. The heartbeat and the server's clock
 * are the tables' (client/state/heartbeat.ts).
 */
import { signal } from "@preact/signals";
import { shardOf } from "../../src/arena/shards.ts";
import { ARENA_CLOSE, type ArenaKey, type ArenaServerMessage, type ArenaStatusResponse, type ArenaWord } from "../../src/protocol.ts";
import { deviceQuery, type Identity } from "../ranked/identity.ts";
import { withDeviceProof } from "../ranked/device-proof.ts";
import { Heartbeat } from "../state/heartbeat.ts";
import type { Feedback } from "../state/shown.ts";
import { gainText, reasonText } from "../state/words.ts";
import { ARENA_MIN_LENGTH } from "../../src/arena/play.ts";
import { feedDeck } from "../learn/feed.ts";
import { BerserkChoice } from "./berserk.ts";

type Of<T extends ArenaServerMessage["type"]> = Extract<ArenaServerMessage, { type: T }>;

const BACKOFF_MS = [500, 1000, 2000, 4000, 8000];

/** One player's arena: its clock and board, their words, live place and results. */
export class ArenaSession {
  /** The latest `arena` frame: phase, round, board. */
  readonly view = signal<Of<"arena"> | null>(null);
  /** Your accepted words of the round in view. */
  readonly words = signal<ArenaWord[]>([]);
  readonly live = signal<Of<"live"> | null>(null);
  readonly results = signal<Of<"results"> | null>(null);
  readonly feedback = signal<Feedback | null>(null);
  readonly link = signal<"connecting" | "open" | "lost">("connecting");
  /** A problem that ends the visit: the identity is not one the server knows, or it plays elsewhere. */
  readonly fatal = signal<"bad_player" | "replaced" | null>(null);
  /** Berserk for the next round of an event (client/arena/berserk.ts). */
  readonly berserk = new BerserkChoice((msg) => this.send(msg));
  /** Server time minus device time. */
  readonly clockOffset: Heartbeat["offset"];

  private ws: WebSocket | null = null;
  private shard: number | null = null;
  private attempts = 0;
  private entryId = 0;
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly heartbeat = new Heartbeat();

  constructor(private identity: Identity, readonly arena: ArenaKey = "en") {
    this.clockOffset = this.heartbeat.offset;
    void this.connect();
  }

  /** A typed word, with the path the player saw lit. */
  enterWord(word: string, path?: number[]): void {
    this.send(path ? { type: "word", word, path } : { type: "word", word });
  }

  /** A dragged path. */
  enterPath(path: number[]): void {
    this.send({ type: "word", path });
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.heartbeat.stop();
    try { this.ws?.close(1000, "left"); } catch { /* closed */ }
  }

  private send(msg: unknown): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(msg));
  }

  /** Open a socket to the player's shard (computed from the status unless a shard sent us on). */
  private async connect(): Promise<void> {
    if (this.closed) return;
    this.link.value = this.link.value === "open" ? "lost" : this.link.value;
    if (this.shard === null) {
      try {
        const res = await fetch(`/api/arena/${this.arena}`);
        const status = (await res.json()) as ArenaStatusResponse;
        this.shard = shardOf(this.identity.playerId, status.shards);
      } catch {
        return this.retry();
      }
    }
    this.identity = await withDeviceProof(this.identity); // an identity made before the proof gets one
    if (this.closed) return;
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${proto}//${location.host}/api/arena/${this.arena}/ws?shard=${this.shard}${deviceQuery(this.identity) ? `&${deviceQuery(this.identity)}` : ""}`);
    this.ws = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: "join", playerId: this.identity.playerId, secret: this.identity.secret }));
      this.heartbeat.start(ws, () => ws.close());
    };
    ws.onmessage = (e) => this.take(JSON.parse(String(e.data)) as ArenaServerMessage);
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.heartbeat.stop();
      this.ws = null;
      if (this.closed || this.fatal.value !== null) return;
      // Sent to another shard: go there at once.
      if (e.code === ARENA_CLOSE.moved) void this.connect();
      else this.retry();
    };
  }

  private retry(): void {
    if (this.closed) return;
    if (this.link.value === "open") this.link.value = "lost";
    const wait = BACKOFF_MS[Math.min(this.attempts++, BACKOFF_MS.length - 1)]!;
    this.timer = setTimeout(() => void this.connect(), wait);
  }

  private take(m: ArenaServerMessage): void {
    switch (m.type) {
      case "welcome":
        this.attempts = 0;
        this.link.value = "open";
        return;
      case "arena": {
        const before = this.view.value;
        this.heartbeat.stamped(m.now);
        if (!before || before.round?.number !== m.round?.number) this.feedback.value = null;
        this.view.value = m;
        this.words.value = m.words;
        if (m.phase === "playing" && this.live.value?.round !== m.round?.number) this.live.value = null;
        return;
      }
      case "verdict": {
        const id = ++this.entryId;
        if (m.ok) {
          this.words.value = [...this.words.value, { word: m.word, points: m.points, path: m.path }];
          this.feedback.value = { id, at: Date.now(), word: m.word, ok: true, points: m.points, text: gainText(m.points) };
        } else this.feedback.value = { id, at: Date.now(), word: m.word, ok: false, text: reasonText(m.reason, ARENA_MIN_LENGTH) };
        return;
      }
      case "live":
        this.live.value = m;
        return;
      case "results":
        // A move to another shard keeps what this one said about you.
        if (this.results.value?.results.number === m.results.number && this.results.value.you && !m.you) return;
        this.results.value = m;
        void feedDeck((c) => c.fromArenaResults(m, Date.now()));
        return;
      case "move":
        this.shard = m.shard;
        this.attempts = 0;
        return;
      case "berserk":
        this.berserk.take(m);
        return;
      case "error":
        this.berserk.error(m.code);
        if (m.code === "bad_player" || m.code === "replaced") this.fatal.value = m.code;
        return;
      case "pong":
        this.heartbeat.pong(m.id, m.now);
        return;
    }
  }
}
