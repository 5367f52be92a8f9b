import { describe, expect, it } from "vitest";
import { FAIR_PLAY_LIMITS as L } from "../../src/game/fair-play.ts";
import type { Effect, GameDictionary, MatchState } from "../../src/game/match.ts";
import { arrive, createRankedMatch } from "../../src/game/ranked.ts";
import { RANKED_AWAY_MS, awayWake, dropAway } from "../../src/game/ranked-away.ts";
import { pastAbortPoint, rankedOutcome, watchRanked } from "../../src/game/ranked-watch.ts";
import { seededRng } from "../../src/game/random.ts";
import { TABLE_RULES, disconnect, join, markDone } from "../../src/game/match.ts";
import { everyoneDone, finishMatch } from "../../src/game/rounds.ts";
import { COUNTDOWN_MS } from "../../src/protocol.ts";

const solution = Array.from({ length: 60 }, (_, i) => ({ word: `w${String(i).padStart(2, "0")}x`, path: [0, 1, 2] }));
const dict: GameDictionary = { has: () => true, levelOf: () => 20, solve: () => solution };
const T0 = 2_000_000;
const ctx = (now: number) => ({ now, rng: seededRng(3), dict, rules: TABLE_RULES });
const seats = ["Ann", "Bob", "Cy"].map((name, i) => ({ playerId: `p${i}`, name, token: `token-${i}-abcdefghijklmnop` }));

/** A ranked match of `n` players, everyone arrived, round 1 under way, watched. */
function playing(n = 2): MatchState {
  let m = createRankedMatch("t", T0, seats.slice(0, n));
  for (let seat = 0; seat < n; seat++) {
    const out = arrive(m, seat, ctx(T0 + 10));
    if (!out.ok) throw new Error(out.code);
    m = out.state;
    m.seats[seat]!.connected = true;
    watchRanked(m, out.effects);
  }
  expect(m.phase).toBe("playing");
  return m;
}

function enter(m: MatchState, seat: number, word: string, at: number): void {
  m.seats[seat]!.words.push({ word, points: 1, path: [0, 1, 2], at });
  watchRanked(m, []);
}

const roundEnd = (m: MatchState): Effect => ({ to: "all", msg: { ...m.lastRound!, type: "roundEnd", round: m.round } as never });

describe("a ranked match's abort point", () => {
  it("is reached once two players have each entered a word in the first round", () => {
    const m = playing(3);
    enter(m, 0, "w00x", T0 + 5_000);
    enter(m, 0, "w01x", T0 + 9_000);
    expect(pastAbortPoint(m)).toBe(false);
    enter(m, 2, "w02x", T0 + 9_500);
    expect(pastAbortPoint(m)).toBe(true);
    expect(m.ranked!.watch!.entered).toEqual([0, 2]);
  });

  it("blames whoever left before it; once past it nobody is blamed and the match is rated", () => {
    const early = playing();
    enter(early, 0, "w00x", T0 + 5_000);
    early.seats[1]!.left = true;
    finishMatch(early, T0 + 6_000);
    watchRanked(early, []);
    expect(rankedOutcome(early)).toEqual({ unrated: "aborted", abortedBy: ["p1"], flagged: [] });

    const late = playing();
    enter(late, 0, "w00x", T0 + 5_000);
    enter(late, 1, "w01x", T0 + 6_000);
    late.seats[1]!.left = true;
    finishMatch(late, T0 + 7_000);
    watchRanked(late, []);
    expect(late.ranked!.watch!.leftEarly).toEqual([]);
    expect(rankedOutcome(late)).toEqual({ unrated: null, abortedBy: [], flagged: [] });
  });

  it("with nobody gone, blames those who entered nothing in the first round (everyone, in an empty match)", () => {
    const one = playing();
    enter(one, 1, "w00x", T0 + 5_000);
    finishMatch(one, T0 + 6_000);
    expect(rankedOutcome(one)).toMatchObject({ unrated: "aborted", abortedBy: ["p0"] });
    const empty = playing();
    finishMatch(empty, T0 + 6_000);
    expect(rankedOutcome(empty)).toMatchObject({ unrated: "aborted", abortedBy: ["p0", "p1"] });
  });

  it("is not reached at a casual table, nor by a ranked record kept before the watch", () => {
    const m = playing();
    enter(m, 0, "w00x", T0 + 5_000);
    enter(m, 1, "w01x", T0 + 6_000);
    expect(pastAbortPoint(m)).toBe(true);
    expect(pastAbortPoint({ ...m, ranked: undefined })).toBe(false);
    expect(pastAbortPoint({ ...m, ranked: { ...m.ranked!, watch: undefined } })).toBe(false);
  });

  it("blames the no-shows of a called-off match", () => {
    const m = createRankedMatch("t", T0, seats);
    m.ranked!.arrived = [1];
    m.ranked!.cancelled = true;
    m.phase = "finished";
    expect(rankedOutcome(m)).toMatchObject({ unrated: "aborted", abortedBy: ["p0", "p2"] });
  });
});

describe("the solver flag at a ranked table", () => {
  it("judges each person's round when it ends, and a flagged player's match is not rated", () => {
    const m = playing();
    const started = m.ranked!.watch!.roundStart!.at;
    expect(started).toBe(T0 + 10 + COUNTDOWN_MS); // the round starts when its 3-2-1 is over
    enter(m, 0, "w00x", started + 20_000);
    for (let i = 1; i <= L.fastCount; i++) enter(m, 1, solution[i]!.word, started + 100 + i * 125);
    m.lastRound = { type: "roundEnd", round: 1 } as never;
    m.solution = solution.map((w) => ({ ...w, level: 20 }));
    watchRanked(m, [roundEnd(m)]);
    watchRanked(m, [roundEnd(m)]); // a repeat judges nothing twice
    expect(m.ranked!.watch!.verdicts.map((v) => [v.seat, v.flagged, v.reasons])).toEqual([[0, false, []], [1, true, ["typing_speed"]]]);
    finishMatch(m, T0 + 200_000);
    expect(rankedOutcome(m)).toEqual({ unrated: "flagged", abortedBy: [], flagged: ["p1"] });
  });
});

describe("an abandoned ranked match", () => {
  it("wakes the table when an away player's minute is up, and puts them out then, not before", () => {
    const m = playing();
    enter(m, 0, "w00x", T0 + 5_000);
    enter(m, 1, "w01x", T0 + 6_000);
    Object.assign(m.seats[1]!, { connected: false, goneSince: T0 + 7_000 });
    expect(awayWake(m)).toBe(T0 + 7_000 + RANKED_AWAY_MS);
    expect(awayWake({ ...m, ranked: undefined })).toBeNull();
    const early = dropAway(m, ctx(T0 + 7_000 + RANKED_AWAY_MS - 1));
    expect(early.ok && early.state).toBe(m);
    const out = dropAway(m, ctx(T0 + 7_000 + RANKED_AWAY_MS));
    if (!out.ok) throw new Error(out.code);
    expect(out.state.phase).toBe("finished");
    expect(out.state.results!.winners).toEqual([0]);
    expect(out.state.seats[1]).toMatchObject({ left: true });
    expect(awayWake(out.state)).toBeNull();
  });

  it("keeps a match of three going with a computer player in the away player's seat", () => {
    const m = playing(3);
    Object.assign(m.seats[2]!, { connected: false, goneSince: T0 });
    const out = dropAway(m, ctx(T0 + RANKED_AWAY_MS));
    if (!out.ok) throw new Error(out.code);
    expect(out.state.phase).toBe("playing");
    expect(out.state.seats[2]).toMatchObject({ left: true, bot: true });
    // Out is out: the computer player in the seat is not waited for again.
    expect(awayWake(out.state)).toBeNull();
    const later = dropAway(out.state, ctx(T0 + 2 * RANKED_AWAY_MS));
    expect(later).toEqual({ ok: true, state: out.state, effects: [], views: false });
  });

  it("changes nothing and sends nothing while nobody's minute is up", () => {
    const m = playing();
    Object.assign(m.seats[1]!, { connected: false, goneSince: T0 });
    expect(dropAway(m, ctx(T0 + RANKED_AWAY_MS - 1))).toEqual({ ok: true, state: m, effects: [], views: false });
  });

  it("counts only people still in the match and without a connection as away", () => {
    const m = playing(3);
    // A player out before the start (a no-show) keeps the time they went, and is not waited for.
    Object.assign(m.seats[2]!, { left: true, connected: false, goneSince: T0 });
    expect(awayWake(m)).toBeNull();
    expect(dropAway(m, ctx(T0 + RANKED_AWAY_MS))).toEqual({ ok: true, state: m, effects: [], views: false });
  });

  it("wakes for the first of several away players to run out of time", () => {
    const m = playing(3);
    Object.assign(m.seats[1]!, { connected: false, goneSince: T0 + 2_000 });
    Object.assign(m.seats[2]!, { connected: false, goneSince: T0 + 1_000 });
    expect(awayWake(m)).toBe(T0 + 1_000 + RANKED_AWAY_MS);
  });

  it("puts the longest away out first: when both players of two are gone, the other one wins and keeps the seat", () => {
    const m = playing();
    Object.assign(m.seats[1]!, { connected: false, goneSince: T0 });
    Object.assign(m.seats[0]!, { connected: false, goneSince: T0 + 1_000 });
    const out = dropAway(m, ctx(T0 + 1_000 + RANKED_AWAY_MS));
    if (!out.ok) throw new Error(out.code);
    expect(out.state.phase).toBe("finished");
    expect(out.state.results!.winners).toEqual([0]);
    expect(out.state.seats[1]).toMatchObject({ left: true });
    // The winner can still come back to see the results.
    expect(out.state.seats[0]).toMatchObject({ left: false, token: m.seats[0]!.token });
    expect(out.effects).toEqual([{ to: "all", msg: expect.objectContaining({ type: "matchEnd", decidedBy: "forfeit", winners: [0] }) }]);
  });
});

describe("the solver flag's inputs at a ranked table", () => {
  /** Round 1 of two players under way on a board of `words`, each of SCOWL size `level`. */
  function board(level: number, words = 40): MatchState {
    const m = playing();
    m.solution = solution.slice(0, words).map((w) => ({ ...w, level }));
    m.boardWords = words;
    return m;
  }
  const endOf = (m: MatchState, round = m.round) => ({ to: "all" as const, msg: { type: "roundEnd", round } as never });

  it("reads each word's rarity from the board's solution", () => {
    // Most of a 40-word board, at a person's pace: close to the share threshold, so rare words tip it.
    const verdictOf = (level: number) => {
      const m = board(level);
      const started = m.ranked!.watch!.roundStart!.at;
      for (let i = 0; i < 34; i++) enter(m, 1, solution[i]!.word, started + 3_000 * (i + 1));
      watchRanked(m, [endOf(m)]);
      return m.ranked!.watch!.verdicts.find((v) => v.seat === 1)!;
    };
    expect(verdictOf(20)).toMatchObject({ flagged: false });
    expect(verdictOf(60)).toMatchObject({ flagged: true, reasons: ["rare_words"] });
  });

  it("leaves out words stored without a time", () => {
    const m = board(20);
    const started = m.ranked!.watch!.roundStart!.at;
    m.seats[1]!.words.push({ word: "w50x", points: 1, path: [0, 1, 2] }); // kept before times were
    for (let i = 1; i <= L.fastCount; i++) enter(m, 1, solution[i]!.word, started + 100 + i * 125);
    watchRanked(m, [endOf(m)]);
    expect(m.ranked!.watch!.verdicts.find((v) => v.seat === 1)).toMatchObject({ flagged: true, reasons: ["typing_speed"] });
  });

  it("judges every round, each once", () => {
    const m = board(20);
    watchRanked(m, [endOf(m)]);
    Object.assign(m, { phase: "playing", round: 2, endsAt: T0 + 900_000 });
    watchRanked(m, [endOf(m, 1)]); // round 1's end again, seen in round 2: judged already
    watchRanked(m, []);
    expect(m.ranked!.watch!.roundStart!.round).toBe(2);
    expect(m.ranked!.watch!.verdicts.map((v) => [v.round, v.seat])).toEqual([[1, 0], [1, 1]]);
    watchRanked(m, [endOf(m, 2)]);
    expect(m.ranked!.watch!.verdicts.map((v) => [v.round, v.seat])).toEqual([[1, 0], [1, 1], [2, 0], [2, 1]]);
  });

  it("judges nothing at a round's end whose start it never saw, nor on a fresh state of the round", () => {
    const m = board(20);
    m.ranked = { ...m.ranked!, watch: { ...m.ranked!.watch!, roundStart: null } };
    m.phase = "review";
    m.endsAt = null;
    watchRanked(m, [endOf(m)]);
    expect(m.ranked!.watch!.verdicts).toEqual([]);
    const playingNow = board(20);
    watchRanked(playingNow, [{ to: 0, msg: { type: "state", round: 1 } as never }]);
    expect(playingNow.ranked!.watch!.verdicts).toEqual([]);
  });
});

describe("what the watch counts", () => {
  it("gives a ranked record kept before the watch its watch, and sees no round start in the lobby", () => {
    const m = createRankedMatch("t", T0, seats.slice(0, 2));
    m.ranked = { ...m.ranked!, watch: undefined };
    watchRanked(m, []);
    expect(m.ranked!.watch).toEqual({ entered: [], leftEarly: [], awayInRound1: [], roundStart: null, verdicts: [] });
    const lobby = createRankedMatch("t", T0, seats.slice(0, 2));
    const before = lobby.ranked;
    watchRanked(lobby, []);
    expect(lobby.ranked).toBe(before);
  });

  it("keeps the ranked record as it was (the same object, so nothing is rewritten) when it sees nothing new", () => {
    const m = playing(3);
    let before = m.ranked;
    watchRanked(m, []);
    expect(m.ranked).toBe(before);
    enter(m, 0, "w00x", T0 + 5_000);
    before = m.ranked;
    enter(m, 0, "w01x", T0 + 5_500); // seat 0 is counted already
    expect(m.ranked).toBe(before);
    enter(m, 1, "w02x", T0 + 6_000);
    before = m.ranked;
    enter(m, 2, "w03x", T0 + 7_000); // past the point
    expect(m.ranked).toBe(before);
  });

  it("keeps who left before the point once it is passed, and not who left as it was reached", () => {
    const m = playing(3);
    m.seats[2]!.left = true;
    enter(m, 0, "w00x", T0 + 5_000);
    enter(m, 1, "w01x", T0 + 6_000);
    expect(m.ranked!.watch!.leftEarly).toEqual([2]);
    const same = playing(3);
    enter(same, 0, "w00x", T0 + 5_000);
    same.seats[2]!.left = true;
    same.seats[1]!.words.push({ word: "w01x", points: 1, path: [0, 1, 2], at: T0 + 6_000 });
    watchRanked(same, []);
    expect(same.ranked!.watch!.entered).toEqual([0, 1]);
    expect(same.ranked!.watch!.leftEarly).toEqual([]);
  });

  it("leaves a casual table alone", () => {
    const m = playing();
    const casual: MatchState = { ...m, ranked: undefined };
    watchRanked(casual, [roundEnd(m)]);
    expect(casual.ranked).toBeUndefined();
  });

  it("blames a leaver who had entered a word, not those who entered nothing", () => {
    const m = playing(3);
    enter(m, 1, "w00x", T0 + 5_000);
    m.seats[1]!.left = true;
    watchRanked(m, []);
    expect(m.ranked!.watch!.leftEarly).toEqual([1]);
    finishMatch(m, T0 + 6_000);
    watchRanked(m, []);
    expect(rankedOutcome(m)).toMatchObject({ unrated: "aborted", abortedBy: ["p1"] });
  });

  it("counts people's first-round words only, and stops counting at the abort point", () => {
    const m = playing(3);
    m.seats[2]!.bot = true;
    enter(m, 2, "w00x", T0 + 4_000); // a computer player's word does not count
    expect(m.ranked!.watch!.entered).toEqual([]);
    m.seats[2]!.bot = false;
    const gone = playing(3);
    gone.seats[2]!.left = true;
    enter(gone, 2, "w01x", T0 + 4_500); // nor a leaver's
    expect(gone.ranked!.watch!.entered).toEqual([]);
    enter(m, 0, "w02x", T0 + 5_000);
    enter(m, 2, "w03x", T0 + 6_000);
    enter(m, 1, "w04x", T0 + 7_000); // past the point: nobody more is counted
    expect(m.ranked!.watch!.entered).toEqual([0, 2]);
    m.seats[2]!.left = true;
    watchRanked(m, []);
    expect(m.ranked!.watch!.leftEarly).toEqual([]); // leaving past the point is no abort
    const later = playing(2);
    later.round = 2;
    enter(later, 0, "w05x", T0 + 8_000);
    expect(later.ranked!.watch!.entered).toEqual([]);
  });

  it("keeps everything seen before when it sees more, and judges only on a round's end", () => {
    const m = playing(3);
    m.seats[2]!.left = true;
    watchRanked(m, []);
    watchRanked(m, [{ to: "all", msg: { type: "counts", counts: {} } }]);
    expect(m.ranked!.watch!.verdicts).toEqual([]);
    m.lastRound = { type: "roundEnd", round: 1 } as never;
    watchRanked(m, [roundEnd(m)]);
    expect(m.ranked!.watch!.verdicts.map((v) => v.seat)).toEqual([0, 1]);
    const start = m.ranked!.watch!.roundStart;
    finishMatch(m, T0 + 9_000);
    watchRanked(m, []);
    expect(m.ranked!.watch!.roundStart).toBe(start); // no round under way: no new start
    // A new round: its start is seen, and the leaver and verdicts stay.
    Object.assign(m, { phase: "playing", round: 2, endsAt: T0 + 400_000 });
    watchRanked(m, []);
    expect(m.ranked!.watch!.roundStart!.round).toBe(2);
    expect(m.ranked!.watch!.leftEarly).toEqual([2]);
    expect(m.ranked!.watch!.verdicts.map((v) => v.seat)).toEqual([0, 1]);
  });

  it("never blames someone seen away in round 1 for an empty round; those connected all along still are", () => {
    const m = playing(3);
    m.seats[1]!.connected = false;
    watchRanked(m, []);
    m.seats[1]!.connected = true; // back: the blip is remembered
    watchRanked(m, []);
    expect(m.ranked!.watch!.awayInRound1).toEqual([1]);
    enter(m, 2, "w00x", T0 + 5_000);
    finishMatch(m, T0 + 6_000);
    watchRanked(m, []);
    expect(rankedOutcome(m)).toMatchObject({ unrated: "aborted", abortedBy: ["p0"] });
    // Nobody connected all along entered nothing: aborted, and nobody is blamed.
    const both = playing(2);
    both.seats[0]!.connected = false;
    watchRanked(both, []);
    enter(both, 1, "w01x", T0 + 5_000);
    finishMatch(both, T0 + 6_000);
    expect(rankedOutcome(both)).toEqual({ unrated: "aborted", abortedBy: [], flagged: [] });
    // A leaver before the point is still the one who aborted it, blip or not.
    const gone = playing(2);
    gone.seats[0]!.connected = false;
    watchRanked(gone, []);
    gone.seats[0]!.left = true;
    watchRanked(gone, []);
    finishMatch(gone, T0 + 6_000);
    expect(rankedOutcome(gone)).toMatchObject({ abortedBy: ["p0"] });
  });

  it("notes who is away only while round 1 is played and the point not reached, people only", () => {
    const later = playing(2);
    later.round = 2;
    later.seats[0]!.connected = false;
    watchRanked(later, []);
    expect(later.ranked!.watch!.awayInRound1).toEqual([]);
    const review = playing(2);
    review.phase = "review";
    review.seats[0]!.connected = false;
    watchRanked(review, []);
    expect(review.ranked!.watch!.awayInRound1).toEqual([]);
    const past = playing(3);
    enter(past, 0, "w00x", T0 + 5_000);
    enter(past, 1, "w01x", T0 + 6_000);
    past.seats[2]!.connected = false;
    watchRanked(past, []);
    expect(past.ranked!.watch!.awayInRound1).toEqual([]);
    const others = playing(3);
    others.seats[0]!.bot = true;
    others.seats[0]!.connected = false;
    others.seats[1]!.left = true;
    others.seats[1]!.connected = false;
    watchRanked(others, []);
    expect(others.ranked!.watch!.awayInRound1).toEqual([]);
    // Seen twice, noted once.
    const twice = playing(2);
    twice.seats[1]!.connected = false;
    watchRanked(twice, []);
    watchRanked(twice, []);
    expect(twice.ranked!.watch!.awayInRound1).toEqual([1]);
  });
});

describe("round 1 of a ranked match and a blip", () => {
  it("waits for a person away within their grace before ending early; a casual table and round 2 do not", () => {
    const m = playing(2);
    m.startsAt = null; // the board is shown
    const away = disconnect(m, 1, T0 + 5_000);
    if (!away.ok) throw new Error(away.code);
    const done = markDone(away.state, 0, T0 + 6_000);
    if (!done.ok) throw new Error(done.code);
    expect(done.state.phase).toBe("playing");
    expect(done.effects.some((e) => e.msg.type === "roundEnd")).toBe(false);
    // Back and done: now the round ends.
    const back = join(done.state, { name: "Bob", token: done.state.seats[1]!.token! }, "unused", ctx(T0 + 7_000));
    if (!back.ok) throw new Error(back.code);
    const both = markDone(back.state, 1, T0 + 8_000);
    if (!both.ok) throw new Error(both.code);
    expect(both.effects.some((e) => e.msg.type === "roundEnd")).toBe(true);
    // Done and then away does not hold it.
    const goneDone = { ...done.state, seats: done.state.seats.map((s) => ({ ...s, done: true, connected: s.seat === 0 })) };
    expect(everyoneDone(goneDone)).toBe(true);
    expect(everyoneDone({ ...done.state, round: 2 })).toBe(true);
    expect(everyoneDone({ ...done.state, ranked: undefined })).toBe(true);
  });
});
