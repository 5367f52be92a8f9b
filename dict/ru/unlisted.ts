/**
 * The order of Russian families that no frequency list has (dict/language-build.ts
 * `unlistedOrder`). Russian's only npm frequency list is Wiktionary's 10,000 commonest
 * forms (no zxcvbn-ts package, and no other Russian frequency list on npm); a Russian word
 * has a dozen forms, so those 10,000 forms reach about 4,000 families, too few for the
 * computer players' upper levels. The rest are ordered by two signs of a common word:
 *   - kinship: a listed word shares its root (the stem less its last two letters, at least
 *     three): домик, домашний with дом's listed forms, учиться with учить;
 *   - length: shorter stems first (Zipf's law of abbreviation: common words are short).
 * `npm run dict:levels -- ru` then places the level 35 and 50 cut-offs among them so that
 * Russian boards offer English's counts per level. Levels 10 and 20 come from the list alone.
 */
import type { HunspellFamily } from "../hunspell.ts";

/** How much a root shared with a listed word counts, in letters of stem length. */
export const KIN_LETTERS = 3;

/** A sort key for unlisted families (lower = commoner), over the lists' folded words. */
export function russianUnlistedOrder(): (family: HunspellFamily, words: readonly string[], listed: ReadonlyMap<string, number>) => number {
  let roots: Set<string> | undefined;
  return (family, words, listed) => {
    if (!roots) {
      roots = new Set();
      for (const w of listed.keys()) for (let n = 3; n <= w.length; n++) roots.add(w.slice(0, n));
    }
    const stem = words.reduce((a, b) => (b.length < a.length ? b : a));
    const root = stem.slice(0, Math.max(3, stem.length - 2));
    return stem.length + (roots.has(root) ? 0 : KIN_LETTERS);
  };
}
