/**
 * `npm run --silent solve -- [--language L] [--words FILE] [--min N] BOARD…` — every word on
 * each board as one JSON line {count, score, words: [{word, path}]}, in the order given.
 * BOARD is the cells row-major, one letter each (16, 25 or 36): the language's letters as
 * themselves (ä, ö, ü in German, ñ in Spanish), "q" for the Qu die; upper case is fine.
 * L is any language Baffle plays (en, the default, de, fr, es, it, nl, pt, sv, ru): that
 * language's dictionary (built first if missing).
 * --words FILE solves against any plain word list instead. Scores use the classic table.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { buildDawg } from "../src/dict/build-dawg";
import { Dawg } from "../src/dict/dawg";
import { solveBoard } from "../src/dict/solver";
import { scoreWord } from "../src/game/scoring";
import { isSpelledIn } from "../src/lang/languages";
import { LANGUAGES, type Language } from "../src/protocol/values.ts";
import { defaultDictionaryBytes } from "./build";
import { ensureLanguageDictionaries } from "./ensure";
import { languageDawgPath } from "./languages";
import { parseWordList } from "./sources";

const USAGE = "usage: npm run --silent solve -- [--language en|de|fr|es|it|nl|pt|sv|ru] [--words FILE] [--min N] BOARD...";

function fail(message: string): never {
  process.stderr.write(`solve: ${message}\n${USAGE}\n`);
  process.exit(2);
  throw new Error(message); // not reached; keeps the type checker happy without @types/node
}

function dictionary(language: Language, words: string | undefined): Dawg {
  if (words) {
    let text: string;
    try {
      text = readFileSync(words, "utf8");
    } catch (err) {
      fail(`cannot read ${words}: ${(err as Error).message}`);
    }
    return Dawg.load(buildDawg(parseWordList(text).words.map((word) => ({ word, level: 0 }))));
  }
  if (language === "en") return Dawg.load(defaultDictionaryBytes());
  ensureLanguageDictionaries();
  return Dawg.load(readFileSync(languageDawgPath(language)));
}

function main(): void {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { words: { type: "string" }, min: { type: "string" }, language: { type: "string" } },
    });
  } catch (err) {
    fail((err as Error).message);
  }
  const { values, positionals } = parsed;
  const language = (values.language ?? "en") as Language;
  if (!LANGUAGES.includes(language)) fail(`--language must be one of ${LANGUAGES.join(", ")}, got ${JSON.stringify(values.language)}`);
  if (positionals.length === 0) fail("give at least one board");
  const boards = positionals.map((given) => {
    const board = given.normalize("NFC").toLowerCase();
    if (!isSpelledIn(language, board)) fail(`board must be letters of ${language} only, got ${JSON.stringify(given)}`);
    const cells = [...board];
    if (![16, 25, 36].includes(cells.length)) fail(`board must have 16, 25 or 36 letters, got ${cells.length}`);
    return cells.map((c) => (c === "q" ? "qu" : c));
  });
  const min = values.min === undefined ? 3 : Number(values.min);
  if (!Number.isInteger(min) || min < 1) fail(`--min must be a positive integer, got ${values.min}`);

  const dawg = dictionary(language, values.words);
  for (const cells of boards) {
    const words = solveBoard(dawg, cells, min);
    const score = words.reduce((sum, w) => sum + scoreWord(w.word, "classic"), 0);
    process.stdout.write(JSON.stringify({ count: words.length, score, words }) + "\n");
  }
}

main();
