/**
 * Each language's dictionary is in the Worker's KV under its own key (the test setup puts
 * them there as `npm start` does), and loadDictionary reads the one a language asks for,
 * once per isolate; a missing one is named and not cached.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DictionaryMissingError, loadDictionary } from "../../src/dict/load.ts";
import { useLanguages } from "./dictionaries.ts";

useLanguages("de", "fr", "es", "it", "nl", "pt", "sv", "ru");

describe("loadDictionary by language", () => {
  it("names the missing key, and tries again next time, when a language's dictionary is not in KV", async () => {
    const asked: string[] = [];
    const empty = { get: async (key: string) => (asked.push(key), null) } as unknown as KVNamespace;
    const err = await loadDictionary(empty, "fr").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DictionaryMissingError);
    expect((err as DictionaryMissingError).message).toContain('No dictionary in KV under "words-fr.dawg"');
    expect(asked).toEqual(["words-fr.dawg"]);
    expect((await loadDictionary(env.DICT, "fr")).has("mangeons")).toBe(true);
  });

  it("reads the German, French and Spanish dictionaries from their own keys, once per isolate", async () => {
    const de = await loadDictionary(env.DICT, "de");
    expect(de.has("häuser")).toBe(true);
    expect(de.has("hauser")).toBe(false);
    const es = await loadDictionary(env.DICT, "es");
    expect(es.has("hablamos")).toBe(true);
    expect(es.has("año")).toBe(true);
    const en = await loadDictionary(env.DICT);
    expect(en.has("hablamos")).toBe(false);
    expect(await loadDictionary(env.DICT, "de")).toBe(de);
  });

  it("reads the Italian, Dutch, Portuguese, Swedish and Russian dictionaries from their own keys", async () => {
    const samples = { it: "mangiamo", nl: "huizen", pt: "coracao", sv: "husen", ru: "домами" } as const;
    for (const [language, word] of Object.entries(samples) as [keyof typeof samples, string][]) {
      const dict = await loadDictionary(env.DICT, language);
      expect(dict.has(word), language).toBe(true);
    }
    expect((await loadDictionary(env.DICT, "ru")).alphabet).toBe("абвгдежзийклмнопрстуфхцчшщъыьэюя");
  });
});
