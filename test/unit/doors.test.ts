/**
 * The doors every object with sockets shares (src/doors/), tested once here with each
 * object's numbers: the lobby's (idle sockets capped per address, a cap on queued ones),
 * a table's (one cap on sockets waiting to join), an arena shard's (every socket counts,
 * joined ones idle out), the frame budgets and their strikes, and the address scopes every
 * per-client budget spends from (src/limits/rate.ts).
 */
import { describe, expect, it } from "vitest";
import { AddressBudgets, FrameBudgets, KeyedBudgets, MAX_STRIKES } from "../../src/doors/budget.ts";
import { maySettle, nextDeadline, overdue, toMakeRoom, type Door, type DoorRules } from "../../src/doors/doors.ts";
import {
  IDENTITY_CACHE_MS, IDENTITY_QUEUE_BUDGET, IdentityCache, LOBBY_DOORS, LOBBY_FRAMES, MAX_IDLE_DEVICES_PER_ADDRESS, MAX_IDLE_PER_ADDRESS,
  MAX_IDLE_PER_DEVICE, MAX_QUEUED_PER_ADDRESS, QUEUE_BUDGET, QUEUE_WITHIN_MS,
} from "../../src/lobby/lobby-guards.ts";
import {
  IDLE_MS, JOIN_WITHIN_MS as SHARD_JOIN_MS, MAX_DEVICE_SOCKETS_PER_ADDRESS, MAX_SOCKETS_PER_ADDRESS, MAX_SOCKETS_PER_DEVICE, SHARD_DOORS, SHARD_FRAMES,
} from "../../src/arena/shard-limits.ts";
import { JOIN_WITHIN_MS, MAX_WAITING, TABLE_DOORS, TABLE_FRAMES } from "../../src/table/guards.ts";
import { SHARE_PER_48, addressScopes, scaledRule } from "../../src/limits/rate.ts";

const T0 = 1_000_000;
const socket = () => ({});
const door = (socket: string, client: string, openedAt: number, idleSince: number | null = openedAt): Door<string> => ({ socket, client, openedAt, waitingSince: idleSince });
/** The lobby's rules, bound. */
const lobby = {
  toMakeRoom: (doors: Door<string>[], client: string) => toMakeRoom(doors, client, LOBBY_DOORS),
  mayQueue: (doors: Door<string>[], client: string, socket: string) => maySettle(doors, client, socket, MAX_QUEUED_PER_ADDRESS),
  overdue: (doors: Door<string>[], now: number) => overdue(doors, now, LOBBY_DOORS),
  queueDeadline: (doors: Door<string>[]) => nextDeadline(doors, LOBBY_DOORS),
};

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
    expect(lobby.toMakeRoom(idle.slice(1), "203.0.113.9")).toEqual([]);
    expect(lobby.toMakeRoom(idle, "203.0.113.9")).toEqual(["s0"]);
    expect(lobby.toMakeRoom(idle, "203.0.113.10")).toEqual([]);
    // Listed out of order, the oldest still goes first.
    expect(lobby.toMakeRoom([...idle].reverse(), "203.0.113.9")).toEqual(["s0"]);
    // Four queued (opened first) beside the idle ones: only the idle count, and only they go.
    const queued = Array.from({ length: 4 }, (_, i) => door(`q${i}`, "203.0.113.9", T0 - 100 + i, null));
    expect(lobby.toMakeRoom([...queued, ...idle.slice(0, MAX_IDLE_PER_ADDRESS - 1)], "203.0.113.9")).toEqual([]);
    expect(lobby.toMakeRoom([...queued, ...idle], "203.0.113.9")).toEqual(["s0"]);
    // All queued: nothing to push out, and the new socket still comes in.
    const many = Array.from({ length: 40 }, (_, i) => door(`p${i}`, "203.0.113.9", T0 + i, null));
    expect(lobby.toMakeRoom(many, "203.0.113.9")).toEqual([]);
    // Over the cap by two (an eviction was missed): the two oldest.
    const over = [...idle, door("s8", "203.0.113.9", T0 + 8)];
    expect(lobby.toMakeRoom(over, "203.0.113.9")).toEqual(["s0", "s1"]);
  });

  it("counts an IPv6 /48 as a whole, at SHARE_PER_48 times the cap", () => {
    const cap48 = MAX_IDLE_PER_ADDRESS * SHARE_PER_48;
    const spread = Array.from({ length: cap48 }, (_, i) => door(`s${i}`, `2001:db8:5:${i.toString(16)}::1`, T0 + i));
    expect(lobby.toMakeRoom(spread.slice(1), "2001:db8:5:ffff::1")).toEqual([]);
    expect(lobby.toMakeRoom(spread, "2001:db8:5:ffff::1")).toEqual(["s0"]);
    expect(lobby.toMakeRoom(spread, "2001:db8:6::1")).toEqual([]);
    // A full /64 inside a /48 with room: only the /64's own oldest goes.
    const one64 = Array.from({ length: MAX_IDLE_PER_ADDRESS }, (_, i) => door(`t${i}`, `2001:db8:7:1::${i + 1}`, T0 + i));
    expect(lobby.toMakeRoom(one64, "2001:db8:7:1::99")).toEqual(["t0"]);
  });

  it("lets an address queue up to its cap, counting neither idle sockets nor the one queueing again", () => {
    const address = "198.51.100.7";
    const queued = Array.from({ length: MAX_QUEUED_PER_ADDRESS - 1 }, (_, i) => door(`q${i}`, address, T0 + i, null));
    const idle = Array.from({ length: MAX_IDLE_PER_ADDRESS }, (_, i) => door(`i${i}`, address, T0 + i));
    expect(lobby.mayQueue([...queued, ...idle], address, "i0")).toBe(true);
    const full = [...queued, door("last", address, T0, null), ...idle];
    expect(lobby.mayQueue(full, address, "i0")).toBe(false);
    expect(lobby.mayQueue(full, address, "last")).toBe(true); // already queued: queueing again keeps its place
    expect(lobby.mayQueue(full, "198.51.100.8", "other")).toBe(true);
    // A /48 holds SHARE_PER_48 times as many over its /64s; one /64 still holds its own cap.
    const site = Array.from({ length: MAX_QUEUED_PER_ADDRESS * SHARE_PER_48 }, (_, i) => door(`v${i}`, `2001:db8:8:${i.toString(16)}::1`, T0, null));
    expect(lobby.mayQueue(site.slice(1), "2001:db8:8:ffff::1", "new")).toBe(true);
    expect(lobby.mayQueue(site, "2001:db8:8:ffff::1", "new")).toBe(false);
    const one64 = Array.from({ length: MAX_QUEUED_PER_ADDRESS }, (_, i) => door(`w${i}`, `2001:db8:9:1::${i + 1}`, T0, null));
    expect(lobby.mayQueue(one64, "2001:db8:9:1::999", "new")).toBe(false);
    expect(lobby.mayQueue(one64, "2001:db8:9:2::1", "new")).toBe(true);
  });

  it("closes sockets idle for QUEUE_WITHIN_MS, and wakes for the first deadline", () => {
    const doors = [door("old", "a", T0), door("queued", "a", T0 - 60_000, null), door("new", "a", T0 + 5_000)];
    expect(lobby.overdue(doors, T0 + QUEUE_WITHIN_MS - 1)).toEqual([]);
    expect(lobby.overdue(doors, T0 + QUEUE_WITHIN_MS)).toEqual(["old"]);
    expect(lobby.overdue(doors, T0 + 5_000 + QUEUE_WITHIN_MS)).toEqual(["old", "new"]);
    expect(lobby.queueDeadline(doors)).toBe(T0 + QUEUE_WITHIN_MS);
    expect(lobby.queueDeadline([door("queued", "a", T0, null)])).toBeNull();
  });
});

describe("lobby guards", () => {
  it("spends queue frames per address, and per /48 across its /64s", () => {
    const budgets = new AddressBudgets(QUEUE_BUDGET);
    for (let i = 0; i < QUEUE_BUDGET.burst; i++) expect(budgets.take("203.0.113.9", T0)).toBe(true);
    expect(budgets.take("203.0.113.9", T0)).toBe(false);
    expect(budgets.take("203.0.113.10", T0)).toBe(true);
    expect(budgets.take("203.0.113.9", T0 + 1000 / QUEUE_BUDGET.perSecond)).toBe(true);
    const wide = new AddressBudgets(QUEUE_BUDGET);
    const perSite = QUEUE_BUDGET.burst * SHARE_PER_48;
    for (let i = 0; i < perSite; i++) expect(wide.take(`2001:db8:9:${i.toString(16)}::1`, T0)).toBe(true);
    expect(wide.take("2001:db8:9:ffff::1", T0)).toBe(false);
  });

  it("spends queue frames per identity, each identity its own", () => {
    const budgets = new KeyedBudgets<string>(IDENTITY_QUEUE_BUDGET);
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

describe("a table's doors", () => {
  it("caps the sockets waiting to join for the whole table, whatever their addresses; seated ones neither count nor go", () => {
    const waiting = Array.from({ length: MAX_WAITING }, (_, i) => door(`w${i}`, `203.0.113.${i}`, T0 + i));
    const seated = Array.from({ length: 8 }, (_, i) => door(`s${i}`, "198.51.100.1", T0 - 100 + i, null));
    expect(toMakeRoom([...seated, ...waiting.slice(1)], "192.0.2.1", TABLE_DOORS)).toEqual([]);
    expect(toMakeRoom([...seated, ...waiting].reverse(), "192.0.2.1", TABLE_DOORS)).toEqual(["w0"]);
  });

  it("closes a socket that has not joined within JOIN_WITHIN_MS, never a seated one, and wakes for the first", () => {
    const doors = [door("a", "x", T0), door("seated", "x", T0 - 60_000, null), door("b", "y", T0 + 3_000)];
    expect(overdue(doors, T0 + JOIN_WITHIN_MS - 1, TABLE_DOORS)).toEqual([]);
    expect(overdue(doors, T0 + JOIN_WITHIN_MS, TABLE_DOORS)).toEqual(["a"]);
    expect(nextDeadline(doors, TABLE_DOORS)).toBe(T0 + JOIN_WITHIN_MS);
    expect(nextDeadline([door("seated", "x", T0, null)], TABLE_DOORS)).toBeNull();
  });
});

describe("an arena shard's doors", () => {
  const shard = (socket: string, client: string, openedAt: number, joined: boolean, seenAt = openedAt): Door<string> =>
    ({ socket, client, openedAt, waitingSince: joined ? null : openedAt, seenAt });

  it("counts every socket of an address, pushing out its oldest unjoined one first, then its oldest", () => {
    const joined = Array.from({ length: MAX_SOCKETS_PER_ADDRESS - 1 }, (_, i) => shard(`j${i}`, "203.0.113.9", T0 + i, true));
    expect(toMakeRoom(joined, "203.0.113.9", SHARD_DOORS)).toEqual([]);
    const late = shard("u", "203.0.113.9", T0 + 100, false);
    expect(toMakeRoom([...joined, late], "203.0.113.9", SHARD_DOORS)).toEqual(["u"]);
    expect(toMakeRoom([...joined, shard("j9", "203.0.113.9", T0 + 50, true)], "203.0.113.9", SHARD_DOORS)).toEqual(["j0"]);
    expect(toMakeRoom([...joined, late], "203.0.113.10", SHARD_DOORS)).toEqual([]);
  });

  it("closes an unjoined socket after JOIN_WITHIN_MS and a joined one silent for IDLE_MS", () => {
    const doors = [shard("new", "a", T0, false), shard("quiet", "a", T0 - 5_000, true, T0), shard("chatty", "a", T0, true, T0 + 30_000)];
    expect(overdue(doors, T0 + SHARD_JOIN_MS - 1, SHARD_DOORS)).toEqual([]);
    expect(overdue(doors, T0 + SHARD_JOIN_MS, SHARD_DOORS)).toEqual(["new"]);
    expect(overdue(doors, T0 + IDLE_MS, SHARD_DOORS)).toEqual(["new", "quiet"]);
    expect(nextDeadline(doors.slice(1), SHARD_DOORS)).toBe(T0 + IDLE_MS);
    // A door without an idle rule never idles out once settled.
    const noIdle: DoorRules = { ...SHARD_DOORS, idleMs: null };
    expect(overdue(doors, T0 + 10 * IDLE_MS, noIdle)).toEqual(["new"]);
  });
});

describe("proven devices (a device token the Worker proved on the upgrade)", () => {
  const proven = (socket: string, client: string, openedAt: number, device: string | null, waitingSince: number | null = openedAt): Door<string> =>
    ({ socket, client, openedAt, waitingSince, seenAt: openedAt, device });

  it("lets a proven device hold MAX_IDLE_PER_DEVICE idle lobby sockets, a third pushing out its own oldest, never a neighbour's", () => {
    const own = Array.from({ length: MAX_IDLE_PER_DEVICE }, (_, i) => proven(`d${i}`, "203.0.113.9", T0 + i, "dev-a"));
    const neighbour = proven("n", "203.0.113.9", T0 - 10, "dev-b");
    const queued = proven("q", "203.0.113.9", T0 - 20, "dev-a", null);
    expect(toMakeRoom([neighbour, queued, ...own.slice(1)], "203.0.113.9", LOBBY_DOORS, "dev-a")).toEqual([]);
    expect(toMakeRoom([neighbour, queued, ...own], "203.0.113.9", LOBBY_DOORS, "dev-a")).toEqual(["d0"]);
  });

  it("keeps proven and unproven sockets apart: a class of proven devices passes the address cap, an unproven flood never pushes one out", () => {
    const cls = Array.from({ length: MAX_IDLE_DEVICES_PER_ADDRESS - 1 }, (_, i) => proven(`p${i}`, "203.0.113.9", T0 + i, `dev${i}`));
    expect(cls.length).toBeGreaterThan(MAX_IDLE_PER_ADDRESS);
    expect(toMakeRoom(cls, "203.0.113.9", LOBBY_DOORS, "dev-new")).toEqual([]);
    const flood = Array.from({ length: MAX_IDLE_PER_ADDRESS }, (_, i) => proven(`f${i}`, "203.0.113.9", T0 - 100 + i, null));
    expect(toMakeRoom([...cls, ...flood], "203.0.113.9", LOBBY_DOORS)).toEqual(["f0"]);
    expect(toMakeRoom([...cls, ...flood], "203.0.113.9", LOBBY_DOORS, "dev-new")).toEqual([]);
    // One more proven device past the address's proven cap: the oldest proven idle socket goes.
    expect(toMakeRoom([...cls, proven("p63", "203.0.113.9", T0 + 63, "dev63"), ...flood], "203.0.113.9", LOBBY_DOORS, "dev-new")).toEqual(["p0"]);
  });

  it("on a shard, counts a device's sockets joined or not, and past the address's proven cap pushes out the unjoined first", () => {
    expect(MAX_DEVICE_SOCKETS_PER_ADDRESS).toBeGreaterThan(MAX_SOCKETS_PER_ADDRESS);
    const mine = Array.from({ length: MAX_SOCKETS_PER_DEVICE }, (_, i) => proven(`m${i}`, "203.0.113.9", T0 + i, "dev-a", null));
    expect(toMakeRoom(mine, "203.0.113.9", SHARD_DOORS, "dev-a")).toEqual(["m0"]);
    const full = Array.from({ length: MAX_DEVICE_SOCKETS_PER_ADDRESS }, (_, i) => proven(`j${i}`, "203.0.113.9", T0 + i, `dev${i}`, i === 5 ? T0 + 5 : null));
    expect(toMakeRoom(full, "203.0.113.9", SHARD_DOORS, "dev-new")).toEqual(["j5"]);
    expect(toMakeRoom(full.slice(1), "203.0.113.9", SHARD_DOORS, "dev-new")).toEqual([]);
    // A table's doors look at no device: every socket counts under the one cap.
    const waiting = Array.from({ length: MAX_WAITING }, (_, i) => proven(`w${i}`, `203.0.113.${i}`, T0 + i, `dev${i}`));
    expect(toMakeRoom(waiting, "198.51.100.1", TABLE_DOORS, "dev-x")).toEqual(["w0"]);
  });

  it("spends no address budget for a proven device's frames, while its own budget still holds", () => {
    const budgets = new FrameBudgets<string>(SHARD_FRAMES);
    let ok = 0;
    for (let p = 0; p < 10; p++) for (let i = 0; i < 20; i++) if (budgets.admit(socket(), `p${p}`, "203.0.113.7", T0, true) === "ok") ok++;
    expect(ok).toBe(200);
    let unproven = 0;
    for (let p = 0; p < 10; p++) for (let i = 0; i < 20; i++) if (budgets.admit(socket(), `u${p}`, "203.0.113.7", T0) === "ok") unproven++;
    expect(unproven).toBe(SHARD_FRAMES.address!.burst);
    const own = new FrameBudgets<string>(SHARD_FRAMES);
    const verdicts = Array.from({ length: SHARD_FRAMES.own.burst + 1 }, () => own.admit(socket(), "solo", "203.0.113.8", T0, true));
    expect(verdicts.at(-1)).toBe("slow");
  });
});

describe("frame budgets", () => {

  /** Send `frames` frames on a fresh connection from each of `clients`, with no owner; how many were admitted. */
  function send(budgets: FrameBudgets<number>, clients: string[], frames: number): number {
    let ok = 0;
    for (const client of clients) {
      const ws = socket();
      for (let i = 0; i < frames; i++) if (budgets.admit(ws, null, client, T0) === "ok") ok++;
    }
    return ok;
  }

  it("shares a table's per-address budget over an IPv6 /64, four times as large over its /48, one per IPv4 address", () => {
    const perAddress = TABLE_FRAMES.address!.burst;
    expect(send(new FrameBudgets(TABLE_FRAMES), Array.from({ length: 6 }, (_, i) => `2001:db8:1:1::${i + 1}`), 25)).toBe(perAddress);
    expect(send(new FrameBudgets(TABLE_FRAMES), Array.from({ length: 24 }, (_, i) => `2001:db8:2:${(i + 1).toString(16)}::1`), 25)).toBe(perAddress * SHARE_PER_48);
    expect(send(new FrameBudgets(TABLE_FRAMES), ["2001:db8:3:1::1", "2001:db8:3:2::1"], 25)).toBe(50);
    expect(send(new FrameBudgets(TABLE_FRAMES), Array.from({ length: 5 }, () => "203.0.113.1"), 25)).toBe(perAddress);
    expect(send(new FrameBudgets(TABLE_FRAMES), ["203.0.113.1", "203.0.113.2"], 25)).toBe(50);
  });

  it("gives an owner one budget across its connections, and a connection without one its own", () => {
    const budgets = new FrameBudgets<string>(SHARD_FRAMES);
    const burst = SHARD_FRAMES.own.burst;
    let ok = 0;
    for (let i = 0; i < burst + 5; i++) if (budgets.admit(socket(), "ann", `203.0.113.${i}`, T0) === "ok") ok++;
    expect(ok).toBe(burst);
    expect(budgets.admit(socket(), "bob", "203.0.113.99", T0)).toBe("ok");
    expect(budgets.admit(socket(), null, "203.0.113.98", T0)).toBe("ok");
  });

  it("refuses a flood (slow), then closes it once MAX_STRIKES refusals pile up; sending slower pays strikes back", () => {
    const budgets = new FrameBudgets<never>(LOBBY_FRAMES);
    const ws = socket();
    const verdicts = Array.from({ length: LOBBY_FRAMES.own.burst + MAX_STRIKES }, () => budgets.admit(ws, null, "", T0));
    expect(verdicts.filter((v) => v === "ok").length).toBe(LOBBY_FRAMES.own.burst);
    expect(verdicts.at(-2)).toBe("slow");
    expect(verdicts.at(-1)).toBe("close");
    const calm = new FrameBudgets<never>(LOBBY_FRAMES);
    const other = socket();
    for (let i = 0; i < LOBBY_FRAMES.own.burst + MAX_STRIKES - 1; i++) calm.admit(other, null, "", T0);
    expect(calm.admit(other, null, "", T0 + 1000)).toBe("ok"); // refilled: a strike paid back
    expect(calm.admit(other, null, "", T0 + 1000)).not.toBe("close");
  });

  it("closes on the address's strikes too, when one address floods from many connections", () => {
    const budgets = new FrameBudgets<number>(TABLE_FRAMES);
    const verdicts: string[] = [];
    for (let c = 0; c < 10; c++) {
      const ws = socket();
      for (let i = 0; i < 25; i++) verdicts.push(budgets.admit(ws, null, "203.0.113.7", T0));
    }
    expect(verdicts.filter((v) => v === "ok").length).toBe(TABLE_FRAMES.address!.burst);
    expect(verdicts).toContain("close");
  });
});
