/**
 * Spanish words from the npm package `dictionary-es` (the RLA-ES Hunspell dictionary for
 * es_ES, GPL-3.0 / LGPL-3.0 / MPL-1.1, used under MPL-1.1: dict/es/LICENSE). Spanish writes
 * only names with a capital, so a capitalised entry (Madrid, Juan) is a name.
 */
import { SPANISH } from "../../src/lang/es.ts";
import type { LanguageSource } from "../language-build.ts";

export const SPANISH_SOURCE: LanguageSource = {
  rules: SPANISH,
  hunspellPackage: "dictionary-es",
  frequencyList: "spanish",
  isName: (family) => /^\p{Lu}/u.test(family.stem),
  vowels: "aeiouy",
};
