/**
 * Portuguese words from the npm package `dictionary-pt` (VERO, Raimundo Moura's Brazilian
 * Portuguese Hunspell dictionary, LGPL-3.0 or MPL-2.0, used under MPL-2.0: dict/pt/LICENSE).
 * Brazilian, as the client's Portuguese catalogue is (the deprecated `dictionary-pt-br`
 * points here). Portuguese writes only names with a capital (Brasil, João), so a
 * capitalised entry is a name.
 *
 * VERO makes words of every entry with every affix it allows, and expanded whole it is
 * 2.6 million words (five minutes' build), most of them no player would type: a diminutive,
 * augmentative and superlative of every noun, adjective and participle (vuvucadorzão,
 * papagueadão, toupeirãozinho) and twenty-odd learned prefixes on every verb form
 * (pseudodinamizaríamos). Before expanding (dict/hunspell.ts filterAffixRules) these go:
 *   - rules that add a hyphen (the clitic pronouns: fazê-lo, dar-lhe-ia; four in five of
 *     the list's rules) or an apostrophe: the game leaves those forms out anyway;
 *   - suffixes of diminutives, augmentatives and superlatives (-inho, -zinho, -zão, -zona,
 *     -íssimo): the ones in everyday use (carrinho, cafezinho, paredão) have entries of
 *     their own and stay;
 *   - adverbs of participles (emitidamente, aprimoradamente);
 *   - prefixes other than re-, des- and in-/im-/i-/ir- (anti-, auto-, sobre-, super-,
 *     pseudo-… on every form of every verb they may take): the prefixed words in use
 *     (autoestima, superar) are entries of their own;
 *   - suffixes that make a capitalised name (the states' names from their abbreviations).
 * A few names are entered in lower case as well (brasil, lisboa, joão): dict/pt/names.txt.
 */
import { PORTUGUESE } from "../../src/lang/pt.ts";
import { frequencyLists } from "../frequency.ts";
import { readFileSync } from "node:fs";
import type { LanguageSource } from "../language-build.ts";
import { parseExclusions } from "../sources.ts";

/** Lower-case entries that are names (dict/pt/names.txt). */
const LOWER_CASE_NAMES = parseExclusions(readFileSync(new URL("./names.txt", import.meta.url), "utf8"));

export const PORTUGUESE_SOURCE: LanguageSource = {
  rules: PORTUGUESE,
  hunspellPackage: "dictionary-pt",
  frequencyLists: frequencyLists("portuguese", "pt-br"),
  // npm run dict:levels -- pt
  levelCutoffs: [{ rank: 492, level: 10 }, { rank: 2140, level: 20 }, { rank: 10974, level: 35 }, { rank: 19542, level: 50 }],
  dropAffix: (affix, rule) =>
    /[-'’]/.test(affix) ||
    (rule.kind === "SFX" && /(?:inh[oa]s?|z[aã]o|z[oõ]es|zonas?|[ií]ssim[oa]s?|issimamente|[ia]damente)$/.test(affix)) ||
    (rule.kind === "SFX" && /^\p{Lu}/u.test(affix)) || // states' names made from their abbreviations (AM → Amazonas)
    (rule.kind === "PFX" && !/^(?:re|rer|res|des|in|im|i|ir)$/.test(affix)),
  isName: (family) => /^\p{Lu}/u.test(family.stem) || LOWER_CASE_NAMES.has(family.stem),
  lowerCaseNames: { givenNames: ["@zxcvbn-ts/language-pt-br/src/firstnames.json"], countries: ["BR", "PT", "AO", "MZ"], confirmedByCapital: true },
  vowels: "aeiouy",
};
