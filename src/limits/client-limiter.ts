/**
 * Per-client limits on HTTP routes (creating tables, and any other route that makes
 * something that costs storage). One small Durable Object per client address holds that
 * client's buckets, so the limit holds across Worker isolates and locations, runs the
 * same under `wrangler dev` and in the Worker tests, and needs no account feature.
 * The client address is Cloudflare's `CF-Connecting-IP`; requests without one (local
 * tools that do not set it) share one bucket. An IPv6 client spends from two: its /64's
 * and a larger one its whole /48 shares (rate.ts `addressScopes`).
 *
 * Use `limitPerClient(scope, rule)` as Hono middleware on a route; a refused request
 * gets `429` with `Retry-After` (seconds) and the error code `rate_limited`.
 */
import { DurableObject } from "cloudflare:workers";
import type { MiddlewareHandler } from "hono";
import { addressScopes, scaledRule, takeToken, type Bucket, type RateRule } from "./rate.ts";
import { provenDevice } from "../identity/device.ts";

/** The binding the limiter needs (see wrangler.toml). */
export interface LimiterEnv {
  CLIENT_LIMITER: DurableObjectNamespace<ClientLimiter>;
}

/** One client's buckets, one per scope (e.g. "tables"), kept in its storage. */
export class ClientLimiter extends DurableObject {
  /** Spend one request of `scope` under `rule`; when refused, how long to wait. */
  async take(scope: string, rule: RateRule): Promise<{ ok: boolean; retryAfterMs: number }> {
    const key = `bucket:${scope}`;
    const now = Date.now();
    const out = takeToken(this.ctx.storage.kv.get<Bucket>(key) ?? null, rule, now);
    this.ctx.storage.kv.put(key, out.bucket);
    // A full bucket is forgotten, so an idle client leaves nothing behind.
    await this.ctx.storage.setAlarm(now + Math.ceil((rule.burst / rule.perMinute) * 60_000));
    return { ok: out.ok, retryAfterMs: out.retryAfterMs };
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}

/** Table creation: 20 at once, then 10 a minute, per client address. */
export const CREATE_TABLE_RULE: RateRule = { burst: 20, perMinute: 10 };

/**
 * Spend one request of `scope` for the client at `address` (as CF-Connecting-IP gives
 * it) from every budget it counts against; when any refuses, how long to wait.
 */
export async function spendForClient(env: LimiterEnv, address: string, scope: string, rule: RateRule): Promise<{ ok: boolean; retryAfterMs: number }> {
  const outcomes = await Promise.all(addressScopes(address.slice(0, 64)).map(({ key, share }) =>
    env.CLIENT_LIMITER.get(env.CLIENT_LIMITER.idFromName(`client:${key}`)).take(scope, scaledRule(rule, share))));
  const refused = outcomes.filter((o) => !o.ok);
  return refused.length ? { ok: false, retryAfterMs: Math.max(...refused.map((o) => o.retryAfterMs)) } : { ok: true, retryAfterMs: 0 };
}

/**
 * Middleware limiting a socket route per device behind each address: a request with a
 * proven device (`?device=`, src/identity/device.ts) spends from that device's bucket
 * under `rule` and then from its address's devices' shared bucket under `devicesRule`
 * (room for a class); one without spends from the address's bucket under `rule`, as
 * `limitPerClient` does. A flooder, proven or not, empties only a bucket of their own.
 * The proven id is handed on in the `Baffle-Device` header (any sent by the client is dropped).
 */
export function limitPerDevice<E extends { Bindings: LimiterEnv & { DAILY_SECRET?: string } }>(scope: string, rule: RateRule, devicesRule: RateRule): MiddlewareHandler<E> {
  return async (c, next) => {
    const address = c.req.header("CF-Connecting-IP")?.trim() ?? "";
    const device = await provenDevice(c.env.DAILY_SECRET, c.req.query("device"));
    let outcome = await spendForClient(c.env, address, device ? `${scope}:device:${device}` : scope, rule);
    if (outcome.ok && device) outcome = await spendForClient(c.env, address, `${scope}:devices`, devicesRule);
    if (!outcome.ok) {
      const seconds = Math.max(1, Math.ceil(outcome.retryAfterMs / 1000));
      c.header("Retry-After", String(seconds));
      return c.json({ error: { code: "rate_limited", message: `Too many requests: try again in ${seconds} s` } }, 429);
    }
    const headers = new Headers(c.req.raw.headers);
    headers.delete(DEVICE_HEADER);
    if (device) headers.set(DEVICE_HEADER, device);
    c.req.raw = new Request(c.req.raw, { headers });
    await next();
  };
}

/** The header a socket's Durable Object reads the proven device from (set only by `limitPerDevice`). */
export const DEVICE_HEADER = "Baffle-Device";

/** Middleware limiting a route per client address; `scope` names the bucket. */
export function limitPerClient<E extends { Bindings: LimiterEnv }>(scope: string, rule: RateRule): MiddlewareHandler<E> {
  return async (c, next) => {
    const { ok, retryAfterMs } = await spendForClient(c.env, c.req.header("CF-Connecting-IP")?.trim() ?? "", scope, rule);
    if (!ok) {
      const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
      c.header("Retry-After", String(seconds));
      return c.json({ error: { code: "rate_limited", message: `Too many requests: try again in ${seconds} s` } }, 429);
    }
    await next();
  };
}
