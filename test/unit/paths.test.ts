/**
 * Path finding edge cases: a highlighted path used while a word is typed (its last
 * cell only half typed, such as "q" on the Qu die), empty paths and empty cells.
 */
import { describe, expect, it } from "vitest";
import type { Board } from "../../src/game/board.ts";
import { findPath, isValidPath } from "../../src/game/paths.ts";

//  0 a   1 b   2 c   3 d
//  4 u   5 qu  6 e   7 f
//  8 g   9 h  10 i  11 j
// 12 k  13 l  14 m  15 n
const BOARD: Board = {
  size: 4,
  cells: ["a", "b", "c", "d", "u", "qu", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"],
};

describe("a highlighted path while typing", () => {
  it("is kept when the typed letters end inside its last cell", () => {
    expect(findPath(BOARD, "aq", { prefer: [0, 5], partial: true })).toEqual([0, 5]);
    expect(findPath(BOARD, "bqu", { prefer: [1, 5], partial: true })).toEqual([1, 5]);
  });

  it("is cut back to the letters typed so far when they end before its last cell", () => {
    // "abc" highlighted, "ab" typed: the path of "ab", not the whole highlight.
    expect(findPath(BOARD, "ab", { prefer: [0, 1, 2], partial: true })).toEqual([0, 1]);
    expect(findPath(BOARD, "aque", { prefer: [0, 5, 6, 7], partial: true })).toEqual([0, 5, 6]);
  });

  it("is not used when it does not start with the typed letters", () => {
    // "u" then "qu" spells "uqu", which merely ends with "qu".
    expect(findPath(BOARD, "qu", { prefer: [4, 5], partial: true })).toEqual([5]);
    expect(findPath(BOARD, "q", { prefer: [4, 5], partial: true })).toEqual([5]);
    expect(findPath(BOARD, "ei", { prefer: [2, 6], partial: true })).toEqual([6, 10]);
  });

  it("is not used for a finished word it only starts", () => {
    expect(findPath(BOARD, "aq", { prefer: [0, 5] })).toBeNull();
    expect(findPath(BOARD, "aqu", { prefer: [0, 5] })).toEqual([0, 5]);
  });
});

describe("degenerate input", () => {
  it("an empty path is not a path", () => {
    expect(isValidPath(BOARD, [])).toBe(false);
    expect(isValidPath(BOARD, [0])).toBe(true);
  });

  it("an empty cell matches nothing, and the search goes on past it", () => {
    const cells = [...BOARD.cells];
    cells[0] = "";
    const board: Board = { size: 4, cells };
    expect(findPath(board, "bc")).toEqual([1, 2]);
    expect(findPath(board, "eh")).toEqual([6, 9]);
  });
});

describe("choosing among several paths", () => {
  //  0 t  1 e  2 a  3 x
  //  4 e  5 y  6 z  7 w
  //  8 v  9 u 10 k 11 j
  // 12 o 13 p 14 r 15 s
  const TWO: Board = { size: 4, cells: ["t", "e", "a", "x", "e", "y", "z", "w", "v", "u", "k", "j", "o", "p", "r", "s"] };

  it("takes the path sharing the longest start with the highlight when the highlight does not spell the word", () => {
    // "te" runs 0→1 (found first) or 0→4; a highlight 0→4→5 shares two cells with the second.
    expect(findPath(TWO, "te")).toEqual([0, 1]);
    expect(findPath(TWO, "te", { prefer: [0, 4, 5] })).toEqual([0, 4]);
    expect(findPath(TWO, "te", { prefer: [0, 1, 5] })).toEqual([0, 1]);
    expect(findPath(TWO, "tea", { prefer: [0, 4] })).toEqual([0, 1, 2]);
  });

  it("never returns a highlight that runs off the board or is not a whole path", () => {
    expect(findPath(TWO, "t", { prefer: [0, 16] })).toEqual([0]);
    // Cell 16 would sit just below cell 12, if the board had a fifth row.
    expect(findPath(TWO, "o", { prefer: [12, 16] })).toEqual([12]);
    expect(isValidPath(TWO, [12, 16])).toBe(false);
    expect(findPath(TWO, "t", { prefer: [0, -1] })).toEqual([0]);
    expect(findPath(TWO, "t", { prefer: [0.5] })).toEqual([0]);
    expect(isValidPath(TWO, [0, 16])).toBe(false);
    expect(isValidPath(TWO, [-1])).toBe(false);
    expect(isValidPath(TWO, [0.5])).toBe(false);
    expect(isValidPath(TWO, [0, 1, 0])).toBe(false);
    expect(isValidPath(TWO, [0, 2])).toBe(false);
  });

  it("matches a half-typed last cell while searching, after whole ones", () => {
    expect(findPath(BOARD, "aq", { partial: true })).toEqual([0, 5]);
    expect(findPath(BOARD, "aq")).toBeNull();
  });
});
