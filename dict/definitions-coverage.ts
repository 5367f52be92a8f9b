/**
 * `npm run dict:coverage` — how often a word a player meets has a definition. Two
 * figures: the share of the game dictionary's words that the built shards define, and
 * the share of the words shown in 1,000 seeded reviews. A review shows the players' words
 * and the longest words nobody found; the players are stood in for by three computer
 * players (easy, normal, hard: what people of those levels find), so the words shown are
 * their words plus the review's "Nobody found" list, each board a seeded 4×4 deal through
 * the same board floor as a table (src/game/board.ts, the solver, src/game/bots.ts,
 * src/game/unfound.ts). Also the asset sizes, total and per shard, gzipped.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { shakeSolvedBoard } from "../src/game/board.ts";
import { planBot } from "../src/game/bots.ts";
import { seededRng } from "../src/game/random.ts";
import { longestUnfound } from "../src/game/unfound.ts";
import { Dawg } from "../src/dict/dawg.ts";
import { solveBoard } from "../src/dict/solver.ts";
import { INDEX_FILE, readIndex, shardFile, type DefinitionShard } from "../src/dict/definition-shards.ts";
import type { BotLevel } from "../src/protocol.ts";
import { DEFS_DIR, type DefinitionStats } from "./definitions.ts";
import { ensureDefinitions, ensureDefaultDictionary } from "./ensure.ts";

/** The figures this script reports. */
export interface Coverage {
  reviews: number;
  /** Words shown, counted once per review they appear in. */
  shown: number;
  shownDefined: number;
  /** The same, counting each distinct word once. */
  distinctShown: number;
  distinctDefined: number;
  /** The same for the "Nobody found" lists alone (the rarer words). */
  unfoundShown: number;
  unfoundDefined: number;
}

const LEVELS: readonly BotLevel[] = ["easy", "normal", "hard"];

/** Count what `reviews` seeded reviews show and how much of it `defined` covers. */
export function reviewCoverage(dawg: Dawg, defined: (word: string) => boolean, reviews = 1000): Coverage {
  const c: Coverage = { reviews, shown: 0, shownDefined: 0, distinctShown: 0, distinctDefined: 0, unfoundShown: 0, unfoundDefined: 0 };
  const distinct = new Set<string>();
  const levelOf = (w: string) => dawg.levelOf(w);
  for (let seed = 1; seed <= reviews; seed++) {
    const rng = seededRng(seed);
    const { words } = shakeSolvedBoard(4, rng, (b) => solveBoard(dawg, b.cells, 3).map((w) => ({ ...w, level: dawg.levelOf(w.word) })));
    const found = new Set<string>();
    for (const level of LEVELS) for (const w of planBot(level, words, levelOf, 180_000, rng)) found.add(w.word);
    const unfound = longestUnfound(words, found).map((w) => w.word);
    for (const w of [...found, ...unfound]) {
      c.shown++;
      if (defined(w)) c.shownDefined++;
      distinct.add(w);
    }
    for (const w of unfound) {
      c.unfoundShown++;
      if (defined(w)) c.unfoundDefined++;
    }
  }
  c.distinctShown = distinct.size;
  for (const w of distinct) if (defined(w)) c.distinctDefined++;
  return c;
}

/** Every word the built shards define. */
export function definedWords(dir = DEFS_DIR): Set<string> {
  const out = new Set<string>();
  const first = readIndex(JSON.parse(readFileSync(resolve(dir, INDEX_FILE), "utf8")));
  for (let i = 0; i < first.length; i++) {
    const shard = JSON.parse(readFileSync(resolve(dir, shardFile(i)), "utf8")) as DefinitionShard;
    for (const w of Object.keys(shard.words)) out.add(w);
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dawg = Dawg.load(readFileSync(await ensureDefaultDictionary()));
  const dir = await ensureDefinitions();
  const stats = JSON.parse(readFileSync(resolve(dir, "stats.json"), "utf8")) as DefinitionStats;
  const defined = definedWords(dir);
  const c = reviewCoverage(dawg, (w) => defined.has(w));
  const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`dictionary: ${stats.defined} of ${stats.words} words defined (${pct(stats.defined, stats.words)})`);
  console.log(`${c.reviews} seeded reviews: ${c.shownDefined} of ${c.shown} words shown defined (${pct(c.shownDefined, c.shown)}); ` +
    `distinct words ${c.distinctDefined} of ${c.distinctShown} (${pct(c.distinctDefined, c.distinctShown)}); ` +
    `"Nobody found" alone ${c.unfoundDefined} of ${c.unfoundShown} (${pct(c.unfoundDefined, c.unfoundShown)})`);
  console.log(`assets: ${stats.shards} shards, ${kb(stats.bytes)} raw, ${kb(stats.gzipBytes)} gzipped; ` +
    `a shard ${kb(stats.medianShardGzip)} gzipped (median), ${kb(stats.largestShardGzip)} at most`);
}
