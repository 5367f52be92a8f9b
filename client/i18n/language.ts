/**
 * Which language the client speaks, and switching it. The first visit follows the
 * browser (`navigator.languages`: the first one Baffle speaks, else English); choosing one
 * with the switch is remembered on the device. A language other than English is a chunk
 * of its own (messages/<lang>.ts), fetched when it is chosen; main.tsx waits for it
 * before the first render, so a German player never sees English flash by. `<html lang>`
 * follows the language shown (the direction stays ltr: every one of them is written left to right).
 */
import { effect } from "@preact/signals";
import { savedLanguage, saveLanguage } from "../state/storage.ts";
import { addCatalogue, hasCatalogue, locale, LOCALES, type Catalogue, type Locale } from "./index.ts";

const CHUNKS: Record<Exclude<Locale, "en">, () => Promise<{ default: Catalogue }>> = {
  de: () => import("./messages/de.ts"),
  fr: () => import("./messages/fr.ts"),
  es: () => import("./messages/es.ts"),
  it: () => import("./messages/it.ts"),
  nl: () => import("./messages/nl.ts"),
  pt: () => import("./messages/pt.ts"),
  sv: () => import("./messages/sv.ts"),
  ru: () => import("./messages/ru.ts"),
};

const isLocale = (s: string | null | undefined): s is Locale => (LOCALES as readonly string[]).includes(s ?? "");

/** The first of the browser's languages Baffle speaks ("de-AT" is German), else English. */
export function browserLocale(languages: readonly string[] = navigator.languages ?? [navigator.language]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return "en";
}

/** The language to start in: the one chosen on this device, else the browser's. */
export function startingLocale(): Locale {
  const saved = savedLanguage();
  return isLocale(saved) ? saved : browserLocale();
}

/** Fetch `lang`'s catalogue if it is not here yet, then show it. Rejects (and changes nothing) when it cannot be fetched. */
export async function showLocale(lang: Locale): Promise<void> {
  if (lang !== "en" && !hasCatalogue(lang)) addCatalogue(lang, (await CHUNKS[lang]()).default);
  locale.value = lang;
}

/** The switch: show `lang` and remember it on this device, once it is shown (a language that could not be fetched is not remembered). */
export async function chooseLocale(lang: Locale): Promise<void> {
  await showLocale(lang);
  saveLanguage(lang);
}

/** Keep `<html lang>` on the language shown (main.tsx calls it once). */
export function followHtmlLang(): void {
  effect(() => {
    document.documentElement.lang = locale.value;
  });
}
