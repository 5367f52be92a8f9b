import { readFileSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { ensureDefaultDictionary, ensureLanguageDictionaries } from "../../dict/ensure.ts";
import { dictionaryUploads } from "../../dict/kv-seed.ts";
import { ensureProperNouns } from "../../dict/proper-nouns.ts";

declare module "vitest" {
  export interface ProvidedContext {
    dawgBase64: string;
    properBase64: string;
    /** [KV key, bytes in base64] of the German, French and Spanish dictionaries. */
    languageDawgs: [string, string][];
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const file = await ensureDefaultDictionary();
  project.provide("dawgBase64", readFileSync(file).toString("base64"));
  project.provide("properBase64", readFileSync(ensureProperNouns(file)).toString("base64"));
  ensureLanguageDictionaries();
  const languages = dictionaryUploads().filter(([key]) => key !== "words.dawg" && key !== "proper.dawg");
  project.provide("languageDawgs", languages.map(([key, path]) => [key, readFileSync(path).toString("base64")]));
}
