/**
 * Computer players against the real dictionary: over many shaken boards each level
 * finds about as many words as the rules page promises, of the kind it promises, and
 * enters them spread over the round like a person would.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureDefaultDictionary } from "../../dict/ensure.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { shakeBoard, type BoardSize } from "../../src/game/board.ts";
import { BOT_PROFILES, planBot, weightedSample, type BotChoice } from "../../src/game/bots.ts";
import { seededRng } from "../../src/game/random.ts";
import type { BotLevel } from "../../src/protocol.ts";

let dawg: Dawg;
beforeAll(async () => {
  dawg = Dawg.load(readFileSync(await ensureDefaultDictionary()));
});

const ROUND = 180_000;

function plans(level: BotLevel, boards = 60, size: BoardSize = 4): BotChoice[][] {
  const rng = seededRng(42);
  const out: BotChoice[][] = [];
  for (let i = 0; i < boards; i++) {
    const board = shakeBoard(size, rng);
    const solution = solveBoard(dawg, board.cells, size === 4 ? 3 : 4);
    if (solution.length < 60) continue; // a thin board limits every player alike
    out.push(planBot(level, solution, (w) => dawg.levelOf(w), ROUND, rng));
  }
  return out;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe("computer players", () => {
  it.each([
    ["easy", 10, 14],
    ["normal", 17, 23],
    ["hard", 30, 40],
  ] as const)("%s finds about its target of words on a lively board", (level, lo, hi) => {
    const counts = plans(level).map((p) => p.length);
    expect(mean(counts)).toBeGreaterThanOrEqual(lo);
    expect(mean(counts)).toBeLessThanOrEqual(hi);
    expect(new Set(counts).size).toBeGreaterThan(1); // counts vary a little from round to round
  });

  it("keeps Easy to everyday words of at most five letters", () => {
    for (const plan of plans("easy")) {
      for (const c of plan) {
        expect(c.word.length).toBeLessThanOrEqual(5);
        expect(dawg.levelOf(c.word)).toBeLessThanOrEqual(20);
      }
    }
  });

  it("has Hard favour long words and Normal stay with common ones", () => {
    const avg = (level: BotLevel) => mean(plans(level).flat().map((c) => c.word.length));
    const longPerRound = (level: BotLevel) => mean(plans(level).map((p) => p.filter((c) => c.word.length >= 6).length));
    expect(avg("hard")).toBeGreaterThan(avg("normal") + 0.3);
    expect(longPerRound("hard")).toBeGreaterThan(3 * longPerRound("normal"));
    for (const c of plans("normal").flat()) expect(dawg.levelOf(c.word)).toBeLessThanOrEqual(BOT_PROFILES.normal.maxLevel);
  });

  it("spreads entries over the round, more of them early, with real paths", () => {
    for (const plan of plans("normal", 20)) {
      const offsets = plan.map((c) => c.offset);
      expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
      expect(offsets[0]!).toBeGreaterThan(0);
      expect(offsets.at(-1)!).toBeLessThan(ROUND);
      expect(new Set(plan.map((c) => c.word)).size).toBe(plan.length);
      for (const c of plan) expect(c.path.length).toBeGreaterThan(0);
    }
    const all = plans("hard", 30).flat().map((c) => c.offset / ROUND);
    const firstHalf = all.filter((x) => x < 0.5).length / all.length;
    expect(firstHalf).toBeGreaterThan(0.55);
  });

  it("is reproducible from a seed, and plans fewer words for less time", () => {
    const solution = solveBoard(dawg, shakeBoard(4, seededRng(7)).cells, 3);
    const a = planBot("hard", solution, (w) => dawg.levelOf(w), ROUND, seededRng(1));
    const b = planBot("hard", solution, (w) => dawg.levelOf(w), ROUND, seededRng(1));
    expect(a).toEqual(b);
    const late = planBot("hard", solution, (w) => dawg.levelOf(w), ROUND / 4, seededRng(1), 0.25);
    expect(late.length).toBeLessThan(a.length);
    expect(late.every((c) => c.offset < ROUND / 4)).toBe(true);
  });

  it("samples without replacement, heavier items first more often", () => {
    const rng = seededRng(3);
    let heavyFirst = 0;
    for (let i = 0; i < 500; i++) {
      const pick = weightedSample(["light", "heavy"], 2, (x) => (x === "heavy" ? 9 : 1), rng);
      expect(new Set(pick).size).toBe(2);
      if (pick[0] === "heavy") heavyFirst++;
    }
    expect(heavyFirst / 500).toBeGreaterThan(0.8);
  });
});
