/**
 * What the lobby keeps in memory against floods: a budget of `queue` frames per client
 * address (each frame can cost a database read and a matching step, and a client can
 * open new sockets, so a per-socket budget alone is not enough), and a short cache of
 * identity checks, so repeated `queue` frames for one identity cost one database read
 * per `IDENTITY_CACHE_MS`, not one each. Both live in memory: a hibernated lobby starts
 * with full budgets and an empty cache, which only errs on the side of the players.
 */
import { addressScopes } from "../limits/rate.ts";
import { MessageBudget } from "../table/budget.ts";

/**
 * `queue` frames per IPv4 address or IPv6 /64: 60 at once, then one a second (a /48:
 * `SHARE_PER_48` times as many). Enough for a class of 30 behind one NAT to queue at the
 * same moment and queue again after a match; each frame costs at most a cached identity
 * check and a matching step.
 */
export const QUEUE_BUDGET = { burst: 60, perSecond: 1 } as const;
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
