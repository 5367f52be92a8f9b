/**
 * Italian words from the npm package `dictionary-it` (the Italian dictionary of the
 * "Estensione linguistica italiana", Andrea Pescetti and others, GPL-3.0: dict/it/LICENSE).
 * Italian writes only names with a capital (Roma, Marco), so a capitalised entry is a name.
 *
 * Before expanding, two kinds of affix rule go (dict/hunspell.ts filterAffixRules):
 *   - elision (l', un', bell'): every form they make has an apostrophe;
 *   - clitic pronouns joined to a verb (dammelo, parlargli, andandoci, vattene): the list
 *     makes a verb's every infinitive, gerund and imperative with every pronoun and pair
 *     of pronouns, which multiplied Italian to 3.1 million words no player types. A rule
 *     goes when the word it makes ends in a pronoun (mi ti ci vi si lo la li le gli ne) or
 *     a pair (melo, glielo, cene…), unless that ending is an ordinary inflection (parlavi,
 *     parlasti, parlassi, bellissimi, cantanti, ragazzine, diciottenne: ITALIAN_INFLECTION).
 * The same forms entered whole in the list (dammelo, divertirsi) go after expanding
 * (dict/it/clitics.ts).
 */
import { ITALIAN } from "../../src/lang/it.ts";
import { frequencyLists } from "../frequency.ts";
import type { AffixRule } from "../hunspell.ts";
import type { LanguageSource } from "../language-build.ts";
import { italianClitics } from "./clitics.ts";

const PRONOUN = /(?:mi|ti|ci|vi|si|lo|la|li|le|gli|ne)$/;
const PRONOUN_PAIR = /(?:me|te|ce|ve|se|glie)(?:lo|la|li|le|ne)$/;
/** Inflections that end like a pronoun: imperfect -avi, past -sti, subjunctive -ssi, superlative -issimi, participle -nti… */
const ITALIAN_INFLECTION = /(?:issimi|esimi|simi|nti|sti|ssi|[aei]vi|[^m]one|ine|nne|iene|ieni|lla|lle|lli|llo|sci|ile|ili|ale|ali)$/;

/** The end of the word a suffix rule makes: its condition's last letters, less what it strips, and the affix. */
function ending(affix: string, rule: AffixRule): string {
  const literal = /[^\]]*$/.exec(rule.condition)![0].replace(/^\.$/, "");
  const kept = rule.strip && literal.endsWith(rule.strip) ? literal.slice(0, literal.length - rule.strip.length) : "";
  return kept + affix;
}

/** Whether an Italian affix rule makes elided or clitic forms (see above). */
export function italianDropAffix(affix: string, rule: AffixRule): boolean {
  if (/['’]/.test(affix)) return true;
  if (rule.kind !== "SFX") return false;
  if (PRONOUN_PAIR.test(affix)) return true;
  const end = ending(affix, rule);
  return PRONOUN.test(end) && !ITALIAN_INFLECTION.test(end);
}

export const ITALIAN_SOURCE: LanguageSource = {
  rules: ITALIAN,
  hunspellPackage: "dictionary-it",
  frequencyLists: frequencyLists("italian", "it"),
  // npm run dict:levels -- it
  levelCutoffs: [{ rank: 479, level: 10 }, { rank: 1831, level: 20 }, { rank: 7302, level: 35 }, { rank: 12250, level: 50 }],
  dropAffix: italianDropAffix,
  // The clitic forms the list enters whole (dammelo, divertirsi, eccotelo): dict/it/clitics.ts.
  dropForms: italianClitics,
  isName: (family) => /^\p{Lu}/u.test(family.stem),
  lowerCaseNames: { givenNames: ["@zxcvbn-ts/language-it/src/firstnames.json"], countries: ["IT", "CH", "SM"], confirmedByCapital: true },
  vowels: "aeiouy",
};
