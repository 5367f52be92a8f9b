/**
 * Small edges of the board and the computer players: dice written with spaces, the
 * board sizes a cell count stands for, and the order a computer player's words go in.
 */
import { describe, expect, it } from "vitest";
import { dieFaces, sizeForCells } from "../../src/game/board.ts";
import { planBot } from "../../src/game/bots.ts";
import type { SolvedWord } from "../../src/game/match.ts";
import { seededRng } from "../../src/game/random.ts";

describe("dieFaces", () => {
  it("splits a spaced die on any run of whitespace", () => {
    expect(dieFaces("QU  IN\tTH ER   HE AN")).toEqual(["qu", "in", "th", "er", "he", "an"]);
  });
});

describe("sizeForCells", () => {
  it("knows the 4×4, 5×5 and 6×6 boards and nothing else", () => {
    expect([16, 25, 36].map(sizeForCells)).toEqual([4, 5, 6]);
    expect([0, 9, 24, 26, 35, 49].map(sizeForCells)).toEqual([null, null, null, null, null, null]);
  });
});

describe("a computer player's order of entry", () => {
  it("always enters a word four letters shorter before a longer one", () => {
    const letters = (i: number) => String.fromCharCode(97 + Math.floor(i / 26)) + String.fromCharCode(97 + (i % 26));
    const solution: SolvedWord[] = [
      ...Array.from({ length: 15 }, (_, i) => ({ word: `${letters(i)}a`, path: [0] })),
      ...Array.from({ length: 15 }, (_, i) => ({ word: `${letters(i)}bcdef`, path: [0] })),
    ];
    for (let seed = 1; seed <= 20; seed++) {
      const plan = planBot("normal", solution, () => 10, 180_000, seededRng(seed));
      const lengths = plan.map((c) => c.word.length);
      expect(lengths.some((n) => n === 3) && lengths.some((n) => n === 7)).toBe(true);
      expect(lengths.lastIndexOf(3)).toBeLessThan(lengths.indexOf(7));
    }
  });
});
