/**
 * Builds the default dictionary when dict/build/words.dawg is missing (and the proper-noun
 * list, proper.dawg, beside it), so `npm start` and `npm test` work straight after
 * `npm install`. Run directly, it prints the paths.
 */
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ensureProperNouns } from "./proper-nouns.ts";

export const DEFAULT_DAWG = fileURLToPath(new URL("./build/words.dawg", import.meta.url));

/** Path of the default DAWG, building it first if needed. */
export async function ensureDefaultDictionary(): Promise<string> {
  if (!existsSync(DEFAULT_DAWG)) {
    const build = fileURLToPath(new URL("./build.ts", import.meta.url));
    const tsx = fileURLToPath(new URL("../node_modules/.bin/tsx", import.meta.url));
    const r = spawnSync(tsx, [build], { stdio: "inherit" });
    if (r.status !== 0) throw new Error("Building the dictionary failed");
  }
  return DEFAULT_DAWG;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const words = await ensureDefaultDictionary();
  console.log(words);
  console.log(ensureProperNouns(words));
}
