/**
 * A round's "Best words of the board" (src/arena/top-lists.ts `bestWords`, issue 33 item 1):
 * the longest words found, as the arena scores them, the rarer first among equals; never
 * the short words most players found. Checked against a list ordered here by hand and
 * over random rounds against a plain sort.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { numRuns } from "./fast-check-seed.ts";
import { bestWords } from "../../src/arena/top-lists.ts";
import { arenaPoints } from "../../src/arena/results.ts";

describe("the round's best words", () => {
  it("puts the longest found first, even among words that score alike, and the rarer among equals", () => {
    // Eight letters and more all score 11: the nine-letter word still comes first.
    const counts = { cat: 40, dog: 35, tea: 30, destines: 2, detainees: 3, stained: 1, instead: 4, sated: 9 };
    const best = bestWords(counts, {}, arenaPoints);
    expect(best.map((b) => b.word)).toEqual(["detainees", "destines", "stained", "instead", "sated"]);
    expect(best.map((b) => b.points)).toEqual([11, 11, 5, 5, 2]);
    expect(best.map((b) => b.found)).toEqual([3, 2, 1, 4, 9]);
  });

  it("over random rounds: no word left out is longer or scores more than one kept", () => {
    const word = fc.stringMatching(/^[a-e]{3,11}$/);
    fc.assert(
      fc.property(fc.dictionary(word, fc.integer({ min: 0, max: 50 }), { maxKeys: 30 }), (counts) => {
        const best = bestWords(counts, {}, arenaPoints);
        const found = Object.entries(counts).filter(([, n]) => n > 0);
        expect(best.length).toBe(Math.min(5, found.length));
        const kept = new Set(best.map((b) => b.word));
        const shortestKept = Math.min(...best.map((b) => b.word.length));
        for (const [w] of found) if (!kept.has(w)) expect(w.length).toBeLessThanOrEqual(shortestKept);
        for (let i = 1; i < best.length; i++) expect(best[i]!.word.length).toBeLessThanOrEqual(best[i - 1]!.word.length);
      }),
      { numRuns: numRuns(200) },
    );
  });
});
