/**
 * Computer players on the boards players actually get (the game's shake with its floor,
 * every board, thin ones included): each level finds about as many words as the rules
 * page promises, of the kind it promises, with a person's round-to-round spread, and
 * enters them over the round like a person would (shorter words first).
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Dawg } from "../../src/dict/dawg.ts";
import type { BoardSize } from "../../src/game/board.ts";
import { BOT_PROFILES, planBot, roundForm, weightedSample, type BotChoice } from "../../src/game/bots.ts";
import { seededRng } from "../../src/game/random.ts";
import type { BotLevel } from "../../src/protocol.ts";
import { defaultDawg, realBoard, type LevelledWord } from "./real-boards.ts";
import { numRuns } from "./fast-check-seed.ts";
import type { SolvedWord } from "../../src/game/match.ts";

let dawg: Dawg;
beforeAll(async () => {
  dawg = await defaultDawg();
});

const ROUND = 180_000;
// A fifth under `npm run mutate`: the instrumented solver is many times slower.
const BOARDS = numRuns(300);
const boardCache = new Map<string, LevelledWord[]>();

function solution(size: BoardSize, seed: number): LevelledWord[] {
  const key = `${size}:${seed}`;
  let words = boardCache.get(key);
  if (!words) boardCache.set(key, (words = realBoard(dawg, size, seed).words));
  return words;
}

function plan(level: BotLevel, size: BoardSize, seed: number): BotChoice[] {
  return planBot(level, solution(size, seed), (w) => dawg.levelOf(w), ROUND, seededRng(seed + 1_000_000));
}

/** Plans for `BOARDS` consecutive seeded boards. */
function plans(level: BotLevel, size: BoardSize = 4): BotChoice[][] {
  return Array.from({ length: BOARDS }, (_, i) => plan(level, size, i));
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const quantile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil(p * xs.length) - 1]!;
const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe("computer players on real boards", () => {
  it.each([
    ["easy", 4, 11, 13],
    ["normal", 4, 18.5, 21.5],
    ["hard", 4, 33, 37],
    ["easy", 5, 11, 13],
    ["normal", 5, 18.5, 21.5],
    ["hard", 5, 33, 38],
  ] as const)("%s finds about its published count of words a round on the board of side %i", (level, size, lo, hi) => {
    const counts = plans(level, size).map((p) => p.length);
    expect(mean(counts)).toBeGreaterThanOrEqual(lo);
    expect(mean(counts)).toBeLessThanOrEqual(hi);
  });

  it("has a person's spread: Normal's tenth to ninetieth percentile spans at least 14 to 26 words on 4x4", () => {
    const counts = plans("normal").map((p) => p.length);
    expect(quantile(counts, 0.1)).toBeLessThanOrEqual(14);
    expect(quantile(counts, 0.9)).toBeGreaterThanOrEqual(26);
  });

  it("keeps Easy to everyday words (SCOWL ≤ 20) of at most five letters, on every board", () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom<BoardSize>(4, 5), (seed, size) => {
        for (const c of plan("easy", size, seed)) {
          expect(c.word.length).toBeLessThanOrEqual(5);
          expect(dawg.levelOf(c.word)).toBeLessThanOrEqual(20);
        }
      }),
      { numRuns: numRuns(150) },
    );
  });

  it("never has Hard enter a word rarer than SCOWL size 50, nor Normal one rarer than 35", () => {
    fc.assert(
      fc.property(seeds, fc.constantFrom<BoardSize>(4, 5), (seed, size) => {
        for (const c of plan("hard", size, seed)) expect(dawg.levelOf(c.word)).toBeLessThanOrEqual(50);
        for (const c of plan("normal", size, seed)) expect(dawg.levelOf(c.word)).toBeLessThanOrEqual(35);
      }),
      { numRuns: numRuns(150) },
    );
  });

  it("has Hard favour long words: at least 4.4 letters a word on 4x4 and 5.6 on 5x5", () => {
    // 4.4, not more: with 35 words of SCOWL ≤ 50 a round, even taking each board's 35
    // longest known words averages 4.50 letters on 4x4 (docs/bots.md).
    expect(mean(plans("hard", 4).flat().map((c) => c.word.length))).toBeGreaterThanOrEqual(4.4);
    expect(mean(plans("hard", 5).flat().map((c) => c.word.length))).toBeGreaterThanOrEqual(5.6);
  });

  it("has Hard take most of the long words it knows and leave most short ones", () => {
    let longKnown = 0, longTaken = 0, shortKnown = 0, shortTaken = 0;
    for (let seed = 0; seed < BOARDS; seed++) {
      const known = solution(4, seed).filter((w) => w.level <= 50);
      const taken = new Set(plan("hard", 4, seed).map((c) => c.word));
      for (const w of known) {
        if (w.word.length >= 5) { longKnown++; if (taken.has(w.word)) longTaken++; }
        else { shortKnown++; if (taken.has(w.word)) shortTaken++; }
      }
    }
    expect(longTaken / longKnown).toBeGreaterThan(0.85);
    expect(shortTaken / shortKnown).toBeLessThan(0.45);
  });

  it("spreads entries over the round, more of them early, with real paths and no repeats", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const p = plan("normal", 4, seed);
        const offsets = p.map((c) => c.offset);
        expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
        if (p.length) expect(offsets[0]!).toBeGreaterThan(0);
        if (p.length) expect(offsets.at(-1)!).toBeLessThan(ROUND);
        expect(new Set(p.map((c) => c.word)).size).toBe(p.length);
        const onBoard = new Map(solution(4, seed).map((w) => [w.word, w.path]));
        for (const c of p) expect(c.path).toEqual(onBoard.get(c.word));
      }),
      { numRuns: numRuns(100) },
    );
    const all = plans("hard").flat().map((c) => c.offset / ROUND);
    expect(all.filter((x) => x < 0.5).length / all.length).toBeGreaterThan(0.55);
  });

  it("has Easy use its five-letter words too, and Normal prefer the commoner words it knows", () => {
    expect(plans("easy").flat().some((c) => c.word.length === 5)).toBe(true);
    let knownEveryday = 0, known = 0, pickedEveryday = 0, picked = 0;
    for (let seed = 0; seed < BOARDS; seed++) {
      const pool = solution(4, seed).filter((w) => w.level <= 35);
      known += pool.length;
      knownEveryday += pool.filter((w) => w.level <= 20).length;
      const p = plan("normal", 4, seed);
      picked += p.length;
      pickedEveryday += p.filter((c) => dawg.levelOf(c.word) <= 20).length;
    }
    expect(pickedEveryday / picked).toBeGreaterThan(knownEveryday / known + 0.03);
  });

  it("enters shorter words earlier, from the first seconds to near the end of its time", () => {
    let early = 0, late = 0, n = 0;
    for (const p of plans("hard")) {
      const half = Math.floor(p.length / 2);
      if (half === 0) continue;
      early += mean(p.slice(0, half).map((c) => c.word.length));
      late += mean(p.slice(-half).map((c) => c.word.length));
      n++;
    }
    expect(early / n).toBeLessThan(late / n - 0.3);
    const offsets = plans("normal").flat().map((c) => c.offset);
    expect(Math.min(...offsets)).toBeGreaterThanOrEqual(4_000);
    expect(Math.max(...offsets)).toBeGreaterThan(0.85 * ROUND);
    expect(Math.max(...offsets)).toBeLessThanOrEqual(0.92 * ROUND);
    // Taking over a seat with 45 s left, it starts within the first 5% of that time.
    const short = Array.from({ length: 100 }, (_, seed) =>
      planBot("normal", solution(4, seed), (w) => dawg.levelOf(w), 45_000, seededRng(seed), 0.25).map((c) => c.offset)).flat();
    expect(Math.min(...short)).toBeGreaterThanOrEqual(2_250);
    expect(Math.min(...short)).toBeLessThan(3_000);
  });

  it("is reproducible from a seed, and plans fewer words for less time", () => {
    const words = solution(4, 7);
    const a = planBot("hard", words, (w) => dawg.levelOf(w), ROUND, seededRng(1));
    expect(planBot("hard", words, (w) => dawg.levelOf(w), ROUND, seededRng(1))).toEqual(a);
    const late = planBot("hard", words, (w) => dawg.levelOf(w), ROUND / 4, seededRng(1), 0.25);
    expect(late.length).toBeLessThan(a.length);
    expect(late.every((c) => c.offset < ROUND / 4)).toBe(true);
  });
});

describe("round form", () => {
  it("averages 1 with the spread asked for", () => {
    const rng = seededRng(11);
    const logs = Array.from({ length: 20_000 }, () => Math.log(roundForm(BOT_PROFILES.normal.spread, rng)));
    const forms = logs.map(Math.exp);
    expect(mean(forms)).toBeCloseTo(1, 1);
    const m = mean(logs);
    expect(Math.sqrt(mean(logs.map((x) => (x - m) ** 2)))).toBeCloseTo(BOT_PROFILES.normal.spread, 1);
  });
});

describe("weightedSample", () => {
  it("samples without replacement, heavier items first more often", () => {
    const rng = seededRng(3);
    let heavyFirst = 0;
    for (let i = 0; i < 500; i++) {
      const pick = weightedSample(["light", "heavy"], 2, (x) => (x === "heavy" ? 9 : 1), rng);
      expect(new Set(pick).size).toBe(2);
      if (pick[0] === "heavy") heavyFirst++;
    }
    expect(heavyFirst / 500).toBeGreaterThan(0.8);
    expect(heavyFirst / 500).toBeLessThan(0.97); // 9 to 1: the light one still comes first about one time in ten
  });
});

describe("a computer player's order of entry", () => {
  it("always enters a word four letters shorter before a longer one", () => {
    const letters = (i: number) => String.fromCharCode(97 + Math.floor(i / 26)) + String.fromCharCode(97 + (i % 26));
    const solution: SolvedWord[] = [
      ...Array.from({ length: 15 }, (_, i) => ({ word: `${letters(i)}a`, path: [0] })),
      ...Array.from({ length: 15 }, (_, i) => ({ word: `${letters(i)}bcdef`, path: [0] })),
    ];
    for (let seed = 1; seed <= 20; seed++) {
      const plan = planBot("normal", solution, () => 10, 180_000, seededRng(seed));
      const lengths = plan.map((c) => c.word.length);
      expect(lengths.some((n) => n === 3) && lengths.some((n) => n === 7)).toBe(true);
      expect(lengths.lastIndexOf(3)).toBeLessThan(lengths.indexOf(7));
    }
  });
});
