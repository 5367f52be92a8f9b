/**
 * The language ranked play and the daily board are played in (each language has its own
 * queue, ratings, daily board and leaderboards: docs/ranked.md): the one picked on this
 * device, remembered; until one is picked, the language the client is shown in.
 */
import { computed, signal } from "@preact/signals";
import { isLanguage, type Language } from "../../src/protocol/values.ts";
import { locale } from "../i18n/locale.ts";
import { savedPlayLanguage, savePlayLanguage } from "./storage.ts";

const picked = signal<Language | null>(((s) => (isLanguage(s) ? s : null))(savedPlayLanguage()));

/** The language to play ranked and the daily board in. */
export const playLanguage = computed<Language>(() => picked.value ?? (isLanguage(locale.value) ? locale.value : "en"));

/** Pick the language to play in (remembered on this device). */
export function pickPlayLanguage(language: Language): void {
  picked.value = language;
  savePlayLanguage(language);
}
