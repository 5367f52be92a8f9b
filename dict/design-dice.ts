/**
 * `npm run dict:dice -- LANGUAGE SIZE [--boards N]` — design a set of dice for a language
 * and board size from the language's letter frequencies, tuned by simulation, and print it
 * (as a line to paste into src/lang/<language>.ts) with its figures. Node only.
 *
 * The procedure (docs/dictionary.md, "Dice"):
 *   1. Letter frequencies: every letter of the language's everyday and common words (level
 *      ≤ 35, 3 to 10 letters), each word once; q followed by u counts as one Qu face.
 *   2. Faces: 6 × dice faces shared out in proportion to frequency^α (largest remainder),
 *      every letter of the alphabet getting at least one (so no word is impossible).
 *   3. Dice: the faces, commonest letter first, dealt to the dice in a snake order
 *      (1…n, n…1, …), so copies of a letter land on different dice and every die mixes
 *      common and rare letters, as the published sets do.
 *   4. α: the one knob. A lower α flattens the distribution (more rare letters, fewer
 *      words); α is chosen from 0.50…2.00 (steps of 0.10) as the one whose boards offer
 *      a median of everyday words (level ≤ 20) closest to English's on the published
 *      dice: 24 on 4×4 (3+ letters), 36 on 5×5, 54 on 6×6 (4+ letters; docs/bots.md).
 * Boards are shaken with a fixed seed, so the output is the same on every run.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { Dawg } from "../src/dict/dawg.ts";
import { solveBoard } from "../src/dict/solver.ts";
import { dieFaces, EVERYDAY_LEVEL } from "../src/game/board.ts";
import { randomInt, seededRng } from "../src/game/random.ts";
import { defaultMinLength } from "../src/game/rules.ts";
import { languageRules } from "../src/lang/languages.ts";
import type { Language } from "../src/protocol/values.ts";
import { BUILT_LANGUAGES, languageDawgPath, type BuiltLanguage } from "./languages.ts";

/** Median everyday words per board on English's published dice (docs/bots.md). */
export const ENGLISH_EVERYDAY_MEDIAN: Readonly<Record<4 | 5 | 6, number>> = { 4: 24, 5: 36, 6: 54 };

/** Letter frequencies of a dictionary's words at or below `maxLevel` (Qu as one face "q"). */
export function letterFrequencies(dawg: Dawg, maxLevel = 35): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < dawg.wordCount; i++) {
    if (dawg.levelAt(i) > maxLevel) continue;
    const word = dawg.wordAt(i);
    if (word.length < 3 || word.length > 10) continue;
    for (let k = 0; k < word.length; k++) {
      const c = word[k]!;
      counts.set(c, (counts.get(c) ?? 0) + 1);
      if (c === "q" && word[k + 1] === "u") k++;
    }
  }
  return counts;
}

/** `dice` dice of six faces: faces in proportion to frequency^alpha, dealt in a snake. */
export function designDice(alphabet: string, freq: ReadonlyMap<string, number>, dice: number, alpha: number): string[] {
  const letters = [...alphabet];
  const weights = letters.map((c) => Math.pow(freq.get(c) ?? 0, alpha));
  const total = weights.reduce((a, b) => a + b, 0);
  const faces = 6 * dice;
  const spare = faces - letters.length; // one face each first
  const share = weights.map((w) => (w / total) * spare);
  const count = share.map((s) => 1 + Math.floor(s));
  let left = faces - count.reduce((a, b) => a + b, 0);
  const byRemainder = share.map((s, i) => ({ i, r: s - Math.floor(s) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k++, left--) count[byRemainder[k % byRemainder.length]!.i]!++;
  const pool = letters
    .map((c, i) => ({ c, n: count[i]!, w: weights[i]! }))
    .sort((a, b) => b.w - a.w || (a.c < b.c ? -1 : 1))
    .flatMap(({ c, n }) => Array.from({ length: n }, () => c));
  const out: string[][] = Array.from({ length: dice }, () => []);
  pool.forEach((c, k) => {
    const round = Math.floor(k / dice);
    const pos = k % dice;
    out[round % 2 === 0 ? pos : dice - 1 - pos]!.push(c);
  });
  return out.map((d) => d.sort().join("").toUpperCase());
}

/** Everyday words (and all words) on `boards` seeded shakes of `dice`. */
export function simulate(dawg: Dawg, dice: readonly string[], size: 4 | 5 | 6, boards: number, seed = 1): { everyday: number[]; all: number[] } {
  const rng = seededRng(seed);
  const minLength = defaultMinLength(size);
  const everyday: number[] = [];
  const all: number[] = [];
  for (let b = 0; b < boards; b++) {
    const order = dice.slice();
    for (let i = order.length - 1; i > 0; i--) {
      const j = randomInt(rng, i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const cells = order.map((d) => { const f = dieFaces(d); return f[randomInt(rng, f.length)]!; });
    const words = solveBoard(dawg, cells, minLength);
    all.push(words.length);
    everyday.push(words.filter((w) => dawg.levelOf(w.word) <= EVERYDAY_LEVEL).length);
  }
  return { everyday, all };
}

export const median = (xs: readonly number[]) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]!; };

function main(): void {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { boards: { type: "string" } } });
  const [language, sizeText] = positionals as [BuiltLanguage, string];
  const size = Number(sizeText) as 4 | 5 | 6;
  if (!(BUILT_LANGUAGES as readonly string[]).includes(language) || ![4, 5, 6].includes(size))
    throw new Error("usage: npm run dict:dice -- LANGUAGE 4|5|6 [--boards N]");
  const boards = Number(values.boards ?? 400);
  const dawg = Dawg.load(readFileSync(languageDawgPath(language)));
  const freq = letterFrequencies(dawg);
  const alphabet = languageRules(language as Language).alphabet;
  const target = ENGLISH_EVERYDAY_MEDIAN[size];
  let best: { alpha: number; dice: string[]; everyday: number; all: number } | null = null;
  for (let a = 50; a <= 200; a += 10) {
    const alpha = a / 100;
    const dice = designDice(alphabet, freq, size * size, alpha);
    const sim = simulate(dawg, dice, size, boards);
    const row = { alpha, dice, everyday: median(sim.everyday), all: median(sim.all) };
    console.log(`α ${alpha.toFixed(2)}: everyday median ${row.everyday}, all words median ${row.all}`);
    if (!best || Math.abs(row.everyday - target) < Math.abs(best.everyday - target)) best = row;
  }
  console.log(`\n${language} ${size}×${size}: α ${best!.alpha} (everyday median ${best!.everyday}, target ${target}; all words ${best!.all})`);
  console.log(JSON.stringify(best!.dice));
}

if (process.argv[1] === new URL(import.meta.url).pathname) main();
