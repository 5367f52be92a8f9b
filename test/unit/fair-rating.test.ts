import { describe, expect, it } from "vitest";
import {
  LEADERBOARD_RULES as R, PAIR_LIMIT, REFUND_PATTERN_MS, onLeaderboard, placesWithFlaggedLast, refundDecision, unratedReason,
} from "../../src/ranked/fair-rating.ts";
import { ESTABLISHED_SIGMA } from "../../src/ranked/ratings.ts";

const NOW = 10_000_000_000;

describe("which finished ranked matches are rated", () => {
  it("rates a match with real play, no flagged player and every pair under the limit", () => {
    expect(unratedReason({ aborted: false, allFlagged: false, pairCounts: [] })).toBeNull();
    expect(unratedReason({ aborted: false, allFlagged: false, pairCounts: [0, PAIR_LIMIT - 1] })).toBeNull();
  });

  it("stops rating a pair after its third rated match in the window", () => {
    expect(PAIR_LIMIT).toBe(3);
    expect(unratedReason({ aborted: false, allFlagged: false, pairCounts: [1, PAIR_LIMIT] })).toBe("pair_limit");
  });

  it("names the abort first, then the flag, then the pair limit", () => {
    expect(unratedReason({ aborted: true, allFlagged: true, pairCounts: [9] })).toBe("aborted");
    expect(unratedReason({ aborted: false, allFlagged: true, pairCounts: [9] })).toBe("flagged");
  });
});

describe("the leaderboard's rule", () => {
  const listed = { sigma: ESTABLISHED_SIGMA - 0.01, games: R.minGames, opponents: R.minOpponents, lastPlayedAt: NOW - R.activeMs, flagged: false };
  it("lists established players with enough rated games against enough opponents, active within the week", () => {
    expect(onLeaderboard(listed, NOW)).toBe(true);
  });
  it("leaves out each player who misses one condition", () => {
    expect(onLeaderboard({ ...listed, sigma: ESTABLISHED_SIGMA }, NOW)).toBe(false);
    expect(onLeaderboard({ ...listed, games: R.minGames - 1 }, NOW)).toBe(false);
    expect(onLeaderboard({ ...listed, opponents: R.minOpponents - 1 }, NOW)).toBe(false);
    expect(onLeaderboard({ ...listed, lastPlayedAt: NOW - R.activeMs - 1 }, NOW)).toBe(false);
    expect(onLeaderboard({ ...listed, lastPlayedAt: null }, NOW)).toBe(false);
    expect(onLeaderboard({ ...listed, flagged: true }, NOW)).toBe(false);
  });
});

describe("a flagged player's place", () => {
  it("is last, together with any other flagged player, the others keeping their order", () => {
    expect(placesWithFlaggedLast([2, 1], [false, true])).toEqual([1, 2]); // the loser who flags themself still loses
    expect(placesWithFlaggedLast([1, 2], [true, false])).toEqual([2, 1]); // a flagged winner loses
    expect(placesWithFlaggedLast([1, 2, 3, 4], [false, true, false, false])).toEqual([1, 4, 2, 3]);
    expect(placesWithFlaggedLast([1, 1, 3, 4], [false, false, true, true])).toEqual([1, 1, 3, 3]);
    expect(placesWithFlaggedLast([3, 1, 1, 4], [false, true, false, false])).toEqual([2, 4, 1, 3]);
    expect(placesWithFlaggedLast([1, 2, 3], [false, false, false])).toEqual([1, 2, 3]);
  });
});

describe("refunds", () => {
  const NOW_ = 5_000_000_000;
  it("give back what was lost to the flagged player, never more, nothing for a gain", () => {
    expect(refundDecision(-1.5, [], "F", NOW_)).toEqual({ pay: 1.5 });
    expect(refundDecision(0.7, [], "F", NOW_)).toBeNull();
    expect(refundDecision(0, [], "F", NOW_)).toBeNull();
  });

  it("keep paying for the same flagged player, and withhold for a second one within the window", () => {
    expect(refundDecision(-2, [{ flaggedId: "F", at: NOW_ - 1 }], "F", NOW_)).toEqual({ pay: 2 });
    expect(refundDecision(-2, [{ flaggedId: "F", at: NOW_ - 1 }], "G", NOW_)).toBe("withheld");
    expect(refundDecision(-2, [{ flaggedId: "F", at: NOW_ - REFUND_PATTERN_MS + 1 }], "G", NOW_)).toBe("withheld");
    // Long ago, another cheater's victim is a victim again.
    expect(refundDecision(-2, [{ flaggedId: "F", at: NOW_ - REFUND_PATTERN_MS }], "G", NOW_)).toEqual({ pay: 2 });
    // Nothing lost, nothing to withhold.
    expect(refundDecision(1, [{ flaggedId: "F", at: NOW_ - 1 }], "G", NOW_)).toBeNull();
  });
});
