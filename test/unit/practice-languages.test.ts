/**
 * Solo practice in German, French and Spanish, in plain Node with the built dictionaries
 * (the files the client fetches): a round deals its language's dice and solves with its
 * dictionary, typed entries fold as the language folds them, bests are kept per
 * language, and a new round starts in the language the page speaks.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { ensureLanguageDictionaries } from "../../dict/ensure.ts";
import { diceFor, dieFaces } from "../../src/game/board.ts";
import { seededRng } from "../../src/game/random.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { languageRules } from "../../src/lang/languages.ts";
import type { Language } from "../../src/protocol.ts";
import { personalBest, recordResult } from "../../client/solo/bests.ts";
import { dictionaryUrl } from "../../client/solo/dictionary.ts";
import { practiceSettings } from "../../client/solo/options.ts";
import { enterPractice, newPracticeRound, type PracticeDictionary, type PracticeRound } from "../../client/solo/practice.ts";
import { boardSpelling, startingLanguage, typedLetters } from "../../client/state/language.ts";
import { locale } from "../../client/i18n/locale.ts";

const dicts = new Map<Language, PracticeDictionary>();
beforeAll(() => {
  ensureLanguageDictionaries();
  for (const language of ["de", "fr", "es"] as const) {
    const dawg = Dawg.load(readFileSync(new URL(`../../dict/build/${languageRules(language).dictionaryKey}`, import.meta.url)));
    dicts.set(language, { has: (w) => dawg.has(w), solve: (cells, min) => solveBoard(dawg, cells, min) });
  }
});

/** Whether each cell can be a face of a different die (a matching of cells to dice, by augmenting paths). */
function dealtBy(dice: string[][], cells: readonly string[]): boolean {
  const dieOf = new Array<number>(cells.length).fill(-1);
  const cellOf = new Array<number>(dice.length).fill(-1);
  const place = (c: number, seen: Set<number>): boolean => {
    for (let d = 0; d < dice.length; d++) {
      if (seen.has(d) || !dice[d]!.includes(cells[c]!)) continue;
      seen.add(d);
      if (cellOf[d] === -1 || place(cellOf[d]!, seen)) {
        cellOf[d] = c;
        dieOf[c] = d;
        return true;
      }
    }
    return false;
  };
  return cells.every((_, c) => place(c, new Set()));
}

/** A fixed 4×4 round in `language` from sixteen cells. */
function roundOn(language: Language, cells: string[]): PracticeRound {
  const dict = dicts.get(language)!;
  return {
    language, board: { size: 4, cells }, minLength: 3, rules: { cancellation: false, penalty: 0, table: "classic" },
    solution: dict.solve(cells, 3), words: [], startsAt: 0, endsAt: 0, roundMs: 0,
  };
}

describe("a practice round in another language", () => {
  test.each(["de", "fr", "es"] as const)("%s: the board is the language's dice and its solution the language's dictionary", (language) => {
    const dict = dicts.get(language)!;
    for (let seed = 1; seed <= 5; seed++) {
      const round = newPracticeRound(dict, practiceSettings(4, "quick", language), seededRng(seed), 0);
      expect(round.language).toBe(language);
      expect(dealtBy(diceFor(4, language).map(dieFaces), round.board.cells), round.board.cells.join("")).toBe(true);
      expect(round.solution.map((w) => w.word)).toEqual(dict.solve(round.board.cells, 3).map((w) => w.word));
      expect(round.solution.length).toBeGreaterThan(0);
    }
  });

  test("German: ß is typed for ss, and Ä is a letter of its own", () => {
    // s t r a / x e s s (STRASSE runs 0 1 2 3 7 6 5), h ä u s / x x r e (HÄUSER runs 8 9 10 11 15 14).
    const round = roundOn("de", [..."straxesshäusxxre"]);
    expect(enterPractice(round, dicts.get("de")!, { word: "Straße" })).toMatchObject({ ok: true, word: "strasse" });
    expect(enterPractice(round, dicts.get("de")!, { word: "HÄUSER" })).toMatchObject({ ok: true, word: "häuser" });
    // An A is no Ä: without its dots the word is not on this board.
    expect(enterPractice(round, dicts.get("de")!, { word: "hauser" })).toMatchObject({ ok: false });
  });

  test("French: accents fold away, typed or not; Spanish keeps Ñ", () => {
    const fr = roundOn("fr", [..."elevxxxexxxxxxxx"]);
    expect(enterPractice(fr, dicts.get("fr")!, { word: "élève" })).toMatchObject({ ok: true, word: "eleve" });
    expect(enterPractice(fr, dicts.get("fr")!, { word: "ELEVE" })).toMatchObject({ ok: false, reason: "already_found" });
    const es = roundOn("es", [..."niñoxxxxxxxxxxxx"]);
    expect(enterPractice(es, dicts.get("es")!, { word: "NIÑO" })).toMatchObject({ ok: true, word: "niño" });
    expect(enterPractice(es, dicts.get("es")!, { word: "nino" })).toMatchObject({ ok: false });
  });
});

describe("what the client offers", () => {
  test("a new table or practice round starts in the language the page speaks", () => {
    const shown = locale.value;
    try {
      for (const l of ["de", "fr", "es", "en"] as const) {
        locale.value = l;
        expect(startingLanguage()).toBe(l);
      }
    } finally {
      locale.value = shown;
    }
  });

  test("typed letters keep their accents; the board's spelling folds them as the language does", () => {
    expect(typedLetters("Élè-ve 1")).toBe("élève");
    expect(boardSpelling("fr", "élève")).toBe("eleve");
    expect(boardSpelling("de", "straße")).toBe("strasse");
    expect(boardSpelling("de", "häuser")).toBe("häuser");
    expect(boardSpelling("es", "niño")).toBe("niño");
    expect(boardSpelling("en", "naïve")).toBe("naive");
  });

  test("each language's dictionary has its own address (the build's file, the KV key)", () => {
    expect(["en", "de", "fr", "es"].map((l) => dictionaryUrl(l as Language))).toEqual(["/words.dawg", "/words-de.dawg", "/words-fr.dawg", "/words-es.dawg"]);
  });

  test("personal bests are kept per language: a German round leaves the English bests alone", () => {
    const m = new Map<string, string>();
    const s: Storage = { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k), clear: () => m.clear(), key: () => null, length: 0 };
    recordResult(4, { points: 40, words: 20, longest: "strasse" }, s, "de");
    expect(personalBest(4, s, "de")).toEqual({ points: 40, words: 20, longest: "strasse" });
    expect(personalBest(4, s)).toBeNull();
    recordResult(4, { points: 5, words: 3, longest: "cats" }, s);
    expect(personalBest(4, s)).toEqual({ points: 5, words: 3, longest: "cats" });
    expect(m.has("baffle.best.4x4")).toBe(true); // English keeps the key it had before languages
  });
});
