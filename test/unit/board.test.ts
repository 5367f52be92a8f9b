import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numRuns } from "./fast-check-seed.ts";
import {
  DICE_4X4, DICE_5X5, DICE_6X6, diceFor, dieFaces, neighbours, shakeBoard, shakeLiveBoard, sizeForCells, touching,
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
        expect(diceMatching(diceFor(size).map(dieFaces), board.cells)).toBe(true);
      }),
      { numRuns: numRuns(200) },
    );
  });

  it("finds no matching when a die is used twice (the check above can fail)", () => {
    const dice = diceFor(4).map(dieFaces);
    const twice = dice.map((faces) => faces[0]!);
    expect(diceMatching(dice, twice)).toBe(true);
    const qu = dice.findIndex((faces) => faces.includes("qu"));
    twice[qu] = "qu";
    twice[qu === 0 ? 1 : 0] = "qu"; // only one die has a Qu face
    expect(diceMatching(dice, twice)).toBe(false);
  });

  it("puts each die in every cell: the Qu die (the only q) lands everywhere", () => {
    for (const size of [4, 5] as const) {
      const seen = new Set<number>();
      for (let s = 0; s < 3000 && seen.size < size * size; s++) {
        const at = shakeBoard(size, seededRng(s)).cells.indexOf("qu");
        if (at >= 0) seen.add(at);
      }
      expect(seen.size, `board ${size}`).toBe(size * size);
    }
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

/**
 * Whether each cell can be given its own die showing that face: a perfect matching
 * between cells and dice (augmenting paths), so no die is used twice.
 */
function diceMatching(dice: readonly string[][], cells: readonly string[]): boolean {
  if (dice.length !== cells.length) return false;
  const dieOf = new Array<number>(cells.length).fill(-1); // die -> cell
  const assign = (cell: number, seen: boolean[]): boolean => {
    for (let d = 0; d < dice.length; d++) {
      if (seen[d] || !dice[d]!.includes(cells[cell]!)) continue;
      seen[d] = true;
      if (dieOf[d] === -1 || assign(dieOf[d]!, seen)) { dieOf[d] = cell; return true; }
    }
    return false;
  };
  return cells.every((_, cell) => assign(cell, new Array<boolean>(dice.length).fill(false)));
}

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
