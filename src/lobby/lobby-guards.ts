/**
 * What the lobby keeps in memory against floods: a short cache of identity checks, so
 * repeated `queue` frames for one identity cost one database read per
 * `IDENTITY_CACHE_MS`, not one each; a budget of `queue` frames per identity (each frame
 * is a matching step and a hash, and a client can open new sockets, so a per-socket
 * budget alone is not enough); and a budget per client address of the frames that need
 * a database read (an identity not in the cache). Many honest players behind one address
 * each spend their own identity's budget, so one of them flooding with the identities it
 * holds cannot starve the others (issue 27, row 4); only the database reads are the
 * address's to share. All live in memory: a hibernated lobby starts with full budgets and
 * an empty cache, which only errs on the side of the players.
 */
import { addressScopes } from "../limits/rate.ts";
import { MessageBudget } from "../table/budget.ts";

/**
 * `queue` frames that need a database read (the identity is not in the cache), per IPv4
 * address or IPv6 /64: 60 at once, then one a second (a /48: `SHARE_PER_48` times as
 * many). Enough for a class of 30 behind one NAT to queue at the same moment.
 */
export const QUEUE_BUDGET = { burst: 60, perSecond: 1 } as const;

/** `queue` frames per identity: 10 at once, then one every 2 s (reconnects, queueing again after a match or a cancel). */
export const IDENTITY_QUEUE_BUDGET = { burst: 10, perSecond: 0.5 } as const;
/** An identity check is reused for this long. */
export const IDENTITY_CACHE_MS = 10_000;
/** Entries kept in a map before it is cleared (bounds memory under a flood of addresses or ids). */
const MAX_ENTRIES = 10_000;

/** Per-address budgets of `queue` frames. */
export class QueueBudgets {
  private readonly buckets = new Map<string, MessageBudget>();

  /** Spend one `queue` frame from every budget `client` counts against; false when any is spent. */
  take(client: string, now: number): boolean {
    if (this.buckets.size > MAX_ENTRIES) this.buckets.clear();
    let ok = true;
    for (const { key, share } of addressScopes(client)) {
      let b = this.buckets.get(key);
      if (!b) this.buckets.set(key, (b = new MessageBudget(QUEUE_BUDGET.burst * share, QUEUE_BUDGET.perSecond * share, now)));
      if (!b.take(now)) ok = false;
    }
    return ok;
  }
}

/** Per-identity budgets of `queue` frames. */
export class IdentityBudgets {
  private readonly buckets = new Map<string, MessageBudget>();

  /** Spend one `queue` frame of `playerId`'s; false when it is spent. */
  take(playerId: string, now: number): boolean {
    if (this.buckets.size > MAX_ENTRIES) this.buckets.clear();
    let b = this.buckets.get(playerId);
    if (!b) this.buckets.set(playerId, (b = new MessageBudget(IDENTITY_QUEUE_BUDGET.burst, IDENTITY_QUEUE_BUDGET.perSecond, now)));
    return b.take(now);
  }
}

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
