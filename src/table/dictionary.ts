/**
 * The rules' view of the isolate's dictionary (membership, word levels, the solver), made
 * once per loaded DAWG and shared by every table in the isolate.
 */
import type { Dawg } from "../dict/dawg.ts";
import { solveBoard } from "../dict/solver.ts";
import type { GameDictionary } from "../game/match.ts";

const dictionaries = new WeakMap<Dawg, GameDictionary>();

/** The rules' view of `dawg`. */
export function gameDictionary(dawg: Dawg): GameDictionary {
  let dict = dictionaries.get(dawg);
  if (!dict) {
    dict = {
      has: (word) => dawg.has(word),
      levelOf: (word) => dawg.levelOf(word),
      solve: (cells, minLength) => solveBoard(dawg, cells, minLength),
    };
    dictionaries.set(dawg, dict);
  }
  return dict;
}
