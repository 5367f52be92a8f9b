/**
 * `npm run bench -- --only bots --language de|fr|es|en [--rounds N]`: the computer players and
 * boards of a language, measured with the pieces a round is made of —
 * the language's dice shaken by `shakeSolvedBoard` with the board floor (as
 * src/game/rounds.ts startRound does), its dictionary solving each shake, and an Easy, a
 * Normal and a Hard `planBot` for a normal-length round (3 minutes on 4×4 and 5×5, 4 on
 * 6×6). Cancellation and points are left out: they need the whole match, which English's
 * figures (test/bench/bots.ts) go through; `--language en` gives English's the same way. Per level and board: words a round (mean, p10,
 * p90), mean length, the rarest level used; per board: words and everyday words before the floor and
 * after it (medians), reshakes per board. docs/bots.md has the tables.
 */
import { readFileSync } from "node:fs";
import { ensureDefaultDictionary, ensureLanguageDictionaries } from "../../dict/ensure.ts";
import { languageDawgPath } from "../../dict/languages.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { BOARD_SIZES, countEveryday, DEFAULT_BOARD_FLOOR, shakeBoard, shakeSolvedBoard, type BoardSize } from "../../src/game/board.ts";
import { planBot } from "../../src/game/bots.ts";
import { roundMsOf } from "../../src/game/house-rules.ts";
import { seededRng } from "../../src/game/random.ts";
import { defaultMinLength } from "../../src/game/rules.ts";
import { BOT_LEVELS, DEFAULT_SETTINGS, type Language } from "../../src/protocol.ts";

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const round2 = (x: number) => Math.round(x * 100) / 100;
/** Value at quantile `p` of numbers (nearest rank). */
function quantile(xs: readonly number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/** The figures of one language and board size over `rounds` seeded rounds, keyed `<figure><size>`. */
export function languageBoardFigures(dawg: Dawg, language: Language, size: BoardSize, rounds: number): Record<string, number> {
  const minLength = defaultMinLength(size);
  const solve = (b: { cells: readonly string[] }) =>
    solveBoard(dawg, b.cells, minLength).map((w) => ({ ...w, level: dawg.levelOf(w.word) }));
  const roundMs = roundMsOf({ ...DEFAULT_SETTINGS, board: (["4x4", "5x5", "6x6"] as const)[size - 4]! });
  const rng = seededRng(1000 + size);
  const counts = Object.fromEntries(BOT_LEVELS.map((l) => [l, [] as number[]])) as Record<(typeof BOT_LEVELS)[number], number[]>;
  const lengths = Object.fromEntries(BOT_LEVELS.map((l) => [l, [] as number[]])) as Record<(typeof BOT_LEVELS)[number], number[]>;
  const rarest = Object.fromEntries(BOT_LEVELS.map((l) => [l, 0])) as Record<(typeof BOT_LEVELS)[number], number>;
  const words: number[] = [];
  const wordsBefore: number[] = [];
  const everydayAfter: number[] = [];
  const everydayBefore: number[] = [];
  const reshakes: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const first = solve(shakeBoard(size, rng, language));
    wordsBefore.push(first.length);
    everydayBefore.push(countEveryday(first));
    const board = shakeSolvedBoard(size, rng, solve, DEFAULT_BOARD_FLOOR[size], language);
    words.push(board.words.length);
    everydayAfter.push(countEveryday(board.words));
    reshakes.push(board.shakes - 1);
    for (const level of BOT_LEVELS) {
      const plan = planBot(level, board.words, (w) => dawg.levelOf(w), roundMs, rng);
      counts[level].push(plan.length);
      for (const p of plan) {
        lengths[level].push(p.word.length);
        rarest[level] = Math.max(rarest[level], dawg.levelOf(p.word));
      }
    }
  }
  const out: Record<string, number> = {};
  for (const level of BOT_LEVELS) {
    out[`${level}WordsMean${size}`] = round2(mean(counts[level]));
    out[`${level}WordsP10_${size}`] = quantile(counts[level], 0.1);
    out[`${level}WordsP90_${size}`] = quantile(counts[level], 0.9);
    out[`${level}MeanLength${size}`] = round2(mean(lengths[level]));
    out[`${level}RarestLevel${size}`] = rarest[level];
  }
  out[`boardWordsBeforeFloorMedian${size}`] = quantile(wordsBefore, 0.5);
  out[`boardWordsMedian${size}`] = quantile(words, 0.5);
  out[`everydayBeforeFloorMedian${size}`] = quantile(everydayBefore, 0.5);
  out[`everydayWordsMedian${size}`] = quantile(everydayAfter, 0.5);
  out[`reshakesPerBoard${size}`] = round2(mean(reshakes));
  return out;
}

/**
 * Every figure of `language`, `rounds` rounds per board size (4×4, 5×5, 6×6). English can be
 * measured this way too, for a row made exactly like the others.
 */
export async function benchLanguageBots(language: Language, rounds = 1000): Promise<Record<string, number>> {
  const file = language === "en" ? await ensureDefaultDictionary() : (ensureLanguageDictionaries(), languageDawgPath(language));
  const dawg = Dawg.load(readFileSync(file));
  return Object.assign({ rounds }, ...BOARD_SIZES.map((size) => languageBoardFigures(dawg, language, size, rounds)));
}
