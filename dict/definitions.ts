/**
 * `npm run dict:defs` — what each game word means, from WordNet 3.1, as static shards
 * the client fetches one at a time (format: src/dict/definition-shards.ts). Only the game
 * dictionary's words (dict/build/words.txt) are covered, each mapped at build time to
 * the entries it shows, so the client does no morphology:
 *
 * 1. for each part of speech, morphy (dict/morphy.ts) finds the lemmas the word is or
 *    inflects (exception lists first, then suffix rules);
 * 2. each lemma's senses in WordNet's order (most frequent first), leaving out senses
 *    whose synset writes the lemma capitalised (China the country, May the month: the
 *    game's words are lower-case words, the names are a separate list);
 * 3. the lemma–part-of-speech pairs ranked by how often WordNet's concordance saw them
 *    (tagsense_cnt), the word's own lemma first on a tie, at most MAX_GROUPS; the first
 *    keeps two senses, the others one.
 *
 * Output: dict/build/defs/NNN.json (DEFINITION_SHARDS files), index.json, LICENSE.txt (WordNet's licence,
 * which goes with every copy) and stats.json (coverage and sizes), all build output.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import {
  DEFINITION_SHARDS, DEFINITIONS_VERSION, INDEX_FILE, shardFile, type DefinitionIndex, type DefinitionShard, type ShardEntry,
} from "../src/dict/definition-shards.ts";
import { morphy, PARTS_OF_SPEECH } from "./morphy.ts";
import { DEFAULT_OUT_DIR } from "./sources.ts";
import { loadWordNet, WORDNET_LICENCE, type WordNet } from "./wordnet.ts";

export const DEFS_DIR = resolve(DEFAULT_OUT_DIR, "defs");
/** The most lemma–part-of-speech groups a word shows. */
export const MAX_GROUPS = 3;
/** The longest sense kept, in characters; longer ones are cut at a word with "…". */
export const MAX_SENSE = 160;

/** The entries a shard holds for `word` ([] when WordNet has nothing for it). */
export function wordDefinitions(word: string, wn: WordNet): ShardEntry[] {
  const groups: { pos: ShardEntry[0]; lemma: string; senses: string[]; tagged: number; order: number }[] = [];
  for (const pos of PARTS_OF_SPEECH) {
    for (const lemma of morphy(word, pos, wn)) {
      const info = wn.lemma(pos, lemma)!;
      const senses: string[] = [];
      for (const offset of info.offsets) {
        const synset = wn.synset(pos, offset);
        if (!synset || !synset.gloss || !synset.words.includes(lemma)) continue; // only capitalised there
        if (!senses.includes(synset.gloss)) senses.push(synset.gloss);
      }
      if (senses.length) groups.push({ pos, lemma, senses, tagged: info.tagged, order: groups.length + (lemma === word ? 0 : 100) });
    }
  }
  groups.sort((a, b) => b.tagged - a.tagged || a.order - b.order);
  return groups.slice(0, MAX_GROUPS).map((g, i) => {
    const senses = g.senses.slice(0, i === 0 ? 2 : 1).map(shorten);
    return g.lemma === word ? [g.pos, senses] : [g.pos, senses, g.lemma];
  });
}

/** A sense cut to MAX_SENSE characters at a word boundary. */
export function shorten(sense: string): string {
  if (sense.length <= MAX_SENSE) return sense;
  const cut = sense.lastIndexOf(" ", MAX_SENSE - 1);
  return sense.slice(0, cut > 0 ? cut : MAX_SENSE - 1).replace(/[,;:]$/, "") + "…";
}

/** The built definitions: the index (each shard's first word) and the shards. */
export interface BuiltDefinitions {
  index: DefinitionIndex;
  shards: DefinitionShard[];
}

/**
 * Every dictionary word's entries (words without any are left out), the sorted words cut
 * into `count` runs of equal length.
 */
export function buildShards(words: readonly string[], wn: WordNet, count = DEFINITION_SHARDS): BuiltDefinitions {
  const defined: [string, ShardEntry[]][] = [];
  for (const word of [...words].sort()) {
    const entries = wordDefinitions(word, wn);
    if (entries.length) defined.push([word, entries]);
  }
  const per = Math.max(1, Math.ceil(defined.length / count));
  const shards: DefinitionShard[] = [];
  const first: string[] = [];
  for (let i = 0; i < defined.length; i += per) {
    first.push(defined[i]![0]);
    shards.push({ v: DEFINITIONS_VERSION, words: Object.fromEntries(defined.slice(i, i + per)) });
  }
  return { index: { v: DEFINITIONS_VERSION, first }, shards };
}

/** What the build reports: coverage and sizes. */
export interface DefinitionStats {
  words: number;
  defined: number;
  coverage: number;
  shards: number;
  bytes: number;
  gzipBytes: number;
  medianShardGzip: number;
  largestShardGzip: number;
}

/** Build the shards for the words in `wordsFile` into `outDir`; returns the figures. */
export function writeDefinitions(wordsFile = resolve(DEFAULT_OUT_DIR, "words.txt"), outDir = DEFS_DIR, wn = loadWordNet()): DefinitionStats {
  const words = readFileSync(wordsFile, "utf8").split("\n").filter(Boolean);
  const { index, shards } = buildShards(words, wn);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const gz: number[] = [];
  let bytes = 0;
  let defined = 0;
  shards.forEach((shard, i) => {
    const text = JSON.stringify(shard);
    writeFileSync(resolve(outDir, shardFile(i)), text);
    bytes += Buffer.byteLength(text);
    gz.push(gzipSync(text, { level: 9 }).length);
    defined += Object.keys(shard.words).length;
  });
  writeFileSync(resolve(outDir, INDEX_FILE), JSON.stringify(index));
  copyFileSync(WORDNET_LICENCE, resolve(outDir, "LICENSE.txt"));
  const sorted = [...gz].sort((a, b) => a - b);
  const stats: DefinitionStats = {
    words: words.length, defined, coverage: defined / words.length, shards: shards.length, bytes,
    gzipBytes: gz.reduce((a, b) => a + b, 0), medianShardGzip: sorted[sorted.length >> 1]!, largestShardGzip: sorted[sorted.length - 1]!,
  };
  writeFileSync(resolve(outDir, "stats.json"), JSON.stringify(stats, null, 2) + "\n");
  return stats;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const s = writeDefinitions();
  console.log(
    `${s.defined} of ${s.words} words defined (${(100 * s.coverage).toFixed(1)}%) → ${DEFS_DIR}: ${s.shards} shards, ` +
      `${s.bytes} bytes, ${s.gzipBytes} gzipped (median shard ${s.medianShardGzip}, largest ${s.largestShardGzip}) ` +
      `in ${(performance.now() - started).toFixed(0)} ms`,
  );
}
