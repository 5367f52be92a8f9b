/**
 * The ranked queue: one WebSocket to the lobby (`/api/lobby/ws`) while the player waits.
 * It queues with the device's identity, shows how many are waiting, and resolves into a
 * `matched` table (also when the player already has an unfinished ranked match, which
 * the lobby answers with that table). A dropped socket is reopened and re-queues, since
 * the lobby keeps no entry for a socket that is gone (an error the lobby always follows
 * with a close counts as that close); `replaced` (the same player queued from another
 * tab), `bad_player` and a `cooldown` (a missed match) end the wait instead. A wait is
 * for one language: the lobby matches only players of the same one. The socket is the
 * client's one reconnecting socket (client/state/socket.ts), and every frame is parsed
 * with the lobby's schemas (src/protocol/lobby-frames.ts), never cast.
 */
import { signal } from "@preact/signals";
import type { Language, LobbyClientMessage, RatingView } from "../../src/protocol.ts";
import { LobbyServerMessageSchema, type LobbyErrorCode, type LobbyServerMessage } from "../../src/protocol/lobby-frames.ts";
import { parseServerFrame } from "../state/frames.ts";
import { ReconnectingSocket } from "../state/socket.ts";
import { deviceQuery, type Identity } from "./identity.ts";
import { withDeviceProof } from "./device-proof.ts";
import { lobbyErrorText } from "../i18n/page-errors.ts";

/** The lobby's answer once a table is ready. */
export type Matched = Extract<LobbyServerMessage, { type: "matched" }>;

/** Where the wait stands. */
export type QueueStatus = "connecting" | "queued" | "matched" | "replaced" | "bad_player" | "cancelled" | "problem";

/** Errors the lobby always follows by closing the socket (4408). */
const CLOSING: ReadonlySet<LobbyErrorCode> = new Set(["queue_timeout", "too_many_connections"]);
const PING_EVERY_MS = 20_000;

/** One wait in the ranked queue; `cancel()` ends it. */
export class RankedQueue {
  readonly status = signal<QueueStatus>("connecting");
  readonly waiting = signal(0);
  /** When we joined the queue, in device time (the lobby's `since` corrected by its clock). */
  readonly since = signal(Date.now());
  readonly rating = signal<RatingView | null>(null);
  readonly matched = signal<Matched | null>(null);
  readonly problem = signal<string | null>(null);
  /** How long a wait usually is at this hour (ms), as the lobby last said; null: too few games lately to say. */
  readonly usualWaitMs = signal<number | null>(null);
  /** Set when the player goes to play something else meanwhile: leaving the page keeps the wait. */
  keepWhileAway = false;

  private readonly socket: ReconnectingSocket<LobbyServerMessage>;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private ended = false;
  private proofAsked = false;

  constructor(
    private identity: Identity,
    readonly language: Language,
  ) {
    this.socket = new ReconnectingSocket<LobbyServerMessage>({
      url: () => this.url(),
      parse: (text) => parseServerFrame(LobbyServerMessageSchema, text, "lobby"),
      opened: () => {
        this.socket.send(this.queueMessage());
        let id = 0;
        clearInterval(this.pingTimer);
        this.pingTimer = setInterval(() => this.socket.send({ type: "ping", id: ++id } satisfies LobbyClientMessage), PING_EVERY_MS);
      },
      received: (msg) => this.receive(msg),
      closed: (code) => {
        clearInterval(this.pingTimer);
        if (this.ended) return "stop";
        if (code === 4401) {
          this.end("bad_player");
          return "stop";
        }
        this.status.value = "connecting";
        return "retry";
      },
    });
    void this.socket.connect();
  }

  /** The lobby's address; an identity made before the device proof gets one before its first socket. */
  private url(): string | Promise<string> {
    if (!this.identity.device && !this.proofAsked) {
      this.proofAsked = true;
      return withDeviceProof(this.identity).then((identity) => {
        this.identity = identity;
        return this.url();
      });
    }
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const device = deviceQuery(this.identity);
    return `${scheme}://${location.host}/api/lobby/ws${device ? `?${device}` : ""}`;
  }

  get playerId(): string {
    return this.identity.playerId;
  }

  /** Still waiting (or reconnecting to wait). */
  get active(): boolean {
    return !this.ended;
  }

  /** Leave the queue (Cancel, or leaving the page). */
  cancel(): void {
    if (this.ended) return;
    this.socket.send({ type: "cancel" } satisfies LobbyClientMessage);
    this.end("cancelled");
  }

  private end(status: QueueStatus): void {
    this.ended = true;
    this.status.value = status;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    this.socket.close(1000, status);
  }

  private queueMessage(): LobbyClientMessage {
    return { type: "queue", playerId: this.identity.playerId, secret: this.identity.secret, language: this.language };
  }

  private receive(msg: LobbyServerMessage): void {
    switch (msg.type) {
      case "queued":
        this.socket.succeeded();
        // The lobby's clock decides `since` (unless the device's is minutes off); the first
        // one is kept, so a re-queue after a dropped socket does not reset the wait.
        if (this.rating.value === null) this.since.value = Math.abs(msg.since - Date.now()) < 300_000 ? msg.since : Date.now();
        this.waiting.value = msg.waiting;
        this.usualWaitMs.value = msg.usualWaitMs ?? null;
        this.rating.value = { rating: msg.rating, provisional: msg.provisional };
        this.status.value = "queued";
        return;
      case "matched":
        this.matched.value = msg;
        this.end("matched");
        return;
      case "replaced":
        this.end("replaced");
        return;
      case "error":
        if (msg.code === "bad_player") return this.end("bad_player");
        // The lobby closes the socket after these, but that close can come late (under
        // wrangler dev only once the lobby next hibernates; docs/operating.md): go now,
        // and queue again from a new socket.
        if (CLOSING.has(msg.code)) {
          this.socket.drop(1000, "closed by the lobby");
          return;
        }
        this.problem.value = lobbyErrorText(msg.code, msg.message, msg.retryAfterMs);
        // A cooldown (a missed match) or too many tables from this address: waiting here
        // would only be closed by the lobby; the message says how long until queueing works.
        if (msg.code === "cooldown" || (msg.code === "rate_limited" && msg.retryAfterMs !== undefined)) return this.end("problem");
        // The lobby could not reach its database: ask again shortly, still on this socket.
        if (msg.code === "unavailable") {
          clearTimeout(this.retryTimer);
          this.retryTimer = setTimeout(() => {
            if (this.ended) return;
            this.problem.value = null;
            this.socket.send(this.queueMessage());
          }, 3000);
        }
        return;
    }
  }
}
