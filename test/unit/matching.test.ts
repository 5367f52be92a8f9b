import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MATCH_ON_JOIN_MAX, MATCH_RULES, compatible, matchStep, matchesOnJoin, ratingWindow, type Waiter } from "../../src/lobby/matching.ts";

const w = (playerId: string, rating: number, since = 0): Waiter => ({ playerId, rating, since });
const ids = (groups: Waiter[][]) => groups.map((g) => g.map((x) => x.playerId).sort());

describe("ratingWindow", () => {
  it("starts narrow and widens every few seconds, up to a cap", () => {
    expect(ratingWindow(0)).toBe(100);
    expect(ratingWindow(1_999)).toBe(100);
    expect(ratingWindow(2_000)).toBe(150);
    expect(ratingWindow(10_000)).toBe(350);
    expect(ratingWindow(60_000)).toBe(800);
    expect(ratingWindow(10 * 60_000)).toBe(MATCH_RULES.maxWindow);
  });
});

describe("matchStep", () => {
  it("starts four compatible players at once", () => {
    const { groups, waiting } = matchStep([w("a", 1500), w("b", 1520), w("c", 1480), w("d", 1550)], 0);
    expect(ids(groups)).toEqual([["a", "b", "c", "d"]]);
    expect(waiting).toEqual([]);
  });

  it("holds two or three until the longest-waiting has waited 10 seconds", () => {
    const three = [w("a", 1500, 0), w("b", 1500, 4_000), w("c", 1500, 9_000)];
    expect(matchStep(three, 9_999).groups).toEqual([]);
    expect(ids(matchStep(three, 10_000).groups)).toEqual([["a", "b", "c"]]);
    expect(ids(matchStep([w("a", 1500, 0), w("b", 1500, 9_000)], 10_000).groups)).toEqual([["a", "b"]]);
  });

  it("widens the window with waiting time", () => {
    const pair = [w("low", 1200, 0), w("high", 1700, 0)];
    expect(matchStep(pair, 15_999).groups).toEqual([]);
    expect(ids(matchStep(pair, 16_000).groups)).toEqual([["high", "low"]]);
  });

  it("needs both players' windows: a newcomer is not pulled far by a long waiter", () => {
    const pair = [w("old", 1200, 0), w("new", 1600, 59_000)];
    expect(compatible(pair[0]!, pair[1]!, 60_000)).toBe(false);
    expect(matchStep(pair, 60_000).groups).toEqual([]);
  });

  it("splits five close players into four now and one waiting", () => {
    const five = [1500, 1501, 1502, 1503, 1504].map((r, i) => w(`p${i}`, r, i));
    const { groups, waiting } = matchStep(five, 10);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toHaveLength(4);
    expect(waiting).toHaveLength(1);
    expect(groups[0]!.map((x) => x.playerId)).toContain("p0"); // the longest waiter is served first
  });

  it("fills a group with the nearest ratings around the longest waiter", () => {
    const queue = [w("c", 1530, 3), w("far", 3000, 4), w("anchor", 1500, 0), w("mid", 1580, 5), w("a", 1510, 1), w("b", 1520, 2)];
    const { groups, waiting } = matchStep(queue, 30_000);
    expect(ids(groups)).toEqual([["a", "anchor", "b", "c"]]);
    expect(waiting.map((x) => x.playerId)).toEqual(["far", "mid"]);
  });

  it("looks both ways from the anchor's rating, down to the lowest", () => {
    const queue = [w("top", 1800, 4), w("anchor", 1500, 0), w("up2", 1700, 3), w("low", 1480, 1), w("up1", 1600, 2)];
    const { groups, waiting } = matchStep(queue, 30_000);
    expect(ids(groups)).toEqual([["anchor", "low", "up1", "up2"]]);
    expect(waiting.map((x) => x.playerId)).toEqual(["top"]);
  });

  it("serves the longest waiter first, whatever the order of the queue", () => {
    const five = [w("new", 1500, 900), w("p1", 1501, 100), w("p2", 1502, 200), w("p3", 1503, 300), w("oldest", 1504, 0)];
    const { groups, waiting } = matchStep(five, 1_000);
    expect(ids(groups)).toEqual([["oldest", "p1", "p2", "p3"]]);
    expect(groups[0]!.map((x) => x.playerId)).toEqual(["oldest", "p1", "p2", "p3"]); // longest-waiting first
    expect(waiting.map((x) => x.playerId)).toEqual(["new"]);
  });

  it("lists those left waiting longest-waiting first", () => {
    const queue = [w("b", 1000, 20), w("a", 2000, 10), w("c", 1500, 30)];
    expect(matchStep(queue, 100).waiting.map((x) => x.playerId)).toEqual(["a", "b", "c"]);
  });

  it("counts a player queued twice from when they first queued", () => {
    const queue = [w("a", 1500, 5_000), w("a", 1500, 0), w("b", 1500, 9_000)];
    const { groups, waiting } = matchStep(queue, 10_000);
    expect(ids(groups)).toEqual([["a", "b"]]);
    expect(groups[0]![0]!.since).toBe(0);
    expect(waiting).toEqual([]);
    expect(matchStep([w("a", 1500, 0), w("a", 1500, 5_000), w("b", 1500, 9_000)], 10_000).groups).toHaveLength(1);
  });

  it("counts a player queued twice at the same moment once, as first listed", () => {
    const { groups } = matchStep([w("a", 1500, 0), w("a", 1900, 0), w("b", 1500, 9_000)], 10_000);
    expect(groups.map((g) => g.map((x) => [x.playerId, x.rating]))).toEqual([[["a", 1500], ["b", 1500]]]);
  });

  it("makes the same groups from players who queued at the same moment, whatever the order of the queue", () => {
    const five = [1000, 1100, 1200, 1300, 1400].map((r) => w(`r${r}`, r, 0));
    const step = (queue: Waiter[]) => matchStep(queue, 10_000);
    expect(ids(step([...five].reverse()).groups)).toEqual(ids(step(five).groups));
    expect(ids(step(five).groups)).toEqual([["r1000", "r1100", "r1200", "r1300"]]);
  });

  it("never matches a player with themself", () => {
    expect(compatible(w("a", 1500, 0), w("a", 1500, 0), 60_000)).toBe(false);
    const { groups, waiting } = matchStep([w("a", 1500, 0), w("a", 1500, 5)], 60_000);
    expect(groups).toEqual([]);
    expect(waiting.map((x) => x.playerId)).toEqual(["a"]);
  });

  it("places everyone at most once, in groups of 2–4 that are pairwise compatible", () => {
    fc.assert(fc.property(
      fc.array(fc.record({
        playerId: fc.constantFrom(...Array.from({ length: 40 }, (_, i) => `p${i}`)),
        rating: fc.integer({ min: 800, max: 2400 }),
        since: fc.integer({ min: 0, max: 60_000 }),
      }), { maxLength: 60 }),
      fc.integer({ min: 0, max: 30_000 }),
      (queue, later) => {
        const now = 60_000 + later;
        const { groups, waiting } = matchStep(queue, now);
        const seen = new Set<string>();
        for (const g of groups) {
          expect(g.length).toBeGreaterThanOrEqual(2);
          expect(g.length).toBeLessThanOrEqual(4);
          for (const x of g) {
            expect(seen.has(x.playerId)).toBe(false);
            seen.add(x.playerId);
          }
          for (const a of g) for (const b of g) if (a !== b) expect(compatible(a, b, now)).toBe(true);
          if (g.length < 4) expect(Math.max(...g.map((x) => now - x.since))).toBeGreaterThanOrEqual(10_000);
        }
        for (const x of waiting) {
          expect(seen.has(x.playerId)).toBe(false);
          seen.add(x.playerId);
        }
        expect(seen).toEqual(new Set(queue.map((q) => q.playerId)));
      },
    ), { numRuns: 300 });
  });

  it("leaves no two compatible players waiting once both have waited 10 seconds", () => {
    fc.assert(fc.property(
      fc.uniqueArray(fc.record({ playerId: fc.string({ minLength: 1, maxLength: 4 }), rating: fc.integer({ min: 1000, max: 2000 }), since: fc.integer({ min: 0, max: 1_000 }) }), { selector: (x) => x.playerId, maxLength: 30 }),
      (queue) => {
        const now = 20_000;
        const { waiting } = matchStep(queue, now);
        for (const a of waiting) for (const b of waiting) if (a !== b) expect(compatible(a, b, now)).toBe(false);
      },
    ), { numRuns: 300 });
  });

  it("groups the nearest ratings, not the earliest queued", () => {
    const queue = [w("A", 1500, 0), w("B", 1600, 1), w("C", 1510, 2), w("D", 1520, 3), w("E", 1530, 4)];
    const { groups, waiting } = matchStep(queue, 4);
    expect(ids(groups)).toEqual([["A", "C", "D", "E"]]);
    expect(waiting.map((x) => x.playerId)).toEqual(["B"]);
  });

  it("among equal ratings, groups the longest-waiting", () => {
    const all = { A: 0, B: 1, C: 2, D: 3, E: 4 };
    const queue = (["B", "E", "A", "C", "D"] as const).map((id) => w(id, 1500, all[id]));
    const { groups, waiting } = matchStep(queue, 10);
    expect(ids(groups)).toEqual([["A", "B", "C", "D"]]);
    expect(waiting.map((x) => x.playerId)).toEqual(["E"]);
  });
});

describe("the flagged pool", () => {
  it("matches flagged players only with each other, each pool by the usual rule", () => {
    const now = 100_000;
    const queue = ["a", "b", "c", "d", "e"].map((playerId, i) => ({ playerId, rating: 1500 + i, since: now - 11_000 - i, flagged: i % 2 === 1 }));
    const { groups, waiting } = matchStep(queue, now);
    expect(groups.map((g) => g.map((w) => w.playerId).sort())).toEqual([["a", "c", "e"], ["b", "d"]]);
    expect(waiting).toEqual([]);
    // Alone in their pool, a flagged player waits however compatible the others are.
    const lone = matchStep(queue.slice(0, 2).map((w, i) => ({ ...w, flagged: i === 1 })), now);
    expect(lone.groups).toEqual([]);
    expect(lone.waiting.map((w) => w.playerId).sort()).toEqual(["a", "b"]);
  });

  it("lists those left waiting longest-waiting first across both pools", () => {
    const queue = [w("a", 1500, 30), { ...w("b", 1500, 10), flagged: true }, w("c", 2500, 20), { ...w("d", 2500, 0), flagged: true }];
    expect(matchStep(queue, 1_000).waiting.map((x) => x.playerId)).toEqual(["d", "b", "c", "a"]);
  });

  it("never puts a flagged and an unflagged player in one group (property)", () => {
    fc.assert(fc.property(
      fc.array(fc.record({ rating: fc.integer({ min: 800, max: 2400 }), wait: fc.nat(40_000), flagged: fc.boolean() }), { maxLength: 40 }),
      (drawn) => {
        const now = 1_000_000;
        const queue = drawn.map((d, i) => ({ playerId: `p${i}`, rating: d.rating, since: now - d.wait, flagged: d.flagged }));
        const { groups, waiting } = matchStep(queue, now);
        const placed = groups.flat().length + waiting.length;
        return placed === queue.length && groups.every((g) => g.every((w) => w.flagged === g[0]!.flagged));
      },
    ));
  });
});

describe("pools per language", () => {
  it("matches players only with those who queued for the same language, English if unsaid", () => {
    const now = 100_000;
    const queue: Waiter[] = [
      { ...w("en1", 1500, 0) }, { ...w("de1", 1500, 1), language: "de" }, { ...w("en2", 1500, 2), language: "en" },
      { ...w("fr1", 1500, 3), language: "fr" }, { ...w("de2", 1510, 4), language: "de" },
    ];
    const { groups, waiting } = matchStep(queue, now);
    expect(ids(groups)).toEqual([["en1", "en2"], ["de1", "de2"]]);
    expect(waiting.map((x) => x.playerId)).toEqual(["fr1"]);
  });

  it("never puts players of two languages, or a flagged and an unflagged one, in one group (property)", () => {
    const languages = ["en", "de", "fr", "es"] as const;
    fc.assert(fc.property(
      fc.array(fc.record({ rating: fc.integer({ min: 1200, max: 1800 }), wait: fc.nat(40_000), flagged: fc.boolean(), language: fc.constantFrom(...languages) }), { maxLength: 40 }),
      (drawn) => {
        const now = 1_000_000;
        const queue = drawn.map((d, i) => ({ playerId: `p${i}`, rating: d.rating, since: now - d.wait, flagged: d.flagged, language: d.language }));
        const { groups, waiting } = matchStep(queue, now);
        const placed = groups.flat().length + waiting.length;
        return placed === queue.length && groups.every((g) => g.every((w) => w.language === g[0]!.language && w.flagged === g[0]!.flagged));
      },
    ));
  });
});

describe("matchesOnJoin", () => {
  it("matches at once up to a thousand waiting; longer queues wait for the tick", () => {
    expect(matchesOnJoin(0)).toBe(true);
    expect(matchesOnJoin(MATCH_ON_JOIN_MAX)).toBe(true);
    expect(matchesOnJoin(MATCH_ON_JOIN_MAX + 1)).toBe(false);
    expect(MATCH_ON_JOIN_MAX).toBe(1_000);
  });
});
