/**
 * The ranked queue: one WebSocket to the lobby (`/api/lobby/ws`) while the player waits.
 * It queues with the device's identity, shows how many are waiting, and resolves into a
 * `matched` table (also when the player already has an unfinished ranked match, which
 * the lobby answers with that table). A dropped socket is reopened and re-queues, since
 * the lobby keeps no entry for a socket that is gone (an error the lobby always follows
 * with a close counts as that close); `replaced` (the same player queued from another
 * tab), `bad_player` and a `cooldown` (a missed match) end the wait instead. A wait is
 * for one language: the lobby matches only players of the same one.
 */
import { signal } from "@preact/signals";
import type { Language, LobbyClientMessage, LobbyErrorCode, LobbyServerMessage, RatingView } from "../../src/protocol.ts";
import { deviceQuery, type Identity } from "./identity.ts";
import { withDeviceProof } from "./device-proof.ts";
import { lobbyErrorText } from "../i18n/page-errors.ts";

/** The lobby's answer once a table is ready. */
export type Matched = Extract<LobbyServerMessage, { type: "matched" }>;

/** Where the wait stands. */
export type QueueStatus = "connecting" | "queued" | "matched" | "replaced" | "bad_player" | "cancelled" | "problem";

const RETRY_MS = [500, 1000, 2000, 4000, 8000];
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

  private ws: WebSocket | null = null;
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private ended = false;
  private proofAsked = false;

  constructor(
    private identity: Identity,
    readonly language: Language,
  ) {
    this.connect();
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
    if (this.ws?.readyState === WebSocket.OPEN) this.send(this.ws, { type: "cancel" });
    this.end("cancelled");
  }

  private end(status: QueueStatus): void {
    this.ended = true;
    this.status.value = status;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onclose = ws.onmessage = null;
      ws.close(1000, status);
    }
  }

  private connect(): void {
    if (this.ended) return;
    if (!this.identity.device && !this.proofAsked) {
      // An identity made before the device proof gets one before its first socket.
      this.proofAsked = true;
      void withDeviceProof(this.identity).then((identity) => {
        this.identity = identity;
        this.connect();
      });
      return;
    }
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const device = deviceQuery(this.identity);
    const ws = new WebSocket(`${scheme}://${location.host}/api/lobby/ws${device ? `?${device}` : ""}`);
    this.ws = ws;
    ws.onopen = () => {
      this.attempts = 0;
      this.send(ws, this.queueMessage());
      let id = 0;
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => ws.readyState === WebSocket.OPEN && this.send(ws, { type: "ping", id: ++id }), PING_EVERY_MS);
    };
    ws.onmessage = (e) => {
      try {
        this.receive(JSON.parse(String(e.data)) as LobbyServerMessage);
      } catch {
        /* not JSON: ignore */
      }
    };
    ws.onclose = (e) => {
      if (this.ws !== ws || this.ended) return;
      if (e.code === 4401) {
        this.end("bad_player");
        return;
      }
      this.lost(ws);
    };
  }

  /** The socket is gone (closed, or closing by the lobby's word): open another after a pause. */
  private lost(ws: WebSocket): void {
    if (this.ws !== ws || this.ended) return;
    this.ws = null;
    ws.onclose = ws.onmessage = null;
    try {
      ws.close(1000, "closed by the lobby");
    } catch {
      /* already closing */
    }
    clearInterval(this.pingTimer);
    this.status.value = "connecting";
    const wait = RETRY_MS[Math.min(this.attempts++, RETRY_MS.length - 1)]!;
    this.retryTimer = setTimeout(() => this.connect(), wait * (0.75 + Math.random() / 2));
  }

  private queueMessage(): LobbyClientMessage {
    return { type: "queue", playerId: this.identity.playerId, secret: this.identity.secret, language: this.language };
  }

  private send(ws: WebSocket, msg: LobbyClientMessage): void {
    ws.send(JSON.stringify(msg));
  }

  private receive(msg: LobbyServerMessage): void {
    switch (msg.type) {
      case "queued":
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
          if (this.ws) this.lost(this.ws);
          return;
        }
        this.problem.value = lobbyErrorText(msg.code, msg.message, msg.retryAfterMs);
        // A cooldown (a missed match) or too many tables from this address: waiting here
        // would only be closed by the lobby; the message says how long until queueing works.
        if (msg.code === "cooldown" || (msg.code === "rate_limited" && msg.retryAfterMs !== undefined)) return this.end("problem");
        // The lobby could not reach its database: ask again shortly, still on this socket.
        if (msg.code === "unavailable") {
          const ws = this.ws;
          this.retryTimer = setTimeout(() => {
            if (ws && ws === this.ws && ws.readyState === WebSocket.OPEN) {
              this.problem.value = null;
              this.send(ws, this.queueMessage());
            }
          }, 3000);
        }
        return;
    }
  }
}
