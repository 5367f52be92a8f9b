/**
 * The lobby's numbers for the doors every socket object shares (src/doors/), and what it
 * keeps in memory against floods.
 *
 * - A socket must queue within `QUEUE_WITHIN_MS` of opening, or of leaving the queue
 *   (a cancel, a match): a socket that only holds memory is closed.
 * - One address holds at most `MAX_IDLE_PER_ADDRESS` sockets that are not queued (an
 *   IPv6 /48 `SHARE_PER_48` times as many). Queued sockets (and those being seated) never
 *   count toward it and are never pushed out: a school, an office or a phone carrier puts
 *   many honest players behind one IPv4 address (issue 27). A new socket is never
 *   refused: it pushes out the address's oldest idle socket.
 * - One address has at most `MAX_QUEUED_PER_ADDRESS` players queued at once (a /48:
 *   `SHARE_PER_48` times as many), room for a whole class, while one address still cannot
 *   fill the queue: a `queue` past it is refused, and nobody already queued moves.
 * - A short cache of identity checks, so repeated `queue` frames for one identity cost
 *   one database read per `IDENTITY_CACHE_MS`; a budget of `queue` frames per identity
 *   (a client can open new sockets, so a per-socket budget alone is not enough); and a
 *   budget per address of the frames that need a database read. Many honest players
 *   behind one address each spend their own identity's budget (issue 27, row 4).
 * All live in memory: a hibernated lobby starts with full budgets and an empty cache,
 * which only errs on the side of the players.
 */
import type { FrameRule, FrameRules } from "../doors/budget.ts";
import type { DoorRules } from "../doors/doors.ts";

/** A socket must send a successful `queue` within this long of opening or of leaving the queue. */
export const QUEUE_WITHIN_MS = 10_000;
/**
 * At most this many lobby sockets that are not queued per IPv4 address or IPv6 /64: room
 * for a class behind one NAT whose sockets all open before the first of them has queued.
 */
export const MAX_IDLE_PER_ADDRESS = 32;
/** Idle sockets one proven device holds (a reload, a second tab): a third pushes out its oldest. */
export const MAX_IDLE_PER_DEVICE = 2;
/** Idle sockets of proven devices per address (an IPv6 /48: `SHARE_PER_48` times as many). */
export const MAX_IDLE_DEVICES_PER_ADDRESS = 64;
/** At most this many players queued at once per IPv4 address or IPv6 /64 (a /48: `SHARE_PER_48` times as many). */
export const MAX_QUEUED_PER_ADDRESS = 64;

/** The lobby's doors: idle sockets capped per address (proven devices apart), each given `QUEUE_WITHIN_MS` to queue. */
export const LOBBY_DOORS: DoorRules = {
  actWithinMs: QUEUE_WITHIN_MS, idleMs: null, cap: MAX_IDLE_PER_ADDRESS, scope: "address", counts: "waiting",
  devices: { perDevice: MAX_IDLE_PER_DEVICE, perAddress: MAX_IDLE_DEVICES_PER_ADDRESS },
};

/** Frames per lobby socket (the queue frames have budgets of their own below). */
export const LOBBY_FRAMES: FrameRules = { own: { burst: 30, perSecond: 10 }, address: null };

/**
 * `queue` frames that need a database read (the identity is not in the cache), per IPv4
 * address or IPv6 /64: 60 at once, then one a second (a /48: `SHARE_PER_48` times as
 * many). Enough for a class of 30 behind one NAT to queue at the same moment.
 */
export const QUEUE_BUDGET: FrameRule = { burst: 60, perSecond: 1 };

/** `queue` frames per identity: 10 at once, then one every 2 s (reconnects, queueing again after a match or a cancel). */
export const IDENTITY_QUEUE_BUDGET: FrameRule = { burst: 10, perSecond: 0.5 };
/** An identity check is reused for this long. */
export const IDENTITY_CACHE_MS = 10_000;
/** Entries kept in the cache before it is cleared (bounds memory under a flood of ids). */
const MAX_ENTRIES = 10_000;

/** Identity checks by player id, each reused for `IDENTITY_CACHE_MS`. */
export class IdentityCache<T> {
  private readonly entries = new Map<string, { at: number; value: T }>();

  get(playerId: string, now: number): T | undefined {
    const hit = this.entries.get(playerId);
    if (hit && now - hit.at < IDENTITY_CACHE_MS) return hit.value;
    this.entries.delete(playerId);
    return undefined;
  }

  put(playerId: string, value: T, now: number): void {
    if (this.entries.size > MAX_ENTRIES) this.entries.clear();
    this.entries.set(playerId, { at: now, value });
  }

  /** Forget a player (their rating, match or cooldown just changed). */
  forget(playerId: string): void {
    this.entries.delete(playerId);
  }
}
