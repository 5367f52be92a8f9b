/**
 * Achievements that reward learning and variety more than grinding: a long word, a week
 * of daily boards, a full board in untimed training, words learned, several languages and
 * every mode. Earned from what this device remembers (its rounds and its deck).
 */
import { dayNumber, streaks, type DeckProgress, type RoundRecord } from "./figures.ts";

export const ACHIEVEMENTS = ["firstEight", "dailyWeek", "fullBoard", "learnedTen", "learnedHundred", "threeLanguages", "everyMode"] as const;
export type Achievement = (typeof ACHIEVEMENTS)[number];

/** The achievements earned, in the list's order. */
export function earnedAchievements(rounds: readonly RoundRecord[], deck: DeckProgress, offsetMinutes = 0): Achievement[] {
  const dailyDays = [...new Set(rounds.filter((r) => r.mode === "daily").map((r) => dayNumber(r.at, offsetMinutes)))].sort((a, b) => a - b);
  const modes = new Set(rounds.map((r) => r.mode));
  const earned: Record<Achievement, boolean> = {
    firstEight: rounds.some((r) => r.words.some((w) => w.word.length >= 8)),
    dailyWeek: streaks(dailyDays, dailyDays.at(-1) ?? 0).longestStreak >= 7,
    fullBoard: rounds.some((r) => r.fullBoard === true),
    learnedTen: deck.learned >= 10,
    learnedHundred: deck.learned >= 100,
    threeLanguages: new Set(rounds.map((r) => r.language)).size >= 3,
    everyMode: (["table", "daily", "arena", "practice"] as const).every((m) => modes.has(m)),
  };
  return ACHIEVEMENTS.filter((a) => earned[a]);
}
