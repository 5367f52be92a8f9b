/**
 * The solver at its limits: board sizes, cells it must not read, results too big for its
 * first buffers, and the 16-bit stamps it dedupes words with wrapping around after
 * 65,535 solves. Expected words come from the word lists and boards built here.
 */
import { describe, expect, it } from "vitest";
import { buildDawg } from "../../src/dict/build-dawg.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { countWords, neighbours, solveBoard } from "../../src/dict/solver.ts";

function dict(words: string[]): Dawg {
  return Dawg.load(buildDawg(words.map((word) => ({ word, level: 0 }))));
}

function adjacent(size: number, a: number, b: number): boolean {
  const dr = Math.abs(Math.floor(a / size) - Math.floor(b / size));
  const dc = Math.abs((a % size) - (b % size));
  return a !== b && dr <= 1 && dc <= 1;
}

describe("neighbours", () => {
  it("covers boards of 1×1 up to 8×8", () => {
    expect(neighbours(1).map((n) => [...n])).toEqual([[]]);
    const eight = neighbours(8);
    expect(eight.length).toBe(64);
    expect([...eight[63]!]).toEqual([54, 55, 62]);
    expect(eight[27]!.length).toBe(8);
  });

  it("refuses other sizes, naming the size", () => {
    for (const size of [0, 9, -1, 2.5, Number.NaN]) {
      expect(() => neighbours(size), String(size)).toThrow(RangeError);
      expect(() => neighbours(size), String(size)).toThrow(`board size ${size}`);
    }
  });
});

describe("board shapes", () => {
  it("refuses boards that are not square or not 1×1 to 8×8, saying how many cells it got", () => {
    const dawg = dict(["cat"]);
    for (const n of [0, 3, 15, 17, 81, 100]) {
      const cells = Array.from({ length: n }, () => "a");
      expect(() => solveBoard(dawg, cells), `${n}`).toThrow(RangeError);
      expect(() => solveBoard(dawg, cells), `${n}`).toThrow(`a board has a square number of cells (up to 64), got ${n}`);
      expect(() => countWords(dawg, cells), `${n}`).toThrow(`got ${n}`);
    }
  });

  it("solves the smallest and the largest boards", () => {
    const dawg = dict(["a", "ab", "abc"]);
    expect(solveBoard(dawg, ["a"], 1)).toEqual([{ word: "a", path: [0] }]);
    const big = Array.from({ length: 64 }, () => "x");
    [big[62], big[63], big[55]] = ["a", "b", "c"];
    expect(solveBoard(dawg, big, 1)).toEqual([
      { word: "a", path: [62] },
      { word: "ab", path: [62, 63] },
      { word: "abc", path: [62, 63, 55] },
    ]);
  });
});

describe("one board after another", () => {
  it("uses none of a larger board's cells on the next, smaller board", () => {
    const dawg = dict(["a", "z", "za", "zz"]);
    const three = ["z", "z", "z", "z", "z", "z", "z", "z", "z"];
    expect(solveBoard(dawg, three, 1).map((f) => f.word)).toEqual(["z", "zz"]);
    expect(solveBoard(dawg, ["a", "a", "a", "a"], 1)).toEqual([{ word: "a", path: [0] }]);
    expect(countWords(dawg, ["a"], 1)).toBe(1);
  });
});

describe("cells the solver cannot read", () => {
  const sample = () => dict(["cat", "cab", "taz", "zap"]);

  it("never uses a cell with a character outside a–z", () => {
    const cata = dict(["cata", "cab"]);
    // c a / ta b: "cata" runs through the two-letter cell.
    expect(solveBoard(cata, ["c", "a", "ta", "b"]).map((f) => f.word)).toEqual(["cab", "cata"]);
    // The same cell with its a replaced is not read at all (nor as left over from the last board).
    for (const odd of ["t!", "tá", "t?", "t`", "t{", "`", "{", "!"]) {
      expect(solveBoard(cata, ["c", "a", odd, "b"]).map((f) => f.word), odd).toEqual(["cab"]);
      expect(countWords(cata, ["c", "a", odd, "b"]), odd).toBe(1);
      expect(solveBoard(cata, ["c", "a", "ta", "b"]).length).toBe(2);
    }
    // c a / t! b: "cat" would need the t! cell.
    expect(solveBoard(sample(), ["c", "a", "t!", "b"]).map((f) => f.word)).toEqual(["cab"]);
  });

  it("never uses an empty cell, even for the shortest words", () => {
    // c "" t in a row of a 3×3 board: c and t touch only through the empty cell.
    const dawg = dict(["cat", "at", "ct", "t"]);
    const cells = ["c", "", "t", "x", "x", "x", "x", "x", "x"];
    expect(solveBoard(dawg, cells, 1)).toEqual([{ word: "t", path: [2] }]);
    expect(countWords(dawg, cells, 1)).toBe(1);
  });

  it("uses cells with a and z, the ends of the alphabet", () => {
    expect(solveBoard(sample(), ["t", "a", "z", "p"]).map((f) => f.word)).toEqual(["taz", "zap"]);
  });

  it("reads a cell of 8 letters, not one of 9", () => {
    const long = dict(["abcdefghi", "abcdefghij"]);
    const eight = solveBoard(long, ["abcdefgh", "i", "j", "x"]);
    expect(eight).toEqual([
      { word: "abcdefghi", path: [0, 1] },
      { word: "abcdefghij", path: [0, 1, 2] },
    ]);
    expect(solveBoard(long, ["abcdefghi", "j", "x", "x"])).toEqual([]);
    expect(countWords(long, ["abcdefghi", "j", "x", "x"], 1)).toBe(0);
  });
});

describe("large results", () => {
  it("keeps every word and its path when there are hundreds of long words (8×8)", () => {
    // Words spelled by walks of 8 distinct adjacent cells on a fixed 8×8 board: more
    // than 256 words and more than 4,096 path cells in all.
    const size = 8;
    const cells = [..."thequickbrownfoxjumpsoverthelazydogpackmyboxwithfivedozenliquorj"];
    expect(cells.length).toBe(64);
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const words = new Set<string>();
    for (let tries = 0; words.size < 700 && tries < 10_000; tries++) {
      const path = [next() % 64];
      while (path.length < 8) {
        const options = cells.map((_, c) => c).filter((c) => adjacent(size, path.at(-1)!, c) && !path.includes(c));
        if (options.length === 0) break;
        path.push(options[next() % options.length]!);
      }
      if (path.length === 8) words.add(path.map((c) => cells[c]).join(""));
    }
    expect(words.size).toBe(700);
    const dawg = dict([...words]);
    const found = solveBoard(dawg, cells, 8);
    expect(found.map((f) => f.word)).toEqual([...words].sort());
    for (const { word, path } of found) {
      expect(path.map((c) => cells[c]).join(""), word).toBe(word);
      expect(new Set(path).size).toBe(8);
      for (let i = 1; i < path.length; i++) expect(adjacent(size, path[i - 1]!, path[i]!)).toBe(true);
    }
    expect(countWords(dawg, cells, 8)).toBe(700);
  });
});

describe("the stamps that count each word once", () => {
  it("still count each word once, and miss none, after 65,535 solves", () => {
    // "aaa" can be traced 24 ways on a 2×2 board of a; it is one word. Each solve stamps
    // the words it finds with its own 16-bit number, so the numbers come round again.
    const dawg = dict(["aaa", "xyz"]);
    const as = ["a", "a", "a", "a"];
    expect(countWords(dawg, as)).toBe(1);
    // 65,534 more solves without "aaa": the next one has the number the first one had.
    for (let i = 0; i < 65_534; i++) countWords(dawg, ["x"]);
    expect(countWords(dawg, as)).toBe(1);
    expect(countWords(dawg, as)).toBe(1);
    expect(solveBoard(dawg, as).map((f) => f.word)).toEqual(["aaa"]);
  });
});
