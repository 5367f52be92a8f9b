/**
 * Solo practice's round and personal bests, in plain Node with the real dictionary: the
 * same rules as a table (src/game) under solitaire scoring, and bests that only move up.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { ensureDefaultDictionary } from "../../dict/ensure.ts";
import { DEFAULT_BOARD_FLOOR } from "../../src/game/board.ts";
import { seededRng } from "../../src/game/random.ts";
import { scoreWord } from "../../src/game/scoring.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { personalBest, recordResult } from "../../client/solo/bests.ts";
import { practiceSettings } from "../../client/solo/options.ts";
import { enterPractice, newPracticeRound, practiceResult, type PracticeDictionary, type PracticeRound } from "../../client/solo/practice.ts";
import { COUNTDOWN_MS } from "../../src/protocol.ts";

let dict: PracticeDictionary;
beforeAll(async () => {
  const dawg = Dawg.load(readFileSync(await ensureDefaultDictionary()));
  dict = { has: (w) => dawg.has(w), solve: (cells, min) => solveBoard(dawg, cells, min) };
});

/** A fixed board: row-major 4×4 (or any square) from a string of single letters. */
function roundOn(letters: string, table: PracticeRound["rules"]["table"], minLength: number): PracticeRound {
  const cells = [...letters];
  const size = Math.sqrt(cells.length) as 4 | 5 | 6;
  return { language: "en", board: { size, cells }, minLength, rules: { cancellation: false, penalty: 0, table }, solution: dict.solve(cells, minLength), words: [], startsAt: 0, endsAt: 0, roundMs: 0 };
}

describe("a practice round", () => {
  test.each([4, 5, 6] as const)("a board of side %i is live (the tables' floor) and its solution is the solver's", (size) => {
    const round = newPracticeRound(dict, practiceSettings(size, "quick"), seededRng(size), 1000);
    expect(round.board.cells).toHaveLength(size * size);
    expect(round.minLength).toBe(size === 4 ? 3 : 4);
    expect(round.rules).toEqual({ cancellation: false, penalty: 0, table: size === 4 ? "classic" : size === 5 ? "big" : "superbig" });
    expect(round.solution.length).toBeGreaterThanOrEqual(DEFAULT_BOARD_FLOOR[size]);
    expect(round.solution.map((w) => w.word)).toEqual(dict.solve(round.board.cells, round.minLength).map((w) => w.word));
    expect(round.startsAt).toBe(1000 + COUNTDOWN_MS); // a 3-2-1 first, then the full time
    expect(round.endsAt).toBe(round.startsAt + (size === 6 ? 120_000 : 90_000));
  });

  test("typed and dragged words go through the table's rules, with reasons", () => {
    const round = roundOn("catsxxxxxxxxxxxx", "classic", 3);
    expect(enterPractice(round, dict, { word: "CATS " })).toMatchObject({ ok: true, word: "cats", points: 1, path: [0, 1, 2, 3] });
    expect(enterPractice(round, dict, { path: [0, 1, 2] })).toMatchObject({ ok: true, word: "cat", points: 1 });
    expect(enterPractice(round, dict, { word: "cat" })).toMatchObject({ ok: false, reason: "already_found" });
    expect(enterPractice(round, dict, { word: "dog" })).toMatchObject({ ok: false, reason: "not_on_board" });
    expect(enterPractice(round, dict, { word: "ca" })).toMatchObject({ ok: false, reason: "too_short" });
    expect(enterPractice(round, dict, { path: [1, 2, 3] })).toMatchObject({ ok: false, reason: "not_a_word" });
    expect(round.words.map((w) => w.word)).toEqual(["cats", "cat"]);
  });

  test("the result is solitaire scoring: every word scores, and the longest word is kept", () => {
    const round = newPracticeRound(dict, practiceSettings(4, "normal"), seededRng(7), 0);
    const picks = round.solution.slice(0, 6);
    for (const w of picks) expect(enterPractice(round, dict, { word: w.word, path: w.path }).ok).toBe(true);
    const longest = picks.reduce((a, w) => (w.word.length > a.length ? w.word : a), "");
    expect(practiceResult(round)).toEqual({ points: picks.reduce((n, w) => n + scoreWord(w.word, "classic"), 0), words: 6, longest });
  });

  test("Super Big scoring on 6×6: nine letters or more score two points a letter", () => {
    // "intere" along the top row, then "sting" back along the second from its end.
    const round = roundOn("intere" + "gnitsx" + "x".repeat(24), "superbig", 4);
    const v = enterPractice(round, dict, { word: "interesting" });
    expect(v).toMatchObject({ ok: true, points: 22 });
    expect(practiceResult(round).points).toBe(22);
  });
});

describe("personal bests", () => {
  const memory = (): Storage => {
    const m = new Map<string, string>();
    return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k), clear: () => m.clear(), key: () => null, length: 0 };
  };

  test("each figure is its own record, per board size, and only moves up", () => {
    const s = memory();
    expect(personalBest(4, s)).toBeNull();
    expect(recordResult(4, { points: 10, words: 6, longest: "cats" }, s)).toEqual({ points: true, words: true, longest: true });
    expect(recordResult(4, { points: 8, words: 9, longest: "dog" }, s)).toEqual({ points: false, words: true, longest: false });
    expect(recordResult(4, { points: 8, words: 2, longest: "planet" }, s)).toEqual({ points: false, words: false, longest: true });
    expect(personalBest(4, s)).toEqual({ points: 10, words: 9, longest: "planet" });
    expect(personalBest(5, s)).toBeNull();
    expect(recordResult(5, { points: 0, words: 0, longest: "" }, s)).toEqual({ points: false, words: false, longest: false });
    expect(personalBest(5, s)).toBeNull();
  });

  test("a garbled record or no storage at all never throws", () => {
    const s = memory();
    s.setItem("baffle.best.4x4", "{not json");
    expect(personalBest(4, s)).toBeNull();
    expect(recordResult(4, { points: 3, words: 1, longest: "cat" }, null)).toEqual({ points: true, words: true, longest: true });
  });
});
