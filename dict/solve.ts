/**
 * `npm run --silent solve -- [--words FILE] [--min N] BOARD` — every word on a board as
 * JSON {count, score, words: [{word, path}]}. BOARD is the cells row-major, one letter
 * each, "q" for the Qu die (16, 25 or 36 letters). Scores use the classic table.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { buildDawg } from "../src/dict/build-dawg";
import { Dawg } from "../src/dict/dawg";
import { solveBoard } from "../src/dict/solver";
import { scoreWord } from "../src/game/scoring";
import { defaultDictionaryBytes } from "./build";
import { parseWordList } from "./sources";

function fail(message: string): never {
  process.stderr.write(`solve: ${message}\nusage: npm run --silent solve -- [--words FILE] [--min N] BOARD\n`);
  process.exit(2);
  throw new Error(message); // not reached; keeps the type checker happy without @types/node
}

function main(): void {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { words: { type: "string" }, min: { type: "string" } },
    });
  } catch (err) {
    fail((err as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) fail("give exactly one board");
  const board = positionals[0]!.toLowerCase();
  if (!/^[a-z]+$/.test(board)) fail(`board must be letters only, got ${JSON.stringify(positionals[0])}`);
  if (![16, 25, 36].includes(board.length)) fail(`board must have 16, 25 or 36 letters, got ${board.length}`);
  const min = values.min === undefined ? 3 : Number(values.min);
  if (!Number.isInteger(min) || min < 1) fail(`--min must be a positive integer, got ${values.min}`);

  let dawg: Dawg;
  if (values.words) {
    let text: string;
    try {
      text = readFileSync(values.words, "utf8");
    } catch (err) {
      fail(`cannot read ${values.words}: ${(err as Error).message}`);
    }
    dawg = Dawg.load(buildDawg(parseWordList(text).words.map((word) => ({ word, level: 0 }))));
  } else {
    dawg = Dawg.load(defaultDictionaryBytes());
  }

  const cells = [...board].map((c) => (c === "q" ? "qu" : c));
  const words = solveBoard(dawg, cells, min);
  const score = words.reduce((sum, w) => sum + scoreWord(w.word, "classic"), 0);
  process.stdout.write(JSON.stringify({ count: words.length, score, words }) + "\n");
}

main();
