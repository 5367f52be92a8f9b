import fc from "fast-check";
import { rating } from "openskill";
import { bradleyTerryFull } from "openskill/models";
import { describe, expect, it } from "vitest";
import {
  DISPLAY_SCALE, NEW_SKILL, RATE_OPTIONS, conservativeRating, displayRating, isProvisional, rateMatch, ratingView,
  type Skill,
} from "../../src/ranked/ratings.ts";

/**
 * openskill.js's own published vectors for the Bradley-Terry full-pairing model
 * (src/models/__tests__/bradley-terry-full.test.ts in philihp/openskill.js).
 */
describe("the Bradley-Terry full model against openskill.js's published vectors", () => {
  const r = rating();
  const one = [r];
  const close = (got: { mu: number; sigma: number }[][], want: [number, number][][]) => {
    expect(got.length).toBe(want.length);
    got.forEach((team, i) => team.forEach((p, j) => {
      expect(p.mu).toBeCloseTo(want[i]![j]![0], 10);
      expect(p.sigma).toBeCloseTo(want[i]![j]![1], 10);
    }));
  };

  it("is the model the ratings use", () => {
    expect(RATE_OPTIONS.model).toBe(bradleyTerryFull);
  });

  it("2p, 3p, 4p and 5p free-for-alls", () => {
    close(bradleyTerryFull([one, one]), [[[27.63523138347365, 8.065506316323548]], [[22.36476861652635, 8.065506316323548]]]);
    close(bradleyTerryFull([one, one, one]), [
      [[30.2704627669473, 7.788474807872566]], [[25.0, 7.788474807872566]], [[19.7295372330527, 7.788474807872566]],
    ]);
    close(bradleyTerryFull([one, one, one, one]), [
      [[32.90569415042095, 7.5012190693964005]], [[27.63523138347365, 7.5012190693964005]],
      [[22.36476861652635, 7.5012190693964005]], [[17.09430584957905, 7.5012190693964005]],
    ]);
    close(bradleyTerryFull([one, one, one, one, one]), [
      [[35.5409255338946, 7.202515895247076]], [[30.2704627669473, 7.202515895247076]], [[25.0, 7.202515895247076]],
      [[19.729537233052703, 7.202515895247076]], [[14.4590744661054, 7.202515895247076]],
    ]);
  });

  it("three teams of different sizes", () => {
    close(bradleyTerryFull([[r, r, r], one, [r, r]]), [
      [[25.992743915179297, 8.19709997489984], [25.992743915179297, 8.19709997489984], [25.992743915179297, 8.19709997489984]],
      [[28.48909130001799, 8.220848339985736]],
      [[20.518164784802714, 8.127515465304823], [20.518164784802714, 8.127515465304823]],
    ]);
  });
});

/** Every place pattern of n players with ties, in standard competition ranking (1, 1, 3). */
function placePatterns(n: number): number[][] {
  const out: number[][] = [];
  const scores = (prefix: number[]): void => {
    if (prefix.length === n) {
      out.push(prefix.map((s) => 1 + prefix.filter((t) => t > s).length));
      return;
    }
    for (let s = 0; s < n; s++) scores([...prefix, s]);
  };
  scores([]);
  return [...new Map(out.map((p) => [p.join(","), p])).values()];
}

describe("rateMatch", () => {
  it("enumerates the tie patterns it is tested with", () => {
    expect(placePatterns(2).map(String).sort()).toEqual(["1,1", "1,2", "2,1"]);
    expect(placePatterns(3)).toHaveLength(13);
    expect(placePatterns(4)).toHaveLength(75);
  });

  it("keeps every place pattern of 2–4 players in order, winners up, last places down", () => {
    const patterns = [2, 3, 4].flatMap(placePatterns);
    fc.assert(fc.property(
      fc.constantFrom(...patterns),
      fc.double({ min: 5, max: 45, noNaN: true }),
      fc.double({ min: 0.5, max: NEW_SKILL.sigma, noNaN: true }),
      (places, mu, sigma) => {
        const start: Skill = { mu, sigma };
        const after = rateMatch(places.map(() => start), places);
        for (let i = 0; i < places.length; i++) {
          for (let j = 0; j < places.length; j++) {
            if (places[i]! > places[j]!) expect(after[i]!.mu).toBeLessThan(after[j]!.mu);
            if (places[i] === places[j]) expect(after[i]!.mu).toBeCloseTo(after[j]!.mu, 9);
          }
          expect(after[i]!.sigma).toBeLessThanOrEqual(sigma);
        }
        const best = Math.min(...places);
        const worst = Math.max(...places);
        if (best === worst) return;
        places.forEach((p, i) => {
          if (p === best) {
            expect(after[i]!.mu).toBeGreaterThan(mu);
            expect(conservativeRating(after[i]!)).toBeGreaterThan(conservativeRating(start));
          }
          if (p === worst) expect(after[i]!.mu).toBeLessThan(mu);
        });
      },
    ), { numRuns: 500 });
  });

  it("leaves the third of places 1, 1, 3, 4 below the two winners (Plackett-Luce does not)", () => {
    const after = rateMatch([NEW_SKILL, NEW_SKILL, NEW_SKILL, NEW_SKILL], [1, 1, 3, 4]);
    expect(after[2]!.mu).toBeLessThan(after[0]!.mu - 1);
    expect(after[0]!.mu).toBeCloseTo(after[1]!.mu, 9);
  });

  it("returns the order it was given, whatever the order of the places", () => {
    const a = rateMatch([NEW_SKILL, NEW_SKILL, NEW_SKILL], [3, 1, 2]);
    const b = rateMatch([NEW_SKILL, NEW_SKILL, NEW_SKILL], [1, 2, 3]);
    expect(a[1]!.mu).toBeCloseTo(b[0]!.mu, 12);
    expect(a[0]!.mu).toBeCloseTo(b[2]!.mu, 12);
  });

  it("refuses a mismatched list and leaves a lone player alone", () => {
    expect(() => rateMatch([NEW_SKILL], [1, 2])).toThrow();
    expect(rateMatch([NEW_SKILL], [1])).toEqual([NEW_SKILL]);
  });
});

describe("a new identity's skill", () => {
  it("is OpenSkill's prior, which the identity store writes into a new players row", () => {
    expect(rating()).toEqual(NEW_SKILL);
  });
});

describe("the display scale", () => {
  it("puts a new player at 1500, provisional, with RD 350", () => {
    expect(ratingView(NEW_SKILL)).toEqual({ rating: 1500, provisional: true });
    expect(DISPLAY_SCALE * NEW_SKILL.sigma).toBeCloseTo(350, 9);
    expect(conservativeRating(NEW_SKILL)).toBeCloseTo(450, 9);
  });

  it("is provisional exactly while RD ≥ 110", () => {
    expect(isProvisional({ mu: 25, sigma: 110 / DISPLAY_SCALE })).toBe(true);
    expect(isProvisional({ mu: 25, sigma: 109.9 / DISPLAY_SCALE })).toBe(false);
  });

  it("moves 42 points per unit of μ", () => {
    expect(displayRating({ mu: 26, sigma: 1 })).toBe(1542);
    expect(displayRating({ mu: 24, sigma: 1 })).toBe(1458);
  });

  it("leaves a player provisional after a few games, established after many", () => {
    let skills = [NEW_SKILL, NEW_SKILL, NEW_SKILL];
    let games = 0;
    while (isProvisional(skills[0]!) && games < 100) {
      skills = rateMatch(skills, games % 2 ? [1, 2, 3] : [3, 2, 1]);
      games++;
    }
    expect(games).toBeGreaterThan(3);
    expect(games).toBeLessThan(60);
  });
});
