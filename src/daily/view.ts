/**
 * What a player sees of their day after the try: the result, the place among the day's
 * counted results so far, the words missed (as a table's review lists them: everyday
 * words first, longest first) and, once the day is over, the words only they found.
 * Pure: the routes read the rows and pass them in.
 */
import type { SolvedWord } from "../game/match-state.ts";
import { longestUnfound } from "../game/unfound.ts";
import type { CheckedTry } from "./try.ts";
import type { DailyResultResponse, Language } from "../protocol.ts";
import { percentileBeaten, placeFrom } from "./ranking.ts";

/** How many missed words the result lists. */
export const MISSED_SHOWN = 40;

/** Everything a day's view is made of. */
export interface DayFacts {
  date: string;
  language: Language;
  number: number;
  practice: boolean;
  /** The try as checked (null: no try handed in). */
  checked: CheckedTry | null;
  /** Counted results of the day: all, above this one's points, on them (this one included). */
  standing: { total: number; higher: number; same: number } | null;
  solution: readonly SolvedWord[];
  /** The day's board. */
  cells: readonly string[];
  /** For each word, how many players found it; null while the day is not over. */
  finders: ReadonlyMap<string, number> | null;
  streak: number;
}

/** The view of a player's day. */
export function dayView(f: DayFacts): DailyResultResponse {
  const total = f.standing?.total ?? 0;
  if (!f.checked) {
    return { date: f.date, language: f.language, number: f.number, practice: f.practice, cells: null, result: null, place: null, percentile: null, total, missed: null, unique: null, streak: f.streak };
  }
  const found = new Set(f.checked.words.map((w) => w.word));
  const ranked = f.standing && !f.practice ? f.standing : null;
  return {
    date: f.date,
    language: f.language,
    number: f.number,
    practice: f.practice,
    cells: [...f.cells],
    result: {
      points: f.checked.points,
      words: f.checked.words.map((w) => ({ word: w.word, points: w.points, path: w.path })),
      longest: f.checked.longest,
      refused: f.checked.refused,
    },
    place: ranked ? placeFrom(ranked.higher) : null,
    percentile: ranked ? percentileBeaten(ranked.total, ranked.higher, ranked.same) : null,
    total,
    missed: longestUnfound(f.solution, found, MISSED_SHOWN),
    unique: f.finders && !f.practice ? [...found].filter((w) => (f.finders!.get(w) ?? 0) <= 1).sort((a, b) => b.length - a.length || (a < b ? -1 : 1)) : null,
    streak: f.streak,
  };
}
