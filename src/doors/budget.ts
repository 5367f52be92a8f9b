/**
 * Frame budgets for every object with sockets: token buckets in memory, per connection,
 * per what outlives a connection (a seat, a player, an identity) and per client address
 * (an IPv6 client by its /64 and its /48, as every per-address budget: src/limits/rate.ts).
 * If the object hibernates the buckets start full again, which only ever errs on the side
 * of a real player. A flooding client keeps the object awake, so memory is bounded by
 * clearing a map that grows past its limit.
 */
import { addressScopes } from "../limits/rate.ts";

/** Refused frames in a row (less those allowed since) before a flooding connection is closed. */
export const MAX_STRIKES = 40;

/** A budget: a burst of `burst` frames, then `perSecond` a second. */
export interface FrameRule {
  burst: number;
  perSecond: number;
}

/** What to do with a frame: handle it, refuse it, or close the connection. */
export type Admission = "ok" | "slow" | "close";

/** One token bucket: a burst of `burst` frames, then `perSecond` a second. */
export class MessageBudget {
  private tokens: number;
  private at: number;
  /**
   * Refused frames, less one for each frame allowed since: it only climbs while a
   * client keeps sending faster than twice the refill, and such a connection is closed.
   */
  strikes = 0;

  constructor(private readonly burst = 30, private readonly perSecond = 10, now = Date.now()) {
    this.tokens = burst;
    this.at = now;
  }

  /** Spend one message; false when the budget is exhausted. */
  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.strikes = Math.max(0, this.strikes - 1);
      return true;
    }
    this.strikes += 1;
    return false;
  }

  /** The admission of one frame: "close" once refusals have piled up to `MAX_STRIKES`. */
  admit(now: number): Admission {
    if (this.take(now)) return "ok";
    return this.strikes >= MAX_STRIKES ? "close" : "slow";
  }
}

/** One bucket per key (a seat, a player, an identity), all under one rule. */
export class KeyedBudgets<K> {
  private readonly buckets = new Map<K, MessageBudget>();

  constructor(private readonly rule: FrameRule, private readonly maxEntries = 10_000) {}

  /** `key`'s bucket, made full on first use. */
  of(key: K, now: number): MessageBudget {
    if (this.buckets.size > this.maxEntries) this.buckets.clear();
    let b = this.buckets.get(key);
    if (!b) this.buckets.set(key, (b = new MessageBudget(this.rule.burst, this.rule.perSecond, now)));
    return b;
  }

  /** Spend one frame of `key`'s; false when it is spent. */
  take(key: K, now: number): boolean {
    return this.of(key, now).take(now);
  }
}

/** One budget per address scope a client counts in, each `share` times the rule. */
export class AddressBudgets {
  private readonly buckets = new Map<string, MessageBudget>();

  constructor(private readonly rule: FrameRule, private readonly maxEntries = 10_000) {}

  /** Spend one frame from every scope `client` counts in: the worst admission of them. */
  admit(client: string, now: number): Admission {
    if (this.buckets.size > this.maxEntries) this.buckets.clear();
    let verdict: Admission = "ok";
    for (const { key, share } of addressScopes(client)) {
      let b = this.buckets.get(key);
      if (!b) this.buckets.set(key, (b = new MessageBudget(this.rule.burst * share, this.rule.perSecond * share, now)));
      const one = b.admit(now);
      if (one === "close" || (one === "slow" && verdict === "ok")) verdict = one;
    }
    return verdict;
  }

  /** Spend one frame; false when any scope's budget is spent. */
  take(client: string, now: number): boolean {
    return this.admit(client, now) === "ok";
  }
}

/** Budget numbers for `FrameBudgets`. */
export interface FrameRules {
  /** Per connection before it has an owner, and per owner (all its connections together) after. */
  own: FrameRule;
  /**
   * Per connection before it has an owner, where set: its join and a ping or two while the
   * join is checked. A connection that says more before joining is closed at once, so sockets
   * that only ping cost a few answers each (issue 32, row 9).
   */
  unjoined?: FrameRule;
  /** Per client address scope; null: none. */
  address: FrameRule | null;
  /** Entries kept in a map before it is cleared. */
  maxEntries?: number;
}

/**
 * A socket object's frame budgets: a connection without an owner spends its own bucket,
 * one with an owner (a seat, a player) the owner's, and every frame its address's too.
 */
export class FrameBudgets<K> {
  private readonly connections = new WeakMap<object, MessageBudget>();
  private readonly owners: KeyedBudgets<K>;
  private readonly addresses: AddressBudgets | null;

  constructor(private readonly rules: FrameRules) {
    this.owners = new KeyedBudgets(rules.own, rules.maxEntries);
    this.addresses = rules.address ? new AddressBudgets(rules.address, rules.maxEntries) : null;
  }

  /**
   * Spend one frame of `ws`, which speaks for `owner` (null: nobody yet) from `client`.
   * A `proven` device (src/identity/device.ts) is a budget of its own (its connection's
   * or its owner's): it never spends its neighbours' address budget.
   */
  admit(ws: object, owner: K | null, client: string, now: number, proven = false): Admission {
    let own = owner === null ? this.connections.get(ws) : this.owners.of(owner, now);
    const before = owner === null ? this.rules.unjoined : undefined;
    const rule = before ?? this.rules.own;
    if (!own) this.connections.set(ws, (own = new MessageBudget(rule.burst, rule.perSecond, now)));
    const verdict = own.admit(now);
    if (before && verdict !== "ok") return "close";
    if (verdict !== "ok" || !this.addresses || proven) return verdict;
    return this.addresses.admit(client, now);
  }
}
