/**
 * "Longest words nobody found" on real boards: words of SCOWL size 50 or less come
 * first, longest first (one length in alphabetical order); rarer words only fill places
 * nothing commoner is left for, and they are marked.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Dawg } from "../../src/dict/dawg.ts";
import type { BoardSize } from "../../src/game/board.ts";
import { UNFOUND_SHOWN } from "../../src/game/match-state.ts";
import { longestUnfound } from "../../src/game/unfound.ts";
import { defaultDawg, realBoard } from "./real-boards.ts";
import { numRuns } from "./fast-check-seed.ts";

let dawg: Dawg;
beforeAll(async () => {
  dawg = await defaultDawg();
});

describe("longestUnfound", () => {
  it("lists common words longest first, then rare ones only to fill the list, marked rare", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom<BoardSize>(4, 5),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, size, foundShare) => {
          const { words } = realBoard(dawg, size, seed);
          // Players found a share of the board, from the start of the alphabet.
          const found = new Set(words.slice(0, Math.floor(words.length * foundShare)).map((w) => w.word));
          const list = longestUnfound(words, found);
          const left = words.filter((w) => !found.has(w.word));
          const commonLeft = left.filter((w) => dawg.levelOf(w.word) <= 50);
          expect(list).toHaveLength(Math.min(UNFOUND_SHOWN, left.length));
          for (const u of list) {
            expect(found.has(u.word)).toBe(false);
            expect(u.rare === true).toBe(dawg.levelOf(u.word) > 50);
          }
          const firstRare = list.findIndex((u) => u.rare);
          if (firstRare >= 0) {
            expect(list.slice(firstRare).every((u) => u.rare)).toBe(true);
            expect(firstRare).toBe(commonLeft.length); // every common word left is shown first
          }
          for (let i = 1; i < list.length; i++) {
            const [a, b] = [list[i - 1]!, list[i]!];
            if (a.rare !== b.rare) continue;
            expect(b.word.length).toBeLessThanOrEqual(a.word.length);
            if (b.word.length === a.word.length) expect(a.word < b.word).toBe(true);
          }
          // The common words shown are the longest common ones left.
          const shownCommon = list.filter((u) => !u.rare);
          const longestCommon = commonLeft.map((w) => w.word.length).sort((a, b) => b - a).slice(0, shownCommon.length);
          expect(shownCommon.map((u) => u.word.length)).toEqual(longestCommon);
        },
      ),
      { numRuns: numRuns(200) },
    );
  });

  it("treats a word without a level (a round stored before levels were kept) as common", () => {
    expect(longestUnfound([{ word: "zoa", path: [0, 1, 2] }, { word: "tears", path: [3, 4, 5, 6, 7] }], new Set())).toEqual([
      { word: "tears", path: [3, 4, 5, 6, 7] },
      { word: "zoa", path: [0, 1, 2] },
    ]);
    expect(longestUnfound([{ word: "snath", path: [1], level: 70 }, { word: "tea", path: [2], level: 10 }], new Set())).toEqual([
      { word: "tea", path: [2] },
      { word: "snath", path: [1], rare: true },
    ]);
  });

  it("orders words of one length alphabetically, whatever order they come in", () => {
    const solution = ["tens", "pear", "near", "lend", "dent"].map((word, i) => ({ word, path: [i], level: 10 }));
    expect(longestUnfound(solution, new Set(["pear"])).map((w) => w.word)).toEqual(["dent", "lend", "near", "tens"]);
    expect(longestUnfound([...solution].reverse(), new Set()).map((w) => w.word)).toEqual(["dent", "lend", "near", "pear", "tens"]);
  });
});
