/**
 * French, as French Scrabble writes it: the 26 letters a–z; accents and the cedilla fold
 * (é è ê ë → e, à â → a, ç → c, î ï → i, ô → o, û ù ü → u, ÿ → y), œ and æ are two letters.
 */
import type { LanguageRules } from "./rules.ts";

export const FRENCH: LanguageRules = {
  language: "fr",
  alphabet: "abcdefghijklmnopqrstuvwxyz",
  folding: { keep: "", expand: {} },
  dictionaryKey: "words-fr.dawg",
};
