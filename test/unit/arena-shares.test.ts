/**
 * Word shares ("found by 12%", src/arena/word-shares.ts) and which shard a player plays
 * on (src/arena/shards.ts). The shares are checked against the exact fraction; the
 * shard hash against what consistent hashing promises (a stable shard, in range, evenly
 * spread, and a change of count that moves only the players it must).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { numRuns } from "./fast-check-seed.ts";
import { applyCounts, changedCounts, mergeWordCounts, sharePercent } from "../../src/arena/word-shares.ts";
import { MAX_SHARDS, shardCountFor, shardOf } from "../../src/arena/shards.ts";

describe("word shares", () => {
  it("are the nearest whole percent, never 0% for a word someone found nor 100% for one someone missed", () => {
    expect(sharePercent(12, 100)).toBe(12);
    expect(sharePercent(145, 1204)).toBe(12);
    expect(sharePercent(1, 1000)).toBe(1);
    expect(sharePercent(999, 1000)).toBe(99);
    expect(sharePercent(1000, 1000)).toBe(100);
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(0, 50)).toBe(0);
    expect(sharePercent(0, 0)).toBe(0);
  });

  it("stay within a point of the exact share, and grow with the count", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }).chain((players) => fc.tuple(fc.constant(players), fc.integer({ min: 0, max: players }))), ([players, count]) => {
      const share = sharePercent(count, players);
      expect(Math.abs(share - (100 * count) / players)).toBeLessThanOrEqual(1);
      expect(share === 0).toBe(count === 0);
      expect(share === 100).toBe(count === players);
      if (count < players) expect(sharePercent(count + 1, players)).toBeGreaterThanOrEqual(share);
    }), { numRuns: numRuns(500) });
  });

  it("add up over shards, and a report of changes applied twice counts once", () => {
    fc.assert(fc.property(
      fc.array(fc.dictionary(fc.constantFrom("tea", "tear", "rate", "eat", "sat"), fc.integer({ min: 0, max: 20 })), { minLength: 1, maxLength: 6 }),
      (shards) => {
        const merged = mergeWordCounts(...shards);
        for (const w of ["tea", "tear", "rate", "eat", "sat"]) {
          const total = shards.reduce((n, s) => n + (s[w] ?? 0), 0);
          expect(merged[w] ?? 0).toBe(total);
        }
        const [first, ...rest] = shards;
        const later = mergeWordCounts(first!, ...rest);
        const change = changedCounts(first!, later);
        expect(applyCounts(applyCounts(first!, change), change)).toEqual(Object.fromEntries(Object.entries(later).filter(([, n]) => n > 0)));
      },
    ), { numRuns: numRuns(200) });
    expect(changedCounts({ tea: 2, eat: 1 }, { tea: 3 })).toEqual({ tea: 3, eat: 0 });
  });
});

const ids = (n: number, seed = 0) => Array.from({ length: n }, (_, i) => `player-${seed}-${i}-${(i * 2654435761) % 1000003}`);

describe("a player's shard", () => {
  it("is the same every time, and one of the shards", () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: MAX_SHARDS }), (id, count) => {
      const k = shardOf(id, count);
      expect(Number.isInteger(k) && k >= 0 && k < count).toBe(true);
      expect(shardOf(id, count)).toBe(k);
    }), { numRuns: numRuns(300) });
    expect(shardOf("anyone", 1)).toBe(0);
  });

  it("spreads players evenly: every shard within a fifth of its share", () => {
    for (const count of [2, 4, 8, 16]) {
      const load = new Array<number>(count).fill(0);
      for (const id of ids(20_000, count)) load[shardOf(id, count)]!++;
      for (const n of load) expect(Math.abs(n - 20_000 / count)).toBeLessThan((0.2 * 20_000) / count);
    }
  });

  it("moves a player only onto the new shard when one is added, and about 1 in n + 1 of them", () => {
    for (const count of [1, 3, 4, 7, 16]) {
      let moved = 0;
      for (const id of ids(10_000, count)) {
        const before = shardOf(id, count);
        const after = shardOf(id, count + 1);
        if (after !== before) {
          moved++;
          expect(after).toBe(count);
        }
      }
      expect(Math.abs(moved / 10_000 - 1 / (count + 1))).toBeLessThan(0.03);
    }
  });
});

describe("the shard count", () => {
  it("grows as soon as shards would hold more than their share, and shrinks only once half as many would do", () => {
    expect(shardCountFor(0, 1, 250)).toBe(1);
    expect(shardCountFor(250, 1, 250)).toBe(1);
    expect(shardCountFor(251, 1, 250)).toBe(2);
    expect(shardCountFor(2_000, 2, 250)).toBe(8);
    expect(shardCountFor(1_100, 8, 250)).toBe(8); // 5 would do: not yet half
    expect(shardCountFor(1_000, 8, 250)).toBe(4);
    expect(shardCountFor(0, 8, 250)).toBe(1);
    expect(shardCountFor(1_000_000, 8, 250)).toBe(4_000);
    expect(shardCountFor(5_000_000, 8, 250)).toBe(MAX_SHARDS);
    expect(shardCountFor(0, 1, 250, MAX_SHARDS, 4)).toBe(4); // an operator's floor
    expect(shardCountFor(2_000, 4, 250, MAX_SHARDS, 4)).toBe(8);
  });
});
