/**
 * The server's history of a player, for the Me page: what D1 already keeps for a device
 * with an identity (ranked games per language, the daily boards played with their
 * streaks, the arena's rounds and best place), added up across languages, and the
 * achievements it confirms. Casual tables and practice are never stored on the server:
 * those figures are the device's alone. Pure: the answers of the existing routes
 * (/api/players/<id>, /daily, /arena) come in.
 */
import type { Achievement } from "./achievements.ts";

/** The server's figures, all languages together. */
export interface ServerHistory {
  rankedGames: number;
  dailyDays: number;
  dailyLongestStreak: number;
  arenaRounds: number;
  arenaBestPlace: number | null;
}

/** Add up the routes' answers (a route that failed is left out: null). */
export function serverHistoryOf(
  profile: { languages: readonly { games: number }[] } | null,
  dailies: readonly ({ longestStreak: number; days: readonly unknown[] } | null)[],
  arena: { rounds: number; bestPlace: number | null } | null,
): ServerHistory {
  const ds = dailies.filter((d) => d !== null);
  return {
    rankedGames: profile ? profile.languages.reduce((n, l) => n + l.games, 0) : 0,
    dailyDays: ds.reduce((n, d) => n + d.days.length, 0),
    dailyLongestStreak: Math.max(0, ...ds.map((d) => d.longestStreak)),
    arenaRounds: arena?.rounds ?? 0,
    arenaBestPlace: arena?.bestPlace ?? null,
  };
}

/**
 * The device's achievements with those the server's history confirms: a week of daily
 * boards played on any device, and every mode when the server saw the daily board and
 * the arena played (the device still needs a table and practice).
 */
export function withServerHistory(earned: readonly Achievement[], modesOnDevice: ReadonlySet<string>, h: ServerHistory): Achievement[] {
  const out = new Set(earned);
  if (h.dailyLongestStreak >= 7) out.add("dailyWeek");
  const modes = new Set(modesOnDevice);
  if (h.dailyDays > 0) modes.add("daily");
  if (h.arenaRounds > 0) modes.add("arena");
  if (["table", "daily", "arena", "practice"].every((m) => modes.has(m))) out.add("everyMode");
  const order: Achievement[] = ["firstEight", "dailyWeek", "fullBoard", "learnedTen", "learnedHundred", "threeLanguages", "everyMode"];
  return order.filter((a) => out.has(a));
}
