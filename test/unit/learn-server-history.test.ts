/**
 * Issue 34: the server's history on the Me page. The routes' answers add up across
 * languages (a failed one left out), and the achievements it confirms join the device's:
 * a week of daily boards, and every mode once the server saw the daily board and the arena.
 */
import { expect, test } from "vitest";
import { serverHistoryOf, withServerHistory } from "../../src/learn/server-history.ts";

test("the server's figures add up across languages, leaving out a route that failed", () => {
  const h = serverHistoryOf(
    { languages: [{ games: 3 }, { games: 4 }] },
    [{ longestStreak: 2, days: [1, 2, 3] }, null, { longestStreak: 8, days: [1, 2, 3, 4, 5, 6, 7, 8] }],
    { rounds: 12, bestPlace: 3 },
  );
  expect(h).toEqual({ rankedGames: 7, dailyDays: 11, dailyLongestStreak: 8, arenaRounds: 12, arenaBestPlace: 3 });
  expect(serverHistoryOf(null, [], null)).toEqual({ rankedGames: 0, dailyDays: 0, dailyLongestStreak: 0, arenaRounds: 0, arenaBestPlace: null });
});

test("the server confirms a daily week and every mode; it adds nothing it has not seen", () => {
  const none = serverHistoryOf(null, [], null);
  expect(withServerHistory(["firstEight"], new Set(["table", "practice"]), none)).toEqual(["firstEight"]);
  const week = { ...none, dailyDays: 7, dailyLongestStreak: 7 };
  expect(withServerHistory(["firstEight"], new Set(["table", "practice"]), week)).toEqual(["firstEight", "dailyWeek"]);
  const all = { ...week, arenaRounds: 1 };
  expect(withServerHistory([], new Set(["table", "practice"]), all)).toEqual(["dailyWeek", "everyMode"]);
  // The server never sees tables or practice: without them on the device, no "every mode".
  expect(withServerHistory([], new Set(["practice"]), all)).toEqual(["dailyWeek"]);
  expect(withServerHistory([], new Set(), { ...none, dailyDays: 6, dailyLongestStreak: 6 })).toEqual([]);
});

test("the arena alone does not stand for the daily board, and the device's own achievements all stay (mutation survivors)", () => {
  const arenaOnly = { ...serverHistoryOf(null, [], null), arenaRounds: 3, arenaBestPlace: 2 };
  expect(withServerHistory([], new Set(["table", "practice"]), arenaOnly)).toEqual([]);
  const own = ["firstEight", "fullBoard", "learnedTen", "learnedHundred", "threeLanguages"] as const;
  expect(withServerHistory([...own], new Set(), serverHistoryOf(null, [], null))).toEqual([...own]);
});
