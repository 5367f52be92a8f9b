/**
 * The paced-solver rule (src/game/paced-solver.ts): a list that tracks the board's best
 * common words, or a spike far above a player's own rounds, counts against them; one
 * round never decides, and a player is flagged only once enough of their recent rounds
 * show a sign. Boards are made here from random words with random SCOWL sizes.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { numRuns } from "./fast-check-seed.ts";
import {
  PACED_LIMITS, bestCommonWords, pacedVerdict, remember, roundMarks, roundSigns, type LevelledWord, type RoundMarks,
} from "../../src/game/paced-solver.ts";

const P = PACED_LIMITS;
const LEVELS = [10, 20, 35, 40, 50, 55, 60, 70] as const;

/** A board's solution: `common` common words of 3–10 letters (every length as often), then words of any size. */
const board = (common = 32) => fc.tuple(
  fc.array(fc.stringMatching(/^[a-z]{8}$/), { minLength: common + 40, maxLength: common + 40 }),
  fc.array(fc.constantFrom(...LEVELS), { minLength: common + 40, maxLength: common + 40 }),
).map(([stems, levels]) => {
  const seen = new Set<string>();
  return stems.map((stem, i): LevelledWord => ({
    word: `${stem.slice(0, 1 + (i % 8))}${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`,
    level: i < common ? 10 : levels[i]!,
  })).filter((w) => !seen.has(w.word) && seen.add(w.word));
});

const points = (words: readonly string[]) => words.reduce((n, w) => n + w.length, 0);
const marksOf = (words: string[], b: LevelledWord[]) => roundMarks(words, b, points(words));

/** A person's list: short words first, a few of the long ones. */
function personList(b: LevelledWord[], n: number): string[] {
  return [...b].sort((x, y) => x.word.length - y.word.length).slice(0, n).map((w) => w.word);
}

describe("the paced-solver rule", () => {
  it("a list of the board's best common words tracks them fully; rare words are never among them", () => {
    fc.assert(fc.property(board(), fc.integer({ min: 1, max: 30 }), (b, n) => {
      const best = bestCommonWords(b);
      expect(best.every((w) => b.find((x) => x.word === w)!.level <= P.commonLevel)).toBe(true);
      for (let i = 1; i < best.length; i++) expect(best[i - 1]!.length).toBeGreaterThanOrEqual(best[i]!.length);
      expect(marksOf(best.slice(0, n), b).tracking).toBe(1);
    }), { numRuns: numRuns(200) });
  });

  it("one round never flags, however it looks, and neither do rounds too short to judge", () => {
    fc.assert(fc.property(board(), fc.integer({ min: P.minWords, max: 30 }), fc.integer({ min: 0, max: 20 }), (b, n, shortRounds) => {
      expect(pacedVerdict([marksOf(bestCommonWords(b).slice(0, n), b)]).flagged).toBe(false);
      let marks: RoundMarks[] = [];
      for (let i = 0; i < shortRounds; i++) marks = remember(marks, marksOf(bestCommonWords(b).slice(0, P.minWords - 1), b));
      expect(pacedVerdict(marks).flagged).toBe(false);
    }), { numRuns: numRuns(200) });
  });

  it("flags a paced solver once enough rounds of its window track the best common words, and not one round before", () => {
    fc.assert(fc.property(board(), fc.integer({ min: P.minWords, max: 30 }), fc.integer({ min: 0, max: 8 }), (b, n, honest) => {
      let marks: RoundMarks[] = [];
      for (let i = 0; i < honest; i++) marks = remember(marks, marksOf(personList(b, n), b));
      expect(pacedVerdict(marks).flagged).toBe(false);
      for (let i = 1; i <= P.need; i++) {
        marks = remember(marks, marksOf(bestCommonWords(b).slice(0, n), b));
        const v = pacedVerdict(marks);
        expect(v.flagged, `after ${i} solver rounds`).toBe(i === P.need);
        if (v.flagged) expect(v.reasons).toContain("best_common");
      }
      // …and the flag lasts while the window holds those rounds, then lapses after honest play.
      for (let i = 0; i < P.window; i++) marks = remember(marks, marksOf(personList(b, n), b));
      expect(pacedVerdict(marks).flagged).toBe(false);
    }), { numRuns: numRuns(150) });
  });

  it("a spike far above the player's own rounds, carried by long best words, is a sign; the same round for a player who always plays so is not a spike", () => {
    const words = Array.from({ length: 60 }, (_, i) => ({ word: `${"abcdefghij".slice(0, 3 + (i % 6))}${String.fromCharCode(97 + (i % 26))}${i}`, level: 10 }));
    const best = bestCommonWords(words).slice(0, 20);
    const low: RoundMarks[] = Array.from({ length: 4 }, () => marksOf(personList(words, 8), words));
    expect(roundSigns(remember(low, { ...marksOf(best, words), tracking: 0.7 }))).toEqual(["spike"]);
    const high: RoundMarks[] = Array.from({ length: 4 }, () => ({ ...marksOf(best, words), tracking: 0.7 }));
    expect(roundSigns(remember(high, { ...marksOf(best, words), tracking: 0.7 }))).toEqual([]);
  });
});
