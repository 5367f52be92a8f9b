import fc from "fast-check";
import { describe, expect, it } from "vitest";
import "./fast-check-seed.ts";
import {
  FAIR_PLAY_LIMITS as L, matchVerdict, minimumEntryMs, solverSignals, type FairPlayEntry, type FairPlayRound,
} from "../../src/game/fair-play.ts";
import { defaultDawg, realBoard } from "./real-boards.ts";

const T0 = 5_000_000;
const ROUND = 180_000;
const round = (entries: FairPlayEntry[], boardWords = 400): FairPlayRound => ({ entries, boardWords, roundMs: ROUND, startedAt: T0 });

/** Entries of `words`, each arriving `gap(i)` ms after the one before (the first after the start). */
function paced(words: string[], gap: (i: number, word: string) => number, level = 20): FairPlayEntry[] {
  let at = T0;
  return words.map((word, i) => ({ word, level, at: (at += gap(i, word)) }));
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}`.slice(0, 6));

describe("the solver flag", () => {
  it("leaves an empty round and a person's ordinary round alone", () => {
    expect(solverSignals(round([]))).toEqual({ flagged: false, score: 0, reasons: [] });
    const person = solverSignals(round(paced(words(15), () => 9_000)));
    expect(person.flagged).toBe(false);
    expect(person.score).toBeLessThan(0.5);
  });

  it("flags a client that enters every word on a real board, for its share and its rare words", async () => {
    const dawg = await defaultDawg();
    const board = realBoard(dawg, 4, 17);
    expect(board.words.length).toBeGreaterThanOrEqual(L.boardCount);
    const all = board.words.map((w, i) => ({ word: w.word, level: w.level, at: T0 + 1_000 + i * 400 }));
    const verdict = solverSignals(round(all, board.words.length));
    expect(verdict.flagged).toBe(true);
    expect(verdict.reasons).toEqual(expect.arrayContaining(["board_share", "rare_words"]));
    expect(verdict.score).toBeGreaterThan(1);
  });

  it("flags the terminal player's rhythm: nine words an eighth of a second apart, right after the board appears", () => {
    const verdict = solverSignals(round(paced(words(9), () => 125)));
    expect(verdict).toMatchObject({ flagged: true, reasons: ["typing_speed"] });
  });

  it("forgives one burst (a network stall releasing queued entries) in a person's list", () => {
    const list = paced(words(20), (i) => (i >= 10 && i < 16 ? 20 : 7_000));
    expect(solverSignals(round(list)).flagged).toBe(false);
  });

  it("needs both the count and the share of too-fast entries", () => {
    const fast = L.fastCount;
    // fastCount too-fast entries, but only a third of the list: not flagged.
    const mostlySlow = paced(words(fast * 3), (i) => (i % 3 === 0 ? 10 : 8_000));
    expect(solverSignals(round(mostlySlow)).reasons).not.toContain("typing_speed");
    // All too fast, but one fewer than fastCount: not flagged either.
    expect(solverSignals(round(paced(words(fast - 1), () => 10))).flagged).toBe(false);
    expect(solverSignals(round(paced(words(fast), () => 10))).reasons).toEqual(["typing_speed"]);
  });

  it("takes an entry exactly as fast as its letters can be typed as human, one millisecond less as not", () => {
    const at = (gap: number) => paced(words(10), (i, w) => (i === 0 ? 5_000 : minimumEntryMs(w) + gap));
    expect(solverSignals(round(at(0))).flagged).toBe(false);
    expect(solverSignals(round(at(-1))).reasons).toEqual(["typing_speed"]);
  });

  it("counts a key a letter and one for Enter: five-letter words five keystrokes apart are too fast", () => {
    const five = ["alpha", "bravo", "delta", "gamma", "kappa", "omega", "sigma", "theta", "zebra", "lemon"];
    expect(solverSignals(round(paced(five, () => 5 * L.keyMs))).reasons).toEqual(["typing_speed"]);
    expect(solverSignals(round(paced(five, () => 6 * L.keyMs))).flagged).toBe(false);
  });

  it("gives the first entry the time to read the board before it counts as typed", () => {
    // Every entry after the first is too fast; the first decides whether there are enough of them.
    const list = (delay: number) => paced(words(L.fastCount), (i, w) => (i === 0 ? L.firstLookMs + minimumEntryMs(w) + delay : minimumEntryMs(w) - 1));
    expect(solverSignals(round(list(-1))).reasons).toEqual(["typing_speed"]);
    expect(solverSignals(round(list(0))).flagged).toBe(false);
  });

  it("judges the rhythm by when entries arrived, in whatever order they are listed", () => {
    const person = paced(words(15), () => 9_000);
    expect(solverSignals(round([...person].reverse()))).toEqual(solverSignals(round(person)));
    expect(solverSignals(round([...person].reverse())).flagged).toBe(false);
  });

  it("never flags for board share when the board's word count is not known", () => {
    const many = paced(words(L.boardCount), () => 3_000);
    expect(solverSignals(round(many, 0)).flagged).toBe(false);
    expect(solverSignals(round([], 0))).toEqual({ flagged: false, score: 0, reasons: [] });
  });

  it("counts rare words only when they are many, a large share of the list, and the list is nearly superhuman too", () => {
    const list = (n: number, rare: number, gap = 5_000) => paced(words(n), () => gap).map((e, i) => ({ ...e, level: i < rare ? L.rareLevel : 35 }));
    // A learned player's ordinary round full of rare words: never flagged on rarity alone.
    expect(solverSignals(round(list(L.rareCount, L.rareCount))).flagged).toBe(false);
    // Nearly the whole of a 40-word board (board share at 3/4 of its threshold): rare words tip it.
    const n = Math.ceil(L.boardCount * L.rareSupport);
    const near = Math.ceil(n / (L.boardShare * L.rareSupport)) - 1;
    expect(solverSignals(round(list(n, 0), near)).flagged).toBe(false);
    expect(solverSignals(round(list(n, L.rareCount - 1), near)).flagged).toBe(false);
    expect(solverSignals(round(list(n, L.rareCount), near))).toMatchObject({ flagged: true, reasons: ["rare_words"] });
    // Many rare words, but a small share of a long list: not flagged.
    const long = Math.ceil(L.rareCount / L.rareShare) + 1;
    expect(solverSignals(round(list(long, L.rareCount, 2_000), near)).reasons).not.toContain("rare_words");
  });

  it("measures share against the board (on boards that hold many words) and rate against the round", () => {
    const list = paced(words(L.boardCount), () => 4_000);
    const fits = Math.floor(L.boardCount / L.boardShare);
    expect(solverSignals(round(list, fits)).reasons).toEqual(["board_share"]);
    expect(solverSignals(round(list, fits + 1)).flagged).toBe(false);
    expect(solverSignals(round(list.slice(1), L.boardCount - 1)).flagged).toBe(false); // all of a thin board
    const rate = paced(words(30), () => 1_500);
    expect(solverSignals({ ...round(rate), roundMs: 60_000 }).reasons).toEqual(["word_rate"]);
    expect(solverSignals({ ...round(rate), roundMs: 60_001 }).flagged).toBe(false);
  });

  it("never flags entries that are common, paced as a person types, and few (property)", () => {
    fc.assert(fc.property(
      fc.array(fc.record({ word: fc.stringMatching(/^[a-z]{3,9}$/), level: fc.constantFrom(10, 20, 35, 40, 50, 55), slack: fc.nat(20_000) }), { maxLength: 50 }),
      (drawn) => {
        let at = T0 + L.firstLookMs;
        const entries = drawn.map((d) => ({ word: d.word, level: d.level, at: (at += minimumEntryMs(d.word) + d.slack) }));
        return !solverSignals(round(entries, 400)).flagged;
      },
    ));
  });

  it("says flagged exactly when some signal reaches its threshold, and names it (property)", () => {
    fc.assert(fc.property(
      fc.array(fc.record({ gap: fc.nat(3_000), level: fc.constantFrom(10, 35, 60, 70) }), { maxLength: 150 }),
      fc.integer({ min: 1, max: 600 }),
      (drawn, boardWords) => {
        let at = T0;
        const entries = drawn.map((d, i) => ({ word: words(i + 1)[i]!, level: d.level, at: (at += d.gap) }));
        const v = solverSignals(round(entries, boardWords));
        return v.flagged === v.score >= 1 && v.flagged === v.reasons.length > 0;
      },
    ));
  });

  it("flags a match when any of its rounds is flagged, with every reason seen", () => {
    const clean = { flagged: false, score: 0.4, reasons: [] };
    expect(matchVerdict([])).toEqual({ flagged: false, score: 0, reasons: [] });
    expect(matchVerdict([clean, clean])).toEqual({ flagged: false, score: 0.4, reasons: [] });
    expect(matchVerdict([clean, { flagged: true, score: 2, reasons: ["rare_words"] }, { flagged: true, score: 1.5, reasons: ["rare_words", "word_rate"] }]))
      .toEqual({ flagged: true, score: 2, reasons: ["rare_words", "word_rate"] });
  });
});
