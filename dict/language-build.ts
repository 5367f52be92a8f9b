/**
 * Builds the word list of a language other than English from its Hunspell dictionary
 * (dict/hunspell.ts) and its frequency list (dict/frequency.ts), the same way for each
 * language; what differs (the package, how names are told apart, which affixes to skip)
 * is in dict/<language>/source.ts. Node only: reads packages and files.
 *
 * Per family (one .dic entry and its forms):
 *   1. Abbreviations out: a stem with a digit or a dot, or a capital after its first letter
 *      (ADSL, GmbH, LaTeX); and a lower-case stem of at most four letters that the
 *      dictionary marks KEEPCASE ("never capitalise this": Dutch apk, dvd, havo; French mol,
 *      tex, units) unless the same stem is also entered without it (French bar, min) or the
 *      language lists it as a word (`keepCaseWords`: Dutch mei, juli).
 *   2. Names out, by the language's own rule (dict/<language>/source.ts), and the lower-case
 *      entries that are given names or places (dict/lower-case-names.ts: Spanish juan/S).
 *   3. Each form: no hyphen or apostrophe; folded as players type it (src/lang/fold.ts);
 *      only the language's letters; at least three letters; a vowel (lower-case
 *      abbreviations such as "km" have none); not on the language's reviewed list of
 *      lower-case abbreviations (abbreviations.txt: etc, pág) nor its exclusion list of
 *      slurs (exclude.txt); a listed stem takes its whole family with it.
 *   4. Level: the family's commonest form in the frequency lists (dict/frequency.ts) gives
 *      every form its rank (a word in several families keeps the commonest), as SCOWL puts an
 *      inflection at its word's size, and the language's cut-offs turn ranks into levels.
 *      Families with no form in any list are rare (70), or, where the language orders them
 *      (`unlistedOrder`: Russian), ranked after the lists in that order.
 *   5. Forms the language says are made of other words (`dropForms`: Italian clitic
 *      pronouns on a verb, dammelo, entered whole in the list) go, counted as `clitic`.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { DictEntry } from "../src/dict/build-dawg.ts";
import { foldText, spelledWith } from "../src/lang/fold.ts";
import type { LanguageRules } from "../src/lang/rules.ts";
import { frequencyRanks, levelOfRank, type LevelCutoff } from "./frequency.ts";
import { readHunspell, type AffixRule, type HunspellFamily } from "./hunspell.ts";
import { lowerCaseNameEvidence, lowerCaseNameReason, type LowerCaseNameSources } from "./lower-case-names.ts";
import { parseExclusions, REPO_ROOT } from "./sources.ts";

/** What a language's build needs to know beyond the shared steps. */
export interface LanguageSource {
  rules: LanguageRules;
  /** The npm package with index.aff and index.dic. */
  hunspellPackage: string;
  /** The ranked lists to take levels from, paths under node_modules (dict/frequency.ts). */
  frequencyLists: readonly string[];
  /**
   * Rank cut-offs for levels 10, 20, 35 and 50, chosen by `npm run dict:levels -- LANGUAGE`
   * (dict/calibrate-levels.ts), which prints them with the figures behind them.
   */
  levelCutoffs: readonly LevelCutoff[];
  /** Affix rules to drop before expanding (French elision, Italian clitic pronouns, Portuguese hyphenated clitics). */
  dropAffix?: (affix: string, rule: AffixRule) => boolean;
  /**
   * Whether the dictionary itself marks a family as offensive (Dutch: OpenTaal's NOSUGGEST
   * flag on a lower-case entry); such a family goes as a slur on exclude.txt would.
   */
  isOffensive?(family: HunspellFamily): boolean;
  /** Whether a family (not an abbreviation) is a name. Called once per family. */
  isName(family: HunspellFamily): boolean;
  /** Where the given names and places among the lower-case entries are found (dict/lower-case-names.ts). */
  lowerCaseNames: LowerCaseNameSources;
  /** The vowels: a word without one is an abbreviation. */
  vowels: string;
  /** Lower-case KEEPCASE stems of four letters or fewer that are words, not abbreviations (Dutch mei). */
  keepCaseWords?: readonly string[];
  /**
   * Given every family, which (folded) forms to leave out as made of other words: Italian's
   * verb + clitic pronoun entries (dict/it/clitics.ts). Called once.
   */
  dropForms?(families: readonly HunspellFamily[], fold: (word: string) => string): (word: string) => boolean;
  /**
   * For a family with no form in the frequency lists, a sort key (lower = commoner): such
   * families are ranked after the lists' deepest rank in this order (ties by stem), so
   * `npm run dict:levels` can place level cut-offs among them. Without it they are rare (70).
   * `listed` holds the lists' folded words and ranks.
   */
  unlistedOrder?(family: HunspellFamily, words: readonly string[], listed: ReadonlyMap<string, number>): number;
}

export interface LanguageStats {
  language: string;
  families: number;
  abbreviationFamilies: number;
  nameFamilies: number;
  /** Families the dictionary marks as offensive (LanguageSource.isOffensive). */
  offensiveFamilies: number;
  /** Lower-case entries out as given names or places, and the words that went with them. */
  lowerCaseNameFamilies: number;
  lowerCaseNameWords: number;
  forms: number;
  words: number;
  dropped: { hyphenOrApostrophe: number; otherLetters: number; short: number; noVowel: number; abbreviation: number; excluded: number; clitic: number };
  /** Families ranked after the lists by `unlistedOrder`. */
  orderedUnlisted: number;
  levels: Record<string, number>;
  /** Letters q in the words, and how many of them a u follows: the Qu die's figure. */
  q: number;
  qu: number;
}

const ABBREVIATION = /[\d.]|^.+\p{Lu}/u;

/**
 * The stems that are lower-case KEEPCASE abbreviations (step 1): four letters or fewer, not
 * also entered without the flag, not among `words` (folded).
 */
export function keepCaseAbbreviations(families: readonly HunspellFamily[], words: ReadonlySet<string>, fold: (w: string) => string): Set<string> {
  const plain = new Set(families.filter((f) => !f.keepCase).map((f) => f.stem));
  return new Set(families
    .filter((f) => f.keepCase && /^\p{Ll}+$/u.test(f.stem) && [...f.stem].length <= 4 && !plain.has(f.stem) && !words.has(fold(f.stem)))
    .map((f) => f.stem));
}

/** A word list of a language (dict/<language>/<file>: exclude.txt, abbreviations.txt), folded. */
export function languageList(source: LanguageSource, file: string): Set<string> {
  const text = readFileSync(resolve(REPO_ROOT, `dict/${source.rules.language}/${file}`), "utf8");
  return new Set([...parseExclusions(text)].map((w) => foldText(source.rules.folding, w)));
}

/** The language's entries (word and level) and what the build dropped, counted. */
export async function languageEntries(source: LanguageSource): Promise<{
  entries: DictEntry[];
  stats: LanguageStats;
  families: HunspellFamily[];
  ranks: Map<string, number>;
  /** For each word, the forms (as the dictionary writes them) that fold to it: dict/display-forms.ts. */
  writtenForms: Map<string, Set<string>>;
}> {
  const { rules } = source;
  const fold = (w: string) => foldText(rules.folding, w);
  const families = await readHunspell(
    resolve(REPO_ROOT, "node_modules", source.hunspellPackage),
    resolve(REPO_ROOT, "dict/build/scratch", rules.language),
    source.dropAffix,
  );
  const listRanks = frequencyRanks(source.frequencyLists, fold);
  const excluded = languageList(source, "exclude.txt");
  const abbreviations = languageList(source, "abbreviations.txt");
  const ranks = new Map<string, number>();
  const writtenForms = new Map<string, Set<string>>();
  const dropped = { hyphenOrApostrophe: 0, otherLetters: 0, short: 0, noVowel: 0, abbreviation: 0, excluded: 0, clitic: 0 };
  const keepCaseAbbreviated = keepCaseAbbreviations(families, new Set((source.keepCaseWords ?? []).map(fold)), fold);
  const dropForm = source.dropForms?.(families, fold) ?? (() => false);
  const unlisted: { family: HunspellFamily; words: string[]; key: number }[] = [];
  let abbreviationFamilies = 0;
  let nameFamilies = 0;
  let offensiveFamilies = 0;
  let lowerCaseNameFamilies = 0;
  const lowerCaseNameForms = new Set<string>();
  let forms = 0;
  const vowel = new RegExp(`[${source.vowels}]`);
  const lowerCase = lowerCaseNameEvidence(rules, source.lowerCaseNames, families);
  for (const family of families) {
    if (ABBREVIATION.test(family.stem) || keepCaseAbbreviated.has(family.stem)) {
      abbreviationFamilies++;
      continue;
    }
    if (source.isName(family)) {
      nameFamilies++;
      continue;
    }
    if (source.isOffensive?.(family)) {
      offensiveFamilies++;
      continue;
    }
    if (lowerCaseNameReason(family, lowerCase, fold)) {
      const words = family.forms.filter((f) => !/[-'’]/.test(f)).map(fold).filter((w) => w.length >= 3 && spelledWith(rules.alphabet, w));
      if (words.length) lowerCaseNameFamilies++; // entries with no form of their own (German compound parts) take nothing
      for (const w of words) lowerCaseNameForms.add(w);
      continue;
    }
    const stemExcluded = excluded.has(fold(family.stem));
    const stemAbbreviated = abbreviations.has(fold(family.stem));
    const words: string[] = [];
    for (const form of family.forms) {
      forms++;
      if (/[-'’]/.test(form)) { dropped.hyphenOrApostrophe++; continue; }
      const word = fold(form);
      if (!spelledWith(rules.alphabet, word)) { dropped.otherLetters++; continue; }
      if (word.length < 3) { dropped.short++; continue; }
      if (!vowel.test(word)) { dropped.noVowel++; continue; }
      if (stemAbbreviated || abbreviations.has(word)) { dropped.abbreviation++; continue; }
      if (stemExcluded || excluded.has(word)) { dropped.excluded++; continue; }
      if (dropForm(word)) { dropped.clitic++; continue; }
      words.push(word);
      let written = writtenForms.get(word);
      if (!written) writtenForms.set(word, (written = new Set()));
      written.add(form.normalize("NFC"));
    }
    let rank = Infinity;
    for (const w of words) rank = Math.min(rank, listRanks.get(w) ?? Infinity);
    for (const w of words) ranks.set(w, Math.min(ranks.get(w) ?? Infinity, rank));
    if (rank === Infinity && words.length && source.unlistedOrder) unlisted.push({ family, words, key: source.unlistedOrder(family, words, listRanks) });
  }
  if (unlisted.length) {
    let depth = 0;
    for (const r of ranks.values()) if (r !== Infinity) depth = Math.max(depth, r);
    unlisted.sort((a, b) => a.key - b.key || (a.family.stem < b.family.stem ? -1 : a.family.stem > b.family.stem ? 1 : 0));
    unlisted.forEach(({ words }, i) => {
      for (const w of words) ranks.set(w, Math.min(ranks.get(w)!, depth + 1 + i));
    });
  }
  const entries = [...ranks].map(([word, rank]) => ({ word, level: levelOfRank(rank, source.levelCutoffs) }));
  const histogram: Record<string, number> = {};
  let q = 0;
  let qu = 0;
  for (const { word, level } of entries) {
    histogram[level] = (histogram[level] ?? 0) + 1;
    for (let i = word.indexOf("q"); i >= 0; i = word.indexOf("q", i + 1)) {
      q++;
      if (word[i + 1] === "u") qu++;
    }
  }
  const stats: LanguageStats = {
    language: rules.language, families: families.length, abbreviationFamilies, nameFamilies, offensiveFamilies,
    lowerCaseNameFamilies, lowerCaseNameWords: [...lowerCaseNameForms].filter((w) => w.length >= 3 && !ranks.has(w)).length, forms,
    words: entries.length, dropped, orderedUnlisted: unlisted.length, levels: histogram, q, qu,
  };
  return { entries, stats, families, ranks, writtenForms };
}
