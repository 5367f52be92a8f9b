/**
 * Issue 26, row 6: the review showed only 10 of the 90 words nobody found, with no way to
 * see the rest. `roundEnd` carries the board's whole solution too (`solution`, words
 * only, everyday words longest first, then rare ones, marked), so the client can show all
 * of it as practice does; the results page keeps the ten unfound.
 */
import { describe, expect, it } from "vitest";
import { applySettings, type MatchState, type SolvedWord } from "../../src/game/match.ts";
import { UNFOUND_SHOWN } from "../../src/game/match-state.ts";
import { roundListsOf } from "../../src/game/recalculate.ts";
import { NOW, endWith, messagesOf, ok, started, wordsOf } from "./house-rules-helpers.ts";

/** 30 made-up words of 3 to 8 letters; every third one rare (SCOWL 60). */
const SOLUTION: SolvedWord[] = [3, 4, 5, 6, 7, 8].flatMap((n) => wordsOf(n, 5, `w${n}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)))
  .map((word, i) => ({ word, path: [0, 1, 2], level: i % 3 === 0 ? 60 : 20 }));
const RARE = new Set(SOLUTION.filter((w) => (w.level ?? 0) > 50).map((w) => w.word));

function playedOn(solution: SolvedWord[], found: Record<number, string[]>): MatchState {
  const s = started(["Ann", "Bob"], { rounds: 2 });
  s.solution = solution;
  s.boardWords = solution.length;
  return endWith(s, found).state;
}

describe("the whole solution in the review", () => {
  it("lists every word of the board once, found or not: everyday ones longest first, then rare ones, marked", () => {
    const found = { 0: [SOLUTION[5]!.word, SOLUTION[29]!.word], 1: [SOLUTION[29]!.word, SOLUTION[12]!.word] };
    const review = playedOn(SOLUTION, found).lastRound!;
    const words = review.solution!.map((w) => w.word);
    expect(words).toHaveLength(SOLUTION.length);
    // Independently: everyday before rare, then longer before shorter, then A–Z.
    const order = [...SOLUTION].sort((a, b) =>
      Number(RARE.has(a.word)) - Number(RARE.has(b.word)) || b.word.length - a.word.length || (a.word < b.word ? -1 : 1));
    expect(words).toEqual(order.map((w) => w.word));
    for (const w of review.solution!) expect(w.rare === true, w.word).toBe(RARE.has(w.word));
    // The ten unfound are still the first ten of it that nobody found.
    const foundWords = new Set(Object.values(found).flat());
    expect(review.unfound.map((u) => u.word)).toEqual(words.filter((w) => !foundWords.has(w)).slice(0, UNFOUND_SHOWN));
  });

  it("survives a rescore", () => {
    const s = playedOn(SOLUTION, {});
    const rescored = messagesOf(ok(applySettings(s, 0, { cancellation: false }, NOW)), "roundEnd")[0]!;
    expect(rescored.solution).toEqual(s.lastRound!.solution);
    expect(rescored.solution).toHaveLength(SOLUTION.length);
  });

  it("is not kept for the results page, which shows the ten", () => {
    const s = playedOn(SOLUTION, {});
    const [round] = roundListsOf(s);
    expect(round!.unfound).toHaveLength(UNFOUND_SHOWN);
    expect(round!.solution).toBeUndefined();
  });
});
