/** The ranked routes' cost rules (src/lobby/costs.ts): which cached leaderboard answers a limit. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { LEADERBOARD_SIZES, leaderboardSize } from "../../src/lobby/costs.ts";

describe("leaderboard sizes", () => {
  it("answers a limit from the smallest cached size that holds it", () => {
    expect(LEADERBOARD_SIZES).toEqual([10, 25, 50, 100]);
    expect([1, 7, 10, 11, 25, 26, 50, 51, 99, 100].map(leaderboardSize)).toEqual([10, 10, 10, 25, 25, 50, 50, 100, 100, 100]);
  });

  it("never answers with fewer rows than asked for, and only ever with a cached size", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100 }), (limit) => {
      const size = leaderboardSize(limit);
      expect(size).toBeGreaterThanOrEqual(limit);
      expect(LEADERBOARD_SIZES).toContain(size);
    }));
  });
});
