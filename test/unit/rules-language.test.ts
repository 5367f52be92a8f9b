/**
 * A typed entry at a table with a language is folded onto that language's letters before
 * it is checked (src/game/rules.ts with src/lang/): a French player may type élève or
 * eleve, a German one Straße or strasse, and German ä is not a.
 */
import { describe, expect, it } from "vitest";
import type { Board } from "../../src/game/board.ts";
import { checkWord, type CheckContext } from "../../src/game/rules.ts";

const board = (rows: string): Board => ({ size: 4, cells: [...rows] });
const ctx = (b: Board, words: string[], language?: CheckContext["language"]): CheckContext => ({
  board: b, lexicon: new Set(words), minLength: 3, table: "classic", found: new Set(), language,
});

describe("checkWord with a language", () => {
  it("folds French accents and the cedilla", () => {
    const c = ctx(board("elevxxxexxxxxxxx"), ["eleve"], "fr");
    for (const typed of ["élève", "ÉLÈVE", "eleve", "e\u0301le\u0300ve"]) {
      const v = checkWord(typed, c);
      expect(v, typed).toEqual({ ok: true, word: "eleve", path: [0, 1, 2, 3, 7], points: 2 });
    }
  });

  it("writes German ß as ss and keeps ä apart from a", () => {
    const c = ctx(board("straxessxxxxxxxx"), ["strasse"], "de");
    expect(checkWord("Straße", c)).toMatchObject({ ok: true, word: "strasse" });
    const b = ctx(board("bärxxxxxxxxxxxxx"), ["bär"], "de");
    expect(checkWord("Bär", b)).toMatchObject({ ok: true, word: "bär" });
    expect(checkWord("bar", b)).toMatchObject({ ok: false, reason: "not_on_board" });
  });

  it("refuses a letter the language does not have, as invalid", () => {
    // French folds ñ to n: "ano" is then not on a board whose die shows ñ.
    expect(checkWord("año", ctx(board("añoxxxxxxxxxxxxx"), ["ano"], "fr"))).toMatchObject({ ok: false, word: "ano", reason: "not_on_board" });
    expect(checkWord("año", ctx(board("añoxxxxxxxxxxxxx"), ["año"], "es"))).toMatchObject({ ok: true, word: "año" });
    expect(checkWord("don't", ctx(board("dontxxxxxxxxxxxx"), ["dont"], "fr"))).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("without a language, behaves as before: lower case a–z only", () => {
    expect(checkWord("élève", ctx(board("elevxxxexxxxxxxx"), ["eleve"]))).toMatchObject({ ok: false, reason: "invalid" });
  });
});
