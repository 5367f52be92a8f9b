/**
 * Streaks: how many days in a row a player has played the daily board. Today not played
 * yet does not break a streak (the day is not over), so a streak counts back from today
 * if played, else from yesterday.
 */
import { addDays, dateOf } from "./calendar.ts";

/** The current streak for the dates a player played (any order, duplicates allowed) at `now`. */
export function currentStreak(played: readonly string[], now: number): number {
  const days = new Set(played);
  let day = dateOf(now);
  if (!days.has(day)) day = addDays(day, -1);
  let n = 0;
  while (days.has(day)) {
    n++;
    day = addDays(day, -1);
  }
  return n;
}

/** The longest run of consecutive days among the dates played. */
export function longestStreak(played: readonly string[]): number {
  const days = [...new Set(played)].sort();
  let best = 0, run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && addDays(days[i - 1]!, 1) === days[i] ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}
