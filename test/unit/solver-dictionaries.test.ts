/**
 * The solver keeps one "already found" stamp table per dictionary. Each table must also
 * keep its own stamp counter: with one counter shared by all dictionaries, a table that
 * sat unused while the counter wrapped round could hold a stamp equal to the next one,
 * and that dictionary's next solve would skip a word as already found.
 */
import { describe, expect, it } from "vitest";
import { buildDawg } from "../../src/dict/build-dawg.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { countWords, solveBoard } from "../../src/dict/solver.ts";

const dict = (words: string[]) => Dawg.load(buildDawg(words.map((word) => ({ word, level: 0 }))));

describe("solving with two dictionaries in turn", () => {
  it("finds every word again after the other dictionary has been solved 65,534 times", () => {
    const first = dict(["dog", "god"]);
    const second = dict(["cat"]);
    const board = ["d", "o", "g", "x"];
    // Not the very first solve of the process (whose stamp a wrap would clear anyway).
    countWords(second, ["c", "a", "t", "x"]);
    const before = solveBoard(first, board).map((w) => w.word);
    expect(before).toEqual(["dog", "god"]);
    // One short of a full turn of a 16-bit counter: a shared counter would come back to
    // exactly the stamp the first dictionary's words were left with.
    for (let i = 0; i < 65_534; i++) countWords(second, ["c", "a", "t", "x"]);
    expect(solveBoard(first, board).map((w) => w.word)).toEqual(before);
    expect(countWords(first, board)).toBe(2);
  });
});
