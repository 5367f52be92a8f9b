/**
 * Issue 26, row 6: the review showed only 10 of the 90 words nobody found, with no way to
 * see the rest. `roundEnd` carries the rest too (`moreUnfound`, words only, in the same
 * order: everyday words longest first, then rare ones, marked), so the client can show the
 * whole solution; the results page keeps its ten.
 */
import { describe, expect, it } from "vitest";
import { applySettings, type MatchState, type SolvedWord } from "../../src/game/match.ts";
import { UNFOUND_SHOWN } from "../../src/game/match-state.ts";
import { roundListsOf } from "../../src/game/recalculate.ts";
import { NOW, endWith, messagesOf, ok, started, wordsOf } from "./house-rules-helpers.ts";

/** 30 made-up words of 3 to 8 letters; every third one rare (SCOWL 60). */
const SOLUTION: SolvedWord[] = [3, 4, 5, 6, 7, 8].flatMap((n) => wordsOf(n, 5, `w${n}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!)))
  .map((word, i) => ({ word, path: [0, 1, 2], level: i % 3 === 0 ? 60 : 20 }));

function playedOn(solution: SolvedWord[], found: Record<number, string[]>): MatchState {
  const s = started(["Ann", "Bob"], { rounds: 2 });
  s.solution = solution;
  s.boardWords = solution.length;
  return endWith(s, found).state;
}

describe("the whole solution in the review", () => {
  it("lists every word nobody found once, after the ten shown, everyday ones longest first, then rare ones marked", () => {
    const found = { 0: [SOLUTION[5]!.word, SOLUTION[29]!.word], 1: [SOLUTION[29]!.word, SOLUTION[12]!.word] };
    const review = playedOn(SOLUTION, found).lastRound!;
    const shown = [...review.unfound.map((u) => u.word), ...(review.moreUnfound ?? []).map((u) => u.word)];
    expect(review.unfound).toHaveLength(UNFOUND_SHOWN);
    const foundWords = new Set(Object.values(found).flat());
    const expected = SOLUTION.filter((w) => !foundWords.has(w.word));
    expect([...shown].sort()).toEqual(expected.map((w) => w.word).sort());
    expect(new Set(shown).size).toBe(shown.length);
    // Everyday words first, longest first (then alphabetically); rare ones after, marked.
    const rare = new Set(SOLUTION.filter((w) => (w.level ?? 0) > 50).map((w) => w.word));
    const order = [...expected].sort((a, b) =>
      Number(rare.has(a.word)) - Number(rare.has(b.word)) || b.word.length - a.word.length || (a.word < b.word ? -1 : 1));
    expect(shown).toEqual(order.map((w) => w.word));
    for (const u of review.moreUnfound!) expect(u.rare === true).toBe(rare.has(u.word));
  });

  it("is empty when ten or fewer words were left, and survives a rescore", () => {
    const few = playedOn(SOLUTION.slice(0, 12), { 0: [SOLUTION[0]!.word, SOLUTION[1]!.word] }).lastRound!;
    expect(few.unfound).toHaveLength(10);
    expect(few.moreUnfound).toEqual([]);
    const s = playedOn(SOLUTION, {});
    const rescored = messagesOf(ok(applySettings(s, 0, { cancellation: false }, NOW)), "roundEnd")[0]!;
    expect(rescored.moreUnfound).toEqual(s.lastRound!.moreUnfound);
    expect(rescored.moreUnfound).toHaveLength(SOLUTION.length - UNFOUND_SHOWN);
  });

  it("is not kept for the results page, which shows the ten", () => {
    const s = playedOn(SOLUTION, {});
    const [round] = roundListsOf(s);
    expect(round!.unfound).toHaveLength(UNFOUND_SHOWN);
    expect(round!.moreUnfound).toBeUndefined();
  });
});
