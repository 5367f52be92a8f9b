/**
 * Practice hints (src/learn/hints.ts) checked against the solver on real boards: the
 * words starting at each die add up to the words left, each count is the number of
 * unfound words traceable from that die along the solver's path, the per-length counts
 * agree with the solution, and a reveal shows the first letters of an unfound word and
 * costs what it showed.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DAWG } from "../../dict/ensure.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { shakeBoard, spell } from "../../src/game/board.ts";
import { seededRng } from "../../src/game/random.ts";
import { nextReveal, remainingByLength, revealCost, wordsStartingAt, type Reveal } from "../../src/learn/hints.ts";
import { numRuns } from "./fast-check-seed.ts";

let dawg: Dawg;
beforeAll(() => void (dawg = Dawg.load(readFileSync(DEFAULT_DAWG))));

const solved = (seed: number) => {
  const board = shakeBoard(4, seededRng(seed));
  const solution = solveBoard(dawg, board.cells, 3);
  return { board, solution };
};

describe("hint counts against the solver", () => {
  it("words per starting die and per length add up to the words left, whatever was found", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), (seed, share) => {
        const { board, solution } = solved(seed);
        const rng = seededRng(seed + 1);
        const found = new Set(solution.filter(() => rng() < share).map((w) => w.word));
        const left = solution.filter((w) => !found.has(w.word));
        const starts = wordsStartingAt(solution, found, board.cells.length);
        expect(starts.reduce((a, b) => a + b, 0)).toBe(left.length);
        for (let cell = 0; cell < starts.length; cell++) {
          // Each counted word begins with that die's letters and really starts there on the board.
          const here = left.filter((w) => w.path[0] === cell);
          expect(starts[cell]).toBe(here.length);
          for (const w of here) expect(w.word.startsWith(board.cells[cell]!)).toBe(true);
          for (const w of here) expect(spell(board, w.path)).toBe(w.word);
        }
        const byLength = remainingByLength(solution, found);
        expect(byLength.reduce((a, b) => a + b.left, 0)).toBe(left.length);
        expect(byLength.reduce((a, b) => a + b.total, 0)).toBe(solution.length);
        for (const { length, left: n } of byLength) expect(n).toBe(left.filter((w) => w.word.length === length).length);
      }),
      { numRuns: numRuns(40) },
    );
  });
});

describe("revealing first letters", () => {
  it("shows two letters of the longest unfound word, then one more each time, and charges a point a letter", () => {
    const { solution } = solved(7);
    const found = new Set<string>();
    const reveals: Reveal[] = [];
    const first = nextReveal(solution, found, reveals)!;
    const longest = Math.max(...solution.map((w) => w.word.length));
    expect(first.word.length).toBe(longest);
    expect(first.shown).toBe(2);
    reveals.push(first);
    const second = nextReveal(solution, found, reveals)!;
    expect(second).toEqual({ word: first.word, shown: 3 });
    reveals.push(second);
    expect(revealCost(reveals)).toBe(3);
  });
  it("moves on to another word once the revealed one is found, and never reveals a found word", () => {
    const { solution } = solved(11);
    const reveals: Reveal[] = [nextReveal(solution, new Set(), [])!];
    const found = new Set([reveals[0]!.word]);
    const next = nextReveal(solution, found, reveals)!;
    expect(next.word).not.toBe(reveals[0]!.word);
    expect(found.has(next.word)).toBe(false);
  });
  it("has nothing to reveal when every word is found", () => {
    const { solution } = solved(5);
    expect(nextReveal(solution, new Set(solution.map((w) => w.word)), [])).toBeNull();
  });
});
