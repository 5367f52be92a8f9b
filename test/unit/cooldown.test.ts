/**
 * Queue cooldowns and the front of the queue (src/ranked/cooldown.ts), and who counts as
 * a no-show at a ranked table (src/game/ranked.ts `noShows`).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { COOLDOWN_STEPS_MS, FRONT_FOR_MS, MISS_WINDOW_MS, cooldownMessage, frontOfQueue, queueCooldown } from "../../src/ranked/cooldown.ts";
import { TABLE_RULES, join, type GameDictionary, type ModeContext, type Outcome, type Applied } from "../../src/game/match.ts";
import { arrive, createRankedMatch, leaveBeforeStart, newlyOut, noShows, startDeadline, RANKED_START_MS } from "../../src/game/ranked.ts";
import { seededRng } from "../../src/game/random.ts";

const T0 = 1_800_000_000_000;
const MIN = 60_000;

describe("queue cooldown", () => {
  it("is 1, 5, then 30 minutes after the newest miss, by how many fall in the last day", () => {
    expect(COOLDOWN_STEPS_MS).toEqual([1 * MIN, 5 * MIN, 30 * MIN]);
    expect(queueCooldown([], T0)).toBeNull();
    expect(queueCooldown([T0], T0)).toEqual({ until: T0 + MIN, misses: 1 });
    expect(queueCooldown([T0 - 10 * MIN, T0], T0 + MIN)).toEqual({ until: T0 + 5 * MIN, misses: 2 });
    expect(queueCooldown([T0 - 2 * 60 * MIN, T0 - 60 * MIN, T0], T0)).toEqual({ until: T0 + 30 * MIN, misses: 3 });
    expect(queueCooldown([T0 - 3, T0 - 2, T0 - 1, T0], T0)).toEqual({ until: T0 + 30 * MIN, misses: 4 });
  });

  it("is over exactly at its end, and misses older than a day no longer count", () => {
    expect(queueCooldown([T0], T0 + MIN - 1)).not.toBeNull();
    expect(queueCooldown([T0], T0 + MIN)).toBeNull();
    const old = T0 - MISS_WINDOW_MS;
    expect(queueCooldown([old, T0], T0 + 30_000)).toEqual({ until: T0 + MIN, misses: 1 });
    expect(queueCooldown([old + 1, T0], T0)).toEqual({ until: T0 + 5 * MIN, misses: 2 });
    expect(queueCooldown([T0 - MISS_WINDOW_MS, T0], T0)).toEqual({ until: T0 + MIN, misses: 1 }); // exactly a day old: out
    expect(queueCooldown([T0 + 5], T0)).toBeNull(); // a miss stamped in the future by a skewed clock is ignored
  });

  it("never lasts longer than the longest step after the newest miss, and grows with each miss", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: MISS_WINDOW_MS - 1 }), { minLength: 1, maxLength: 8 }), fc.nat(40 * MIN), (agos, later) => {
      const missed = agos.map((a) => T0 - a);
      const now = T0 + later;
      const c = queueCooldown(missed, now);
      if (c) {
        expect(c.until).toBeLessThanOrEqual(Math.max(...missed) + COOLDOWN_STEPS_MS.at(-1)!);
        expect(c.until).toBeGreaterThan(now);
      }
      const more = queueCooldown([...missed, Math.max(...missed)], now);
      if (c) expect(more!.until).toBeGreaterThanOrEqual(c.until);
    }));
  });

  it("says the time left as minutes and seconds, rounded up", () => {
    expect(cooldownMessage(59_001)).toBe("You missed a ranked match you were matched for: you can queue again in 1:00");
    expect(cooldownMessage(5 * MIN - 500)).toMatch(/in 5:00$/);
    expect(cooldownMessage(29 * MIN + 5_400)).toMatch(/in 29:06$/);
    expect(cooldownMessage(1)).toMatch(/in 0:01$/);
  });
});

describe("the front of the queue", () => {
  const cancelled = { status: "cancelled" as const, finishedAt: T0, queuedAt: T0 - 40_000, missed: false };
  it("gives a player a no-show left behind the wait they had, for a while", () => {
    expect(frontOfQueue(cancelled, T0 + 1_000)).toBe(T0 - 40_000);
    expect(frontOfQueue(cancelled, T0 + FRONT_FOR_MS)).toBe(T0 - 40_000);
    expect(frontOfQueue(cancelled, T0 + FRONT_FOR_MS + 1)).toBeNull();
  });
  it("gives nothing to the no-show, after a played or pending match, or without a stored wait", () => {
    expect(frontOfQueue(null, T0)).toBeNull();
    expect(frontOfQueue({ ...cancelled, missed: true }, T0)).toBeNull();
    expect(frontOfQueue({ ...cancelled, status: "finished" }, T0)).toBeNull();
    expect(frontOfQueue({ ...cancelled, status: "pending", finishedAt: null }, T0)).toBeNull();
    expect(frontOfQueue({ ...cancelled, queuedAt: null }, T0)).toBeNull();
  });
});

describe("no-shows at a ranked table", () => {
  const dict: GameDictionary = { has: () => false, levelOf: () => 10, solve: () => [] };
  const ctx = (now: number): ModeContext => ({ now, rng: seededRng(7), dict, rules: TABLE_RULES });
  const seats = ["Ann", "Bob", "Cy"].map((name, i) => ({ playerId: `player-${i}`, name, token: `token-${i}-abcdefghijklmnop` }));
  const ok = (out: Outcome): Applied => { if (!out.ok) throw new Error(out.code); return out; };
  const come = (m: ReturnType<typeof createRankedMatch>, seat: number) =>
    ok(arrive(ok(join(m, { name: seats[seat]!.name, token: seats[seat]!.token }, "unused-token-xxxxxxxx", ctx(T0))).state, seat, ctx(T0))).state;

  it("counts who never came, and who left before the start, but not a player who came", () => {
    let m = createRankedMatch("t1", T0, seats);
    m = come(m, 0);
    m = come(m, 1);
    m = ok(leaveBeforeStart(m, 1, ctx(T0 + 1))).state;
    expect(m.phase).toBe("lobby");
    expect(noShows(m, newlyOut(m))).toEqual(["player-1"]);
    m = ok(startDeadline(m, ctx(T0 + RANKED_START_MS))).state;
    expect(m.ranked!.cancelled).toBe(true);
    // After the call-off (Bob's leaving was reported while it was still before the start):
    // Cy never came; Ann came and is nobody's no-show, even if she leaves now.
    expect(noShows(m, ["player-0", "player-2"])).toEqual(["player-2"]);
  });

  it("counts only those who never came once the match has started", () => {
    let m = createRankedMatch("t1", T0, seats);
    m = come(m, 0);
    m = come(m, 2);
    m = ok(startDeadline(m, ctx(T0 + RANKED_START_MS))).state;
    expect(m.phase).toBe("playing");
    expect(noShows(m, newlyOut(m))).toEqual(["player-1"]);
    expect(noShows(m, ["player-0"])).toEqual([]);
    expect(noShows({ ...m, ranked: undefined }, ["player-1"])).toEqual([]);
  });
});
