/**
 * The rule behind every per-client limit on HTTP routes: a token bucket, as a pure
 * function of the stored bucket, the rule and `now`, so it is tested without a clock
 * and stored as two numbers.
 */

/** A limit: `burst` at once, refilled at `perMinute`. */
export interface RateRule {
  burst: number;
  perMinute: number;
}

/** A bucket as stored: tokens left at time `at`. */
export interface Bucket {
  tokens: number;
  at: number;
}

/** The outcome of one request against a bucket. */
export interface Take {
  ok: boolean;
  bucket: Bucket;
  /** When refused: milliseconds until a token is there again. */
  retryAfterMs: number;
}

/** Spend one token from `bucket` (a full bucket when null) at `now`. */
export function takeToken(bucket: Bucket | null, rule: RateRule, now: number): Take {
  const perMs = rule.perMinute / 60_000;
  const elapsed = bucket ? Math.max(0, now - bucket.at) : 0;
  const tokens = bucket ? Math.min(rule.burst, bucket.tokens + elapsed * perMs) : rule.burst;
  if (tokens >= 1) return { ok: true, bucket: { tokens: tokens - 1, at: now }, retryAfterMs: 0 };
  return { ok: false, bucket: { tokens, at: now }, retryAfterMs: Math.ceil((1 - tokens) / perMs) };
}

/**
 * The key a client address is limited under: an IPv4 address as it is, an IPv6 address
 * by its /64 (one subscriber usually holds a whole /64), "" when unknown.
 */
export function addressKey(address: string): string {
  if (!address.includes(":")) return address;
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`;
}

/** How many times a /64's budget one IPv6 /48 gets (a /48 holds 65,536 /64s). */
export const SHARE_PER_48 = 4;

/** One budget a client address spends from: its key, and how many times the base budget it holds. */
export interface AddressScope {
  key: string;
  share: number;
}

/**
 * Every budget a client address spends from: an IPv4 address (or "" when unknown) has
 * one; an IPv6 address has its /64's and, shared with the rest of its /48,
 * `SHARE_PER_48` times as much again, so a client that walks the /64s of its /48 is
 * still held to one larger budget.
 */
export function addressScopes(address: string): AddressScope[] {
  if (!address.includes(":")) return [{ key: address, share: 1 }];
  const groups = ipv6Groups(address);
  return [
    { key: `${groups.slice(0, 4).join(":")}::/64`, share: 1 },
    { key: `${groups.slice(0, 3).join(":")}::/48`, share: SHARE_PER_48 },
  ];
}

/** A rule scaled to a scope's share. */
export function scaledRule(rule: RateRule, share: number): RateRule {
  return { burst: rule.burst * share, perMinute: rule.perMinute * share };
}

/** The eight groups of an IPv6 address, lower case without leading zeros ("::" expanded). */
function ipv6Groups(address: string): string[] {
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return groups.map((g) => g.replace(/^0+(?=.)/, ""));
}
