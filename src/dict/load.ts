/**
 * The dictionary as the Worker sees it: the DAWG bytes are read from KV once per
 * isolate and the reader wraps them as typed-array views, so every table in the isolate
 * shares one copy and a cold start costs one KV read. A failed read is not cached:
 * the next request tries again instead of leaving the isolate without words.
 */
import { Dawg } from "./dawg.ts";

/** The KV key the dictionary is stored under. */
export const DICT_KEY = "words.dawg";

/** The KV key of the proper-noun list (dict/proper-nouns.ts), read only by tables that allow them. */
export const PROPER_KEY = "proper.dawg";

let loading: Promise<Dawg> | null = null;
let loadingProper: Promise<Dawg | null> | null = null;

/** Thrown when KV has no dictionary: the operator has not uploaded one. */
export class DictionaryMissingError extends Error {
  readonly code = "dictionary_missing";
  constructor() {
    super(`No dictionary in KV under "${DICT_KEY}": run \`npm run dict\` and upload dict/build/words.dawg`);
  }
}

/** The isolate's dictionary, loaded from KV on first use. */
export function loadDictionary(kv: KVNamespace): Promise<Dawg> {
  loading ??= (async () => {
    const buf = await kv.get(DICT_KEY, "arrayBuffer");
    if (!buf) throw new DictionaryMissingError();
    return Dawg.load(buf);
  })().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
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
