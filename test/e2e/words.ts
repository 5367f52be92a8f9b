/**
 * Words the server will accept on a board the test cannot predict: the board is read
 * off the page and solved here with the same dictionary and solver the server uses.
 */
import { readFileSync } from "node:fs";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard, type SolvedWord } from "../../src/dict/solver.ts";

let dawg: Dawg | null = null;

/** A word's SCOWL size in the server's dictionary (-1 if it is not a word). */
export function levelOf(word: string): number {
  dawg ??= Dawg.load(readFileSync(new URL("../../dict/build/words.dawg", import.meta.url)));
  return dawg.levelOf(word);
}

/** Every word on the board of at least `minLength` letters, shortest first then A–Z. */
export function wordsOn(cells: readonly string[], minLength = 3): SolvedWord[] {
  dawg ??= Dawg.load(readFileSync(new URL("../../dict/build/words.dawg", import.meta.url)));
  return solveBoard(dawg, cells, minLength).sort((a, b) => a.word.length - b.word.length || a.word.localeCompare(b.word));
}
