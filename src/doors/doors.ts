/**
 * The doors of every object that holds sockets (a table, the lobby, an arena shard), as
 * pure rules over what each socket's attachment says, so they are tested once, without
 * sockets or a clock (test/unit/doors.test.ts). Each object states its numbers in a
 * `DoorRules` value and applies what these functions return.
 *
 * - **Act or go.** A socket that has something to do (join a table, queue in the lobby,
 *   join an arena shard) must do it within `actWithinMs` of `waitingSince`; one that has
 *   done it and then says nothing for `idleMs` (where a door has that rule) is closed.
 * - **Room is made, never refused.** Sockets are capped (per client address, an IPv6 /64
 *   and its /48 at `SHARE_PER_48` times as many, or for the whole object), but a new
 *   socket is never turned away for it: it pushes out the oldest waiting socket (or, where
 *   every socket counts, the oldest waiting first and then the oldest), so strangers
 *   holding sockets open can never keep a player out.
 * - **A proven device counts apart** (where a door has `devices`): a socket whose device the
 *   Worker proved on the upgrade (src/identity/device.ts) is capped per device (a reload, a
 *   second tab) and, with the other proven sockets, per address at a cap high enough for a
 *   class or an office behind one address; it never pushes out, nor is pushed out by, the
 *   sockets without a proof, which keep the address cap.
 * - **A cap on settled sockets** (`maySettle`): one address cannot fill the lobby's queue.
 */
import { addressScopes } from "../limits/rate.ts";

/** What the doors look at on one socket. */
export interface Door<T> {
  socket: T;
  /** The client address (CF-Connecting-IP), "" if unknown. */
  client: string;
  openedAt: number;
  /** Since when it has had something to do and not done it; null once it has (seated, queued, joined, watching). */
  waitingSince: number | null;
  /** When it last sent a frame; only doors with an `idleMs` look at it. */
  seenAt?: number;
  /** The device the Worker proved on the upgrade (src/identity/device.ts), or null. */
  device?: string | null;
}

/** One object's door numbers. */
export interface DoorRules {
  /** A waiting socket must act within this long of `waitingSince`. */
  actWithinMs: number;
  /** A socket that has acted and then sends nothing this long is closed; null: never. */
  idleMs: number | null;
  /** At most this many sockets per scope (times the scope's share) before a new one pushes the oldest out. */
  cap: number;
  /** "address": one cap per client address scope; "object": one cap for the whole object. */
  scope: "address" | "object";
  /** "waiting": only waiting sockets count and go; "all": every socket counts, the waiting go first. */
  counts: "waiting" | "all";
  /**
   * Caps for sockets of proven devices, counted apart from the others: `perDevice` per
   * device (its oldest counted socket goes first), `perAddress` (times the scope's share)
   * for all proven sockets of an address. Absent: devices are not looked at.
   */
  devices?: { perDevice: number; perAddress: number };
}

/** The scopes a socket from `client` counts in under `rules`. */
function scopesOf(client: string, rules: DoorRules): { key: string; share: number }[] {
  return rules.scope === "object" ? [{ key: "", share: 1 }] : addressScopes(client);
}

/** The doors that count against the same scope `key`. */
function inScope<T>(doors: readonly Door<T>[], key: string, rules: DoorRules): Door<T>[] {
  return doors.filter((d) => scopesOf(d.client, rules).some((s) => s.key === key));
}

/** The doors `rules` counts against a cap: all of them, or only the waiting ones. */
function counted<T>(doors: readonly Door<T>[], rules: DoorRules): Door<T>[] {
  return doors.filter((d) => rules.counts === "all" || d.waitingSince !== null);
}

/** Sockets among `doors` to close so that one more from `client` fits under `cap`: the oldest waiting ones first. */
function room<T>(doors: readonly Door<T>[], client: string, cap: number, rules: DoorRules): T[] {
  const out = new Set<T>();
  for (const { key, share } of scopesOf(client, rules)) {
    const surplusOf = counted(inScope(doors, key, rules), rules).filter((d) => !out.has(d.socket));
    const surplus = surplusOf.length - (cap * share - 1);
    if (surplus <= 0) continue;
    const order = [...surplusOf].sort((a, b) => Number(a.waitingSince === null) - Number(b.waitingSince === null) || a.openedAt - b.openedAt);
    for (const d of order.slice(0, surplus)) out.add(d.socket);
  }
  return [...out];
}

/**
 * Sockets to close so that one more from `client` fits under the cap: the oldest waiting
 * ones first. Where `rules` has `devices`, a socket from a proven `device` makes room
 * among that device's sockets and then among its address's proven sockets; one without
 * a device only among the sockets without one.
 */
export function toMakeRoom<T>(doors: readonly Door<T>[], client: string, rules: DoorRules, device: string | null = null): T[] {
  if (!rules.devices) return room(doors, client, rules.cap, rules);
  if (device === null) return room(doors.filter((d) => !d.device), client, rules.cap, rules);
  const out = new Set<T>();
  const own = counted(doors.filter((d) => d.device === device), rules).sort((a, b) => a.openedAt - b.openedAt);
  for (const d of own.slice(0, Math.max(0, own.length - (rules.devices.perDevice - 1)))) out.add(d.socket);
  for (const ws of room(doors.filter((d) => d.device && !out.has(d.socket)), client, rules.devices.perAddress, rules)) out.add(ws);
  return [...out];
}

/**
 * Whether `socket`, from `client`, may settle (queue) with at most `max` (times each
 * scope's share) settled sockets per address scope besides itself: settling again keeps
 * its place.
 */
export function maySettle<T>(doors: readonly Door<T>[], client: string, socket: T, max: number): boolean {
  return addressScopes(client).every(({ key, share }) =>
    doors.filter((d) => d.waitingSince === null && d.socket !== socket && addressScopes(d.client).some((s) => s.key === key)).length < max * share);
}

/** When `door` runs out of time under `rules`, or null if it never does. */
function deadlineOf<T>(door: Door<T>, rules: DoorRules): number | null {
  if (door.waitingSince !== null) return door.waitingSince + rules.actWithinMs;
  return rules.idleMs === null ? null : (door.seenAt ?? door.openedAt) + rules.idleMs;
}

/** Sockets that have run out of time at `now`: waited too long to act, or idle too long. */
export function overdue<T>(doors: readonly Door<T>[], now: number, rules: DoorRules): T[] {
  return doors.filter((d) => { const at = deadlineOf(d, rules); return at !== null && at <= now; }).map((d) => d.socket);
}

/** When the next socket runs out of time, or null if none will. */
export function nextDeadline<T>(doors: readonly Door<T>[], rules: DoorRules): number | null {
  let at = Infinity;
  for (const d of doors) at = Math.min(at, deadlineOf(d, rules) ?? Infinity);
  return Number.isFinite(at) ? at : null;
}
