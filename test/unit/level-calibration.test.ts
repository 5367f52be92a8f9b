/**
 * The level calibration (dict/calibrate-levels.ts): per level, the smallest rank at which the
 * median board offers English's count of words, the lists' depth when none does, and never a
 * cut-off below the level before; and the ranks behind it take a word's best rank over the
 * frequency lists (dict/frequency.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chooseCutoffs, medianAtMost } from "../../dict/calibrate-levels.ts";
import { CUTOFF_LEVELS, levelOfRank } from "../../dict/frequency.ts";

/** A board's word ranks, sorted (Infinity: a word no list has). */
const boards = fc.array(fc.array(fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.constant(Infinity)), { maxLength: 40 }).map((b) => b.sort((x, y) => x - y)), { minLength: 1, maxLength: 15 });
const targets = fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 4, maxLength: 4 });

describe("chooseCutoffs", () => {
  it("gives each level the smallest rank whose median board reaches the target, else the depth, never decreasing", () => {
    fc.assert(fc.property(boards, targets, (ranked, wanted) => {
      const depth = 5000;
      const cutoffs = chooseCutoffs(ranked, wanted, depth);
      expect(cutoffs.map((c) => c.level)).toEqual([...CUTOFF_LEVELS]);
      let before = 1;
      cutoffs.forEach(({ rank }, i) => {
        expect(rank).toBeGreaterThanOrEqual(before);
        expect(rank).toBeLessThanOrEqual(depth);
        if (medianAtMost(ranked, rank) < wanted[i]!) expect(rank).toBe(depth); // unreachable: every ranked word
        else if (rank > before) expect(medianAtMost(ranked, rank - 1)).toBeLessThan(wanted[i]!); // smallest
        before = rank;
      });
    }));
  });

  it("turns ranks into levels at the cut-offs, and a word in no list is rare", () => {
    const cutoffs = chooseCutoffs([[1, 2, 3, 4, 5, 6, 7, 8]], [2, 4, 6, 20], 8);
    expect(cutoffs.map((c) => c.rank)).toEqual([2, 4, 6, 8]);
    expect([1, 2, 3, 5, 7, 8, 9, Infinity].map((r) => levelOfRank(r, cutoffs))).toEqual([10, 10, 20, 35, 50, 50, 70, 70]);
  });
});
