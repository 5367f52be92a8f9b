/**
 * German, as German Scrabble writes it: Ä, Ö and Ü are letters of their own (Häuser is
 * not Hauser), ß is written SS (Straße → strasse), other accents fold (Café → cafe).
 */
import type { LanguageRules } from "./rules.ts";

export const GERMAN: LanguageRules = {
  language: "de",
  alphabet: "abcdefghijklmnopqrstuvwxyzäöü",
  folding: { keep: "äöü", expand: { "ß": "ss" } },
  dictionaryKey: "words-de.dawg",
};
