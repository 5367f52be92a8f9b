/**
 * The arena's connection, as the page sees it. A player's shard is a hash of their id
 * among the arena's shard count (src/arena/shards.ts), read from the status; the shard
 * sends anyone who picked wrong (the count changed between rounds) where they belong
 * (`move`), and the session goes there. The socket is the client's one reconnecting
 * socket (client/state/socket.ts): a dropped one comes back after a growing wait and finds
 * the player's words where they were. Every frame is parsed with the arena's schemas
 * (src/protocol/arena-frames.ts), never cast. The heartbeat and the server's clock are the
 * tables' (client/state/heartbeat.ts).
 */
import { signal } from "@preact/signals";
import { shardOf } from "../../src/arena/shards.ts";
import { ARENA_CLOSE, type ArenaKey } from "../../src/protocol.ts";
import { ArenaServerMessageSchema, ArenaStatusResponseSchema, type ArenaServerMessage, type ArenaWord } from "../../src/protocol/arena-frames.ts";
import { parseServerFrame } from "../state/frames.ts";
import { ReconnectingSocket, type SocketStatus } from "../state/socket.ts";
import { call } from "../ranked/api.ts";
import { deviceQuery, type Identity } from "../ranked/identity.ts";
import { withDeviceProof } from "../ranked/device-proof.ts";
import { Heartbeat } from "../state/heartbeat.ts";
import type { Feedback } from "../state/shown.ts";
import { gainText, reasonText } from "../state/words.ts";
import { ARENA_MIN_LENGTH } from "../../src/arena/play.ts";
import { feedDeck } from "../learn/feed.ts";
import { BerserkChoice } from "./berserk.ts";

type Of<T extends ArenaServerMessage["type"]> = Extract<ArenaServerMessage, { type: T }>;

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
  readonly berserk = new BerserkChoice((msg) => { this.socket.send(msg); });
  /** Server time minus device time. */
  readonly clockOffset: Heartbeat["offset"];

  private readonly socket: ReconnectingSocket<ArenaServerMessage>;
  private shard: number | null = null;
  private entryId = 0;
  private readonly heartbeat = new Heartbeat();

  constructor(private identity: Identity, readonly arena: ArenaKey = "en") {
    this.clockOffset = this.heartbeat.offset;
    this.socket = new ReconnectingSocket<ArenaServerMessage>({
      url: () => this.url(),
      parse: (text) => parseServerFrame(ArenaServerMessageSchema, text, "arena"),
      opened: (ws) => {
        ws.send(JSON.stringify({ type: "join", playerId: this.identity.playerId, secret: this.identity.secret }));
        this.heartbeat.start(ws, () => this.socket.drop(4000, "no pong"));
      },
      received: (m) => this.take(m),
      closed: (code) => {
        this.heartbeat.stop();
        if (this.fatal.value !== null) return "stop";
        // Sent to another shard: go there at once.
        return code === ARENA_CLOSE.moved ? "now" : "retry";
      },
      status: (status) => this.linkIs(status),
    });
    void this.socket.connect();
  }

  /** A typed word, with the path the player saw lit. */
  enterWord(word: string, path?: number[]): void {
    this.socket.send(path ? { type: "word", word, path } : { type: "word", word });
  }

  /** A dragged path. */
  enterPath(path: number[]): void {
    this.socket.send({ type: "word", path });
  }

  close(): void {
    this.heartbeat.stop();
    this.socket.close(1000, "left");
  }

  /** The player's shard's address (computed from the status unless a shard sent us on). */
  private async url(): Promise<string> {
    if (this.shard === null) {
      const status = await call(`/api/arena/${this.arena}`, ArenaStatusResponseSchema);
      this.shard = shardOf(this.identity.playerId, status.shards);
    }
    this.identity = await withDeviceProof(this.identity); // an identity made before the proof gets one
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const device = deviceQuery(this.identity);
    return `${proto}//${location.host}/api/arena/${this.arena}/ws?shard=${this.shard}${device ? `&${device}` : ""}`;
  }

  /** "lost" while the socket is down after having been open (the page says so). */
  private linkIs(status: SocketStatus): void {
    if ((status === "reconnecting" || status === "connecting") && this.link.value === "open") this.link.value = "lost";
  }

  private take(m: ArenaServerMessage): void {
    switch (m.type) {
      case "welcome":
        this.socket.succeeded();
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
