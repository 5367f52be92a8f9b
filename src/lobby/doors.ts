/**
 * The lobby's doors, as pure rules over what each socket's attachment says (when it
 * opened, since when it has not been queued, which address it came from), so they are
 * tested without sockets or a clock. The lobby object applies them.
 *
 * - A socket must queue within `QUEUE_WITHIN_MS` of opening, or of leaving the queue
 *   (a cancel, a match): a socket that only holds memory is closed.
 * - One address holds at most `MAX_SOCKETS_PER_ADDRESS` sockets at once, and an IPv6
 *   /48 `SHARE_PER_48` times as many. A new socket is never refused: it pushes out the
 *   address's oldest idle socket (or, if all are queued, its oldest), the way a table
 *   treats sockets that have not joined, so a squatter can never lock a player out.
 */
import { addressScopes } from "../limits/rate.ts";

/** A socket must send a successful `queue` within this long of opening or of leaving the queue. */
export const QUEUE_WITHIN_MS = 10_000;
/** At most this many lobby sockets per IPv4 address or IPv6 /64 (a /48: `SHARE_PER_48` times as many). */
export const MAX_SOCKETS_PER_ADDRESS = 8;

/** What the doors look at on one socket. */
export interface Door<T> {
  socket: T;
  /** The client address (CF-Connecting-IP), "" if unknown. */
  client: string;
  openedAt: number;
  /** Since when it has not been queued; null while it is queued or being seated. */
  idleSince: number | null;
}

/** Sockets to close so that one more socket from `client` fits: oldest idle first, then oldest. */
export function toMakeRoom<T>(doors: readonly Door<T>[], client: string): T[] {
  const out = new Set<T>();
  for (const { key, share } of addressScopes(client)) {
    const same = doors.filter((d) => !out.has(d.socket) && addressScopes(d.client).some((s) => s.key === key));
    const surplus = same.length - (MAX_SOCKETS_PER_ADDRESS * share - 1);
    if (surplus <= 0) continue;
    const order = [...same].sort((a, b) => Number(a.idleSince === null) - Number(b.idleSince === null) || a.openedAt - b.openedAt);
    for (const d of order.slice(0, surplus)) out.add(d.socket);
  }
  return [...out];
}

/** Sockets that have been idle for `QUEUE_WITHIN_MS` at `now`. */
export function overdue<T>(doors: readonly Door<T>[], now: number): T[] {
  return doors.filter((d) => d.idleSince !== null && d.idleSince + QUEUE_WITHIN_MS <= now).map((d) => d.socket);
}

/** When the next idle socket runs out of time, or null if none is idle. */
export function queueDeadline<T>(doors: readonly Door<T>[]): number | null {
  let at = Infinity;
  for (const d of doors) if (d.idleSince !== null) at = Math.min(at, d.idleSince + QUEUE_WITHIN_MS);
  return Number.isFinite(at) ? at : null;
}
