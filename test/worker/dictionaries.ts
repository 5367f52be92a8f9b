/**
 * The other languages' dictionaries in the test KV, for the files that play them. English
 * and the proper nouns are there for every test (setup.ts); a file that plays German calls
 * `useLanguages("de")` at its top, and its tests then find `words-de.dawg` and
 * `words-de.display` in KV exactly as production does (KV → Dawg.load), put there once per
 * file from dict/build through the test-only TEST_DICTIONARIES binding. A language no file
 * asked for is not in KV, as on an installation that has not uploaded it.
 */
import { env } from "cloudflare:workers";
import { beforeAll } from "vitest";
import { displayKey, languageRules } from "../../src/lang/languages.ts";
import type { Language } from "../../src/protocol.ts";

/** Put `languages`' dictionaries and display maps (those built: English has no display map) into KV. */
export async function putLanguages(languages: readonly Language[]): Promise<void> {
  for (const language of languages) {
    for (const key of [languageRules(language).dictionaryKey, displayKey(language)]) {
      const res = await env.TEST_DICTIONARIES.fetch(`http://dictionaries/${encodeURIComponent(key)}`);
      if (res.status === 404 && key.endsWith(".display")) {
        await res.body?.cancel();
        continue;
      }
      if (!res.ok) throw new Error(`no built dictionary for ${key}: ${res.status} ${await res.text()}`);
      await env.DICT.put(key, await res.arrayBuffer());
    }
  }
}

/** Before this file's tests, put `languages`' dictionaries into KV (once per file). */
export function useLanguages(...languages: Language[]): void {
  beforeAll(() => putLanguages(languages));
}
