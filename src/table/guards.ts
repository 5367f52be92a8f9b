/**
 * A table's defences against clients that do not play by the rules, kept apart from the
 * table object so the shell stays thin. Two concerns live here:
 *
 * - Sockets that never join. Every socket starts "waiting" (no seat); one that has not
 *   joined within `JOIN_WITHIN_MS` is closed, and waiting sockets are capped: a new
 *   connection pushes out the oldest waiting one instead of being refused, so strangers
 *   holding sockets open can never keep a seated player (who reconnects and then joins
 *   with its token) out of its own table. Seated sockets are bounded by the seats
 *   themselves (`MAX_SOCKETS_PER_SEAT` each).
 *
 * - Budgets. A connection has a budget of frames, but a client can open new connections,
 *   so budgets also follow what outlives a connection: the seat (every socket speaking
 *   for seat 3 shares one budget, and rejoining it has a budget of its own) and the
 *   client address (CF-Connecting-IP; an IPv6 client by its /64 and its /48, as every
 *   per-address budget: src/limits/rate.ts). They are token buckets in memory: a flooding
 *   client keeps the object awake, and a hibernated object starting with full buckets
 *   only errs on the side of the players.
 */
import { addressScopes } from "../limits/rate.ts";
import { MessageBudget } from "./budget.ts";

/** What a socket's attachment holds (it survives hibernation). */
export interface Attachment {
  /** The seat the socket speaks for, once joined. */
  seat: number | null;
  /** When the socket was accepted (ms since the epoch). */
  openedAt?: number;
  /** The client address it came from, or "" if unknown. */
  client?: string;
}

/** A socket must send a successful `join` within this long. */
export const JOIN_WITHIN_MS = 10_000;
/** At most this many sockets waiting to join; a newer one pushes the oldest out. */
export const MAX_WAITING = 16;
/** At most this many sockets per seat; a newer one pushes the seat's oldest out. */
export const MAX_SOCKETS_PER_SEAT = 3;
/** Refused frames in a row (less those allowed since) before a flooding connection is closed. */
export const MAX_STRIKES = 40;

/** Close codes of the table's own. */
export const CLOSE = {
  /** Did not join in time, or pushed out by newer waiting sockets. */
  joinTimeout: 4408,
  /** Too many rejoins of one seat. */
  rateLimited: 4429,
  /** The seat was given up: removed by the host or by the lobby's clean-up. */
  seatRemoved: 4403,
  /** The seat's newest connections pushed this one out. */
  replaced: 4002,
} as const;

/** Frames: per seat (all its sockets together) and per client address (per table; an IPv6 /64, and its /48 at 4 times as much). */
const SEAT_BUDGET = { burst: 30, perSecond: 10 };
const ADDRESS_BUDGET = { burst: 120, perSecond: 40 };
/** Joins that resume a seat: a few at once, then one every four seconds. */
const REJOIN_BUDGET = { burst: 5, perSecond: 0.25 };
/** Buckets kept per table before the address map is cleared. */
const MAX_ADDRESSES = 512;

export function attachmentOf(ws: WebSocket): Attachment {
  return (ws.deserializeAttachment() as Attachment | null) ?? { seat: null };
}

/** The sockets still waiting to join, oldest first. */
function waiting(sockets: readonly WebSocket[]): { ws: WebSocket; openedAt: number }[] {
  const out: { ws: WebSocket; openedAt: number }[] = [];
  for (const ws of sockets) {
    const a = attachmentOf(ws);
    if (a.seat === null && ws.readyState === WebSocket.OPEN) out.push({ ws, openedAt: a.openedAt ?? 0 });
  }
  return out.sort((x, y) => x.openedAt - y.openedAt);
}

/** Waiting sockets to close so that one more fits under `MAX_WAITING`. */
export function toMakeRoom(sockets: readonly WebSocket[]): WebSocket[] {
  const w = waiting(sockets);
  return w.slice(0, Math.max(0, w.length - MAX_WAITING + 1)).map((x) => x.ws);
}

/** Waiting sockets that have had `JOIN_WITHIN_MS` and not joined. */
export function overdue(sockets: readonly WebSocket[], now: number): WebSocket[] {
  return waiting(sockets).filter((x) => x.openedAt + JOIN_WITHIN_MS <= now).map((x) => x.ws);
}

/** When the next waiting socket runs out of time, or null if none is waiting. */
export function joinDeadline(sockets: readonly WebSocket[]): number | null {
  const first = waiting(sockets)[0];
  return first ? first.openedAt + JOIN_WITHIN_MS : null;
}

/** The seat's oldest sockets beyond `MAX_SOCKETS_PER_SEAT`, keeping `newest`. */
export function surplusOf(seatSockets: readonly WebSocket[], newest: WebSocket): WebSocket[] {
  const others = seatSockets.filter((ws) => ws !== newest)
    .sort((a, b) => (attachmentOf(a).openedAt ?? 0) - (attachmentOf(b).openedAt ?? 0));
  return others.slice(0, Math.max(0, others.length - (MAX_SOCKETS_PER_SEAT - 1)));
}

/** The client address a request came from: Cloudflare's CF-Connecting-IP, or "" if absent. */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim().slice(0, 64) ?? "";
}

/** What to do with a frame: handle it, refuse it, or close the connection. */
export type Admission = "ok" | "slow" | "close";

/** The table's budgets (see the header): per connection, per seat, per address, per rejoin. */
export class ClientBudgets {
  private readonly connections = new WeakMap<WebSocket, MessageBudget>();
  private readonly seats = new Map<number, MessageBudget>();
  private readonly rejoins = new Map<number, MessageBudget>();
  private readonly addresses = new Map<string, MessageBudget>();

  /** Spend one frame from `ws` (whose attachment is `a`). */
  admit(ws: WebSocket, a: Attachment, now: number): Admission {
    const own = a.seat === null ? this.connection(ws, now) : bucket(this.seats, a.seat, SEAT_BUDGET, now);
    if (!own.take(now)) return own.strikes >= MAX_STRIKES ? "close" : "slow";
    if (this.addresses.size > MAX_ADDRESSES) this.addresses.clear();
    let verdict: Admission = "ok";
    for (const { key, share } of addressScopes(a.client ?? "")) {
      const rule = { burst: ADDRESS_BUDGET.burst * share, perSecond: ADDRESS_BUDGET.perSecond * share };
      const address = bucket(this.addresses, key, rule, now);
      if (!address.take(now)) verdict = address.strikes >= MAX_STRIKES ? "close" : verdict === "close" ? "close" : "slow";
    }
    return verdict;
  }

  /** Spend one rejoin of `seat`; false when the seat has rejoined too often. */
  rejoin(seat: number, now: number): boolean {
    return bucket(this.rejoins, seat, REJOIN_BUDGET, now).take(now);
  }

  private connection(ws: WebSocket, now: number): MessageBudget {
    let b = this.connections.get(ws);
    if (!b) this.connections.set(ws, (b = new MessageBudget(SEAT_BUDGET.burst, SEAT_BUDGET.perSecond, now)));
    return b;
  }
}

function bucket<K>(map: Map<K, MessageBudget>, key: K, rule: { burst: number; perSecond: number }, now: number): MessageBudget {
  let b = map.get(key);
  if (!b) map.set(key, (b = new MessageBudget(rule.burst, rule.perSecond, now)));
  return b;
}
