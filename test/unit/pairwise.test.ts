/**
 * src/ranked/pairwise.ts: the rating update pair by pair. With every weight 1 it is
 * OpenSkill's own (checked against the library on random matches), its pairwise terms
 * add up to each player's change, and a result counts by the opponent's certainty.
 */
import fc from "fast-check";
import { rate } from "openskill";
import { describe, expect, it } from "vitest";
import { certaintyWeight, ratePairs } from "../../src/ranked/pairwise.ts";
import { ESTABLISHED_SIGMA, NEW_SKILL, RATE_OPTIONS } from "../../src/ranked/ratings.ts";
import { numRuns } from "./fast-check-seed.ts";

const skill = fc.record({ mu: fc.double({ min: -10, max: 60, noNaN: true }), sigma: fc.double({ min: 0.3, max: 25 / 3, noNaN: true }) });
const match = fc.integer({ min: 2, max: 4 }).chain((n) => fc.tuple(fc.array(skill, { minLength: n, maxLength: n }), fc.array(fc.integer({ min: 1, max: n }), { minLength: n, maxLength: n })));

describe("the pairwise update", () => {
  it("is OpenSkill's Bradley-Terry full update with limitSigma when every weight is 1", () => {
    fc.assert(fc.property(match, ([skills, places]) => {
      const ours = ratePairs(skills, places, false).after;
      const theirs = rate(skills.map((s) => [{ ...s }]), { ...RATE_OPTIONS, rank: [...places] }).map(([s]) => s!);
      ours.forEach((s, i) => {
        expect(s.mu).toBeCloseTo(theirs[i]!.mu, 9);
        expect(s.sigma).toBeCloseTo(theirs[i]!.sigma, 9);
      });
    }), { numRuns: numRuns(300) });
  });

  it("adds up, pair by pair, to each player's change, and what one wins from another the other loses in a match of equals", () => {
    fc.assert(fc.property(match, fc.boolean(), ([skills, places], weighted) => {
      const { after, pairs } = ratePairs(skills, places, weighted);
      after.forEach((s, i) => {
        expect(pairs[i]![i]).toBe(0);
        expect(s.mu - skills[i]!.mu).toBeCloseTo(pairs[i]!.reduce((a, b) => a + b, 0), 9);
        expect(s.sigma).toBeLessThanOrEqual(skills[i]!.sigma);
      });
    }), { numRuns: numRuns(200) });
    const { pairs } = ratePairs([NEW_SKILL, NEW_SKILL, NEW_SKILL], [1, 2, 3]);
    expect(pairs[0]![1]).toBeGreaterThan(0);
    expect(pairs[0]![1]).toBeCloseTo(-pairs[1]![0]!, 12);
    expect(pairs[1]![2]).toBeCloseTo(-pairs[2]![1]!, 12);
    // A tie between equals moves nobody against each other.
    expect(ratePairs([NEW_SKILL, NEW_SKILL], [1, 1]).pairs[0]![1]).toBeCloseTo(0, 12);
  });

  it("weights a result by the opponent's certainty: a win over a new identity moves an established player little", () => {
    const established = { mu: 30, sigma: 2.2 };
    const overNew = ratePairs([established, NEW_SKILL], [1, 2]);
    const overEstablished = ratePairs([established, { mu: 25, sigma: 2.2 }], [1, 2]);
    const gainNew = overNew.after[0]!.mu - established.mu;
    const gainEstablished = overEstablished.after[0]!.mu - established.mu;
    expect(gainNew).toBeGreaterThan(0);
    expect(gainNew).toBeLessThan(gainEstablished / 5);
    // …nor makes them surer.
    expect(established.sigma - overNew.after[0]!.sigma).toBeLessThan((established.sigma - overEstablished.after[0]!.sigma) / 5);
    // The new identity itself learns in full from the established player.
    const unweighted = ratePairs([established, NEW_SKILL], [1, 2], false);
    expect(overNew.after[1]).toEqual(unweighted.after[1]);
    // Two new players count in full for each other.
    expect(ratePairs([NEW_SKILL, NEW_SKILL], [1, 2])).toEqual(ratePairs([NEW_SKILL, NEW_SKILL], [1, 2], false));
  });

  it("gives a certainty weight of the variances' ratio, at most 1", () => {
    expect(certaintyWeight({ mu: 0, sigma: 2 }, { mu: 0, sigma: 4 })).toBeCloseTo(0.25, 12);
    expect(certaintyWeight({ mu: 0, sigma: 4 }, { mu: 0, sigma: 2 })).toBe(1);
    expect(certaintyWeight({ mu: 9, sigma: 3 }, { mu: -9, sigma: 3 })).toBe(1);
    expect(certaintyWeight({ mu: 25, sigma: ESTABLISHED_SIGMA }, NEW_SKILL)).toBeLessThan(0.1);
  });

  it("refuses a place missing, and leaves one player alone", () => {
    expect(() => ratePairs([NEW_SKILL], [1, 2])).toThrow();
    expect(ratePairs([NEW_SKILL], [1])).toEqual({ after: [{ ...NEW_SKILL }], pairs: [[0]] });
  });
});
