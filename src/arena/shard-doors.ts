/**
 * An arena shard's doors, the tables' and the lobby's applied to a crowd (the numbers
 * are in docs/protocol.md):
 *
 * - **Join or go.** A socket must join within `JOIN_WITHIN_MS` of opening; a joined one
 *   that sends nothing (the client pings every 10 s) for `IDLE_MS` is closed.
 * - **A few sockets per address.** One address holds at most `MAX_SOCKETS_PER_ADDRESS`
 *   sockets on a shard (an IPv6 /48 `SHARE_PER_48` times as many); a new socket is never
 *   refused for it: it pushes out the address's oldest socket that has not joined, or
 *   else its oldest, so a squatter never keeps a player out. A shard holds at most
 *   `MAX_SHARD_SOCKETS` in all.
 * - **Frame budgets** (token buckets in memory, as at a table): per socket before it
 *   joins (its join and a ping or two: a socket that says more before joining is closed,
 *   so sockets that only ping cost the shard a few answers each), per player across
 *   their sockets, and per address. Pings spend them like any other frame.
 */
import { addressScopes } from "../limits/rate.ts";
import { MessageBudget } from "../table/budget.ts";

export const JOIN_WITHIN_MS = 10_000;
export const IDLE_MS = 60_000;
export const MAX_SOCKETS_PER_ADDRESS = 8;
export const MAX_SHARD_SOCKETS = 1_000;
/** Refused frames in a row (less those allowed since) before a flooding socket is closed. */
export const MAX_STRIKES = 40;
/** Frames a socket may send before it has joined (its join, a ping or two while the join is checked). */
export const UNJOINED_FRAMES = 4;

const PLAYER_BUDGET = { burst: 30, perSecond: 10 };
/** What a socket not yet joined earns back: a ping every ten seconds, as the client sends them. */
const UNJOINED_PER_SECOND = 0.1;
const ADDRESS_BUDGET = { burst: 120, perSecond: 40 };
const MAX_ENTRIES = 10_000;

/** What a socket's attachment holds (it survives hibernation). */
export interface ShardAttachment {
  client: string;
  openedAt: number;
  /** Set once joined. */
  playerId: string | null;
  name: string | null;
  /** The device the Worker proved on the upgrade (src/identity/device.ts), or null. */
  device?: string | null;
}

/** What the doors see of one socket. */
export interface ShardDoor<T> {
  socket: T;
  client: string;
  openedAt: number;
  joined: boolean;
  /** When it last sent a frame (its opening if none since the shard woke). */
  seenAt: number;
  /** Its proven device, or null. */
  device?: string | null;
}

/** Sockets one proven device holds on a shard (a reload, a second tab): a third pushes out its oldest. */
export const MAX_SOCKETS_PER_DEVICE = 2;
/**
 * Sockets of proven devices one address holds on a shard (an IPv6 /48 `SHARE_PER_48`
 * times as many): a class or an office plays, while one address cannot fill a shard.
 */
export const MAX_DEVICE_SOCKETS_PER_ADDRESS = 64;

/**
 * Sockets to close so one more from a proven `device` at `client` fits: the device's own
 * oldest past `MAX_SOCKETS_PER_DEVICE`, then past the address's cap its proven sockets'
 * oldest not joined, then oldest. Sockets without a device are left to `toMakeRoom`.
 */
export function toMakeRoomForDevice<T>(doors: readonly ShardDoor<T>[], client: string, device: string): T[] {
  const out = new Set<T>();
  const own = doors.filter((d) => d.device === device).sort((a, b) => a.openedAt - b.openedAt);
  for (const d of own.slice(0, Math.max(0, own.length - (MAX_SOCKETS_PER_DEVICE - 1)))) out.add(d.socket);
  for (const { key, share } of addressScopes(client)) {
    const same = doors.filter((d) => d.device && !out.has(d.socket) && addressScopes(d.client).some((s) => s.key === key));
    const surplus = same.length - (MAX_DEVICE_SOCKETS_PER_ADDRESS * share - 1);
    if (surplus <= 0) continue;
    const order = [...same].sort((a, b) => Number(a.joined) - Number(b.joined) || a.openedAt - b.openedAt);
    for (const d of order.slice(0, surplus)) out.add(d.socket);
  }
  return [...out];
}

/** Sockets to close so that one more from `client` fits: the address's oldest unjoined first, then its oldest. */
export function toMakeRoom<T>(doors: readonly ShardDoor<T>[], client: string): T[] {
  const out = new Set<T>();
  for (const { key, share } of addressScopes(client)) {
    const same = doors.filter((d) => !out.has(d.socket) && addressScopes(d.client).some((s) => s.key === key));
    const surplus = same.length - (MAX_SOCKETS_PER_ADDRESS * share - 1);
    if (surplus <= 0) continue;
    const order = [...same].sort((a, b) => Number(a.joined) - Number(b.joined) || a.openedAt - b.openedAt);
    for (const d of order.slice(0, surplus)) out.add(d.socket);
  }
  return [...out];
}

/** Sockets that did not join in time, or have been silent too long, at `now`. */
export function overdue<T>(doors: readonly ShardDoor<T>[], now: number): T[] {
  return doors.filter((d) => (d.joined ? d.seenAt + IDLE_MS : d.openedAt + JOIN_WITHIN_MS) <= now).map((d) => d.socket);
}

/** When the next socket runs out of time, or null. */
export function doorDeadline<T>(doors: readonly ShardDoor<T>[]): number | null {
  let at = Infinity;
  for (const d of doors) at = Math.min(at, d.joined ? d.seenAt + IDLE_MS : d.openedAt + JOIN_WITHIN_MS);
  return Number.isFinite(at) ? at : null;
}

/** A shard's frame budgets. */
export class ShardBudgets {
  private readonly sockets = new WeakMap<WebSocket, MessageBudget>();
  private readonly players = new Map<string, MessageBudget>();
  private readonly addresses = new Map<string, MessageBudget>();

  /** Spend one frame of `ws`: "ok", "slow" (refuse it) or "close" (a flood). */
  admit(ws: WebSocket, a: ShardAttachment, now: number): "ok" | "slow" | "close" {
    if (this.players.size > MAX_ENTRIES) this.players.clear();
    if (this.addresses.size > MAX_ENTRIES) this.addresses.clear();
    let own: MessageBudget;
    if (a.playerId === null) {
      // Before joining a socket has its join to say (and a ping or two while it is checked): more is a flood, closed at once.
      own = this.sockets.get(ws) ?? new MessageBudget(UNJOINED_FRAMES, UNJOINED_PER_SECOND, now);
      this.sockets.set(ws, own);
      if (!own.take(now)) return "close";
    } else {
      own = bucket(this.players, a.playerId, PLAYER_BUDGET, now);
      if (!own.take(now)) return own.strikes >= MAX_STRIKES ? "close" : "slow";
    }
    let verdict: "ok" | "slow" | "close" = "ok";
    // A proven device is a budget of its own (its socket's or its player's, above): it never spends its neighbours'.
    for (const { key, share } of a.device ? [] : addressScopes(a.client)) {
      const b = bucket(this.addresses, key, { burst: ADDRESS_BUDGET.burst * share, perSecond: ADDRESS_BUDGET.perSecond * share }, now);
      if (!b.take(now)) verdict = b.strikes >= MAX_STRIKES ? "close" : verdict === "close" ? "close" : "slow";
    }
    return verdict;
  }
}

function bucket(map: Map<string, MessageBudget>, key: string, rule: { burst: number; perSecond: number }, now: number): MessageBudget {
  let b = map.get(key);
  if (!b) map.set(key, (b = new MessageBudget(rule.burst, rule.perSecond, now)));
  return b;
}
