import { describe, expect, it } from "vitest";
import { scoreWord } from "../../src/game/scoring.ts";
import { rankStandings, scoreRound } from "../../src/game/standings.ts";

const w = (n: number) => "a".repeat(n);

describe("scoreWord", () => {
  it("classic: 3–4 → 1, 5 → 2, 6 → 3, 7 → 5, 8+ → 11", () => {
    expect([3, 4, 5, 6, 7, 8, 9, 12].map((n) => scoreWord(w(n), "classic"))).toEqual([1, 1, 2, 3, 5, 11, 11, 11]);
  });
  it("big: no three-letter words, otherwise classic", () => {
    expect([3, 4, 5, 6, 7, 8, 10].map((n) => scoreWord(w(n), "big"))).toEqual([0, 1, 2, 3, 5, 11, 11]);
  });
  it("super big: nine letters and more score two a letter", () => {
    expect([3, 4, 8, 9, 10].map((n) => scoreWord(w(n), "superbig"))).toEqual([0, 1, 11, 18, 20]);
  });
  it("counts qu as two letters", () => {
    expect(scoreWord("quit")).toBe(1);
    expect(scoreWord("quiet")).toBe(2);
  });
});

describe("scoreRound", () => {
  const players = [
    { seat: 0, words: ["tears", "rates", "eat"] },
    { seat: 1, words: ["tears", "stare"] },
    { seat: 2, words: ["eat", "aster"] }, // a computer player's words count the same
  ];

  it("cancels shared words for everyone", () => {
    const [a, b, c] = scoreRound(players);
    expect(a!.words).toEqual([
      { word: "tears", points: 0, shared: true },
      { word: "rates", points: 2, shared: false },
      { word: "eat", points: 0, shared: true },
    ]);
    expect([a!.score, b!.score, c!.score]).toEqual([2, 2, 2]);
  });

  it("scores shared words normally with cancellation off, still marking them", () => {
    const [a] = scoreRound(players, { cancellation: false, penalty: 0, table: "classic" });
    expect(a!.score).toBe(5);
    expect(a!.words[0]).toEqual({ word: "tears", points: 2, shared: true });
  });

  it("takes the penalty for each penalised rejection, and may go below zero", () => {
    const [a, b] = scoreRound([{ seat: 0, words: ["rates"], penalised: 1 }, { seat: 1, words: [], penalised: 3 }], {
      cancellation: true, penalty: 2, table: "classic",
    });
    expect(a!.score).toBe(0);
    expect(b!.score).toBe(-6);
  });

  it("counts a word once per player", () => {
    const [a] = scoreRound([{ seat: 0, words: ["rates", "rates"] }]);
    expect(a!.score).toBe(2);
  });
});

describe("rankStandings", () => {
  it("reproduces the score-sheet worked example: Anna 18, Ben 18, Cara 17 → 1, 1, 3", () => {
    const rounds = { Anna: [7, 5, 6], Ben: [4, 9, 5], Cara: [6, 3, 8] };
    const players = Object.entries(rounds).map(([name, s], seat) => ({ seat, name, total: s.reduce((a, b) => a + b, 0) }));
    const { standings, winners } = rankStandings(players);
    expect(standings.map((s) => [s.name, s.total, s.rank])).toEqual([["Anna", 18, 1], ["Ben", 18, 1], ["Cara", 17, 3]]);
    expect(winners).toEqual([0, 1]);
  });

  it("places leavers last whatever their total, and they never win", () => {
    const { standings, winners } = rankStandings([
      { seat: 0, name: "A", total: 30, left: true },
      { seat: 1, name: "B", total: 4 },
      { seat: 2, name: "C", total: 9 },
    ]);
    expect(standings.map((s) => [s.seat, s.rank])).toEqual([[2, 1], [1, 2], [0, 3]]);
    expect(winners).toEqual([2]);
  });

  it("shares every tied place, not only the first", () => {
    const { standings } = rankStandings([5, 3, 3, 3, 1].map((total, seat) => ({ seat, name: String(seat), total })));
    expect(standings.map((s) => s.rank)).toEqual([1, 2, 2, 2, 5]);
  });

  it("are ranked among themselves by total, after everyone who stayed", () => {
    const { standings, winners } = rankStandings([
      { seat: 0, name: "Ann", total: 5 },
      { seat: 1, name: "Bob", total: 3, left: true },
      { seat: 2, name: "Cy", total: 7, left: true },
    ]);
    expect(standings.map((s) => [s.seat, s.rank])).toEqual([[0, 1], [2, 2], [1, 3]]);
    expect(winners).toEqual([0]);
  });

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
