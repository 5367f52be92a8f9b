/**
 * Spanish words from the npm package `dictionary-es` (the RLA-ES Hunspell dictionary for
 * es_ES, GPL-3.0 / LGPL-3.0 / MPL-1.1, used under MPL-1.1: dict/es/LICENSE). Spanish writes
 * only names with a capital, so a capitalised entry (Madrid, Juan) is a name.
 */
import { SPANISH } from "../../src/lang/es.ts";
import { frequencyLists } from "../frequency.ts";
import type { LanguageSource } from "../language-build.ts";

export const SPANISH_SOURCE: LanguageSource = {
  rules: SPANISH,
  hunspellPackage: "dictionary-es",
  frequencyLists: frequencyLists("spanish", "es-es"),
  // npm run dict:levels -- es
  levelCutoffs: [{ rank: 705, level: 10 }, { rank: 2763, level: 20 }, { rank: 17794, level: 35 }, { rank: 31194, level: 50 }],
  isName: (family) => /^\p{Lu}/u.test(family.stem),
  lowerCaseNames: { givenNames: ["@zxcvbn-ts/language-es-es/src/firstnames.json"], countries: ["ES", "MX", "AR", "CO", "PE", "VE", "CL", "EC", "GT", "CU", "BO", "DO", "HN", "PY", "SV", "NI", "CR", "PA", "UY", "PR", "GQ"] },
  vowels: "aeiouy",
};
