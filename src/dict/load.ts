/**
 * The dictionary as the Worker sees it: the DAWG bytes are read from KV once per
 * isolate and the reader wraps them as typed-array views, so every table in the isolate
 * shares one copy and a cold start costs one KV read. A failed read is not cached:
 * the next request tries again instead of leaving the isolate without words.
 * Each language's dictionary is its own KV value (`words.dawg` for English, then
 * `words-de.dawg`, `words-fr.dawg`, `words-es.dawg`: src/lang/), read only when a table
 * of that language first needs it.
 */
import { displayKey, languageRules } from "../lang/languages.ts";
import type { Language } from "../protocol/settings.ts";
import { Dawg } from "./dawg.ts";
import { DisplayMap, DisplayMapError } from "./display-map.ts";

/** The KV key the English dictionary is stored under. */
export const DICT_KEY = "words.dawg";

/** The KV key of a language's dictionary. */
export function dictionaryKey(language: Language): string {
  return languageRules(language).dictionaryKey;
}

/** The KV key of the proper-noun list (dict/proper-nouns.ts), read only by tables that allow them. */
export const PROPER_KEY = "proper.dawg";

const loading = new Map<Language, Promise<Dawg>>();
let loadingProper: Promise<Dawg | null> | null = null;

/** Thrown when KV has no dictionary: the operator has not uploaded one. */
export class DictionaryMissingError extends Error {
  readonly code = "dictionary_missing";
  constructor(readonly key: string = DICT_KEY) {
    super(`No dictionary in KV under "${key}": run \`npm run dict\` (\`npm run dict:lang\` for de, fr, es) and upload dict/build/${key}`);
  }
}

/** The isolate's dictionary of `language` (English by default), loaded from KV on first use. */
export function loadDictionary(kv: KVNamespace, language: Language = "en"): Promise<Dawg> {
  let pending = loading.get(language);
  if (!pending) {
    const key = dictionaryKey(language);
    pending = (async () => {
      const buf = await kv.get(key, "arrayBuffer");
      if (!buf) throw new DictionaryMissingError(key);
      return Dawg.load(buf);
    })().catch((err: unknown) => {
      loading.delete(language);
      throw err;
    });
    loading.set(language, pending);
  }
  return pending;
}

const loadingDisplay = new Map<Language, Promise<DisplayMap | null>>();

/**
 * How `language` writes its words (src/dict/display-map.ts: élève for eleve), from KV under
 * `words-<language>.display` on first use in this isolate, read against its dictionary.
 * Null when none was uploaded (English needs none: it writes its words as the board spells
 * them) or when the one uploaded is damaged or another list's (a dictionary uploaded
 * without its map): a review then shows the folded words, and the game goes on. A read
 * that fails is not cached.
 */
export function loadDisplayMap(kv: KVNamespace, language: Language): Promise<DisplayMap | null> {
  let pending = loadingDisplay.get(language);
  if (!pending) {
    pending = (async () => {
      const [text, dawg] = await Promise.all([kv.get(displayKey(language), "text"), loadDictionary(kv, language)]);
      if (text === null) return null;
      try {
        return DisplayMap.parse(text, dawg);
      } catch (err) {
        if (!(err instanceof DisplayMapError)) throw err;
        console.error(JSON.stringify({ event: "display_map_refused", level: "error", key: displayKey(language), error: err.message }));
        return null;
      }
    })().catch((err: unknown) => {
      loadingDisplay.delete(language);
      throw err;
    });
    loadingDisplay.set(language, pending);
  }
  return pending;
}

/** The isolate's proper-noun list, loaded from KV on first use; null if none was uploaded. */
export function loadProperNouns(kv: KVNamespace): Promise<Dawg | null> {
  loadingProper ??= (async () => {
    const buf = await kv.get(PROPER_KEY, "arrayBuffer");
    if (!buf) {
      loadingProper = null; // not cached: an operator may upload it later
      return null;
    }
    return Dawg.load(buf);
  })().catch((err: unknown) => {
    loadingProper = null;
    throw err;
  });
  return loadingProper;
}
