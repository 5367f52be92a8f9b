/**
 * French words from the npm package `dictionary-fr` (Grammalecte's Hunspell dictionary,
 * "Classique" spelling, MPL-2.0: dict/fr/LICENSE). French writes only names with a capital,
 * so a capitalised entry (Paris, Pierre, Juan) is a name; the common noun of the same
 * spelling has its own lower-case entry (pierre, a stone). Elision prefixes (l', qu'…)
 * are dropped before expansion: the forms they make all have an apostrophe.
 */
import { FRENCH } from "../../src/lang/fr.ts";
import type { LanguageSource } from "../language-build.ts";

export const FRENCH_SOURCE: LanguageSource = {
  rules: FRENCH,
  hunspellPackage: "dictionary-fr",
  frequencyList: "french",
  dropAffix: (affix) => /['’]/.test(affix),
  isName: (family) => /^\p{Lu}/u.test(family.stem),
  vowels: "aeiouy",
};
