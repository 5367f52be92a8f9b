/**
 * One reconnecting WebSocket, for every live connection the client holds (a table, the
 * arena, the ranked queue): it opens, hands each server frame to a parser (the protocol's
 * schema) and then to its owner, and when the socket is lost it opens another after a
 * pause that backs off (0.5 s doubling to 8 s, each with ±25 % jitter so a crowd dropped
 * at once does not come back at once). On every open the owner resumes (joins its seat
 * again, queues again), so a reconnect is a resume. The clock and the socket are given,
 * so the rules are tested without a browser (test/unit/socket.test.ts).
 */

/** The waits before attempts 1, 2, 3, … (the last repeats). */
export const BACKOFF_MS = [500, 1000, 2000, 4000, 8000] as const;

/** The wait before reconnect attempt `attempt` (0: the first after a loss), jittered by `random()` in [0, 1). */
export function backoffDelay(attempt: number, random: () => number): number {
  const base = BACKOFF_MS[Math.min(Math.max(0, attempt), BACKOFF_MS.length - 1)]!;
  return base * (0.75 + random() / 2);
}

/** What the module needs of a socket (the browser's WebSocket has it). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((e: unknown) => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
  onclose: ((e: { code: number }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** Timers and randomness (the browser's by default; a fake clock in tests). */
export interface SocketClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  random(): number;
}

const OPEN = 1;

/** Where the connection stands: "idle" once the owner said to stop retrying (or nothing to connect with). */
export type SocketStatus = "connecting" | "open" | "reconnecting" | "idle" | "closed";

/** What to do after a close: retry after the backoff, retry at once (sent elsewhere), or stop. */
export type AfterClose = "retry" | "now" | "stop";

export interface SocketOwner<S> {
  /** Where to connect now; null: nothing to connect with yet (stay idle until `reconnect()`); a rejection retries. */
  url(): string | null | Promise<string | null>;
  /** A frame as text, checked by the protocol's schema; null for a frame that is not one (dropped). */
  parse(text: string): S | null;
  /** The socket opened: resume (join again, queue again). */
  opened(socket: SocketLike): void;
  received(msg: S): void;
  /** The socket closed with `code`; default "retry". */
  closed?(code: number): AfterClose;
  /** The status changed. */
  status?(status: SocketStatus): void;
}

const browserClock: SocketClock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  random: () => Math.random(),
};

/** A connection that comes back by itself; `close()` ends it. */
export class ReconnectingSocket<S> {
  private ws: SocketLike | null = null;
  private attempts = 0;
  private timer: unknown;
  private ended = false;
  private state: SocketStatus = "idle";
  /** An address (a promise) is being waited for. */
  private waiting = false;

  constructor(
    private readonly owner: SocketOwner<S>,
    private readonly open: (url: string) => SocketLike = (url) => new WebSocket(url) as unknown as SocketLike,
    private readonly clock: SocketClock = browserClock,
  ) {}

  get status(): SocketStatus {
    return this.state;
  }

  /** How many attempts since the last success (the next wait grows with it). */
  get failures(): number {
    return this.attempts;
  }

  /**
   * Connect now (first use, or again after "idle"). When the owner knows its address at
   * once, the socket is made before this returns; an address that is a promise (a device
   * proof to fetch first) is awaited.
   */
  connect(): Promise<void> {
    if (this.ended || this.ws || this.waiting) return Promise.resolve();
    this.clock.clearTimeout(this.timer);
    if (this.state !== "reconnecting") this.set("connecting");
    let url: string | null | Promise<string | null>;
    try {
      url = this.owner.url();
    } catch {
      this.retry();
      return Promise.resolve();
    }
    if (!(url instanceof Promise)) {
      this.openAt(url);
      return Promise.resolve();
    }
    this.waiting = true;
    return url.then(
      (u) => { this.waiting = false; this.openAt(u); },
      () => { this.waiting = false; this.retry(); },
    );
  }

  private openAt(url: string | null): void {
    if (this.ended || this.ws) return;
    if (url === null) return this.set("idle");
    const ws = this.open(url);
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.set("open");
      this.owner.opened(ws);
    };
    ws.onmessage = (e) => {
      if (this.ws !== ws || typeof e.data !== "string") return;
      const msg = this.owner.parse(e.data);
      if (msg !== null) this.owner.received(msg);
    };
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.forget(ws);
      this.after(e.code);
    };
  }

  /** The socket is gone with `code` (closed, or given up on): the owner says what next. */
  private after(code: number): void {
    const next = this.ended ? "stop" : (this.owner.closed?.(code) ?? "retry");
    if (next === "stop") return this.set(this.ended ? "closed" : "idle");
    if (next === "now") {
      this.attempts = 0;
      return void this.connect();
    }
    this.retry();
  }

  /** The owner heard it is through (a welcome, a queue answer): the next loss waits the shortest time again. */
  succeeded(): void {
    this.attempts = 0;
  }

  /** Send `msg` as JSON if the socket is open; false if it is not. */
  send(msg: unknown): boolean {
    if (this.ws?.readyState !== OPEN) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  /**
   * Give the socket up now, as if it had closed with `code` (a missing pong, the device
   * offline, a close the server announced): a dead network can take minutes to report it.
   * The owner's `closed(code)` says what next, as for a close.
   */
  drop(code = 4000, reason = "dropped"): void {
    const ws = this.ws;
    if (!ws) return;
    this.forget(ws);
    try { ws.close(code, reason); } catch { /* already closing */ }
    this.after(code);
  }

  /** Reconnect at once if waiting to (the network or the tab came back). */
  reconnectNow(): void {
    if (this.ended || this.ws) return;
    if (this.state === "reconnecting" || this.state === "idle") void this.connect();
  }

  /** End for good. */
  close(code = 1000, reason = "bye"): void {
    this.ended = true;
    this.clock.clearTimeout(this.timer);
    const ws = this.ws;
    if (ws) {
      this.forget(ws);
      try { ws.close(code, reason); } catch { /* already closing */ }
    }
    this.set("closed");
  }

  private retry(): void {
    if (this.ended) return;
    this.set("reconnecting");
    const wait = backoffDelay(this.attempts++, () => this.clock.random());
    this.clock.clearTimeout(this.timer);
    this.timer = this.clock.setTimeout(() => void this.connect(), wait);
  }

  private forget(ws: SocketLike): void {
    ws.onopen = ws.onmessage = ws.onclose = null;
    if (this.ws === ws) this.ws = null;
  }

  private set(status: SocketStatus): void {
    if (status === this.state) return;
    this.state = status;
    this.owner.status?.(status);
  }
}
