/**
 * The language the client speaks, as a signal: every component that reads a message
 * (client/i18n/index.ts) re-renders when it changes. Kept in a module of its own so the
 * catalogues' formatting helpers (format.ts) can read it without importing the
 * catalogues that import them.
 */
import { signal } from "@preact/signals";
import { readTagWith } from "./format.ts";
import type { Language } from "../../src/protocol.ts";

/**
 * The languages the client is translated into; English is the source and the fallback.
 * A superset of the languages words are played in (src/protocol/values.ts's LANGUAGES):
 * the client may speak a language before its dictionary is ready, and a table, practice
 * or the daily board then starts in English (client/state/language.ts).
 */
export const LOCALES = ["en", "de", "fr", "es", "it", "nl", "pt", "sv", "ru"] as const;
export type Locale = (typeof LOCALES)[number];
// Every language words are played in is one the client speaks (checked here without importing LANGUAGES at run time).
const everyTableLanguageIsSpoken: Language extends Locale ? true : never = true;
void everyTableLanguageIsSpoken;

/** The language shown now. */
export const locale = signal<Locale>("en");

/**
 * The tag handed to `Intl` for each language. English is British English, as the
 * dictionary and the texts are ("Ann, Ben and Cy", "1 December 2026"); Portuguese is
 * Brazilian, as its word list and catalogue are ("1.204", "1 de dezembro de 2026").
 */
const INTL_TAG: Record<Locale, string> = { en: "en-GB", de: "de-DE", fr: "fr-FR", es: "es-ES", it: "it-IT", nl: "nl-NL", pt: "pt-BR", sv: "sv-SE", ru: "ru-RU" };

/** The `Intl` tag of the language shown now (read through the signal, so a component formatting a number re-renders on a change). */
export function intlTag(): string {
  return INTL_TAG[locale.value];
}
readTagWith(intlTag);
