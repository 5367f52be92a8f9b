/**
 * The lobby's door rules (src/lobby/doors.ts), the address scopes every per-client
 * budget spends from (src/limits/rate.ts) and the lobby's in-memory guards.
 */
import { describe, expect, it } from "vitest";
import {
  MAX_IDLE_PER_ADDRESS, MAX_QUEUED_PER_ADDRESS, QUEUE_WITHIN_MS, mayQueue, overdue, queueDeadline, toMakeRoom, type Door,
} from "../../src/lobby/doors.ts";
import {
  IDENTITY_CACHE_MS, IDENTITY_QUEUE_BUDGET, IdentityBudgets, IdentityCache, QUEUE_BUDGET, QueueBudgets,
} from "../../src/lobby/lobby-guards.ts";
import { SHARE_PER_48, addressScopes, scaledRule } from "../../src/limits/rate.ts";

const T0 = 1_000_000;
const door = (socket: string, client: string, openedAt: number, idleSince: number | null = openedAt): Door<string> => ({ socket, client, openedAt, idleSince });

describe("address scopes", () => {
  it("gives IPv4 one scope and IPv6 its /64 and its /48", () => {
    expect(addressScopes("203.0.113.9")).toEqual([{ key: "203.0.113.9", share: 1 }]);
    expect(addressScopes("")).toEqual([{ key: "", share: 1 }]);
    expect(addressScopes("2001:0DB8:0001:0002:ffff::1")).toEqual([
      { key: "2001:db8:1:2::/64", share: 1 },
      { key: "2001:db8:1::/48", share: SHARE_PER_48 },
    ]);
    expect(addressScopes("2001:db8:1:7::9")[1]).toEqual(addressScopes("2001:db8:1:2::5")[1]);
    expect(addressScopes("2001:db8:2:2::5")[1]).not.toEqual(addressScopes("2001:db8:1:2::5")[1]);
    expect(addressScopes("::1")[1]!.key).toBe("0:0:0::/48");
  });

  it("scales a rule by its share", () => {
    expect(scaledRule({ burst: 10, perMinute: 5 }, 4)).toEqual({ burst: 40, perMinute: 20 });
  });
});

describe("lobby doors", () => {
  it("makes room by pushing out the address's oldest idle socket; queued sockets neither count nor go", () => {
    const idle = Array.from({ length: MAX_IDLE_PER_ADDRESS }, (_, i) => door(`s${i}`, "203.0.113.9", T0 + i));
    expect(toMakeRoom(idle.slice(1), "203.0.113.9")).toEqual([]);
    expect(toMakeRoom(idle, "203.0.113.9")).toEqual(["s0"]);
    expect(toMakeRoom(idle, "203.0.113.10")).toEqual([]);
    // Listed out of order, the oldest still goes first.
    expect(toMakeRoom([...idle].reverse(), "203.0.113.9")).toEqual(["s0"]);
    // Four queued (opened first) beside the idle ones: only the idle count, and only they go.
    const queued = Array.from({ length: 4 }, (_, i) => door(`q${i}`, "203.0.113.9", T0 - 100 + i, null));
    expect(toMakeRoom([...queued, ...idle.slice(0, MAX_IDLE_PER_ADDRESS - 1)], "203.0.113.9")).toEqual([]);
    expect(toMakeRoom([...queued, ...idle], "203.0.113.9")).toEqual(["s0"]);
    // All queued: nothing to push out, and the new socket still comes in.
    const many = Array.from({ length: 40 }, (_, i) => door(`p${i}`, "203.0.113.9", T0 + i, null));
    expect(toMakeRoom(many, "203.0.113.9")).toEqual([]);
    // Over the cap by two (an eviction was missed): the two oldest.
    const over = [...idle, door("s8", "203.0.113.9", T0 + 8)];
    expect(toMakeRoom(over, "203.0.113.9")).toEqual(["s0", "s1"]);
  });

  it("counts an IPv6 /48 as a whole, at SHARE_PER_48 times the cap", () => {
    const cap48 = MAX_IDLE_PER_ADDRESS * SHARE_PER_48;
    const spread = Array.from({ length: cap48 }, (_, i) => door(`s${i}`, `2001:db8:5:${i.toString(16)}::1`, T0 + i));
    expect(toMakeRoom(spread.slice(1), "2001:db8:5:ffff::1")).toEqual([]);
    expect(toMakeRoom(spread, "2001:db8:5:ffff::1")).toEqual(["s0"]);
    expect(toMakeRoom(spread, "2001:db8:6::1")).toEqual([]);
    // A full /64 inside a /48 with room: only the /64's own oldest goes.
    const one64 = Array.from({ length: MAX_IDLE_PER_ADDRESS }, (_, i) => door(`t${i}`, `2001:db8:7:1::${i + 1}`, T0 + i));
    expect(toMakeRoom(one64, "2001:db8:7:1::99")).toEqual(["t0"]);
  });

  it("lets an address queue up to its cap, counting neither idle sockets nor the one queueing again", () => {
    const address = "198.51.100.7";
    const queued = Array.from({ length: MAX_QUEUED_PER_ADDRESS - 1 }, (_, i) => door(`q${i}`, address, T0 + i, null));
    const idle = Array.from({ length: MAX_IDLE_PER_ADDRESS }, (_, i) => door(`i${i}`, address, T0 + i));
    expect(mayQueue([...queued, ...idle], address, "i0")).toBe(true);
    const full = [...queued, door("last", address, T0, null), ...idle];
    expect(mayQueue(full, address, "i0")).toBe(false);
    expect(mayQueue(full, address, "last")).toBe(true); // already queued: queueing again keeps its place
    expect(mayQueue(full, "198.51.100.8", "other")).toBe(true);
    // A /48 holds SHARE_PER_48 times as many over its /64s; one /64 still holds its own cap.
    const site = Array.from({ length: MAX_QUEUED_PER_ADDRESS * SHARE_PER_48 }, (_, i) => door(`v${i}`, `2001:db8:8:${i.toString(16)}::1`, T0, null));
    expect(mayQueue(site.slice(1), "2001:db8:8:ffff::1", "new")).toBe(true);
    expect(mayQueue(site, "2001:db8:8:ffff::1", "new")).toBe(false);
    const one64 = Array.from({ length: MAX_QUEUED_PER_ADDRESS }, (_, i) => door(`w${i}`, `2001:db8:9:1::${i + 1}`, T0, null));
    expect(mayQueue(one64, "2001:db8:9:1::999", "new")).toBe(false);
    expect(mayQueue(one64, "2001:db8:9:2::1", "new")).toBe(true);
  });

  it("closes sockets idle for QUEUE_WITHIN_MS, and wakes for the first deadline", () => {
    const doors = [door("old", "a", T0), door("queued", "a", T0 - 60_000, null), door("new", "a", T0 + 5_000)];
    expect(overdue(doors, T0 + QUEUE_WITHIN_MS - 1)).toEqual([]);
    expect(overdue(doors, T0 + QUEUE_WITHIN_MS)).toEqual(["old"]);
    expect(overdue(doors, T0 + 5_000 + QUEUE_WITHIN_MS)).toEqual(["old", "new"]);
    expect(queueDeadline(doors)).toBe(T0 + QUEUE_WITHIN_MS);
    expect(queueDeadline([door("queued", "a", T0, null)])).toBeNull();
  });
});

describe("lobby guards", () => {
  it("spends queue frames per address, and per /48 across its /64s", () => {
    const budgets = new QueueBudgets();
    for (let i = 0; i < QUEUE_BUDGET.burst; i++) expect(budgets.take("203.0.113.9", T0)).toBe(true);
    expect(budgets.take("203.0.113.9", T0)).toBe(false);
    expect(budgets.take("203.0.113.10", T0)).toBe(true);
    expect(budgets.take("203.0.113.9", T0 + 1000 / QUEUE_BUDGET.perSecond)).toBe(true);
    const wide = new QueueBudgets();
    const perSite = QUEUE_BUDGET.burst * SHARE_PER_48;
    for (let i = 0; i < perSite; i++) expect(wide.take(`2001:db8:9:${i.toString(16)}::1`, T0)).toBe(true);
    expect(wide.take("2001:db8:9:ffff::1", T0)).toBe(false);
  });

  it("spends queue frames per identity, each identity its own", () => {
    const budgets = new IdentityBudgets();
    for (let i = 0; i < IDENTITY_QUEUE_BUDGET.burst; i++) expect(budgets.take("ann", T0)).toBe(true);
    expect(budgets.take("ann", T0)).toBe(false);
    expect(budgets.take("bob", T0)).toBe(true);
    expect(budgets.take("ann", T0 + 1000 / IDENTITY_QUEUE_BUDGET.perSecond)).toBe(true);
    expect(budgets.take("ann", T0 + 1000 / IDENTITY_QUEUE_BUDGET.perSecond)).toBe(false);
  });

  it("reuses an identity check for IDENTITY_CACHE_MS, and forgets on request", () => {
    const cache = new IdentityCache<string>();
    cache.put("p", "ann", T0);
    expect(cache.get("p", T0 + IDENTITY_CACHE_MS - 1)).toBe("ann");
    expect(cache.get("p", T0 + IDENTITY_CACHE_MS)).toBeUndefined();
    cache.put("p", "ann", T0);
    cache.forget("p");
    expect(cache.get("p", T0)).toBeUndefined();
  });
});
