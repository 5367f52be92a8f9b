/**
 * Russian words from the npm package `dictionary-ru` (Alexander Lebedev's Russian Hunspell
 * dictionary, the one LibreOffice ships, BSD-3-Clause: dict/ru/LICENSE). Russian writes
 * only names with a capital (Москва, Иван, Пушкин), so a capitalised entry is a name, and
 * an entry in capitals (ЧПУ, МВД) an abbreviation. Ё folds into Е (src/lang/ru.ts). Levels
 * 10 and 20 come from Wiktionary's list alone (zxcvbn-ts has no Russian package); the
 * families it lacks are ordered after it by kinship and length (dict/ru/unlisted.ts) for 35 and 50.
 */
import { RUSSIAN } from "../../src/lang/ru.ts";
import { frequencyLists } from "../frequency.ts";
import type { LanguageSource } from "../language-build.ts";
import { russianUnlistedOrder } from "./unlisted.ts";

export const RUSSIAN_SOURCE: LanguageSource = {
  rules: RUSSIAN,
  hunspellPackage: "dictionary-ru",
  frequencyLists: frequencyLists("russian"),
  // npm run dict:levels -- ru
  levelCutoffs: [{ rank: 3531, level: 10 }, { rank: 9983, level: 20 }, { rank: 9995, level: 35 }, { rank: 9995, level: 50 }],
  isName: (family) => /^\p{Lu}/u.test(family.stem),
  // No Russian given-name list on npm: the dictionary's own capitalised entries stand in
  // (иван goes with Иван; dict/ru/ordinary.txt keeps коми).
  lowerCaseNames: { givenNames: [], countries: ["RU", "BY", "KZ", "UA"], capitalTwins: true },
  vowels: "аеиоуыэюя",
  unlistedOrder: russianUnlistedOrder(),
};
