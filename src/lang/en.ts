/** English: the letters a–z; accents typed by a player fold away (café → cafe). */
import type { LanguageRules } from "./rules.ts";

export const ENGLISH: LanguageRules = {
  language: "en",
  alphabet: "abcdefghijklmnopqrstuvwxyz",
  folding: { keep: "", expand: {} },
  dictionaryKey: "words.dawg",
};
