import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numRuns } from "./fast-check-seed.ts";
import type { Board } from "../../src/game/board.ts";
import { findPath, isValidPath } from "../../src/game/paths.ts";
import { checkPath, checkWord, isPenalised, type CheckContext } from "../../src/game/rules.ts";

// a  b  c  d
// e  qu f  g
// h  i  t  s
// r  e  a  s
const board: Board = { size: 4, cells: ["a", "b", "c", "d", "e", "qu", "f", "g", "h", "i", "t", "s", "r", "e", "a", "s"] };
const lexicon = new Set(["quit", "quits", "bequeath", "ab", "abe", "tea", "teas", "seat", "eat", "eats", "hie", "stat", "zzz"]);

function ctx(found: string[] = [], over: Partial<CheckContext> = {}): CheckContext {
  return { board, lexicon, minLength: 3, table: "classic", found: new Set(found), ...over };
}

describe("checkWord", () => {
  it("accepts a word on the board with its path and points", () => {
    const v = checkWord("quit", ctx());
    expect(v).toEqual({ ok: true, word: "quit", path: [5, 9, 10], points: 1 });
  });

  it("counts Qu as two letters for length and points", () => {
    const v = checkWord("quits", ctx());
    expect(v.ok && v.points).toBe(2); // five letters from four dice
    expect(v.ok && v.path).toHaveLength(4);
  });

  it("normalises case and surrounding space", () => {
    expect(checkWord("  TeA \n", ctx())).toMatchObject({ ok: true, word: "tea" });
  });

  it("names each reason", () => {
    expect(checkWord("ab", ctx())).toMatchObject({ ok: false, reason: "too_short" });
    expect(checkWord("tea", ctx(["tea"]))).toMatchObject({ ok: false, reason: "already_found" });
    expect(checkWord("zzz", ctx())).toMatchObject({ ok: false, reason: "not_on_board" });
    expect(checkWord("ter", ctx())).toMatchObject({ ok: false, reason: "not_a_word" });
    expect(checkWord("te a", ctx())).toMatchObject({ ok: false, reason: "invalid" });
    expect(checkWord("tea1", ctx())).toMatchObject({ ok: false, reason: "invalid" });
    expect(checkWord("", ctx())).toMatchObject({ ok: false, reason: "invalid" });
    expect(checkWord("a".repeat(40), ctx())).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("uses the table's minimum length", () => {
    expect(checkWord("tea", ctx([], { minLength: 4 }))).toMatchObject({ ok: false, reason: "too_short" });
    expect(checkWord("teas", ctx([], { minLength: 4 }))).toMatchObject({ ok: true });
  });

  it("counts the minimum length in letters, so Qu and one more die make a three-letter word", () => {
    const lex = { has: (w: string) => ["qua", "quit"].includes(w) };
    expect(checkWord("qua", { ...ctx(), lexicon: lex })).toEqual({ ok: true, word: "qua", path: [5, 0], points: 1 });
    expect(checkWord("quit", { ...ctx(), lexicon: lex, minLength: 4 })).toMatchObject({ ok: true, path: [5, 9, 10] });
    expect(checkWord("quit", { ...ctx(), lexicon: lex, minLength: 5 })).toMatchObject({ ok: false, reason: "too_short" });
    expect(checkPath([5, 0], { ...ctx(), lexicon: lex })).toMatchObject({ ok: true, word: "qua" });
    expect(checkPath([5, 9, 10], { ...ctx(), lexicon: lex, minLength: 4 })).toMatchObject({ ok: true, word: "quit" });
    expect(checkPath([5, 9, 10], { ...ctx(), lexicon: lex, minLength: 5 })).toMatchObject({ ok: false, reason: "too_short" });
  });

  it("never makes a q without its u", () => {
    const qBoard: Board = { size: 4, cells: ["qu", "a", "t", "s", "i", "e", "x", "x", "x", "x", "x", "x", "x", "x", "x", "x"] };
    const lex = new Set(["qat", "quat", "quit"]);
    expect(checkWord("qat", { ...ctx(), board: qBoard, lexicon: lex })).toMatchObject({ ok: false, reason: "not_on_board" });
    expect(checkWord("quat", { ...ctx(), board: qBoard, lexicon: lex })).toMatchObject({ ok: true, path: [0, 1, 2] });
  });

  it("does not use a die twice", () => {
    // "stats" would need a second t.
    const lex = new Set(["stats"]);
    expect(checkWord("stats", { ...ctx(), lexicon: lex })).toMatchObject({ ok: false, reason: "not_on_board" });
  });

  it("prefers the highlighted path when the word lies in two places", () => {
    // "eat": e(13)-a(14)-t(10) only; "tea": t(10) e(13) a(14). "ess"? use "sea"? s(11|15) e? 15 not adj 13.
    const twice: Board = { size: 4, cells: ["t", "e", "a", "x", "x", "x", "x", "x", "x", "x", "x", "x", "t", "e", "a", "x"] };
    const c = { ...ctx(), board: twice };
    expect(checkWord("tea", c)).toMatchObject({ path: [0, 1, 2] });
    expect(checkWord("tea", c, [12, 13, 14])).toMatchObject({ path: [12, 13, 14] });
    // A hint that does not spell the word is ignored.
    expect(checkWord("tea", c, [12, 13])).toMatchObject({ ok: true });
  });
});

describe("checkPath", () => {
  it("accepts a dragged path and reads the word off it", () => {
    expect(checkPath([5, 9, 10], ctx())).toEqual({ ok: true, word: "quit", path: [5, 9, 10], points: 1 });
  });

  it("rejects paths that jump or reuse a die", () => {
    expect(checkPath([10, 13, 3], ctx())).toMatchObject({ ok: false, reason: "not_on_board" });
    expect(checkPath([10, 13, 10], ctx())).toMatchObject({ ok: false, reason: "not_on_board" });
  });

  it("rejects cells off the board as invalid", () => {
    expect(checkPath([], ctx())).toMatchObject({ ok: false, reason: "invalid" });
    expect(checkPath([0, 16], ctx())).toMatchObject({ ok: false, reason: "invalid" });
    expect(checkPath([0, 1.5], ctx())).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("gives the same reasons as typing", () => {
    expect(checkPath([0, 1], ctx())).toMatchObject({ ok: false, reason: "too_short", word: "ab" });
    expect(checkPath([10, 13, 14], ctx(["tea"]))).toMatchObject({ ok: false, reason: "already_found" });
    expect(checkPath([10, 13, 12], ctx())).toMatchObject({ ok: false, reason: "not_a_word", word: "ter" });
  });
});

describe("findPath", () => {
  it("lights a half-typed Qu die while typing", () => {
    expect(findPath(board, "q", { partial: true })).toEqual([5]);
    expect(findPath(board, "q")).toBeNull();
    expect(findPath(board, "qui", { partial: true })).toEqual([5, 9]);
  });

  it("returns only valid paths that spell the word (property)", () => {
    const letters = "aeiostrnqu".split("");
    const cell = fc.constantFrom(...letters.slice(0, 8), "qu");
    fc.assert(
      fc.property(fc.array(cell, { minLength: 16, maxLength: 16 }), fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 6 }), (cells, walk) => {
        const b: Board = { size: 4, cells };
        const word = walk.map((i) => cells[i]).join("");
        const path = findPath(b, word);
        if (path) {
          expect(isValidPath(b, path)).toBe(true);
          expect(path.map((i) => cells[i]).join("")).toBe(word);
        }
        // Any valid walk must be found.
        if (isValidPath(b, walk)) expect(path).not.toBeNull();
      }),
      { numRuns: numRuns(500) },
    );
  });
});

describe("penalties", () => {
  it("apply only to entries that would lose a challenge", () => {
    expect(isPenalised("not_a_word")).toBe(true);
    expect(isPenalised("not_on_board")).toBe(true);
    expect(isPenalised("already_found")).toBe(false);
    expect(isPenalised("too_short")).toBe(false);
    expect(isPenalised("invalid")).toBe(false);
  });
});

describe("an entry as long as the whole board", () => {
  // a b c d
  // e f g h
  // i j k l
  // m n o p
  const board: Board = { size: 4, cells: "abcdefghijklmnop".split("") };
  const snake = "abcdhgfeijklponm";
  const check = (lexicon: string[]): CheckContext => ({ board, lexicon: new Set(lexicon), minLength: 3, table: "classic", found: new Set() });

  it("is looked up: not on the board, so penalised, not invalid", () => {
    expect(checkWord("abcdefghijklmnop", check([]))).toMatchObject({ ok: false, reason: "not_on_board" });
  });

  it("counts if it traces the whole board and is a word", () => {
    const v = checkWord(snake, check([snake]));
    expect(v.ok).toBe(true);
    expect(v.ok && v.path).toEqual([0, 1, 2, 3, 7, 6, 5, 4, 8, 9, 10, 11, 15, 14, 13, 12]);
  });

  it("is invalid one letter longer", () => {
    expect(checkWord(snake + "a", check([snake + "a"]))).toMatchObject({ ok: false, reason: "invalid" });
  });
});
