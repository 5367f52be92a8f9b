/**
 * The solver against hand-made boards, against a brute-force path search on random
 * boards, and against a published number: ENABLE2K on "perslatgsineters" has 1,045 words
 * worth 3,625 points (Vanderkam 2025; ../shared/data/README.md). And at its limits:
 * board sizes, cells it must not read, results too big for its first buffers, and the
 * 16-bit stamps it dedupes words with wrapping around after 65,535 solves.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { numRuns } from "./fast-check-seed.ts";
import { parseWordList, REPO_ROOT } from "../../dict/sources.ts";
import { buildDawg } from "../../src/dict/build-dawg.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { countWords, neighbours, solveBoard, type SolvedWord } from "../../src/dict/solver.ts";
import { scoreWord } from "../../src/game/scoring.ts";

// The shared data sits beside the repository (../shared/data). A git worktree or Stryker's
// sandbox is deeper down, so every ancestor is tried; BAFFLE_SHARED_DATA names another place.
const ENABLE = enableList();

function enableList(): string {
  const dirs = process.env.BAFFLE_SHARED_DATA ? [process.env.BAFFLE_SHARED_DATA] : [];
  for (let dir = REPO_ROOT; dirname(dir) !== dir; dir = dirname(dir)) dirs.push(resolve(dir, "../shared/data"));
  const files = dirs.map((dir) => resolve(dir, "enable2k.txt"));
  return files.find(existsSync) ?? files[0]!;
}

function dict(words: string[]): Dawg {
  return Dawg.load(buildDawg(words.map((word) => ({ word, level: 0 }))));
}

/** A board from a row-major string, "Q" for the Qu die; other cells given explicitly. */
function board(rows: string): string[] {
  return [...rows].map((c) => (c === "Q" ? "qu" : c));
}

function adjacent(size: number, a: number, b: number): boolean {
  const dr = Math.abs(Math.floor(a / size) - Math.floor(b / size));
  const dc = Math.abs((a % size) - (b % size));
  return a !== b && dr <= 1 && dc <= 1;
}

/** Brute force: can `word` be traced on the board? Tries every start and every path. */
function traceable(cells: readonly string[], word: string): boolean {
  const size = Math.sqrt(cells.length);
  const used = new Set<number>();
  const from = (cell: number, rest: string): boolean => {
    const text = cells[cell]!;
    if (used.has(cell) || !rest.startsWith(text)) return false;
    if (rest.length === text.length) return true;
    used.add(cell);
    for (let next = 0; next < cells.length; next++)
      if (adjacent(size, cell, next) && from(next, rest.slice(text.length))) {
        used.delete(cell);
        return true;
      }
    used.delete(cell);
    return false;
  };
  return cells.some((_, start) => from(start, word));
}

function expectValid(cells: readonly string[], dawg: Dawg, found: SolvedWord[], minLength: number): void {
  const size = Math.sqrt(cells.length);
  const words = found.map((f) => f.word);
  expect(words).toEqual([...new Set(words)].sort());
  for (const { word, path } of found) {
    expect(dawg.has(word), word).toBe(true);
    expect(word.length).toBeGreaterThanOrEqual(minLength);
    expect(path.map((c) => cells[c]).join("")).toBe(word);
    expect(new Set(path).size).toBe(path.length);
    for (let i = 1; i < path.length; i++) expect(adjacent(size, path[i - 1]!, path[i]!)).toBe(true);
  }
}

describe("neighbours", () => {
  it("gives 3, 5 and 8 neighbours to corners, edges and inner cells", () => {
    const n = neighbours(4);
    expect([...n[0]!]).toEqual([1, 4, 5]);
    expect(n[1]!.length).toBe(5);
    expect([...n[5]!]).toEqual([0, 1, 2, 4, 6, 8, 9, 10]);
    expect(neighbours(6)[35]!.length).toBe(3);
    expect(neighbours(5)).toBe(neighbours(5));
  });

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

describe("solveBoard on hand-made boards", () => {
  const cells = board("catx" + "oxsx" + "gdxx" + "xxxe");

  it("finds words along adjacent cells, once each, sorted, with a path", () => {
    const dawg = dict(["cat", "cats", "cog", "cogs", "dog", "god", "act", "tac", "sat", "toe", "ex"]);
    const found = solveBoard(dawg, cells);
    expect(found.map((f) => f.word)).toEqual(["cat", "cats", "cog", "dog", "god", "sat", "tac"]); // not act: c and t do not touch
    expect(found.find((f) => f.word === "cats")!.path).toEqual([0, 1, 2, 6]);
    expectValid(cells, dawg, found, 3);
  });

  it("does not reuse a cell or jump between cells", () => {
    const dawg = dict(["catc", "tact", "ce", "cae", "dogd"]);
    expect(solveBoard(dawg, cells, 2)).toEqual([]);
  });

  it("honours minLength and reports one path when several exist", () => {
    // Two rows of a: "aaa" can be traced hundreds of ways; eight a's use every one of them once.
    // (A whole board of a has ~10^7 paths: too slow for the instrumented code of `npm run mutate`.)
    const repeated = board("aaaa" + "aaaa" + "xxxx" + "xxxx");
    const dawg = dict(["a", "aa", "aaa", "aaaaaaaa", "aaaaaaaaa", "ax"]);
    expect(solveBoard(dawg, repeated).map((f) => f.word)).toEqual(["aaa", "aaaaaaaa"]);
    expect(solveBoard(dawg, repeated, 1).map((f) => f.word)).toEqual(["a", "aa", "aaa", "aaaaaaaa", "ax"]);
    expect(solveBoard(dawg, repeated, 8).map((f) => f.word)).toEqual(["aaaaaaaa"]);
    expect(solveBoard(dawg, repeated, 9)).toEqual([]);
  });

  it("reads the Qu die as two letters, never as a lone q", () => {
    const quBoard = board("Qitx" + "asxx" + "xxxx" + "xxxx");
    const dawg = dict(["qi", "qis", "qat", "qua", "quit", "quits", "quai", "suq", "it", "quas", "qts"]);
    const found = solveBoard(dawg, quBoard);
    expect(found.map((f) => f.word)).toEqual(["qua", "quai", "quas", "quit", "quits"]);
    expect(found.find((f) => f.word === "quit")!.path).toEqual([0, 1, 2]);
    // minLength counts letters: "qua" is three letters from two cells.
    expect(solveBoard(dawg, quBoard, 4).map((f) => f.word)).toEqual(["quai", "quas", "quit", "quits"]);
    expect(solveBoard(dawg, quBoard, 5).map((f) => f.word)).toEqual(["quits"]);
    expectValid(quBoard, dawg, found, 3);
  });

  it("handles multi-letter cells of the 6×6 set", () => {
    const big = Array.from({ length: 36 }, () => "x");
    big[0] = "th";
    big[1] = "er";
    big[7] = "e";
    big[6] = "in";
    big[2] = "s";
    const dawg = dict(["the", "there", "thee", "thin", "thine", "three", "theres", "ers", "in", "th", "tin"]);
    const found = solveBoard(dawg, big);
    // "thee" and "three" would need a second e / a lone r.
    expect(found.map((f) => f.word)).toEqual(["ers", "the", "there", "theres", "thin", "thine"]);
    expect(found.find((f) => f.word === "there")!.path).toEqual([0, 1, 7]); // th-er-e
    expectValid(big, dawg, found, 3);
    expect(solveBoard(dawg, big, 2).map((f) => f.word)).toContain("th");
  });

  it("skips cells it cannot read and rejects non-square boards", () => {
    const dawg = dict(["cat", "at"]);
    expect(solveBoard(dawg, board("c1tx" + "xxxx" + "xxxx" + "xxxx").map((c) => (c === "1" ? "" : c)))).toEqual([]);
    expect(solveBoard(dawg, ["C", "A", "T", "x"], 3).map((f) => f.word)).toEqual(["cat"]);
    expect(() => solveBoard(dawg, ["c", "a", "t"])).toThrow(RangeError);
  });
});

describe("solveBoard properties", () => {
  const faces = [..."abcdeilnorst"].concat(["qu", "er", "th"]);
  const boardArb = fc
    .constantFrom(4, 5, 6)
    .chain((size) => fc.array(fc.constantFrom(...faces), { minLength: size * size, maxLength: size * size }));
  const randomWord = fc.string({ unit: fc.constantFrom(..."abeinoqrstuh"), minLength: 1, maxLength: 7 });
  const wordsArb = fc.uniqueArray(randomWord);
  /** Words spelled by random walks on the board (mostly traceable), mixed with random strings. */
  const boardAndWords = boardArb.chain((cells) => {
    const walk = fc.tuple(fc.nat(cells.length - 1), fc.array(fc.nat(), { minLength: 0, maxLength: 8 })).map(([start, turns]) => {
      const size = Math.sqrt(cells.length);
      const path = [start];
      for (const turn of turns) {
        const options = cells.map((_, c) => c).filter((c) => adjacent(size, path.at(-1)!, c) && !path.includes(c));
        if (!options.length) break;
        path.push(options[turn % options.length]!);
      }
      return path.map((c) => cells[c]).join("");
    });
    return fc.tuple(fc.constant(cells), fc.uniqueArray(fc.oneof({ arbitrary: walk, weight: 3 }, { arbitrary: randomWord, weight: 1 }), { maxLength: 12 }));
  });

  it("returns only real, traceable words, and all of them (brute force)", () => {
    let nonEmpty = 0;
    const runs = numRuns(300);
    fc.assert(
      fc.property(boardAndWords, fc.integer({ min: 1, max: 5 }), ([cells, words], minLength) => {
        const dawg = dict(words);
        const found = solveBoard(dawg, cells, minLength);
        expectValid(cells, dawg, found, minLength);
        const expected = words.filter((w) => w.length >= minLength && traceable(cells, w)).sort();
        expect(found.map((f) => f.word)).toEqual(expected);
        expect(countWords(dawg, cells, minLength)).toBe(expected.length);
        if (expected.length) nonEmpty++;
      }),
      { numRuns: runs },
    );
    // The comparison means something only when there are words to find: most runs have some.
    expect(nonEmpty / runs).toBeGreaterThan(0.6);
  });

  it("gives the same answer when solved twice (no state leaks between calls)", () => {
    fc.assert(
      fc.property(boardArb, wordsArb, (cells, words) => {
        const dawg = dict(words);
        expect(solveBoard(dawg, cells)).toEqual(solveBoard(dawg, cells));
      }),
      { numRuns: numRuns(50) },
    );
  });
});

// Skipped under `npm run mutate` (see docs/testing.md): 173,528 words through the instrumented
// builder take minutes, and the CLI runs in a child process that never sees the mutant.
describe.skipIf(process.env.BAFFLE_MUTATION === "1")("published fixed point (ENABLE2K)", () => {
  let enable: Dawg;
  beforeAll(() => {
    const list = parseWordList(readFileSync(ENABLE, "utf8"));
    expect(list.kept).toBe(173_528);
    enable = Dawg.load(buildDawg(list.words.map((word) => ({ word, level: 0 }))));
  });

  it("finds 1,045 words worth 3,625 points on perslatgsineters", () => {
    const found = solveBoard(enable, board("perslatgsineters"));
    expect(found.length).toBe(1045);
    expect(countWords(enable, board("perslatgsineters"))).toBe(1045);
    expect(found.reduce((sum, w) => sum + scoreWord(w.word, "classic"), 0)).toBe(3625);
    expectValid(board("perslatgsineters"), enable, found, 3);
  });

  it("gives the same through the solve CLI, and exit code 2 on bad boards", () => {
    const tsx = resolve(REPO_ROOT, "node_modules/.bin/tsx");
    const run = (...args: string[]) => spawnSync(tsx, ["dict/solve.ts", ...args], { cwd: REPO_ROOT, encoding: "utf8" });
    const ok = run("--words", ENABLE, "perslatgsineters");
    expect(ok.status).toBe(0);
    const out = JSON.parse(ok.stdout) as { count: number; score: number; words: SolvedWord[] };
    expect([out.count, out.score, out.words.length]).toEqual([1045, 3625, 1045]);
    expect(out.words[0]).toEqual(solveBoard(enable, board("perslatgsineters"))[0]);
    for (const bad of [["abc"], ["perslatgsinete1s"], ["--min", "x", "perslatgsineters"], []]) {
      const r = run("--words", ENABLE, ...bad);
      expect(r.status, bad.join(" ")).toBe(2);
      expect(r.stderr).toMatch(/solve:/);
    }
  }, 60_000);
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
