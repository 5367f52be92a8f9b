/**
 * Which language the words are played in, as the client offers it: the choice a new
 * table or practice round starts from, and how typed letters are read for a language.
 * The rules themselves (letters, folding) are src/lang/'s, shared with the server.
 */
import { foldEntry, isSpelledIn } from "../../src/lang/languages.ts";
import { isLanguage, type Language } from "../../src/protocol/values.ts";
import { locale } from "../i18n/locale.ts";

/**
 * The language a new table or practice round starts in: the one the client speaks
 * (client/i18n/language.ts: the one chosen on this device, else the browser's first that
 * Baffle speaks, else English) when words are played in it, else English: the client
 * may speak a language whose dictionary is not there yet.
 */
export function startingLanguage(): Language {
  return isLanguage(locale.value) ? locale.value : "en";
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
