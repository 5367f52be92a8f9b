/**
 * What the game needs to know about a language to play in it: its letters, how typed
 * input folds onto them, its dice for each board, whether its Q die reads Qu, and where
 * its dictionary is kept. One file per language beside this one (en.ts, de.ts, fr.ts,
 * es.ts) holds the facts; src/lang/languages.ts looks them up. The word lists themselves
 * are built from npm packages by dict/<language>/ (sources and licences there).
 */
import type { Language } from "../protocol/settings.ts";
import type { Folding } from "./fold.ts";

export interface LanguageRules {
  readonly language: Language;
  /** The letters words are spelt with: a–z, then the language's own letters (as the DAWG's alphabet). */
  readonly alphabet: string;
  readonly folding: Folding;
  /** KV key of the language's dictionary (and its file name under dict/build/ and the client's dist/). */
  readonly dictionaryKey: string;
}
