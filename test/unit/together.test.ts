/**
 * Playing together: one list for the team, each word credited once to whoever found it
 * first; stars at fixed shares of the board's points; a family of computer players earns
 * the first star on nine boards in ten of every size (the tuning the module states).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planBot } from "../../src/game/bots.ts";
import { seededRng } from "../../src/game/random.ts";
import { defaultTable } from "../../src/game/rules.ts";
import { contributions, matchStars, pointsOf, STAR_SHARES, starPointsOf, starsFor, teamList, teamScore } from "../../src/game/together.ts";
import { numRuns } from "./fast-check-seed.ts";
import { defaultDawg, realBoard } from "./real-boards.ts";

describe("the team's list", () => {
  it("keeps each word once, credited to whoever entered it first, in the order found", () => {
    const list = teamList([
      { word: "tear", seat: 1, at: 500 }, { word: "rate", seat: 0, at: 300 },
      { word: "tear", seat: 0, at: 200 }, { word: "tare", seat: 2, at: 300 },
    ]);
    expect(list).toEqual([
      { word: "tear", seat: 0, at: 200 }, { word: "rate", seat: 0, at: 300 }, { word: "tare", seat: 2, at: 300 },
    ]);
  });

  it("breaks a tie in time by the lower seat", () => {
    expect(teamList([{ word: "ox", seat: 3, at: 10 }, { word: "ox", seat: 1, at: 10 }])).toEqual([{ word: "ox", seat: 1, at: 10 }]);
  });

  it("scores every word once, never cancelled, and credits its points to its finder", () => {
    const team = teamList([
      { word: "tears", seat: 0, at: 1 }, { word: "tears", seat: 1, at: 2 }, { word: "rat", seat: 1, at: 3 },
    ]);
    expect(pointsOf(team.map((w) => w.word), "classic")).toBe(3);
    expect(contributions(team, "classic")).toEqual(new Map([[0, { words: 1, points: 2 }], [1, { words: 1, points: 1 }]]));
  });

  it("a word entered by several teammates still counts once (property)", () => {
    fc.assert(fc.property(
      fc.array(fc.record({ word: fc.constantFrom("tea", "tear", "tears", "treated", "rate"), seat: fc.nat(7), at: fc.nat(1000) })),
      (entries) => {
        const list = teamList(entries);
        expect(new Set(list.map((w) => w.word)).size).toBe(list.length);
        expect(new Set(list.map((w) => w.word))).toEqual(new Set(entries.map((e) => e.word)));
        for (const w of list) expect(entries.every((e) => e.word !== w.word || e.at >= w.at)).toBe(true);
      },
    ), { numRuns: numRuns(200) });
  });
});

describe("stars", () => {
  it("are earned at the shares of the board's points, rounded up", () => {
    // 4×4: a fifth, 35% and 55% of 100 points.
    expect(starPointsOf(4, 100)).toEqual([20, 35, 55]);
    expect([19, 20, 34, 35, 54, 55, 100].map((p) => starsFor(4, p, 100))).toEqual([0, 1, 1, 2, 2, 3, 3]);
    expect(starPointsOf(5, 101)).toEqual([13, 23, 41]);
    expect(starPointsOf(6, 10)).toEqual([1, 2, 3]);
  });

  it("never fall as the team finds more, and a board with no points gives none", () => {
    fc.assert(fc.property(fc.constantFrom(4, 5, 6), fc.nat(2000), fc.nat(2000), fc.integer({ min: 1, max: 3000 }), (size, a, b, board) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(starsFor(size as 4 | 5 | 6, lo, board)).toBeLessThanOrEqual(starsFor(size as 4 | 5 | 6, hi, board));
    }), { numRuns: numRuns(300) });
    expect(starsFor(4, 10, 0)).toBe(0);
  });

  it("ask more of a team on each step, on every board size", () => {
    for (const shares of Object.values(STAR_SHARES)) {
      expect(shares[0]).toBeGreaterThan(0);
      expect(shares[0]).toBeLessThan(shares[1]);
      expect(shares[1]).toBeLessThan(shares[2]);
      expect(shares[2]).toBeLessThan(100);
    }
  });

  it("of a match: per round, in all, and the team's best round", () => {
    const r = (stars: 0 | 1 | 2 | 3, points: number) => ({ stars, points, boardPoints: 100, starPoints: [20, 35, 55] as [number, number, number] });
    expect(matchStars([r(1, 25), r(2, 40), r(2, 44), r(0, 3)])).toEqual({ perRound: [1, 2, 2, 0], total: 5, best: 2 });
    expect(matchStars([])).toEqual({ perRound: [], total: 0, best: null });
  });

  it("of a match: stars before points, and of two rounds equal in both the first is the best", () => {
    const r = (stars: 0 | 1 | 2 | 3, points: number) => ({ stars, points, boardPoints: 100, starPoints: [20, 35, 55] as [number, number, number] });
    expect(matchStars([r(2, 40), r(1, 50), r(2, 40)]).best).toBe(0);
    expect(matchStars([r(1, 50), r(2, 40), r(2, 40)]).best).toBe(1);
    expect(matchStars([r(0, 0), r(0, 0)]).best).toBe(0);
  });
});

describe("tuning on real boards", () => {
  it("a family (two Easy and one Normal computer player) earns the first star on about nine boards in ten, rarely all three", async () => {
    const dawg = await defaultDawg();
    for (const size of [4, 5, 6] as const) {
      const table = defaultTable(size);
      let first = 0;
      let third = 0;
      const boards = 40;
      for (let seed = 1; seed <= boards; seed++) {
        const board = realBoard(dawg, size, seed);
        const rng = seededRng(seed * 7);
        const entries = (["easy", "easy", "normal"] as const).flatMap((level, seat) =>
          planBot(level, board.words, (w) => dawg.levelOf(w), 180_000, rng).map((c) => ({ word: c.word, seat, at: c.offset })));
        const score = teamScore(size, teamList(entries), board.words.map((w) => w.word), table);
        if (score.stars >= 1) first++;
        if (score.stars === 3) third++;
      }
      expect(first / boards, `${size}×${size}: first star`).toBeGreaterThanOrEqual(0.75);
      expect(third / boards, `${size}×${size}: three stars`).toBeLessThanOrEqual(0.2);
    }
  });
});
