/**
 * An arena shard's numbers for the doors every socket object shares (src/doors/), the
 * tables' and the lobby's applied to a crowd (the numbers are in docs/protocol.md):
 *
 * - **Join or go.** A socket must join within `JOIN_WITHIN_MS` of opening; a joined one
 *   that sends nothing (the client pings every 10 s) for `IDLE_MS` is closed.
 * - **A few sockets per address.** One address holds at most `MAX_SOCKETS_PER_ADDRESS`
 *   sockets on a shard (an IPv6 /48 `SHARE_PER_48` times as many); a new socket is never
 *   refused for it: it pushes out the address's oldest socket that has not joined, or
 *   else its oldest. A shard holds at most `MAX_SHARD_SOCKETS` in all.
 * - **A proven device counts apart**: at most `MAX_SOCKETS_PER_DEVICE` sockets a device,
 *   `MAX_DEVICE_SOCKETS_PER_ADDRESS` proven sockets an address, and it spends no address budget.
 * - **Frame budgets**: per socket before it joins, per player across their sockets, and
 *   per address.
 */
import type { FrameRules } from "../doors/budget.ts";
import type { DoorRules } from "../doors/doors.ts";

export const JOIN_WITHIN_MS = 10_000;
export const IDLE_MS = 60_000;
export const MAX_SOCKETS_PER_ADDRESS = 8;
export const MAX_SHARD_SOCKETS = 1_000;
/** Sockets one proven device holds on a shard (a reload, a second tab): a third pushes out its oldest. */
export const MAX_SOCKETS_PER_DEVICE = 2;
/**
 * Sockets of proven devices one address holds on a shard (an IPv6 /48 `SHARE_PER_48`
 * times as many): a class or an office plays, while one address cannot fill a shard.
 */
export const MAX_DEVICE_SOCKETS_PER_ADDRESS = 64;

/** The shard's doors: every socket counts toward its address's cap, the unjoined go first. */
export const SHARD_DOORS: DoorRules = {
  actWithinMs: JOIN_WITHIN_MS, idleMs: IDLE_MS, cap: MAX_SOCKETS_PER_ADDRESS, scope: "address", counts: "all",
  devices: { perDevice: MAX_SOCKETS_PER_DEVICE, perAddress: MAX_DEVICE_SOCKETS_PER_ADDRESS },
};

/** Frames per player (per socket before it joins) and per address. */
/** Frames a socket may send before it has joined (its join, a ping or two while the join is checked); more closes it. */
export const UNJOINED_FRAMES = 4;
export const SHARD_FRAMES: FrameRules = { own: { burst: 30, perSecond: 10 }, unjoined: { burst: UNJOINED_FRAMES, perSecond: 0.1 }, address: { burst: 120, perSecond: 40 }, maxEntries: 10_000 };

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
