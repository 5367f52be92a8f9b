/**
 * Portuguese (Brazilian), as Portuguese Scrabble writes it: the 26 letters a–z; the
 * accents, the tilde and the cedilla fold (coração → coracao, você → voce, pão → pao).
 */
import type { LanguageRules } from "./rules.ts";

export const PORTUGUESE: LanguageRules = {
  language: "pt",
  alphabet: "abcdefghijklmnopqrstuvwxyz",
  folding: { keep: "", expand: {} },
  quDie: true,
  dice: { 4: [], 5: [], 6: [] },
  dictionaryKey: "words-pt.dawg",
};
