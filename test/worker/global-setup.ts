import { readFileSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { ensureDefaultDictionary, ensureLanguageDictionaries } from "../../dict/ensure.ts";
import { ensureProperNouns } from "../../dict/proper-nouns.ts";

declare module "vitest" {
  export interface ProvidedContext {
    dawgBase64: string;
    properBase64: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const file = await ensureDefaultDictionary();
  project.provide("dawgBase64", readFileSync(file).toString("base64"));
  project.provide("properBase64", readFileSync(ensureProperNouns(file)).toString("base64"));
  // Built here, read by the files that play them through TEST_DICTIONARIES (vitest.config.ts).
  ensureLanguageDictionaries();
}
