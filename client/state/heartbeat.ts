/**
 * A table socket's heartbeat, and the server's clock as the device sees it.
 *
 * - A socket can look open long after the network is gone, so the session pings every
 *   10 s and gives the socket up when a pong is 5 s late. A missing pong is trusted only
 *   once this server has answered a ping at all (a server that never pongs is not a dead one).
 * - Each pong carries the server's `now`. The least-delayed round trip gives the truest
 *   offset between the server's clock and the device's, so only a round trip as short as
 *   the best so far moves `offset`. Until a pong comes, a `state`'s `now` is the estimate.
 */
import { signal } from "@preact/signals";
import type { ClientMessage } from "../../src/protocol.ts";

const PING_EVERY_MS = 10_000;
const PONG_TIMEOUT_MS = 5_000;
/** WebSocket.OPEN. */
const OPEN = 1;

/** Pings on one open socket at a time, and the clock offset they measure (kept across sockets). */
export class Heartbeat {
  /** Server time minus device time, in ms. */
  readonly offset = signal(0);
  private timer: ReturnType<typeof setInterval> | undefined;
  private deadline: ReturnType<typeof setTimeout> | undefined;
  private sent = new Map<number, number>();
  private lastId = 0;
  private bestRtt = Infinity;
  private answered = false;

  /** Start on a socket that just opened; `dead` is called when a pong is overdue. */
  start(ws: { readonly readyState: number; send(data: string): void }, dead: () => void): void {
    this.stop();
    this.answered = false;
    const ping = () => {
      if (ws.readyState !== OPEN) return;
      const id = ++this.lastId;
      this.sent.set(id, Date.now());
      ws.send(JSON.stringify({ type: "ping", id } satisfies ClientMessage));
      if (this.answered) {
        clearTimeout(this.deadline);
        this.deadline = setTimeout(dead, PONG_TIMEOUT_MS);
      }
    };
    ping();
    this.timer = setInterval(ping, PING_EVERY_MS);
  }

  /** The socket is gone (or the session closed): no more pings, no pending deadline. */
  stop(): void {
    clearInterval(this.timer);
    clearTimeout(this.deadline);
    this.sent.clear();
  }

  /** A pong for ping `id`, stamped `now` by the server. */
  pong(id: number, now: number): void {
    const sent = this.sent.get(id);
    this.sent.delete(id);
    this.answered = true;
    clearTimeout(this.deadline);
    if (sent === undefined) return;
    const received = Date.now();
    const rtt = received - sent;
    if (rtt <= this.bestRtt) {
      this.bestRtt = rtt;
      this.offset.value = now - (sent + received) / 2;
    }
  }

  /** A `state` stamped `now` by the server: the estimate until the first pong. */
  stamped(now: number): void {
    if (this.bestRtt === Infinity) this.offset.value = now - Date.now();
  }
}
