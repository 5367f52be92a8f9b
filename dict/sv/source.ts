/**
 * Swedish words from the npm package `dictionary-sv` (Göran Andersson's Swedish Hunspell
 * dictionary, the one LibreOffice ships, LGPL-3.0: dict/sv/LICENSE). Swedish writes only
 * names with a capital (Stockholm, Sverige, Anna), so a capitalised entry is a name. The
 * list's compound parts (entries Hunspell allows only inside compounds, and those that
 * need an affix) are left out by dict/hunspell.ts. Levels come from Wiktionary's list
 * alone: zxcvbn-ts has no Swedish package.
 */
import { SWEDISH } from "../../src/lang/sv.ts";
import { frequencyLists } from "../frequency.ts";
import type { LanguageSource } from "../language-build.ts";

export const SWEDISH_SOURCE: LanguageSource = {
  rules: SWEDISH,
  hunspellPackage: "dictionary-sv",
  frequencyLists: frequencyLists("swedish"),
  // npm run dict:levels -- sv
  levelCutoffs: [{ rank: 597, level: 10 }, { rank: 2490, level: 20 }, { rank: 8308, level: 35 }, { rank: 10000, level: 50 }],
  isName: (family) => /^\p{Lu}/u.test(family.stem),
  lowerCaseNames: { givenNames: [], countries: ["SE", "FI"] },
  vowels: "aeiouyåäö",
};
