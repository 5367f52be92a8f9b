import { describe, expect, it } from "vitest";
import { LEADERBOARD_RULES as R, PAIR_LIMIT, onLeaderboard, refundOf, unratedReason } from "../../src/lobby/fair-rating.ts";
import { ESTABLISHED_SIGMA } from "../../src/lobby/ratings.ts";

const NOW = 10_000_000_000;

describe("which finished ranked matches are rated", () => {
  it("rates a match with real play, no flagged player and every pair under the limit", () => {
    expect(unratedReason({ aborted: false, flagged: false, pairCounts: [] })).toBeNull();
    expect(unratedReason({ aborted: false, flagged: false, pairCounts: [0, PAIR_LIMIT - 1] })).toBeNull();
  });

  it("stops rating a pair after its third rated match in the window", () => {
    expect(PAIR_LIMIT).toBe(3);
    expect(unratedReason({ aborted: false, flagged: false, pairCounts: [1, PAIR_LIMIT] })).toBe("pair_limit");
  });

  it("names the abort first, then the flag, then the pair limit", () => {
    expect(unratedReason({ aborted: true, flagged: true, pairCounts: [9] })).toBe("aborted");
    expect(unratedReason({ aborted: false, flagged: true, pairCounts: [9] })).toBe("flagged");
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

describe("refunds", () => {
  it("give back a loss to a flagged player, and take nothing from a gain", () => {
    expect(refundOf(25, 23.5)).toBe(1.5);
    expect(refundOf(25, 26)).toBe(0);
  });
});
