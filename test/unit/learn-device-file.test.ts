/**
 * Issue 34: the Me page's export and import as one file (src/learn/device-file.ts). What
 * is written reads back the same; a file that is not JSON, not ours or damaged is refused
 * with its code; and an import keeps, for a card on both sides, the one reviewed later.
 */
import { describe, expect, it } from "vitest";
import { cardId, cardsToImport, FILE_KIND, FILE_VERSION, readDeviceFile, roundId, writeDeviceFile, type DeckCard, type StoredRound } from "../../src/learn/device-file.ts";
import { newMemory, review } from "../../src/learn/schedule.ts";

const T = Date.UTC(2026, 11, 1, 12);
const BOARD = "stare lint opal reed".replace(/ /g, "").split("");

function card(word: string, reviewedAt: number | null, language: DeckCard["language"] = "en"): DeckCard {
  const memory = reviewedAt === null ? newMemory(T) : review(newMemory(T), "found", reviewedAt);
  return { id: cardId(language, word), word, language, board: BOARD, foundBy: ["Ann"], from: "table", added: T, memory };
}

const round: StoredRound = {
  id: "practice:1", at: T, mode: "practice", language: "de", points: 7, words: [{ word: "tier", points: 1 }, { word: "reisen", points: 3 }], refused: 2, boardWords: 80,
};

describe("the device file", () => {
  it("reads back what it wrote: cards with their meaning and written form, and rounds", () => {
    const cards = [{ ...card("trial", T + 1000), meaning: { pos: "n", lemma: "trial", sense: "the act of testing something" } }, { ...card("eleve", null, "fr"), written: "élève" }];
    const read = readDeviceFile(writeDeviceFile(cards, [round, { ...round, id: "daily:x", mode: "daily", fullBoard: true }], T));
    expect(read).toEqual({ ok: true, file: { kind: FILE_KIND, version: FILE_VERSION, exportedAt: T, cards, rounds: [round, { ...round, id: "daily:x", mode: "daily", fullBoard: true }] } });
  });

  it("refuses a file that is not JSON, not Baffle's, or damaged, each with its code", () => {
    const good = JSON.parse(writeDeviceFile([card("trial", null)], [round], T));
    const code = (text: string) => {
      const r = readDeviceFile(text);
      return r.ok ? "ok" : r.code;
    };
    expect(code("{not json")).toBe("not_json");
    expect(code("null")).toBe("not_ours");
    expect(code(JSON.stringify({ ...good, kind: "other" }))).toBe("not_ours");
    expect(code(JSON.stringify({ ...good, version: 2 }))).toBe("damaged");
    expect(code(JSON.stringify({ ...good, cards: [{ ...good.cards[0], id: "en:other" }] }))).toBe("damaged");
    expect(code(JSON.stringify({ ...good, cards: [{ ...good.cards[0], language: "xx" }] }))).toBe("damaged");
    expect(code(JSON.stringify({ ...good, cards: [{ ...good.cards[0], memory: { ...good.cards[0].memory, state: 4 } }] }))).toBe("damaged");
    expect(code(JSON.stringify({ ...good, rounds: [{ ...good.rounds[0], points: "7" }] }))).toBe("damaged");
    expect(code(JSON.stringify({ ...good, rounds: [{ ...good.rounds[0], extra: 1 }] }))).toBe("damaged");
    expect(code(JSON.stringify({ ...good, cards: [{ ...good.cards[0], word: "" }] }))).toBe("damaged");
    expect(code(JSON.stringify(good))).toBe("ok");
    // One bad card among good ones spoils the file; a long list of problems is summed up short.
    const two = { ...good, cards: [card("trial", null), { ...card("stare", null), id: "en:trial2" }] };
    expect(code(JSON.stringify(two))).toBe("damaged");
    const many = readDeviceFile(JSON.stringify({ ...good, rounds: Array.from({ length: 40 }, () => ({ ...good.rounds[0], points: "x", refused: "y" })) }));
    expect(many.ok ? 0 : many.message.length).toBeGreaterThan(0);
    expect(many.ok ? 301 : many.message.length).toBeLessThanOrEqual(300);
  });

  it("an import adds new cards and replaces only those reviewed later than the device's copy", () => {
    const mine = new Map([card("trial", T + 5000), card("stare", T + 5000), card("opal", null)].map((c) => [c.id, c]));
    const incoming = [card("trial", T + 9000), card("stare", T + 1000), card("opal", null), card("lint", null), card("reed", T + 5000, "nl")];
    expect(cardsToImport(mine, incoming).map((c) => c.id)).toEqual(["en:trial", "en:lint", "nl:reed"]);
    expect(cardsToImport(new Map(), incoming)).toEqual(incoming);
  });

  it("keys a solo round by its time and any other by its mode, language and board", () => {
    const r = { at: T, language: "en" as const, points: 0, words: [], refused: 0, boardWords: 1 };
    expect(roundId({ ...r, mode: "practice" }, BOARD)).toBe(`practice:${T}`);
    expect(roundId({ ...r, mode: "drill" }, BOARD)).toBe(`drill:${T}`);
    expect(roundId({ ...r, mode: "table" }, ["a", "b"])).toBe("table:en:a.b");
    expect(roundId({ ...r, mode: "daily", at: T + 1 }, ["a", "b"])).toBe("daily:en:a.b");
  });
});
