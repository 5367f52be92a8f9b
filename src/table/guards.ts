/**
 * A table's numbers for the doors every socket object shares (src/doors/), and what its
 * sockets' attachments hold. Two concerns:
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
 *   per-address budget: src/limits/rate.ts).
 */
import type { FrameRule, FrameRules } from "../doors/budget.ts";
import type { Door, DoorRules } from "../doors/doors.ts";

/** A socket watching without a seat (see src/table/watching.ts). */
export interface Watch {
  name: string | null;
  wantsSeat: boolean;
  since: number;
}

/** What a socket's attachment holds (it survives hibernation). */
export interface Attachment {
  /** The seat the socket speaks for, once joined. */
  seat: number | null;
  /** Watching without a seat: such a socket is not waiting to join. */
  watch?: Watch;
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

/** The table's doors (src/doors/): a cap of `MAX_WAITING` sockets waiting to join, for the whole table. */
export const TABLE_DOORS: DoorRules = { actWithinMs: JOIN_WITHIN_MS, idleMs: null, cap: MAX_WAITING, scope: "object", counts: "waiting" };

/**
 * Frames: per seat (all its sockets as one; per connection before it joins) and per
 * client address (per table; an IPv6 /64, and its /48 at 4 times as much).
 */
export const TABLE_FRAMES: FrameRules = { own: { burst: 30, perSecond: 10 }, address: { burst: 120, perSecond: 40 }, maxEntries: 512 };
/** Joins that resume a seat: a few at once, then one every four seconds. */
export const REJOIN_BUDGET: FrameRule = { burst: 5, perSecond: 0.25 };

export function attachmentOf(ws: WebSocket): Attachment {
  return (ws.deserializeAttachment() as Attachment | null) ?? { seat: null };
}

/** What the doors see of the table's open sockets: those with no seat and not watching are waiting to join. */
export function tableDoors(sockets: readonly WebSocket[]): Door<WebSocket>[] {
  const out: Door<WebSocket>[] = [];
  for (const ws of sockets) {
    if (ws.readyState !== WebSocket.OPEN) continue;
    const a = attachmentOf(ws);
    const openedAt = a.openedAt ?? 0;
    out.push({ socket: ws, client: a.client ?? "", openedAt, waitingSince: a.seat === null && !a.watch ? openedAt : null });
  }
  return out;
}

/** The seat's oldest sockets beyond `MAX_SOCKETS_PER_SEAT`, keeping `newest`. */
export function surplusOf(seatSockets: readonly WebSocket[], newest: WebSocket): WebSocket[] {
  const others = seatSockets.filter((ws) => ws !== newest)
    .sort((a, b) => (attachmentOf(a).openedAt ?? 0) - (attachmentOf(b).openedAt ?? 0));
  return others.slice(0, Math.max(0, others.length - (MAX_SOCKETS_PER_SEAT - 1)));
}

/** The open sockets that speak for a seat, with their seats. */
export function seatedOf(sockets: readonly WebSocket[]): [WebSocket, number][] {
  const out: [WebSocket, number][] = [];
  for (const ws of sockets) {
    const seat = attachmentOf(ws).seat;
    if (seat !== null && ws.readyState === WebSocket.OPEN) out.push([ws, seat]);
  }
  return out;
}
