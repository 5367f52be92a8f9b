/**
 * A player's own figures (the Me page), added up from the rounds this device remembers:
 * how many rounds, points and words per round day by day, words by length, the share of
 * entries refused, best and longest words, streaks of days played, and the deck's
 * progress. Pure: the rounds and the deck come in, days are counted in the player's time
 * zone by the offset passed (minutes east of UTC, as the page reads it).
 */
import type { Language } from "../protocol.ts";

/** Where a round was played. */
export type RoundMode = "table" | "daily" | "arena" | "practice" | "drill";

/** One round as this device remembers it. */
export interface RoundRecord {
  /** When it ended (ms since the epoch). */
  at: number;
  mode: RoundMode;
  language: Language;
  points: number;
  /** The words found, with their points. */
  words: { word: string; points: number }[];
  /** Entries refused (not a word, not on the board). */
  refused: number;
  /** Words the board held. */
  boardWords: number;
  /** Untimed training that found every word of the board. */
  fullBoard?: boolean;
}

/** The deck's state, as the figures show it. */
export interface DeckProgress {
  cards: number;
  due: number;
  learned: number;
}

/** One day's averages. */
export interface DayFigures {
  /** The day's start, in ms since the epoch (UTC), for a chart's time axis. */
  day: number;
  rounds: number;
  pointsPerRound: number;
  wordsPerRound: number;
}

export interface Figures {
  rounds: number;
  byMode: Partial<Record<RoundMode, number>>;
  days: DayFigures[];
  /** Words found by their number of letters, shortest first. */
  byLength: { length: number; words: number }[];
  /** Refused entries over all entries (0 when none). */
  refusedShare: number;
  /** The best-scoring words found (most points, then longest), at most five. */
  bestWords: { word: string; points: number; language: Language }[];
  longest: { word: string; language: Language } | null;
  /** Days in a row with a round played, up to today (0 when not played today or yesterday). */
  streak: number;
  longestStreak: number;
  deck: DeckProgress;
}

const DAY_MS = 86_400_000;

/** The day number (days since the epoch in the player's zone) of `at`. */
export const dayNumber = (at: number, offsetMinutes: number): number => Math.floor((at + offsetMinutes * 60_000) / DAY_MS);

/** Add up `rounds` as of `now`. */
export function figuresOf(rounds: readonly RoundRecord[], deck: DeckProgress, now: number, offsetMinutes = 0): Figures {
  const byMode: Partial<Record<RoundMode, number>> = {};
  const perDay = new Map<number, { rounds: number; points: number; words: number }>();
  const lengths = new Map<number, number>();
  const best: { word: string; points: number; language: Language }[] = [];
  let longest: Figures["longest"] = null;
  let found = 0;
  let refused = 0;
  for (const r of rounds) {
    byMode[r.mode] = (byMode[r.mode] ?? 0) + 1;
    const d = dayNumber(r.at, offsetMinutes);
    const e = perDay.get(d) ?? { rounds: 0, points: 0, words: 0 };
    e.rounds++; e.points += r.points; e.words += r.words.length;
    perDay.set(d, e);
    found += r.words.length;
    refused += r.refused;
    for (const w of r.words) {
      lengths.set(w.word.length, (lengths.get(w.word.length) ?? 0) + 1);
      best.push({ word: w.word, points: w.points, language: r.language });
      if (!longest || w.word.length > longest.word.length) longest = { word: w.word, language: r.language };
    }
  }
  const bestWords = dedupe(best.sort((a, b) => b.points - a.points || b.word.length - a.word.length || (a.word < b.word ? -1 : 1))).slice(0, 5);
  const dayList = [...perDay.keys()].sort((a, b) => a - b);
  return {
    rounds: rounds.length,
    byMode,
    days: dayList.map((d) => {
      const e = perDay.get(d)!;
      return { day: d * DAY_MS, rounds: e.rounds, pointsPerRound: e.points / e.rounds, wordsPerRound: e.words / e.rounds };
    }),
    byLength: [...lengths].sort((a, b) => a[0] - b[0]).map(([length, words]) => ({ length, words })),
    refusedShare: found + refused === 0 ? 0 : refused / (found + refused),
    bestWords,
    longest,
    ...streaks(dayList, dayNumber(now, offsetMinutes)),
    deck,
  };
}

function dedupe<T extends { word: string; language: Language }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const k = `${i.language}:${i.word}`;
    return seen.has(k) ? false : (seen.add(k), true);
  });
}

/** The current streak (ending today or yesterday) and the longest, from sorted distinct day numbers. */
export function streaks(days: readonly number[], today: number): { streak: number; longestStreak: number } {
  let longestStreak = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i]! === days[i - 1]! + 1 ? run + 1 : 1;
    longestStreak = Math.max(longestStreak, run);
  }
  const last = days.at(-1);
  const streak = last !== undefined && today - last <= 1 ? run : 0;
  return { streak, longestStreak };
}
