/**
 * The Me page's figures (src/learn/figures.ts) and achievements (src/learn/achievements.ts)
 * added up from rounds this device remembers.
 */
import { describe, expect, it } from "vitest";
import { earnedAchievements } from "../../src/learn/achievements.ts";
import { figuresOf, streaks, type RoundRecord } from "../../src/learn/figures.ts";

const DAY = 86_400_000;
const t0 = Date.UTC(2026, 2, 1, 12);
const round = (day: number, words: string[], extra: Partial<RoundRecord> = {}): RoundRecord => ({
  at: t0 + day * DAY, mode: "practice", language: "en", points: words.reduce((a, w) => a + w.length - 2, 0),
  words: words.map((word) => ({ word, points: word.length - 2 })), refused: 0, boardWords: 40, ...extra,
});
const noDeck = { cards: 0, due: 0, learned: 0 };

describe("figures", () => {
  it("counts rounds, averages per day, words by length, refused share, best and longest words", () => {
    const rounds = [
      round(0, ["cat", "dogs"], { refused: 2 }),
      round(0, ["tiger"], { mode: "table" }),
      round(2, ["elephants", "ant"], { language: "de" }),
    ];
    const f = figuresOf(rounds, noDeck, t0 + 2 * DAY);
    expect(f.rounds).toBe(3);
    expect(f.byMode).toEqual({ practice: 2, table: 1 });
    expect(f.days).toHaveLength(2);
    expect(f.days[0]).toMatchObject({ rounds: 2, pointsPerRound: (1 + 2 + 3) / 2, wordsPerRound: 1.5 });
    expect(f.days[1]!.day - f.days[0]!.day).toBe(2 * DAY);
    expect(f.byLength).toEqual([{ length: 3, words: 2 }, { length: 4, words: 1 }, { length: 5, words: 1 }, { length: 9, words: 1 }]);
    expect(f.refusedShare).toBeCloseTo(2 / 7);
    expect(f.bestWords[0]).toEqual({ word: "elephants", points: 7, language: "de" });
    expect(f.longest).toEqual({ word: "elephants", language: "de" });
  });
  it("counts days in the player's time zone", () => {
    // 23:30 UTC on day 0 and 00:30 UTC on day 1: one day at UTC+2, two at UTC.
    const late = { ...round(0, ["cat"]), at: Date.UTC(2026, 2, 1, 23, 30) };
    const early = { ...round(0, ["cat"]), at: Date.UTC(2026, 2, 2, 0, 30) };
    expect(figuresOf([late, early], noDeck, early.at, 0).days).toHaveLength(2);
    expect(figuresOf([late, early], noDeck, early.at, 120).days).toHaveLength(1);
  });
  it("has no refused share and no longest word before any round", () => {
    const f = figuresOf([], noDeck, t0);
    expect(f).toMatchObject({ rounds: 0, refusedShare: 0, longest: null, streak: 0, longestStreak: 0, days: [] });
  });
  it("counts streaks of days in a row, the current one only while it reaches today or yesterday", () => {
    expect(streaks([1, 2, 3, 5, 6], 6)).toEqual({ streak: 2, longestStreak: 3 });
    expect(streaks([1, 2, 3, 5, 6], 7)).toEqual({ streak: 2, longestStreak: 3 });
    expect(streaks([1, 2, 3, 5, 6], 8)).toEqual({ streak: 0, longestStreak: 3 });
    expect(streaks([], 8)).toEqual({ streak: 0, longestStreak: 0 });
  });
});

describe("achievements", () => {
  it("a first word of eight letters", () => {
    expect(earnedAchievements([round(0, ["sevenly"])], noDeck)).not.toContain("firstEight");
    expect(earnedAchievements([round(0, ["eighteen"])], noDeck)).toContain("firstEight");
  });
  it("a week of daily boards: seven days in a row, not seven boards", () => {
    const days = (list: number[]) => list.map((d) => round(d, ["cat"], { mode: "daily" }));
    expect(earnedAchievements(days([0, 1, 2, 3, 4, 5, 6]), noDeck)).toContain("dailyWeek");
    expect(earnedAchievements(days([0, 0, 1, 2, 3, 4, 5, 7]), noDeck)).not.toContain("dailyWeek");
  });
  it("a full board in untimed training, words learned, three languages, every mode", () => {
    expect(earnedAchievements([round(0, ["cat"], { fullBoard: true })], noDeck)).toContain("fullBoard");
    expect(earnedAchievements([], { cards: 120, due: 3, learned: 100 })).toEqual(["learnedTen", "learnedHundred"]);
    const langs = (["en", "de", "fr"] as const).map((language) => round(0, ["cat"], { language }));
    expect(earnedAchievements(langs, noDeck)).toContain("threeLanguages");
    const modes = (["table", "daily", "arena"] as const).map((mode) => round(0, ["cat"], { mode }));
    expect(earnedAchievements(modes, noDeck)).not.toContain("everyMode");
    expect(earnedAchievements([...modes, round(0, ["cat"])], noDeck)).toContain("everyMode");
  });
  it("each achievement at its threshold and not before (mutation survivors)", () => {
    expect(earnedAchievements([round(0, ["cat", "eighteen"])], noDeck)).toContain("firstEight");
    expect(earnedAchievements([round(0, ["cat"])], noDeck)).not.toContain("fullBoard");
    expect(earnedAchievements([], { cards: 20, due: 0, learned: 9 })).toEqual([]);
    expect(earnedAchievements([], { cards: 20, due: 0, learned: 10 })).toEqual(["learnedTen"]);
    expect(earnedAchievements([], { cards: 120, due: 0, learned: 99 })).toEqual(["learnedTen"]);
    // Only daily rounds make the week, in whatever order the device kept them.
    const week = [6, 5, 4, 3, 2, 1, 0];
    expect(earnedAchievements(week.map((d) => round(d, ["cat"], { mode: "daily" })), noDeck)).toContain("dailyWeek");
    expect(earnedAchievements([3, 0, 6, 1, 5, 2, 4].map((d) => round(d, ["cat"], { mode: "daily" })), noDeck)).toContain("dailyWeek");
    expect(earnedAchievements(week.map((d) => round(d, ["cat"], { mode: "practice" })), noDeck)).not.toContain("dailyWeek");
  });
});
