/**
 * The drill's board (src/learn/drill-board.ts): over seeds and languages, every word it
 * promises can be traced on it and is one of the due words asked for, the board is dealt
 * from the language's own dice (each die used once, on one of its faces), and a handful of
 * ordinary due words mostly all fit.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DAWG, ensureLanguageDictionaries } from "../../dict/ensure.ts";
import { languageDawgPath } from "../../dict/languages.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { diceFor, dieFaces, type BoardSize } from "../../src/game/board.ts";
import { findPath } from "../../src/game/paths.ts";
import { seededRng } from "../../src/game/random.ts";
import { dealDrillBoard, spellWithFaces } from "../../src/learn/drill-board.ts";
import type { Language } from "../../src/protocol.ts";
import { numRuns } from "./fast-check-seed.ts";

const LANGS: Language[] = ["en", "de", "fr", "es"];
const dawgs = new Map<Language, Dawg>();
beforeAll(() => {
  ensureLanguageDictionaries();
  dawgs.set("en", Dawg.load(readFileSync(DEFAULT_DAWG)));
  for (const l of ["de", "fr", "es"] as const) dawgs.set(l, Dawg.load(readFileSync(languageDawgPath(l))));
}, 300_000);

/** Whether each cell can be given its own die of `dice` showing that face (a perfect matching). */
function dealtFrom(cells: readonly string[], dice: readonly string[]): boolean {
  const faces = dice.map(dieFaces);
  const owner = new Array<number>(dice.length).fill(-1);
  const take = (c: number, seen: boolean[]): boolean => {
    for (let d = 0; d < faces.length; d++) {
      if (seen[d] || !faces[d]!.includes(cells[c]!)) continue;
      seen[d] = true;
      if (owner[d]! < 0 || take(owner[d]!, seen)) return (owner[d] = c), true;
    }
    return false;
  };
  return cells.length === dice.length && cells.every((_, c) => take(c, new Array(dice.length).fill(false)));
}

/** `n` everyday words of 4–8 letters of `language` spellable with its dice, drawn with `seed`. */
function dueWords(language: Language, size: BoardSize, seed: number, n: number): string[] {
  const dawg = dawgs.get(language)!;
  const faces = new Set(diceFor(size, language).flatMap(dieFaces));
  const rng = seededRng(seed);
  const out = new Set<string>();
  for (let tries = 0; out.size < n && tries < 5000; tries++) {
    const i = Math.floor(rng() * dawg.wordCount);
    const word = dawg.wordAt(i);
    if (word.length >= 4 && word.length <= 8 && dawg.levelAt(i) <= 35 && spellWithFaces(word, faces)) out.add(word);
  }
  return [...out];
}

describe("the drill board", () => {
  it("holds every due word it promises, dealt from the language's dice (property over seeds and languages)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGS), fc.constantFrom<BoardSize>(4, 5), fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 8 }), (language, size, seed, n) => {
        const due = dueWords(language, size, seed, n);
        const { board, promised } = dealDrillBoard(due, size, language, seededRng(seed ^ 0x5bd1e995));
        expect(dealtFrom(board.cells, diceFor(size, language))).toBe(true);
        for (const word of promised) {
          expect(due).toContain(word);
          expect(findPath(board, word)).not.toBeNull();
        }
        expect(new Set(promised).size).toBe(promised.length);
      }),
      { numRuns: numRuns(60) },
    );
  });

  it("fits several ordinary due words on a 5×5 board in every language", () => {
    for (const language of LANGS) {
      let promised = 0;
      for (let seed = 1; seed <= 20; seed++) promised += dealDrillBoard(dueWords(language, 5, seed, 4), 5, language, seededRng(seed)).promised.length;
      // Four asked for each time: at least three on average.
      expect(promised / 20, language).toBeGreaterThanOrEqual(3);
    }
  });

  it("promises nothing when no due word can be spelt with the dice", () => {
    const { promised, board } = dealDrillBoard(["qxqxq"], 4, "en", seededRng(3));
    expect(promised).toEqual([]);
    expect(dealtFrom(board.cells, diceFor(4, "en"))).toBe(true);
  });

  it("spells words with multi-letter faces (English's Qu die)", () => {
    expect(spellWithFaces("queen", new Set(diceFor(4, "en").flatMap(dieFaces)))).toEqual(["qu", "e", "e", "n"]);
  });
});
