/**
 * Builds the default dictionary when dict/build/words.dawg is missing, or stale (and the
 * proper-noun list, proper.dawg, beside it), so `npm start` and `npm test` work straight
 * after `npm install`. The build records a hash of what decides its contents (the
 * exclusion list and the build code), so a checkout that changes them rebuilds instead
 * of testing yesterday's words; the proper-noun list, derived from it, goes with it.
 * Run directly, it prints the paths.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { PROPER_DAWG, ensureProperNouns } from "./proper-nouns.ts";

export const DEFAULT_DAWG = fileURLToPath(new URL("./build/words.dawg", import.meta.url));
const STAMP = fileURLToPath(new URL("./build/inputs.sha256", import.meta.url));
const INPUTS = ["./exclude.txt", "./sources.ts", "./plain-words.ts", "./build.ts", "../src/dict/build-dawg.ts", "../src/dict/format.ts"];

/** A hash of the files that decide the default dictionary's bytes. */
function inputsHash(): string {
  const hash = createHash("sha256");
  for (const file of INPUTS) hash.update(readFileSync(fileURLToPath(new URL(file, import.meta.url))));
  return hash.digest("hex");
}

/**
 * Path of the default DAWG, building it first if it is missing or stale.
 * BAFFLE_DEFAULT_DAWG names a DAWG to use as it is: `npm run mutate` builds the dictionary
 * in the project first and points its sandbox there, where the instrumented sources would
 * otherwise look changed and every test file would rebuild it at once.
 */
export async function ensureDefaultDictionary(): Promise<string> {
  const given = process.env.BAFFLE_DEFAULT_DAWG;
  if (given) {
    if (!existsSync(given)) throw new Error(`BAFFLE_DEFAULT_DAWG names a file that does not exist: ${given}`);
    return given;
  }
  const want = inputsHash();
  const have = existsSync(STAMP) ? readFileSync(STAMP, "utf8").trim() : null;
  if (!existsSync(DEFAULT_DAWG) || have !== want) {
    const build = fileURLToPath(new URL("./build.ts", import.meta.url));
    const tsx = fileURLToPath(new URL("../node_modules/.bin/tsx", import.meta.url));
    const r = spawnSync(tsx, [build], { stdio: "inherit" });
    if (r.status !== 0) throw new Error("Building the dictionary failed");
    rmSync(PROPER_DAWG, { force: true });
    writeFileSync(STAMP, want + "\n");
  }
  return DEFAULT_DAWG;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const words = await ensureDefaultDictionary();
  console.log(words);
  console.log(ensureProperNouns(words));
}
