import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DICE_4X4, DICE_5X5, DICE_6X6, dieFaces, diceFor, neighbours, shakeBoard, shakeLiveBoard, touching,
  type BoardSize,
} from "../../src/game/board.ts";
import { seededRng } from "../../src/game/random.ts";

describe("dice", () => {
  it("are the published sets with six faces each", () => {
    expect(DICE_4X4).toHaveLength(16);
    expect(DICE_5X5).toHaveLength(25);
    expect(DICE_6X6).toHaveLength(36);
    for (const die of [...DICE_4X4, ...DICE_5X5, ...DICE_6X6]) expect(dieFaces(die)).toHaveLength(6);
  });

  it("show Q as the single cell qu", () => {
    expect(dieFaces("HIMNQU")).toEqual(["h", "i", "m", "n", "qu", "u"]);
    expect(dieFaces("An Er He In Qu Th")).toEqual(["an", "er", "he", "in", "qu", "th"]);
  });
});

describe("shakeBoard", () => {
  it("uses every die exactly once, showing one of its faces", () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom<BoardSize>(4, 5, 6), (seed, size) => {
        const board = shakeBoard(size, seededRng(seed));
        expect(board.cells).toHaveLength(size * size);
        // Match cells to dice: a perfect matching must exist (greedy over a bipartite
        // graph is not enough in general, so check counts of letters per face set).
        const remaining = diceFor(size).map(dieFaces);
        for (const cell of board.cells) {
          const i = remaining.findIndex((faces) => faces.includes(cell));
          expect(i).toBeGreaterThanOrEqual(0);
        }
        expect(board.cells.every((c) => /^[a-z]+$/.test(c))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("is reproducible from a seed and varies between seeds", () => {
    const a = shakeBoard(4, seededRng(7));
    expect(shakeBoard(4, seededRng(7))).toEqual(a);
    expect(shakeBoard(4, seededRng(8))).not.toEqual(a);
  });

  it("places the Qu die as qu, never a bare q", () => {
    for (let s = 0; s < 300; s++) {
      const cells = shakeBoard(5, seededRng(s)).cells;
      expect(cells).not.toContain("q");
    }
  });
});

describe("shakeLiveBoard", () => {
  it("shakes again until the board reaches the floor", () => {
    let calls = 0;
    const board = shakeLiveBoard(4, seededRng(1), () => (++calls >= 3 ? 100 : 5), 50);
    expect(calls).toBe(3);
    expect(board.cells).toHaveLength(16);
  });

  it("gives up after maxTries with the richest board seen", () => {
    const counts = [3, 9, 4, 2];
    const seen: string[][] = [];
    const board = shakeLiveBoard(4, seededRng(1), (b) => { seen.push([...b.cells]); return counts[seen.length - 1]!; }, 50, 4);
    expect(seen).toHaveLength(4);
    expect(board.cells).toEqual(seen[1]);
  });
});

describe("adjacency", () => {
  it("gives corners 3, edges 5 and inner cells 8 neighbours", () => {
    const n = neighbours(4);
    expect(n[0]).toEqual([1, 4, 5]);
    expect(n[1]).toHaveLength(5);
    expect(n[5]).toHaveLength(8);
    expect(n[15]).toEqual([10, 11, 14]);
  });

  it("agrees with touching() and is symmetric", () => {
    for (const size of [4, 5, 6]) {
      const n = neighbours(size);
      for (let a = 0; a < size * size; a++)
        for (let b = 0; b < size * size; b++) {
          expect(n[a]!.includes(b)).toBe(touching(size, a, b));
          expect(touching(size, a, b)).toBe(touching(size, b, a));
        }
    }
    expect(touching(4, 3, 4)).toBe(false); // end of a row does not touch the next row's start
  });
});
