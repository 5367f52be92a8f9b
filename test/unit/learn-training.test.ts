/**
 * Issue 34: practice's training modes. What each mode counts, the words it asks for out
 * of a board's solution (solved with the server's dictionary), progress to 100%, and a
 * practice round in training: an entry of another length is refused with "training" and
 * not added; finding every word asked for completes it. Untimed training's round has no
 * ordinary clock.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { countsIn, isComplete, lengthChoices, LONG_WORD_LENGTH, progressOf, wordsToFind, type Training } from "../../src/learn/training.ts";
import { enterPractice, practiceResult, practiceRoundOn, UNTIMED_MS, type PracticeDictionary } from "../../client/solo/practice.ts";
import { practiceSettings } from "../../client/solo/options.ts";

const dawg = Dawg.load(readFileSync(new URL("../../dict/build/words.dawg", import.meta.url)));
const dict: PracticeDictionary = { has: (w) => dawg.has(w), solve: (cells, min) => solveBoard(dawg, cells, min).map((w) => ({ word: w.word, path: w.path })) };
const CELLS = "s t r e a i n g l p o d e c a t".split(" ");
const board = { size: 4 as const, cells: CELLS };

test("each mode counts what it says: one length exactly, long ones from 7 letters, untimed everything", () => {
  expect(countsIn(undefined, "cat")).toBe(true);
  expect(countsIn({ kind: "untimed" }, "cat")).toBe(true);
  expect(countsIn({ kind: "length", length: 5 }, "stare")).toBe(true);
  expect(countsIn({ kind: "length", length: 5 }, "star")).toBe(false);
  expect(countsIn({ kind: "length", length: 5 }, "stares")).toBe(false);
  expect(countsIn({ kind: "long" }, "a".repeat(LONG_WORD_LENGTH))).toBe(true);
  expect(countsIn({ kind: "long" }, "a".repeat(LONG_WORD_LENGTH - 1))).toBe(false);
  expect(lengthChoices(3)).toEqual([3, 4, 5, 6, 7, 8]);
  expect(lengthChoices(4)).toEqual([4, 5, 6, 7, 8]);
});

test("the words asked for are the solver's words the mode counts, and progress runs to 100% as they are found", () => {
  const solution = dict.solve(CELLS, 3);
  for (const training of [{ kind: "length", length: 5 }, { kind: "long" }, { kind: "untimed" }] as Training[]) {
    const asked = wordsToFind(training, solution);
    expect(asked).toEqual(solution.filter((w) => countsIn(training, w.word)));
    expect(progressOf(training, solution, []).share).toBe(asked.length === 0 ? 1 : 0);
    expect(progressOf(training, solution, asked.slice(0, 1))).toEqual({ found: Math.min(1, asked.length), of: asked.length, share: asked.length === 0 ? 1 : 1 / asked.length });
    expect(isComplete(training, solution, asked)).toBe(true);
    if (asked.length > 1) expect(isComplete(training, solution, asked.slice(1))).toBe(false);
  }
});

test("a round training one length refuses other lengths without adding them, and is complete once every word of that length is found", () => {
  const round = practiceRoundOn(dict, practiceSettings(4, "normal", "en"), board, 0, undefined, { kind: "length", length: 5 });
  const asked = wordsToFind(round.training, round.solution);
  expect(asked.length).toBeGreaterThan(0);
  const other = round.solution.find((w) => w.word.length !== 5)!;
  const v = enterPractice(round, dict, { word: other.word });
  expect(v).toEqual({ ok: false, word: other.word, reason: "training" });
  expect(round.words).toEqual([]);
  for (const w of asked) expect(enterPractice(round, dict, { word: w.word }).ok).toBe(true);
  const result = practiceResult(round);
  expect(result.training).toEqual({ found: asked.length, of: asked.length, complete: true });
});

test("untimed training runs far past an ordinary round's clock", () => {
  const ordinary = practiceRoundOn(dict, practiceSettings(4, "normal", "en"), board, 0);
  const untimed = practiceRoundOn(dict, practiceSettings(4, "normal", "en"), board, 0, undefined, { kind: "untimed" });
  expect(untimed.roundMs).toBe(UNTIMED_MS);
  expect(untimed.endsAt - untimed.startsAt).toBeGreaterThan(100 * (ordinary.endsAt - ordinary.startsAt));
  expect(ordinary.training).toBeUndefined();
});
