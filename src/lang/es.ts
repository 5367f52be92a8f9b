/**
 * Spanish, as Spanish Scrabble writes it: Ñ is a letter of its own (año is not ano), the
 * accents fold (á é í ó ú → a e i o u, ü → u).
 */
import type { LanguageRules } from "./rules.ts";

export const SPANISH: LanguageRules = {
  language: "es",
  alphabet: "abcdefghijklmnopqrstuvwxyzñ",
  folding: { keep: "ñ", expand: {} },
  dictionaryKey: "words-es.dawg",
};
