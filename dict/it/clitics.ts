/**
 * Italian entries that are a verb with clitic pronouns joined on (dammelo, dimmi, parlargli,
 * andandoci, aiutatemelo, eccotelo): dictionary-it enters several hundred of them whole,
 * besides the affix rules dict/it/source.ts drops. A player types the verb; the game, like
 * Italian Scrabble, does not count the verb and its pronouns as one word. Node only (build).
 *
 * An entry is one when its stem is a base and a tail:
 *   - the tail: one pronoun (mi ti ci vi si lo la li le gli ne) or a pair (me te ce ve se glie
 *     + lo la li le ne: melo, gliene, cene);
 *   - the base, a verb form that takes pronouns after it:
 *       the infinitive less its last e (parlar-gli, aprir-si; porre: por-lo), when the
 *       dictionary has that infinitive as a verb (an entry ending -are/-ere/-ire/-rre with
 *       at least VERB_FORMS forms);
 *       that verb's regular gerund (-ando, -endo) or imperative (-ate, -ete, -ite, -iamo);
 *       any other imperative or gerund of a verb (-a, -i, -ndo) before a pair of pronouns
 *       (prendimelo, estraicelo); before one pronoun these are left alone, for too many
 *       words end so (ideale = idea-le, ordine = ordi-ne, giovane = giova-ne);
 *       a one-syllable imperative (da, di, fa, sta, va), the tail's first consonant doubled
 *       except gli's (dammi, dimmelo, vattene; dagli), before a pair or mi, ti, ci, vi
 *       (dalla, fallo, valle are words);
 *       ecco (eccomi, eccotelo).
 * Every form of such an entry goes, unless another entry, one that is not a clitic form,
 * makes it too, or it is a word in its own right that dictionary-it only has this way
 * (ALSO_WORDS). Ordinary inflections are never tested: only whole entries are.
 */
import type { HunspellFamily } from "../hunspell.ts";

const TAIL = /(?:(?:me|te|ce|ve|se|glie)(?:lo|la|li|le|ne)|mi|ti|ci|vi|si|lo|la|li|le|gli|ne)$/;
const INFINITIVE = /(?:are|ere|ire|rre)$/;
/** A verb's entry makes dozens of forms; nouns and adjectives make four at most. */
export const VERB_FORMS = 20;
const PAIR = /^(?:me|te|ce|ve|se|glie)(?:lo|la|li|le|ne)$/;
const MONOSYLLABLES = new Set(["da", "di", "fa", "sta", "va"]);
/**
 * Forms of clitic entries that are words too, which the list has no entry of their own for:
 * aprile (April; apri-le), dagli (from the; da-gli), servile and servili (servile), saline
 * (salt pans). Found by reading the words this filter took out of the list (issue 35).
 */
export const ALSO_WORDS: readonly string[] = ["aprile", "dagli", "servile", "servili", "saline"];

/** The endings of the regular forms that take pronouns after them, and the infinitives they come from. */
const REGULAR: readonly [string, readonly string[]][] = [
  ["ando", ["are"]], ["endo", ["ere", "ire"]], ["ate", ["are"]], ["ete", ["ere"]], ["ite", ["ire"]], ["iamo", ["are", "ere", "ire"]],
];

/** Whether `word` (folded) is base + clitic tail, given the dictionary's verbs. */
export function isCliticForm(word: string, infinitives: ReadonlySet<string>, verbForms: ReadonlySet<string>): boolean {
  for (let cut = word.length - 2; cut >= 1; cut--) {
    const tail = word.slice(cut);
    const match = TAIL.exec(tail);
    if (!match || match[0].length !== tail.length) continue;
    const pair = PAIR.test(tail);
    const base = word.slice(0, cut);
    if (base === "ecco") return true;
    if (base.endsWith("r") && (infinitives.has(base + "e") || infinitives.has(base + "re"))) return true;
    for (const [ending, from] of REGULAR) {
      if (base.endsWith(ending) && from.some((inf) => infinitives.has(base.slice(0, -ending.length) + inf))) return true;
    }
    // Two pronouns after any other imperative or gerund of a verb: prendimelo, estraicelo, facendoglielo.
    if (pair && base.length >= 4 && verbForms.has(base) && /(?:[ai]|ndo)$/.test(base)) return true;
    // A one-syllable imperative doubles the tail's consonant (dammi, dimmelo, vattene), except
    // before gli (dagli); with one pronoun only mi, ti, ci, vi (dalla, fallo, valle are words).
    if (MONOSYLLABLES.has(base.slice(0, -1)) && base.at(-1) === tail[0] && (pair || /^[mtcv]i$/.test(tail))) return true;
    if (MONOSYLLABLES.has(base) && tail.startsWith("gli")) return true;
  }
  return false;
}

/** dict/language-build.ts `dropForms` for Italian: the forms of clitic entries (see above). */
export function italianClitics(families: readonly HunspellFamily[], fold: (word: string) => string): (word: string) => boolean {
  const infinitives = new Set<string>();
  const verbForms = new Set<string>();
  for (const f of families) {
    if (f.forms.length < VERB_FORMS || !/^\p{Ll}/u.test(f.stem)) continue;
    const stem = fold(f.stem);
    if (!INFINITIVE.test(stem)) continue;
    infinitives.add(stem);
    for (const form of f.forms) verbForms.add(fold(form));
  }
  const clitic = new Set<string>();
  const ordinary = new Set<string>();
  for (const f of families) {
    const isClitic = /^\p{Ll}/u.test(f.stem) && !infinitives.has(fold(f.stem)) && isCliticForm(fold(f.stem), infinitives, verbForms);
    for (const form of f.forms) (isClitic ? clitic : ordinary).add(fold(form));
  }
  for (const w of ALSO_WORDS) ordinary.add(w);
  return (word) => clitic.has(word) && !ordinary.has(word);
}
