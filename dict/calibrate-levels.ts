/**
 * `npm run dict:levels -- LANGUAGE [--boards N]` — choose a language's level cut-offs (the
 * ranks at which its words stop being level 10, 20, 35 and 50) and print them, as a line to
 * paste into dict/<language>/source.ts, with the figures behind them. Node only.
 *
 * The procedure (docs/dictionary.md, "Levels in other languages"):
 *   1. English's yardstick: N seeded 4×4 boards shaken from English's published dice, solved
 *      with the default dictionary; per level L (SCOWL size 10, 20, 35, 50), the median
 *      number of words of level ≤ L a board offers (13 / 24 / 43 / 52 for 400 boards).
 *   2. The language: N seeded 4×4 boards of its dice, solved with its dictionary, each word
 *      ranked as the build ranks it (its family's commonest form in the frequency lists,
 *      dict/frequency.ts).
 *   3. Per level, the cut-off is the smallest rank at which the language's median board
 *      offers as many words as English's does at that level, or, when no rank does (German
 *      boards hold too few words), every ranked word: the lists' depth.
 * So a German, French or Spanish board offers as many everyday words as an English one (the
 * board floor then reshakes as often) and each computer player knows as many of its words
 * as it would in English, as far as the board has them. The boards are seeded, so the
 * output is the same on every run for the same dictionaries and dice.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { Dawg } from "../src/dict/dawg.ts";
import { solveBoard } from "../src/dict/solver.ts";
import { shakeBoard } from "../src/game/board.ts";
import { seededRng } from "../src/game/random.ts";
import type { Language } from "../src/protocol/values.ts";
import { ensureDefaultDictionary, ensureLanguageDictionaries } from "./ensure.ts";
import { CUTOFF_LEVELS, type LevelCutoff } from "./frequency.ts";
import { languageEntries } from "./language-build.ts";
import { BUILT_LANGUAGES, LANGUAGE_SOURCES, languageDawgPath, type BuiltLanguage } from "./languages.ts";

/** The median of `xs`' numbers (the upper one of an even count). */
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** For `boards` seeded 4×4 shakes of `language`'s dice, the value `valueOf` gives each word. */
export function boardValues(dawg: Dawg, language: Language, boards: number, valueOf: (word: string) => number): number[][] {
  const out: number[][] = [];
  for (let seed = 1; seed <= boards; seed++) {
    const board = shakeBoard(4, seededRng(seed), language);
    out.push(solveBoard(dawg, board.cells, 3).map((w) => valueOf(w.word)).sort((a, b) => a - b));
  }
  return out;
}

/** The median over boards of how many of a board's (sorted) values are ≤ `limit`. */
export function medianAtMost(boards: readonly (readonly number[])[], limit: number): number {
  return median(boards.map((values) => {
    let lo = 0, hi = values.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (values[mid]! <= limit) lo = mid + 1; else hi = mid; }
    return lo;
  }));
}

/**
 * The cut-offs: per level, the smallest rank whose median board count reaches `targets`' (the
 * same level's English median), else `depth`; never below the previous level's.
 */
export function chooseCutoffs(rankedBoards: readonly (readonly number[])[], targets: readonly number[], depth: number): LevelCutoff[] {
  const out: LevelCutoff[] = [];
  let floor = 1;
  CUTOFF_LEVELS.forEach((level, i) => {
    let lo = floor, hi = depth;
    if (medianAtMost(rankedBoards, depth) < targets[i]!) lo = depth;
    while (lo < hi) { const mid = Math.floor((lo + hi) / 2); if (medianAtMost(rankedBoards, mid) >= targets[i]!) hi = mid; else lo = mid + 1; }
    out.push({ rank: lo, level });
    floor = lo;
  });
  return out;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { boards: { type: "string" } } });
  const language = positionals[0] as BuiltLanguage;
  if (!(BUILT_LANGUAGES as readonly string[]).includes(language)) throw new Error("usage: npm run dict:levels -- LANGUAGE [--boards N]");
  const boards = Number(values.boards ?? 400);
  const english = Dawg.load(readFileSync(await ensureDefaultDictionary()));
  ensureLanguageDictionaries();
  const dawg = Dawg.load(readFileSync(languageDawgPath(language)));

  const englishBoards = boardValues(english, "en", boards, (w) => english.levelOf(w));
  const targets = CUTOFF_LEVELS.map((level) => medianAtMost(englishBoards, level));
  const { ranks } = await languageEntries(LANGUAGE_SOURCES[language]);
  let depth = 0;
  for (const rank of ranks.values()) if (Number.isFinite(rank)) depth = Math.max(depth, rank);
  const ranked = boardValues(dawg, language, boards, (w) => ranks.get(w) ?? Infinity);
  const cutoffs = chooseCutoffs(ranked, targets, depth);

  console.log(`${language}: ${boards} seeded 4×4 boards each; words a board offers, median (English / ${language} with the cut-off)`);
  cutoffs.forEach(({ rank, level }, i) =>
    console.log(`  level ${level}: English ${targets[i]}, ${language} ${medianAtMost(ranked, rank)} at rank ≤ ${rank}${rank === depth ? " (every ranked word)" : ""}`));
  console.log(`  all words: English ${median(englishBoards.map((b) => b.length))}, ${language} ${median(ranked.map((b) => b.length))}`);
  console.log(`\n  levelCutoffs: [${cutoffs.map((c) => `{ rank: ${c.rank}, level: ${c.level} }`).join(", ")}],`);
}

if (process.argv[1] === new URL(import.meta.url).pathname) await main();
