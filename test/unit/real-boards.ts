/**
 * Boards as players meet them, for tests: the game's own shake with its floor, solved
 * with the default dictionary, each word carrying its SCOWL size. Seeded, so a failing
 * property names a board anyone can replay.
 */
import { readFileSync } from "node:fs";
import { ensureDefaultDictionary } from "../../dict/ensure.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { shakeSolvedBoard, type BoardSize, type SolvedBoard } from "../../src/game/board.ts";
import { seededRng } from "../../src/game/random.ts";
import { defaultMinLength } from "../../src/game/rules.ts";

export type LevelledWord = { word: string; path: number[]; level: number };

let loaded: Dawg | null = null;

/** The default dictionary (built on first use). */
export async function defaultDawg(): Promise<Dawg> {
  loaded ??= Dawg.load(readFileSync(await ensureDefaultDictionary()));
  return loaded;
}

/** The board the game would play for `seed`, with its solution. */
export function realBoard(dawg: Dawg, size: BoardSize, seed: number): SolvedBoard<LevelledWord> {
  return shakeSolvedBoard(size, seededRng(seed), (b) =>
    solveBoard(dawg, b.cells, defaultMinLength(size)).map((w) => ({ word: w.word, path: w.path, level: dawg.levelOf(w.word) })),
  );
}
