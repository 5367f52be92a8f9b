/**
 * The lobby's doors, as pure rules over what each socket's attachment says (when it
 * opened, since when it has not been queued, which address it came from), so they are
 * tested without sockets or a clock. The lobby object applies them.
 *
 * - A socket must queue within `QUEUE_WITHIN_MS` of opening, or of leaving the queue
 *   (a cancel, a match): a socket that only holds memory is closed.
 * - One address holds at most `MAX_IDLE_PER_ADDRESS` sockets that are not queued, and
 *   an IPv6 /48 `SHARE_PER_48` times as many. Queued sockets (and those being seated)
 *   never count toward it and are never pushed out: a school, an office or a phone
 *   carrier puts many honest players behind one IPv4 address (issue 27). A new socket
 *   is never refused: it pushes out the address's oldest idle socket, the way a table
 *   treats sockets that have not joined, so a squatter can never lock a player out.
 * - One address has at most `MAX_QUEUED_PER_ADDRESS` players queued at once (a /48:
 *   `SHARE_PER_48` times as many), room for a whole class, while one address still
 *   cannot fill the queue: a `queue` past it is refused, and nobody already queued moves.
 */
import { addressScopes } from "../limits/rate.ts";

/** A socket must send a successful `queue` within this long of opening or of leaving the queue. */
export const QUEUE_WITHIN_MS = 10_000;
/**
 * At most this many lobby sockets that are not queued per IPv4 address or IPv6 /64 (a
 * /48: `SHARE_PER_48` times as many): room for a class behind one NAT whose sockets all
 * open before the first of them has queued, while an idle socket still costs its
 * address a place and is closed after `QUEUE_WITHIN_MS`.
 */
export const MAX_IDLE_PER_ADDRESS = 32;
/** At most this many players queued at once per IPv4 address or IPv6 /64 (a /48: `SHARE_PER_48` times as many). */
export const MAX_QUEUED_PER_ADDRESS = 64;

/** What the doors look at on one socket. */
export interface Door<T> {
  socket: T;
  /** The client address (CF-Connecting-IP), "" if unknown. */
  client: string;
  openedAt: number;
  /** Since when it has not been queued; null while it is queued or being seated. */
  idleSince: number | null;
  /** The device the Worker proved on the upgrade (src/identity/device.ts), or null. */
  device?: string | null;
}

/** Idle sockets one proven device holds (a reload, a second tab): a third pushes out its oldest. */
export const MAX_IDLE_PER_DEVICE = 2;
/** Idle sockets of proven devices per address (an IPv6 /48: `SHARE_PER_48` times as many). */
export const MAX_IDLE_DEVICES_PER_ADDRESS = 64;

/**
 * Idle sockets to close so one more from a proven `device` at `client` fits: the device's
 * own oldest past `MAX_IDLE_PER_DEVICE`, then its address's proven idle sockets' oldest
 * past `MAX_IDLE_DEVICES_PER_ADDRESS`. Sockets without a device are `toMakeRoom`'s.
 */
export function toMakeRoomForDevice<T>(doors: readonly Door<T>[], client: string, device: string): T[] {
  const out = new Set<T>();
  const own = doors.filter((d) => d.device === device && d.idleSince !== null).sort((a, b) => a.openedAt - b.openedAt);
  for (const d of own.slice(0, Math.max(0, own.length - (MAX_IDLE_PER_DEVICE - 1)))) out.add(d.socket);
  for (const { key, share } of addressScopes(client)) {
    const idle = sameScope(doors, key).filter((d) => d.device && d.idleSince !== null && !out.has(d.socket));
    const surplus = idle.length - (MAX_IDLE_DEVICES_PER_ADDRESS * share - 1);
    if (surplus <= 0) continue;
    for (const d of [...idle].sort((a, b) => a.openedAt - b.openedAt).slice(0, surplus)) out.add(d.socket);
  }
  return [...out];
}

/** The doors that count against the same budget `key` as `client`. */
function sameScope<T>(doors: readonly Door<T>[], key: string): Door<T>[] {
  return doors.filter((d) => addressScopes(d.client).some((s) => s.key === key));
}

/** Idle sockets to close so that one more socket from `client` fits: its address's oldest idle ones. */
export function toMakeRoom<T>(doors: readonly Door<T>[], client: string): T[] {
  const out = new Set<T>();
  for (const { key, share } of addressScopes(client)) {
    const idle = sameScope(doors, key).filter((d) => d.idleSince !== null && !out.has(d.socket));
    const surplus = idle.length - (MAX_IDLE_PER_ADDRESS * share - 1);
    if (surplus <= 0) continue;
    for (const d of [...idle].sort((a, b) => a.openedAt - b.openedAt).slice(0, surplus)) out.add(d.socket);
  }
  return [...out];
}

/**
 * Whether one more player from `client` may queue on `socket`: every budget its address
 * counts against has fewer than `MAX_QUEUED_PER_ADDRESS` (times its share) queued
 * sockets other than this one (a socket queueing again keeps its place).
 */
export function mayQueue<T>(doors: readonly Door<T>[], client: string, socket: T): boolean {
  return addressScopes(client).every(({ key, share }) =>
    sameScope(doors, key).filter((d) => d.idleSince === null && d.socket !== socket).length < MAX_QUEUED_PER_ADDRESS * share);
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
