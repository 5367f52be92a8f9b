/**
 * The board floor on the boards players get: every board the game plays offers enough
 * everyday words (SCOWL size ≤ 20), counted here afresh from the board's letters, and
 * the floor costs well under one reshake per board.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { DEFAULT_BOARD_FLOOR, shakeSolvedBoard, type BoardSize } from "../../src/game/board.ts";
import { seededRng } from "../../src/game/random.ts";
import { defaultDawg, realBoard } from "./real-boards.ts";
import { numRuns } from "./fast-check-seed.ts";

let dawg: Dawg;
beforeAll(async () => {
  dawg = await defaultDawg();
});

const everydayOn = (cells: readonly string[], size: BoardSize) =>
  solveBoard(dawg, cells, size === 4 ? 3 : 4).filter((w) => dawg.levelOf(w.word) <= 20).length;

describe("the board floor", () => {
  it("asks 15 everyday words of a 4x4 board and proportionally more of the bigger boards", () => {
    expect(DEFAULT_BOARD_FLOOR[4]).toBe(15);
    expect(DEFAULT_BOARD_FLOOR[5]).toBeGreaterThan(DEFAULT_BOARD_FLOOR[4] * 1.3);
    expect(DEFAULT_BOARD_FLOOR[6]).toBeGreaterThan(DEFAULT_BOARD_FLOOR[5] * 1.3);
  });

  it("gives every board at least its floor of everyday words", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom<BoardSize>(4, 5, 6), (seed, size) => {
        const { board, words } = realBoard(dawg, size, seed);
        expect(everydayOn(board.cells, size)).toBeGreaterThanOrEqual(DEFAULT_BOARD_FLOOR[size]);
        expect(words.map((w) => w.word)).toEqual(solveBoard(dawg, board.cells, size === 4 ? 3 : 4).map((w) => w.word));
      }),
      { numRuns: numRuns(300) },
    );
  });

  it.each([4, 5, 6] as const)("costs under one reshake per %ix board on average", (size) => {
    const boards = numRuns(300);
    let shakes = 0;
    for (let seed = 0; seed < boards; seed++) shakes += realBoard(dawg, size, seed).shakes;
    expect(shakes / boards - 1).toBeLessThan(0.5);
  });

  it("solves each shake once and hands back the solution of the board it keeps", () => {
    const solved: string[] = [];
    const result = shakeSolvedBoard(4, seededRng(5), (b) => {
      solved.push(b.cells.join(""));
      return solved.length < 3 ? [{ level: 70 }] : Array.from({ length: 15 }, () => ({ level: 20 }));
    });
    expect(result.shakes).toBe(3);
    expect(result.board.cells.join("")).toBe(solved[2]);
    expect(result.words).toHaveLength(15);
  });

  it("keeps the board with the most everyday words when no shake reaches the floor", () => {
    let n = 0;
    const counts = [3, 9, 4];
    const result = shakeSolvedBoard(4, seededRng(5), () => Array.from({ length: counts[n++ % 3]! }, () => ({ level: 10 })), 100);
    expect(result.words).toHaveLength(9);
    expect(result.shakes).toBe(50);
  });
});
