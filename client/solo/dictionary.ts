/**
 * The dictionaries for solo practice (and the daily board): each language's DAWG, the
 * very file the server reads from KV, served as a static file (copied into the build by
 * client/offline/vite-plugin.ts: /words.dawg for English, /words-de.dawg and so on) and
 * read by the same DAWG reader and solver the Worker uses. English is precached by the
 * service worker; another language's file (310–490 KB) is fetched only when practice is
 * first played in it, and the service worker keeps it then, so it works offline after.
 * Each is fetched once per page visit; a failed fetch is not remembered, so "Try again"
 * really tries again.
 */
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { languageRules } from "../../src/lang/languages.ts";
import type { Language } from "../../src/protocol.ts";
import type { PracticeDictionary } from "./practice.ts";

/** Where the build puts `language`'s dictionary: "/words.dawg", "/words-de.dawg"… (its KV key). */
export function dictionaryUrl(language: Language): string {
  return `/${languageRules(language).dictionaryKey}`;
}

/** English's address (precached by the service worker). */
export const DICTIONARY_URL = dictionaryUrl("en");

/** Where the build puts the licence notice of a German, French or Spanish word list ("/words-de.LICENSE.txt"). */
export function licenceUrl(language: Exclude<Language, "en">): string {
  return dictionaryUrl(language).replace(/\.dawg$/, ".LICENSE.txt");
}

const loading = new Map<Language, Promise<PracticeDictionary>>();

/** `language`'s dictionary (English by default), fetching it on first use. */
export function loadPracticeDictionary(language: Language = "en"): Promise<PracticeDictionary> {
  let p = loading.get(language);
  if (!p) {
    p = (async () => {
      const res = await fetch(dictionaryUrl(language));
      if (!res.ok) throw new Error(`the dictionary could not be fetched (HTTP ${res.status})`);
      const dawg = Dawg.load(await res.arrayBuffer());
      return { has: (w: string) => dawg.has(w), solve: (cells: readonly string[], min: number) => solveBoard(dawg, cells, min) };
    })().catch((err: unknown) => {
      loading.delete(language);
      throw err;
    });
    loading.set(language, p);
  }
  return p;
}
