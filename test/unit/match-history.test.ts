/**
 * Results kept per match at a table over several Play agains: every earlier match
 * (up to KEPT_MATCHES), each under its number with the settings it was played with.
 */
import { describe, expect, it } from "vitest";
import { archiveResults, KEPT_MATCHES, matchNumber, resultsOf } from "../../src/game/match-history.ts";
import { createMatch, type MatchResults, type MatchState } from "../../src/game/match.ts";
import { DEFAULT_SETTINGS } from "../../src/protocol.ts";

const results = (finishedAt: number): MatchResults => ({
  finishedAt, standings: [], winners: [0], rounds: [], decidedBy: "rounds", tieBreaks: 0,
});

/** A table that has finished `n` matches, match k at time k, with k rounds, each archived. */
function afterMatches(n: number): MatchState {
  const s = createMatch("T".repeat(22), 0, { ...DEFAULT_SETTINGS });
  for (let k = 1; k <= n; k++) {
    s.settings = { ...s.settings, rounds: k };
    s.results = results(k);
    archiveResults(s);
  }
  return s;
}

describe("archiveResults", () => {
  it("keeps every earlier match, each with its number and settings", () => {
    const s = afterMatches(3);
    expect(matchNumber(s)).toBe(4);
    expect(s.results).toBeNull();
    expect(s.pastResults!.map((r) => [r.match, r.finishedAt, r.settings.rounds])).toEqual([[1, 1, 1], [2, 2, 2], [3, 3, 3]]);
    expect(resultsOf(s, 1)).toMatchObject({ match: 1, finishedAt: 1 });
    expect(resultsOf(s, 2)).toMatchObject({ match: 2, finishedAt: 2 });
    expect(resultsOf(s)).toMatchObject({ match: 3, finishedAt: 3 });
  });

  it("keeps only the latest KEPT_MATCHES", () => {
    const s = afterMatches(KEPT_MATCHES + 2);
    expect(s.pastResults).toHaveLength(KEPT_MATCHES);
    expect(s.pastResults![0]!.match).toBe(3);
    expect(s.pastResults!.at(-1)!.match).toBe(KEPT_MATCHES + 2);
    expect(resultsOf(s, 2)).toBeNull();
    expect(resultsOf(s, 3)).toMatchObject({ finishedAt: 3 });
  });

  it("files nothing for a match that did not finish, but still numbers the next", () => {
    const s = afterMatches(1);
    archiveResults(s);
    expect(matchNumber(s)).toBe(3);
    expect(s.pastResults!.map((r) => r.match)).toEqual([1]);
    expect(resultsOf(s, 2)).toBeNull();
  });
});

describe("round lists in the results", () => {
  it("come with the current match and the latest archived one, not with older ones", () => {
    const s = createMatch("T".repeat(22), 0, { ...DEFAULT_SETTINGS });
    const round = (board: string) => ({
      round: 1, size: 4 as const, tieBreak: false, players: [],
      shown: { board: Array<string>(16).fill(board), boardWords: 7, unfound: [], paths: [] },
    });
    for (const letter of ["a", "b"]) {
      s.played = [round(letter)];
      s.results = results(1);
      expect(resultsOf(s)!.roundLists!.map((r) => [r.board[0], r.boardWords])).toEqual([[letter, 7]]);
      archiveResults(s);
    }
    expect(s.pastResults!.map((r) => r.roundLists?.[0]?.board[0])).toEqual([undefined, "b"]);
    expect(resultsOf(s)!.roundLists).toHaveLength(1);
  });
});

describe("resultsOf", () => {
  it("is null at a table that has finished nothing", () => {
    const s = createMatch("T".repeat(22), 0, { ...DEFAULT_SETTINGS });
    expect(resultsOf(s)).toBeNull();
    expect(resultsOf(s, 1)).toBeNull();
  });

  it("finds the current match's results by number, and not another's", () => {
    const s = afterMatches(2);
    s.results = results(30);
    expect(resultsOf(s, 3)).toMatchObject({ match: 3, finishedAt: 30 });
    expect(resultsOf(s, 1)).toMatchObject({ match: 1, finishedAt: 1 });
    expect(resultsOf(s, 4)).toBeNull();
  });
});
