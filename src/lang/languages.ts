/**
 * Every language's rules by its code, and folding a player's entry for a language. The
 * one place the rest of the game asks "how does this language play?".
 */
import type { Language } from "../protocol/values.ts";
import { GERMAN } from "./de.ts";
import { ENGLISH } from "./en.ts";
import { SPANISH } from "./es.ts";
import { foldText, spelledWith } from "./fold.ts";
import { FRENCH } from "./fr.ts";
import { ITALIAN } from "./it.ts";
import { DUTCH } from "./nl.ts";
import { PORTUGUESE } from "./pt.ts";
import { RUSSIAN } from "./ru.ts";
import { SWEDISH } from "./sv.ts";
import type { LanguageRules } from "./rules.ts";

const RULES: Readonly<Record<Language, LanguageRules>> = {
  en: ENGLISH, de: GERMAN, fr: FRENCH, es: SPANISH, it: ITALIAN, nl: DUTCH, pt: PORTUGUESE, sv: SWEDISH, ru: RUSSIAN,
};

/** The rules of `language`: letters, folding, dice, Qu, dictionary key. */
export function languageRules(language: Language): LanguageRules {
  return RULES[language];
}

/**
 * A typed entry as the language's dictionary spells it: trimmed, lower case, folded
 * (é → e everywhere; ß → ss in German; ä, ö, ü kept in German and ñ in Spanish).
 */
export function foldEntry(language: Language, input: string): string {
  return foldText(RULES[language].folding, input);
}

/** Whether a folded entry uses only the language's letters. */
export function isSpelledIn(language: Language, word: string): boolean {
  return spelledWith(RULES[language].alphabet, word);
}

/**
 * The KV key (and file name under dict/build/ and the client's dist/) of how `language`
 * writes its words (src/dict/display-map.ts), beside its dictionary: "words-fr.display".
 */
export function displayKey(language: Language): string {
  return RULES[language].dictionaryKey.replace(/\.dawg$/, ".display");
}
