/**
 * The daily board's fair-play rules, pure: who is on a day's public top list
 * (src/daily/top-list.ts), entry times against the server's clock and when a day's
 * figures are final (src/daily/try.ts).
 */
import { describe, expect, it } from "vitest";
import { TOP_LIST_RULES as R, boardShare, topListHold, type PastDay } from "../../src/daily/top-list.ts";
import { CLOCK_ALLOWANCE_MS, DAILY_ROUND_MS, DAY_SETTLES_MS, HAND_IN_GRACE_MS, aheadOfClock, dayIsOver } from "../../src/daily/try.ts";

const days = (n: number, share: number | null = 0.2, flagged = false): PastDay[] => Array.from({ length: n }, () => ({ share, flagged }));

describe("the daily top list", () => {
  it("lists an established player at their level", () => {
    expect(topListHold(days(R.minDays), { share: 0.2, flagged: false })).toBeNull();
    expect(topListHold(days(R.minDays + 5), { share: 0.29, flagged: false })).toBeNull();
  });

  it("keeps a player with too few earlier days off it", () => {
    expect(topListHold([], { share: 0.1, flagged: false })).toBe("new");
    expect(topListHold(days(R.minDays - 1), { share: 0.1, flagged: false })).toBe("new");
  });

  it("keeps a flagged result, or a player flagged within the look-back, off it, before anything else", () => {
    expect(topListHold(days(R.minDays), { share: 0.2, flagged: true })).toBe("flagged");
    expect(topListHold([...days(R.minDays), { share: 0.2, flagged: true }], { share: 0.2, flagged: false })).toBe("flagged");
    expect(topListHold([], { share: 0.9, flagged: true })).toBe("flagged");
  });

  it("holds a spike far above the player's best recent share, not a good day near it", () => {
    const level = [{ share: 0.1, flagged: false }, { share: 0.2, flagged: false }, { share: 0.15, flagged: false }];
    const bar = 0.2 * R.spikeRatio;
    expect(topListHold(level, { share: bar, flagged: false })).toBeNull();
    expect(topListHold(level, { share: bar + 0.001, flagged: false })).toBe("spike");
    expect(topListHold(level, { share: 0.9, flagged: false })).toBe("spike");
    // Small shares jitter: over the ratio but by less than the margin is no spike.
    const low = days(R.minDays, 0.02);
    expect(topListHold(low, { share: 0.02 + R.spikeMargin - 0.001, flagged: false })).toBeNull();
    expect(topListHold(low, { share: 0.02 + R.spikeMargin + 0.001, flagged: false })).toBe("spike");
    // Days stored before shares were kept give no level: nothing to compare with.
    expect(topListHold(days(R.minDays, null), { share: 0.9, flagged: false })).toBeNull();
    expect(topListHold([...days(R.minDays, null), { share: 0.1, flagged: false }], { share: 0.9, flagged: false })).toBe("spike");
  });

  it("measures a result as its share of the board's points", () => {
    const solution = [{ word: "tea", path: [] }, { word: "tears", path: [] }, { word: "stare", path: [] }];
    expect(boardShare(5, solution)).toBeCloseTo(1, 12); // 1 + 2 + 2 points on the board
    expect(boardShare(1, solution)).toBeCloseTo(0.2, 12);
    expect(boardShare(3, [])).toBe(0);
  });
});

describe("daily times against the clock", () => {
  const start = 1_000_000;
  it("refuses a word timed later than the try has run, past a small allowance", () => {
    expect(aheadOfClock([{ word: "tea", ms: 2_400 + CLOCK_ALLOWANCE_MS }], start, start + 2_400)).toBe(false);
    expect(aheadOfClock([{ word: "tea", ms: 2_400 + CLOCK_ALLOWANCE_MS + 1 }], start, start + 2_400)).toBe(true);
    expect(aheadOfClock([{ word: "tea", ms: 1_000 }, { word: "sea", ms: 170_000 }], start, start + 2_400)).toBe(true);
    expect(aheadOfClock([], start, start)).toBe(false);
  });

  it("calls a day's figures final once its last try's round, grace and a minute are over", () => {
    const end = 5_000_000;
    expect(DAY_SETTLES_MS).toBeGreaterThan(DAILY_ROUND_MS + HAND_IN_GRACE_MS);
    expect(dayIsOver(end, end + DAY_SETTLES_MS)).toBe(false);
    expect(dayIsOver(end, end + DAY_SETTLES_MS + 1)).toBe(true);
    expect(dayIsOver(end, end - 1)).toBe(false);
  });
});
