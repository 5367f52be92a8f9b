/**
 * Issue 34: the coach's pure parts. Tips show once each, never in a ranked or arena
 * round, and not after the first rounds; what the device kept is read back safely; the
 * endings tip suggests only words of the board (checked against the solver on a real
 * board), never one already found, and follows each language's endings.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { COACH_ROUNDS, endingsToTry, ENDINGS, isLongPause, markSeen, mayShow, PAUSE_MS, readCoachMemory, TIPS } from "../../src/learn/coach.ts";
import { LANGUAGES } from "../../src/protocol.ts";

test("a tip shows once, never in ranked or arena, and the coach retires after the first rounds", () => {
  let m = readCoachMemory(null);
  expect(m).toEqual({ seen: [], rounds: 0 });
  for (const tip of TIPS) {
    expect(mayShow(m, tip, "table")).toBe(true);
    expect(mayShow(m, tip, "practice")).toBe(true);
    expect(mayShow(m, tip, "ranked")).toBe(false);
    expect(mayShow(m, tip, "arena")).toBe(false);
  }
  m = markSeen(m, "refused");
  expect(mayShow(m, "refused", "table")).toBe(false);
  expect(mayShow(m, "pause", "table")).toBe(true);
  expect(markSeen(m, "refused")).toBe(m);
  expect(mayShow({ seen: [], rounds: COACH_ROUNDS - 1 }, "review", "daily")).toBe(true);
  expect(mayShow({ seen: [], rounds: COACH_ROUNDS }, "review", "daily")).toBe(false);
});

test("what storage gave back is read safely: unknown tips dropped, bad counts zero", () => {
  expect(readCoachMemory({ seen: ["pause", "bogus", 3], rounds: 2.7 })).toEqual({ seen: ["pause"], rounds: 2 });
  expect(readCoachMemory({ seen: "x", rounds: -1 })).toEqual({ seen: [], rounds: 0 });
  expect(readCoachMemory("nonsense")).toEqual({ seen: [], rounds: 0 });
});

test("a pause is long from PAUSE_MS on", () => {
  expect(isLongPause(1000, 1000 + PAUSE_MS - 1)).toBe(false);
  expect(isLongPause(1000, 1000 + PAUSE_MS)).toBe(true);
});

test("endings to try are words of the board (the solver's), not found yet, made from a found word and one of the language's endings", () => {
  const dawg = Dawg.load(readFileSync(new URL("../../dict/build/words.dawg", import.meta.url)));
  // A board with RATE, RATED, RATER, RATES and friends on it.
  const cells = "r a t e x q s d e r i n g b o l".split(" ");
  const onBoard = new Set(solveBoard(dawg, cells, 3).map((w) => w.word));
  expect(onBoard.has("rate")).toBe(true);
  const found = ["rate"];
  const tips = endingsToTry(found, (w) => onBoard.has(w), "en", 4);
  expect(tips.length).toBeGreaterThan(0);
  for (const tip of tips) {
    expect(onBoard.has(tip.word), tip.word).toBe(true);
    expect(found).not.toContain(tip.word);
    expect(ENDINGS.en).toContain(tip.ending);
    expect([tip.base + tip.ending, tip.base.slice(0, -1) + tip.ending]).toContain(tip.word);
  }
  // Once found, a word is no longer suggested.
  const again = endingsToTry([...found, ...tips.map((t) => t.word)], (w) => onBoard.has(w), "en", 4);
  for (const tip of again) expect(tips.map((t) => t.word)).not.toContain(tip.word);
  // Nothing on the board: nothing suggested.
  expect(endingsToTry(found, () => false, "en")).toEqual([]);
});

test("an English word ending in E tries the ending in its place (bake → baking), and other languages use their own endings", () => {
  const words = new Set(["baking", "baker", "bakes"]);
  const tips = endingsToTry(["bake"], (w) => words.has(w), "en", 5).map((t) => t.word).sort();
  expect(tips).toEqual(["baker", "bakes", "baking"]);
  expect(endingsToTry(["haus"], (w) => w === "hauses", "de")).toEqual([{ base: "haus", ending: "es", word: "hauses" }]);
  expect(endingsToTry(["haus"], (w) => w === "hauses", "en")).toEqual([]);
  for (const l of LANGUAGES) expect(ENDINGS[l].length).toBeGreaterThan(0);
});

test("the game page's check before fetching the coach agrees with the coach's own rule", async () => {
  const { coachMayLoad } = await import("../../client/coach/may-load.ts");
  const memories = [
    { seen: [], rounds: 0 }, { seen: ["refused"], rounds: 3 }, { seen: ["refused", "pause"], rounds: 9 }, { seen: [...TIPS], rounds: 0 },
    { seen: [], rounds: COACH_ROUNDS }, { seen: ["pause", "pause", "review"], rounds: 1 },
  ];
  for (const raw of memories) {
    for (const mode of ["table", "ranked", "arena", "daily", "practice", "drill"] as const) {
      const m = readCoachMemory(raw);
      expect(coachMayLoad(JSON.stringify(raw), mode), `${JSON.stringify(raw)} ${mode}`).toBe(TIPS.some((tip) => mayShow(m, tip, mode)));
    }
  }
  expect(coachMayLoad(null, "table")).toBe(true);
});
