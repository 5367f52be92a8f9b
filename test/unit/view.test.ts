/** What one seat may see: src/table/view.ts, the only place a match becomes a message about the table. */
import { describe, expect, it } from "vitest";
import { createMatch, type MatchState } from "../../src/game/match.ts";
import { DEFAULT_SETTINGS } from "../../src/protocol.ts";
import { resultsView, seatViews, stateView } from "../../src/table/view.ts";

const NOW = 5_000_000;

/** A round in play: Ann found "tear", Bob found "gold", the board also holds "lied". */
function playing(): MatchState {
  const m = createMatch("V".repeat(22), NOW - 60_000, { ...DEFAULT_SETTINGS });
  m.phase = "playing";
  m.round = 1;
  m.host = 0;
  m.board = [..."tearsnipoldeguma"];
  m.endsAt = NOW + 120_000;
  m.nextAt = NOW + 999;
  m.boardWords = 3;
  m.solution = [{ word: "gold", path: [12, 8, 9, 10] }, { word: "lied", path: [9, 6, 11, 10] }, { word: "tear", path: [0, 1, 2, 3] }];
  const seat = (n: number, name: string, word: string) => ({
    seat: n, name, bot: false, level: null, token: `secret-token-${n}-abcdefgh`, connected: true, left: false, done: false,
    ready: false, total: 4, scores: [4], words: [{ word, points: 1, path: m.solution!.find((w) => w.word === word)!.path }],
    rejected: [`${word}x`], sittingOut: false, plan: [],
  });
  m.seats = [seat(0, "Ann", "tear"), seat(1, "Bob", "gold"), {
    ...seat(2, "Robo", "lied"), bot: true, level: "hard", token: null, words: [],
    plan: [{ word: "lied", path: [9, 6, 11, 10], at: NOW + 5_000 }],
  }];
  return m;
}

describe("stateView", () => {
  it("gives a seat its own words and nobody else's, nor the solution, tokens or plans", () => {
    const m = playing();
    const ann = stateView(m, 0, NOW);
    expect(ann.words).toEqual([{ word: "tear", points: 1, path: [0, 1, 2, 3] }]);
    expect(ann.you).toBe(0);
    const text = JSON.stringify(ann);
    for (const secret of ["gold", "lied", "secret-token", "plan", "rejected"]) expect(text).not.toContain(secret);
    const bob = stateView(m, 1, NOW);
    expect(bob.words.map((w) => w.word)).toEqual(["gold"]);
    expect(JSON.stringify(bob)).not.toContain("tear");
    expect(stateView(m, 7, NOW).words).toEqual([]); // a seat that is not there sees no words
  });

  it("copies the board and the word paths, so editing the view cannot touch the match", () => {
    const m = playing();
    const view = stateView(m, 0, NOW);
    view.board![0] = "z";
    view.words[0]!.path.push(99);
    view.settings.rounds = 5;
    expect(m.board![0]).toBe("t");
    expect(m.seats[0]!.words[0]!.path).toEqual([0, 1, 2, 3]);
    expect(m.settings.rounds).toBe(3);
  });

  it("shows the deadline only while playing and the next start only in the review", () => {
    const m = playing();
    expect(stateView(m, 0, NOW)).toMatchObject({
      type: "state", phase: "playing", round: 1, rounds: 3, endsAt: NOW + 120_000, nextAt: null, now: NOW, boardWords: 3, tieBreak: false,
      tableId: "V".repeat(22), settings: DEFAULT_SETTINGS, board: [..."tearsnipoldeguma"],
    });
    m.phase = "review";
    expect(stateView(m, 0, NOW)).toMatchObject({ endsAt: null, nextAt: NOW + 999 });
    m.phase = "lobby";
    m.board = null;
    expect(stateView(m, 0, NOW)).toMatchObject({ endsAt: null, nextAt: null, board: null });
  });
});

describe("seatViews", () => {
  it("shows names, counts, totals and who hosts, never words", () => {
    const m = playing();
    m.seats[1]!.connected = false;
    m.seats[1]!.done = true;
    const views = seatViews(m);
    expect(views).toEqual([
      { seat: 0, name: "Ann", bot: false, host: true, connected: true, count: 1, done: false, ready: false, total: 4, left: false, sittingOut: false },
      { seat: 1, name: "Bob", bot: false, host: false, connected: false, count: 1, done: true, ready: false, total: 4, left: false, sittingOut: false },
      { seat: 2, name: "Robo", bot: true, level: "hard", host: false, connected: true, count: 0, done: false, ready: false, total: 4, left: false, sittingOut: false },
    ]);
  });

  it("always shows a computer player as connected", () => {
    const m = playing();
    m.seats[2]!.connected = false;
    expect(seatViews(m)[2]!.connected).toBe(true);
  });
});

describe("resultsView", () => {
  it("is null before the match has finished, then carries the stored results", () => {
    const m = playing();
    expect(resultsView(m)).toBeNull();
    const standings = [{ seat: 1, name: "Bob", total: 9, rank: 1 }, { seat: 0, name: "Ann", total: 4, rank: 2 }];
    const rounds = [{ seat: 0, scores: [4], metrics: [] }, { seat: 1, scores: [9], metrics: [] }];
    m.results = { finishedAt: NOW, standings, winners: [1], rounds, decidedBy: "rounds", tieBreaks: 0 };
    expect(resultsView(m)).toMatchObject({
      tableId: "V".repeat(22), finishedAt: NOW, settings: DEFAULT_SETTINGS, standings, winners: [1], rounds,
      decidedBy: "rounds", tieBreaks: 0, match: expect.any(Number),
    });
  });
});
