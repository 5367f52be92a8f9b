/**
 * `npm run dict` — build the default dictionary (SCOWL ≤ 70 minus dict/exclude.txt) into
 * dict/build/words.dawg and words.txt. `npm run dict -- --words FILE [--out DIR]` builds any
 * other list the same way (levels unknown: 0).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildDawg, normaliseEntries, type DictEntry } from "../src/dict/build-dawg";
import { Dawg } from "../src/dict/dawg";
import { DEFAULT_OUT_DIR, defaultEntries, parseWordList } from "./sources";

/** The default dictionary's bytes, building dict/build/ first if it is missing. */
export function defaultDictionaryBytes(): Uint8Array {
  const file = resolve(DEFAULT_OUT_DIR, "words.dawg");
  if (!existsSync(file)) writeDictionary(defaultEntries(), DEFAULT_OUT_DIR);
  return readFileSync(file);
}

/** Build `entries` into `outDir` (words.dawg and words.txt); returns the loaded dictionary. */
export function writeDictionary(entries: DictEntry[], outDir: string): Dawg {
  const bytes = buildDawg(entries);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(resolve(outDir, "words.dawg"), bytes);
  const sorted = normaliseEntries(entries).map((e) => e.word);
  writeFileSync(resolve(outDir, "words.txt"), sorted.join("\n") + "\n");
  return Dawg.load(bytes);
}

function main(): void {
  const { values } = parseArgs({ options: { words: { type: "string" }, out: { type: "string" } } });
  const outDir = resolve(values.out ?? DEFAULT_OUT_DIR);
  let entries: DictEntry[];
  if (values.words) {
    const list = parseWordList(readFileSync(values.words, "utf8"));
    console.log(`${values.words}: kept ${list.kept} words, skipped ${list.skipped} lines, ${list.duplicates} duplicates`);
    entries = list.words.map((word) => ({ word, level: 0 }));
  } else {
    entries = defaultEntries();
  }
  const started = performance.now();
  const dawg = writeDictionary(entries, outDir);
  const ms = performance.now() - started;
  console.log(
    `${dawg.wordCount} words, ${dawg.nodeCount} nodes, ${dawg.edgeCount} edges → ` +
      `${resolve(outDir, "words.dawg")} (${dawg.byteLength} bytes, ${(dawg.byteLength / dawg.wordCount).toFixed(2)} bytes/word) in ${ms.toFixed(0)} ms`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
