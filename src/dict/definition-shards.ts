/**
 * The definitions' static format, shared by the build (dict/definitions.ts) and the
 * client that reads it (client/definitions/). The game dictionary's words that WordNet
 * defines, in sorted order, are cut into runs of equal length, so every shard is about
 * the same size (a few KB gzipped) and a lookup fetches one small file; shards by first
 * letters would range from a few words ("xy") to thousands ("co"). Runs keep a word's
 * inflections together (tear, tearing, tears), whose senses repeat, so gzip takes the
 * repeats out: 2.4 MB gzipped in all against 4.1 MB when shards were by a hash of the
 * word. The index (`index.json`: the first word of each shard) says which shard to fetch.
 * The build has done all the morphology already (tears → tear, went → go), so a shard
 * maps each dictionary word straight to what it shows.
 *
 * A shard is JSON: `{"v":1,"words":{"tears":[["n",["a drop of…"],"tear"],["v",["separate…"],"tear"]]}}`,
 * each entry `[part of speech, senses (first one or two), lemma when it is not the word]`.
 */

/** Format version, written in every shard. */
export const DEFINITIONS_VERSION = 1;

/** How many shards the build cuts the words into. */
export const DEFINITION_SHARDS = 512;

/** Where the shards are served, below the client's static assets. */
export const DEFINITIONS_PATH = "/defs";

/** WordNet's parts of speech as written in a shard. */
export type PosCode = "n" | "v" | "a" | "r";

/** How a part of speech is shown. */
export const POS_NAME: Readonly<Record<PosCode, string>> = { n: "noun", v: "verb", a: "adjective", r: "adverb" };

/** One entry in a shard: part of speech, senses, and the lemma when it differs from the word. */
export type ShardEntry = [PosCode, string[]] | [PosCode, string[], string];

/** A shard file's contents. */
export interface DefinitionShard {
  v: typeof DEFINITIONS_VERSION;
  words: Record<string, ShardEntry[]>;
}

/** One meaning group of a word as shown: "tear (noun): a drop of…". */
export interface Definition {
  pos: PosCode;
  /** The WordNet lemma ("tear" for "tears"). */
  lemma: string;
  senses: string[];
}

/** The shard index file's contents: the first word of each shard, in order. */
export interface DefinitionIndex {
  v: typeof DEFINITIONS_VERSION;
  first: string[];
}

/** The index file, beside the shards. */
export const INDEX_FILE = "index.json";

/** The shard that would hold `word`: the last whose first word is not after it, or -1. */
export function shardOf(first: readonly string[], word: string): number {
  let lo = 0, hi = first.length - 1, found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (first[mid]! <= word) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** Check a fetched index file: throws unless it is this format with words in order. */
export function readIndex(data: unknown): string[] {
  const first = (data as DefinitionIndex | null)?.first;
  if ((data as DefinitionIndex | null)?.v !== DEFINITIONS_VERSION || !Array.isArray(first)) throw new Error("not a definitions index of this version");
  for (let i = 0; i < first.length; i++) {
    if (typeof first[i] !== "string" || (i > 0 && !(first[i - 1]! < first[i]!))) throw new Error("a definitions index out of order");
  }
  return first;
}

/** A shard's file name: three hex digits, `0a7.json`. */
export function shardFile(shard: number): string {
  return `${shard.toString(16).padStart(3, "0")}.json`;
}

const POS_CODES = new Set<string>(["n", "v", "a", "r"]);

/**
 * The definitions of `word` in a parsed shard: [] when the shard has none for it. Throws
 * on a shard that is not this format (a stale or damaged file), rather than showing junk.
 */
export function definitionsIn(shard: unknown, word: string): Definition[] {
  if (!shard || typeof shard !== "object" || (shard as DefinitionShard).v !== DEFINITIONS_VERSION) {
    throw new Error("not a definitions shard of this version");
  }
  const words = (shard as DefinitionShard).words;
  if (!words || typeof words !== "object") throw new Error("a definitions shard without words");
  const entries: unknown = Object.hasOwn(words, word) ? words[word] : [];
  if (!Array.isArray(entries)) throw new Error(`a damaged definitions entry for "${word}"`);
  return entries.map((e: unknown) => {
    if (!Array.isArray(e) || !POS_CODES.has(e[0]) || !Array.isArray(e[1]) || !e[1].every((s) => typeof s === "string")) {
      throw new Error(`a damaged definitions entry for "${word}"`);
    }
    const lemma = e[2] === undefined ? word : e[2];
    if (typeof lemma !== "string") throw new Error(`a damaged definitions entry for "${word}"`);
    return { pos: e[0] as PosCode, lemma, senses: e[1] as string[] };
  });
}
