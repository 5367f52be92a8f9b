/**
 * Each language's dictionary is in the Worker's KV under its own key (the test setup puts
 * them there as `npm start` does), and the word desk (src/words/desk.ts) reads the one a language asks for,
 * once per isolate; a missing one is named and not cached.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DictionaryMissingError, wordDesk } from "../../src/words/desk.ts";
import { useLanguages } from "./dictionaries.ts";

useLanguages("de", "fr", "es", "it", "nl", "pt", "sv", "ru");

describe("a language's word desk", () => {
  it("names the missing key, and tries again next time, when a language's dictionary is not in KV", async () => {
    const asked: string[] = [];
    const empty = { get: async (key: string) => (asked.push(key), null) } as unknown as KVNamespace;
    const err = await wordDesk(empty, "fr").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DictionaryMissingError);
    expect((err as DictionaryMissingError).message).toContain('No dictionary in KV under "words-fr.dawg"');
    expect(asked.filter((key) => key.endsWith(".dawg"))).toEqual(["words-fr.dawg"]);
    expect(((await wordDesk(env.DICT, "fr")).dawg).has("mangeons")).toBe(true);
  });

  it("reads the German, French and Spanish dictionaries from their own keys, once per isolate", async () => {
    const de = (await wordDesk(env.DICT, "de")).dawg;
    expect(de.has("häuser")).toBe(true);
    expect(de.has("hauser")).toBe(false);
    const es = (await wordDesk(env.DICT, "es")).dawg;
    expect(es.has("hablamos")).toBe(true);
    expect(es.has("año")).toBe(true);
    const en = (await wordDesk(env.DICT)).dawg;
    expect(en.has("hablamos")).toBe(false);
    expect((await wordDesk(env.DICT, "de")).dawg).toBe(de);
  });

  it("reads the Italian, Dutch, Portuguese, Swedish and Russian dictionaries from their own keys", async () => {
    const samples = { it: "mangiamo", nl: "huizen", pt: "coracao", sv: "husen", ru: "домами" } as const;
    for (const [language, word] of Object.entries(samples) as [keyof typeof samples, string][]) {
      const dict = (await wordDesk(env.DICT, language)).dawg;
      expect(dict.has(word), language).toBe(true);
    }
    expect((await wordDesk(env.DICT, "ru")).dawg.alphabet).toBe("абвгдежзийклмнопрстуфхцчшщъыьэюя");
  });
});
