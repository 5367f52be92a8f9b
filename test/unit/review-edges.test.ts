/**
 * Edges of the round review and the standings: nobody left to win, ties among unfound
 * words, a round ended without a board on record, a stored review without paths.
 */
import { describe, expect, it } from "vitest";
import { draft, endRound, tieBreak } from "../../src/game/match.ts";
import { refreshLastRound } from "../../src/game/recalculate.ts";
import { rankStandings } from "../../src/game/standings.ts";
import { longestUnfound } from "../../src/game/unfound.ts";
import { ctx, endWith, NOW, ok, started, useBoard } from "./house-rules-helpers.ts";

describe("rankStandings", () => {
  it("names no winner when every player left", () => {
    const { standings, winners } = rankStandings([
      { seat: 0, name: "Ann", total: 5, left: true },
      { seat: 1, name: "Bob", total: 3, left: true },
    ]);
    expect(winners).toEqual([]);
    expect(standings.map((s) => [s.seat, s.rank])).toEqual([[0, 1], [1, 2]]);
  });

  it("names no winner for nobody", () => {
    expect(rankStandings([])).toEqual({ standings: [], winners: [] });
  });
});

describe("longestUnfound", () => {
  it("orders words of one length alphabetically, whatever order they come in", () => {
    const solution = ["tens", "pear", "near", "lend", "dent"].map((word, i) => ({ word, path: [i], level: 10 }));
    expect(longestUnfound(solution, new Set(["pear"])).map((w) => w.word)).toEqual(["dent", "lend", "near", "tens"]);
    expect(longestUnfound([...solution].reverse(), new Set()).map((w) => w.word)).toEqual(["dent", "lend", "near", "pear", "tens"]);
  });
});

describe("a round ended with no board on record", () => {
  it("reviews an empty board with no unfound words", () => {
    const s = draft(started(["Ann", "Bob"]));
    s.board = null;
    s.solution = null;
    s.boardWords = null;
    const effects = endRound(s, NOW);
    expect(s.phase).toBe("review");
    expect(s.lastRound).toMatchObject({ board: [], boardWords: 0, unfound: [] });
    expect(effects[0]!.msg).toBe(s.lastRound);
  });
});

describe("refreshLastRound", () => {
  it("gives a word an empty path when the stored review has none for it", () => {
    const review = endWith(started(["Ann", "Bob"]), { 0: ["tens", "pear"], 1: ["old"] }).state;
    expect(review.lastRound!.players[0]!.words.map((w) => w.path)).toEqual([[0, 0], [0, 1]]);
    // A review stored without Ann's words: the rescored one still lists them, pathless.
    const s = draft(review);
    s.lastRound!.players[0]!.words = [];
    const refreshed = refreshLastRound(s)!;
    expect(refreshed.players[0]!.words.map((w) => [w.word, w.path])).toEqual([["tens", []], ["pear", []]]);
    expect(refreshed.players[1]!.words.map((w) => [w.word, w.path])).toEqual([["old", [1, 0]]]);
  });
});

describe("metrics of a tie-break", () => {
  it("mark the tie-break round as one, for the tied players", () => {
    const s = endWith(started(["Ann", "Bob"], { rounds: 1 }), { 0: ["tens"], 1: ["old"] }).state;
    const tb = useBoard(ok(tieBreak(s, 0, ctx())).state);
    const end = endWith(tb, { 0: ["tens"] }).state;
    expect(end.results!.decidedBy).toBe("tieBreak");
    const ann = end.results!.rounds.find((r) => r.seat === 0)!;
    expect(ann.metrics.map((m) => [m.round, m.tieBreak])).toEqual([[1, false], [2, true]]);
  });
});
