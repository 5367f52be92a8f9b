/**
 * Words the server will accept on a board the test cannot predict: the board is read
 * off the page and solved here with the same dictionary and solver the server uses.
 */
import { readFileSync } from "node:fs";
import type { Language } from "../../src/protocol.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard, type SolvedWord } from "../../src/dict/solver.ts";
import { DisplayMap } from "../../src/dict/display-map.ts";
import { definitionsIn, INDEX_FILE, readIndex, shardFile, shardOf, type Definition } from "../../src/dict/definition-shards.ts";

let dawg: Dawg | null = null;

/** A word's SCOWL size in the server's dictionary (-1 if it is not a word). */
export function levelOf(word: string): number {
  dawg ??= Dawg.load(readFileSync(new URL("../../dict/build/words.dawg", import.meta.url)));
  return dawg.levelOf(word);
}

/** Every word on the board of at least `minLength` letters, shortest first then A–Z. */
export function wordsOn(cells: readonly string[], minLength = 3): SolvedWord[] {
  dawg ??= Dawg.load(readFileSync(new URL("../../dict/build/words.dawg", import.meta.url)));
  return solveBoard(dawg, cells, minLength).sort((a, b) => a.word.length - b.word.length || a.word.localeCompare(b.word));
}

const languageDawgs = new Map<string, Dawg>();

/** Every word on the board in another language's dictionary (dict/build/words-<language>.dawg), shortest first then A–Z. */
export function wordsOnIn(language: Exclude<Language, "en">, cells: readonly string[], minLength = 3): SolvedWord[] {
  return solveBoard(dawgIn(language), cells, minLength).sort((a, b) => a.word.length - b.word.length || a.word.localeCompare(b.word));
}

function dawgIn(language: Exclude<Language, "en">): Dawg {
  let d = languageDawgs.get(language);
  if (!d) {
    d = Dawg.load(readFileSync(new URL(`../../dict/build/words-${language}.dawg`, import.meta.url)));
    languageDawgs.set(language, d);
  }
  return d;
}

/** How the language writes each word of its built dictionary (dict/build/words-<language>.display), as the client is served it. */
export function writtenFormsIn(language: Exclude<Language, "en">): (word: string) => string {
  const map = DisplayMap.parse(readFileSync(new URL(`../../dict/build/words-${language}.display`, import.meta.url), "utf8"), dawgIn(language));
  return (word) => map.writtenAs(word);
}

/** What the built definitions (dict/build/defs/) say `word` means, read here from the files the client is served. */
export function definitionsOf(word: string): Definition[] {
  const dir = new URL("../../dict/build/defs/", import.meta.url);
  const first = readIndex(JSON.parse(readFileSync(new URL(INDEX_FILE, dir), "utf8")));
  const i = shardOf(first, word);
  return i < 0 ? [] : definitionsIn(JSON.parse(readFileSync(new URL(shardFile(i), dir), "utf8")), word);
}

/** The address of the shard that holds `word`'s definitions. */
export function shardPathOf(word: string): string {
  const first = readIndex(JSON.parse(readFileSync(new URL("../../dict/build/defs/index.json", import.meta.url), "utf8")));
  return `/defs/${shardFile(shardOf(first, word))}`;
}
