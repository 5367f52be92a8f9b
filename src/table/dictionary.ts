/**
 * The rules' view of the isolate's dictionaries (membership, word levels, the solver, how
 * the language writes a word), made once per loaded DAWG and shared by every table in the isolate. Each language has
 * its own DAWG under its own KV key (src/lang/), read the first time a table of that
 * language needs it, so an isolate holds only the languages its tables play.
 */
import type { Dawg } from "../dict/dawg.ts";
import type { DisplayMap } from "../dict/display-map.ts";
import { loadDictionary, loadDisplayMap } from "../dict/load.ts";
import { solveBoard } from "../dict/solver.ts";
import type { GameDictionary } from "../game/match.ts";
import type { Language } from "../protocol.ts";

const dictionaries = new WeakMap<Dawg, GameDictionary>();

/** The rules' view of `dawg`, with `display` (its language's written forms) when there is one. */
export function gameDictionary(dawg: Dawg, display: DisplayMap | null = null): GameDictionary {
  let dict = dictionaries.get(dawg);
  if (!dict) {
    dict = {
      has: (word) => dawg.has(word),
      levelOf: (word) => dawg.levelOf(word),
      solve: (cells, minLength) => solveBoard(dawg, cells, minLength),
      ...(display ? { writtenAs: (word: string) => display.writtenAs(word) } : {}),
    };
    dictionaries.set(dawg, dict);
  }
  return dict;
}

/** The dictionary of `language`, from KV on its first use in this isolate (DictionaryMissingError if none was uploaded). */
export async function languageDictionary(kv: KVNamespace, language: Language): Promise<GameDictionary> {
  // The written forms are for show: a KV read that fails leaves the words folded, never the table without words.
  const [dawg, display] = await Promise.all([loadDictionary(kv, language), loadDisplayMap(kv, language).catch(() => null)]);
  return gameDictionary(dawg, display);
}
