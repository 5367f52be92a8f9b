/**
 * What the game needs to know about a language to play in it: its letters, how typed
 * input folds onto them, its dice for each board, whether its Q die reads Qu, and where
 * its dictionary is kept. One file per language beside this one (en.ts, de.ts, fr.ts,
 * es.ts) holds the facts; src/lang/languages.ts looks them up. The word lists themselves
 * are built from npm packages by dict/<language>/ (sources and licences there).
 */
import type { Language } from "../protocol/values.ts";
import type { Folding } from "./fold.ts";

/** Dice for each board size: each die its six faces ("AAEEGN", or "An Er He In Qu Th"). */
export interface DiceSets {
  readonly 4: readonly string[];
  readonly 5: readonly string[];
  readonly 6: readonly string[];
}

export interface LanguageRules {
  readonly language: Language;
  /** The letters words are spelt with: a–z, then the language's own letters (as the DAWG's alphabet). */
  readonly alphabet: string;
  readonly folding: Folding;
  /**
   * Whether a die's Q face reads "Qu": the language's words almost always follow q with u
   * (measured on each built list: docs/dictionary.md, "Qu").
   */
  readonly quDie: boolean;
  readonly dice: DiceSets;
  /** KV key of the language's dictionary (and its file name under dict/build/ and the client's dist/). */
  readonly dictionaryKey: string;
}
