/**
 * What a table's language changes in the match rules (src/game/): the dice its rounds
 * deal, how its entries fold, and that proper nouns (WordNet's, English) only ever count
 * at an English table.
 */
import { describe, expect, it } from "vitest";
import { diceFor, dieFaces } from "../../src/game/board.ts";
import { lexiconFor, usesProperNouns } from "../../src/game/house-rules.ts";
import { enterWord, start } from "../../src/game/match.ts";
import { DEFAULT_SETTINGS, LANGUAGES, type Language } from "../../src/protocol.ts";
import { rulesChangedText } from "../../client/state/words.ts";
import { NOW, ctx, dictionary, ok, table, useBoard } from "./house-rules-helpers.ts";

/** Every face of `language`'s dice of a size, as cell texts. */
const facesOf = (language: Language, size: 4 | 5 | 6) => new Set(diceFor(size, language).flatMap(dieFaces));

describe("a table's language in the rules", () => {
  it("deals each round from the language's dice, on every board", () => {
    for (const language of LANGUAGES) {
      for (const board of ["4x4", "5x5", "6x6"] as const) {
        const size = Number(board[0]) as 4 | 5 | 6;
        const playing = ok(start(table(["Ann", "Bob"], { language, board }), 0, ctx(NOW, 7))).state;
        expect(playing.board, `${language} ${board}`).toHaveLength(size * size);
        const faces = facesOf(language, size);
        expect(playing.board!.every((cell) => faces.has(cell)), `${language} ${board}`).toBe(true);
      }
    }
    // The sets differ: German's 5×5 dice show ä, ö, ü; no English die does. (Its 4×4 set is
    // the German edition's 16 dice, which have none: 79d7a63.)
    expect(facesOf("de", 5).has("ä")).toBe(true);
    expect(facesOf("en", 5).has("ä")).toBe(false);
  });

  it("folds a typed entry the table's language's way", () => {
    // "Käse" is k-a-s-e to an English table (accents fold away) but k-ä-s-e to a German
    // one (ä is a letter of its own): only the first is on a board of k, a, s, e.
    const board = ["k", "a", "s", "e", "x", "x", "x", "x", "x", "x", "x", "x", "x", "x", "x", "x"];
    const entry = (language: Language) => {
      const s = useBoard(ok(start(table(["Ann", "Bob"], { language }), 0, ctx())).state, board);
      return enterWord(s, 0, { type: "word", word: "Käse" }, NOW + 4_000, dictionary(["kase", "käse"])).effects[0]!.msg;
    };
    expect(entry("en")).toMatchObject({ type: "verdict", ok: true, word: "kase" });
    expect(entry("de")).toMatchObject({ type: "verdict", ok: false, word: "käse", reason: "not_on_board" });
  });

  it("counts proper nouns at English tables only", () => {
    const words = dictionary(["tea"]);
    const names = dictionary(["paris"]);
    for (const language of LANGUAGES) {
      const settings = { ...DEFAULT_SETTINGS, properNouns: true, language };
      expect(usesProperNouns(settings)).toBe(language === "en");
      expect(lexiconFor(settings, words, names).has("paris")).toBe(language === "en");
    }
    expect(usesProperNouns({ ...DEFAULT_SETTINGS, properNouns: false })).toBe(false);
    expect(usesProperNouns(undefined)).toBe(false);
  });

  it("is named in the client's notice when the host changes it", () => {
    const changes = [{ key: "language" as const, from: "en" as const, to: "fr" as const }];
    expect(rulesChangedText({ type: "rulesChanged", seat: 0, name: "Ann", changes, rescored: false, match: null, standings: [], totals: [], text: "" }, 1))
      .toBe("Ann changed the rules: the next round is played in French.");
  });
});
