/**
 * Russian words from the npm package `dictionary-ru` (Alexander Lebedev's Russian Hunspell
 * dictionary, the one LibreOffice ships, BSD-3-Clause: dict/ru/LICENSE). Russian writes
 * only names with a capital (Москва, Иван, Пушкин), so a capitalised entry is a name, and
 * an entry in capitals (ЧПУ, МВД) an abbreviation. Ё folds into Е (src/lang/ru.ts). Level
 * 10 comes from Wiktionary's list alone (zxcvbn-ts has no Russian package); the families it
 * lacks are ranked after it by kinship and length (dict/ru/unlisted.ts), and the cut-offs
 * of 20 (56 of them), 35 and 50 fall among them.
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
  levelCutoffs: [{ rank: 3840, level: 10 }, { rank: 10051, level: 20 }, { rank: 12424, level: 35 }, { rank: 15807, level: 50 }],
  isName: (family) => /^\p{Lu}/u.test(family.stem),
  // No Russian given-name list on npm: the dictionary's own capitalised entries stand in
  // (иван goes with Иван; dict/ru/ordinary.txt keeps коми).
  lowerCaseNames: { givenNames: [], countries: ["RU", "BY", "KZ", "UA"], capitalTwins: true },
  vowels: "аеиоуыэюя",
  unlistedOrder: russianUnlistedOrder(),
};
