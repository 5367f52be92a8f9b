/**
 * The dictionaries for solo practice (and the daily board): each language's DAWG, the
 * very file the server reads from KV, served as a static file (copied into the build by
 * client/offline/vite-plugin.ts: /words.dawg for English, /words-de.dawg and so on) and
 * read by the same DAWG reader and solver the Worker uses. English is precached by the
 * service worker; another language's file (310–490 KB) is fetched only when practice is
 * first played in it, and the service worker keeps it then, so it works offline after.
 * Each is fetched once per page visit; a failed fetch is not remembered, so "Try again"
 * really tries again. Beside a language's dictionary comes how it writes its words
 * (/words-fr.display: src/dict/display-map.ts), so a review shows élève for eleve; without
 * it (not fetched, or damaged) the words show as the board spells them.
 */
import { Dawg } from "../../src/dict/dawg.ts";
import { DisplayMap } from "../../src/dict/display-map.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { displayKey, languageRules } from "../../src/lang/languages.ts";
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
const displayMaps = new Map<Language, DisplayMap>();

/**
 * How `language` writes a word of its dictionary (élève for eleve), once its dictionary has
 * been loaded with its display map; the word itself otherwise, and for English, which
 * writes its words as the board spells them.
 */
export function writtenIn(language: Language): (word: string) => string {
  const map = displayMaps.get(language);
  return map ? (word) => map.writtenAs(word) : (word) => word;
}

/** The display map of `language` read against `dawg`, or null when there is none to be had. */
async function fetchDisplayMap(language: Language, dawg: Dawg): Promise<DisplayMap | null> {
  if (language === "en") return null;
  try {
    const res = await fetch(`/${displayKey(language)}`);
    const type = res.headers.get("content-type") ?? "";
    return res.ok && !type.includes("html") ? DisplayMap.parse(await res.text(), dawg) : null;
  } catch {
    return null; // the words show as the board spells them
  }
}

/** `language`'s dictionary (English by default), fetching it on first use. */
export function loadPracticeDictionary(language: Language = "en"): Promise<PracticeDictionary> {
  let p = loading.get(language);
  if (!p) {
    p = (async () => {
      const res = await fetch(dictionaryUrl(language));
      if (!res.ok) throw new Error(`the dictionary could not be fetched (HTTP ${res.status})`);
      const dawg = Dawg.load(await res.arrayBuffer());
      const display = await fetchDisplayMap(language, dawg);
      if (display) displayMaps.set(language, display);
      return {
        has: (w: string) => dawg.has(w),
        solve: (cells: readonly string[], min: number) => solveBoard(dawg, cells, min),
        level: (w: string) => dawg.levelOf(w),
      };
    })().catch((err: unknown) => {
      loading.delete(language);
      throw err;
    });
    loading.set(language, p);
  }
  return p;
}
