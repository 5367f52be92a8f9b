/**
 * Which language the words are played in, as the client offers it: the choice a new
 * table or practice round starts from, and how typed letters are read for a language.
 * The rules themselves (letters, folding) are src/lang/'s, shared with the server.
 */
import { foldEntry, isSpelledIn } from "../../src/lang/languages.ts";
import { LANGUAGES, type Language } from "../../src/protocol.ts";

/**
 * The first of the browser's languages (`navigator.languages`, most preferred first) that
 * Baffle plays in, by its primary subtag ("fr-CA" → fr), else English.
 */
export function browserLanguage(preferred: readonly string[] = typeof navigator === "undefined" ? [] : navigator.languages ?? [navigator.language]): Language {
  for (const tag of preferred) {
    const primary = tag.split("-")[0]!.toLowerCase();
    const found = LANGUAGES.find((l) => l === primary);
    if (found) return found;
  }
  return "en";
}

/**
 * What the Word field keeps of a player's typing: letters only (any alphabet's, so é, ä,
 * ñ and ß stay as typed), lower case. The server folds them (é → e, ß → ss) as it checks.
 */
export function typedLetters(input: string): string {
  return input.replace(/[^\p{L}]/gu, "").toLowerCase();
}

/** Typed letters as the board spells them in `language` ("élève" → "eleve", "Straße" → "strasse"), or "" when they are not its letters. */
export function boardSpelling(language: Language, typed: string): string {
  const folded = foldEntry(language, typed);
  return isSpelledIn(language, folded) ? folded : "";
}
