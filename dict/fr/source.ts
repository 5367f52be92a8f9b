/**
 * French words from the npm package `dictionary-fr` (Grammalecte's Hunspell dictionary,
 * "Classique" spelling, MPL-2.0: dict/fr/LICENSE). French writes only names with a capital,
 * so a capitalised entry (Paris, Pierre, Juan) is a name; the common noun of the same
 * spelling has its own lower-case entry (pierre, a stone). Elision prefixes (l', qu'…)
 * are dropped before expansion: the forms they make all have an apostrophe.
 */
import { FRENCH } from "../../src/lang/fr.ts";
import { frequencyLists } from "../frequency.ts";
import type { LanguageSource } from "../language-build.ts";

export const FRENCH_SOURCE: LanguageSource = {
  rules: FRENCH,
  hunspellPackage: "dictionary-fr",
  frequencyLists: frequencyLists("french", "fr"),
  // npm run dict:levels -- fr
  levelCutoffs: [{ rank: 335, level: 10 }, { rank: 1728, level: 20 }, { rank: 7484, level: 35 }, { rank: 11145, level: 50 }],
  dropAffix: (affix) => /['’]/.test(affix),
  isName: (family) => /^\p{Lu}/u.test(family.stem),
  lowerCaseNames: { givenNames: ["@zxcvbn-ts/language-fr/src/firstnames.json"], countries: ["FR", "BE", "CH", "LU", "MC", "CA"], confirmedByCapital: true },
  vowels: "aeiouy",
};
