import { describe, expect, it } from "vitest";
import {
  ABANDON_MS, TABLE_RULES, disconnect, join, leave, type Applied, type GameDictionary, type ModeContext, type Outcome,
} from "../../src/game/match.ts";
import {
  RANKED_START_MS, arrive, createRankedMatch, finalPlaces, keepRoundLists, leaveBeforeStart, newlyOut, rankedJoinRefusal,
  rankedRefusal, rankedWake, startDeadline,
} from "../../src/game/ranked.ts";
import { endRound, expiresAt, finishMatch, startRound } from "../../src/game/rounds.ts";
import { seededRng } from "../../src/game/random.ts";
import { DEFAULT_SETTINGS } from "../../src/protocol.ts";

const dict: GameDictionary = { has: () => false, levelOf: () => 10, solve: () => [] };
const T0 = 1_000_000;
const ctx = (now: number): ModeContext => ({ now, rng: seededRng(7), dict, rules: TABLE_RULES });
const seats = ["Ann", "Bob", "Cy"].map((name, i) => ({ playerId: `player-${i}`, name, token: `token-${i}-abcdefghijklmnop` }));

function ok(out: Outcome): Applied {
  if (!out.ok) throw new Error(`refused: ${out.code}`);
  return out;
}

describe("a ranked table", () => {
  it("is made with the matched players seated, on the defaults, waiting for them", () => {
    const m = createRankedMatch("t1", T0, seats);
    expect(m.phase).toBe("lobby");
    expect(m.settings).toEqual(DEFAULT_SETTINGS);
    expect(m.host).toBeNull();
    expect(m.seats).toEqual(seats.map((s, seat) => ({
      seat, name: s.name, bot: false, level: null, token: s.token, connected: false, left: false, done: false, ready: false,
      total: 0, scores: [], words: [], rejected: [], sittingOut: false, plan: [],
    })));
    expect(m.ranked).toEqual({
      players: seats.map((s, seat) => ({ seat, playerId: s.playerId })), arrived: [], startBy: T0 + RANKED_START_MS,
      cancelled: false, reportedOut: [], reported: false, ratings: null, roundLists: [],
      watch: { entered: [], leftEarly: [], awayInRound1: [], roundStart: null, verdicts: [] },
    });
    expect(newlyOut(m)).toEqual([]);
    expect(newlyOut({ ...m, ranked: undefined })).toEqual([]);
    expect(rankedWake(m)).toBe(T0 + RANKED_START_MS);
  });

  it("refuses settings, bots, start and play again, and anyone without one of its tokens", () => {
    const m = createRankedMatch("t1", T0, seats);
    for (const type of ["settings", "addBot", "removeBot", "start", "playAgain", "tieBreak"] as const) {
      expect(rankedRefusal(m, type)?.code).toBe("ranked_table");
    }
    for (const type of ["join", "word", "done", "ready", "leave", "ping"] as const) expect(rankedRefusal(m, type)).toBeNull();
    expect(rankedJoinRefusal(m, undefined)?.code).toBe("not_invited");
    expect(rankedJoinRefusal(m, "someone-elses-token-123")?.code).toBe("not_invited");
    expect(rankedJoinRefusal(m, seats[1]!.token)).toBeNull();
    const casual = { ...m, ranked: undefined };
    expect(rankedRefusal(casual, "settings")).toBeNull();
    expect(rankedJoinRefusal(casual, undefined)).toBeNull();
  });

  it("starts as soon as every matched player has arrived", () => {
    let m = createRankedMatch("t1", T0, seats);
    for (const [i, s] of seats.entries()) {
      const joined = ok(join(m, { name: s.name, token: s.token }, "unused-token-xxxxxxxx", ctx(T0 + i)));
      m = ok(arrive(joined.state, i, ctx(T0 + i))).state;
      expect(m.phase).toBe(i < 2 ? "lobby" : "playing");
    }
    expect(m.ranked!.arrived).toEqual([0, 1, 2]);
    expect(rankedWake(m)).toBeNull();
    const twice = ok(arrive(m, 0, ctx(T0 + 5))); // arriving twice changes nothing
    expect(twice).toEqual({ ok: true, state: m, effects: [], views: false });
    expect(twice.state).toBe(m);
  });

  it("starts at the deadline with those who came, the no-show out and placed last", () => {
    let m = createRankedMatch("t1", T0, seats);
    m = ok(arrive(m, 0, ctx(T0))).state;
    m = ok(arrive(m, 2, ctx(T0))).state;
    expect(ok(startDeadline(m, ctx(T0 + RANKED_START_MS - 1)))).toEqual({ ok: true, state: m, effects: [], views: false });
    const started = ok(startDeadline(m, ctx(T0 + RANKED_START_MS)));
    expect(started.views).toBe(true);
    expect(started.effects).toEqual([]); // the fresh views show the countdown
    m = started.state;
    expect(m.phase).toBe("playing");
    expect(ok(startDeadline(m, ctx(T0 + RANKED_START_MS + 1))).state).toBe(m); // once started, the deadline is spent
    expect(m.seats.map((s) => [s.left, s.connected])).toEqual([[false, false], [true, false], [false, false]]);
    expect(m.seats[1]!.token).toBeNull();
    expect(newlyOut(m)).toEqual(["player-1"]);
    m.seats[0]!.total = 5;
    m.seats[2]!.total = 5;
    finishMatch(m, T0 + 60_000);
    expect(finalPlaces(m)).toEqual([
      { playerId: "player-0", place: 1 }, { playerId: "player-1", place: 3 }, { playerId: "player-2", place: 1 },
    ]);
  });

  it("is called off at the deadline if fewer than two came, with no places to rate", () => {
    let m = createRankedMatch("t1", T0, seats);
    m = ok(arrive(m, 1, ctx(T0))).state;
    m = ok(startDeadline(m, ctx(T0 + RANKED_START_MS))).state;
    expect(m.phase).toBe("finished");
    expect(m.ranked!.cancelled).toBe(true);
    expect(finalPlaces(m)).toBeNull();
    expect(newlyOut(m).sort()).toEqual(["player-0", "player-2"]);
    finishMatch(m, T0 + RANKED_START_MS); // even with standings, a called-off match has no places
    expect(finalPlaces(m)).toBeNull();
    expect(finalPlaces({ ...m, ranked: undefined })).toBeNull();
  });

  it("does not start with one player left, even if they have come", () => {
    let m = createRankedMatch("t1", T0, seats.slice(0, 2));
    m = ok(arrive(m, 0, ctx(T0))).state;
    m = ok(leaveBeforeStart(m, 1, ctx(T0))).state;
    expect(m.phase).toBe("lobby");
    expect(ok(startDeadline(m, ctx(T0 + RANKED_START_MS))).state.ranked!.cancelled).toBe(true);
  });

  it("counts leaving before the start as not coming", () => {
    let m = createRankedMatch("t1", T0, seats);
    for (const i of [0, 1, 2]) m = ok(arrive(m, i === 2 ? 0 : i, ctx(T0))).state;
    const left = leaveBeforeStart(m, 2, ctx(T0));
    expect(left.ok).toBe(true);
    m = ok(left).state;
    expect(m.seats[2]).toMatchObject({ left: true, token: null, connected: false });
    expect(m.phase).toBe("playing"); // everyone still in has arrived
    expect(leaveBeforeStart(m, 2, ctx(T0))).toMatchObject({ ok: false, code: "no_such_seat" });
    expect(leaveBeforeStart(m, 9, ctx(T0))).toMatchObject({ ok: false, code: "no_such_seat" });
  });

  it("keeps every round's lists once, and reports a leaver in play as out", () => {
    let m = createRankedMatch("t1", T0, seats);
    for (const i of [0, 1, 2]) m = ok(arrive(m, i, ctx(T0))).state;
    const effects = endRound(m, T0 + 1_000);
    keepRoundLists(m, [{ to: "all", msg: { type: "counts", counts: {} } }]);
    expect(m.ranked!.roundLists).toEqual([]);
    keepRoundLists(m, effects);
    keepRoundLists(m, effects);
    const casual = { ...m, ranked: undefined };
    keepRoundLists(casual, effects);
    expect(casual.ranked).toBeUndefined();
    expect(m.ranked!.roundLists.map((r) => r.round)).toEqual([1]);
    m = ok(leave(m, 1, ctx(T0 + 2_000))).state;
    expect(newlyOut(m)).toEqual(["player-1"]);
    m.ranked!.reportedOut.push("player-1");
    expect(newlyOut(m)).toEqual([]);
  });
});

describe("when a ranked table expires", () => {
  it("a called-off match (finished, no results) does not throw", () => {
    let m = createRankedMatch("t1", T0, seats);
    m = ok(arrive(m, 1, ctx(T0))).state;
    m = ok(startDeadline(m, ctx(T0 + RANKED_START_MS))).state;
    expect(m.phase).toBe("finished");
    expect(m.results).toBeNull();
    const at = expiresAt(m);
    expect(at).toBe(m.idleSince === null ? null : m.idleSince + ABANDON_MS);
  });

  it("a lobby everyone joined and then left is deleted once it is called off", () => {
    let two = createRankedMatch("t2", T0, seats);
    for (const i of [0, 1]) {
      two = ok(join(two, { name: "x", token: two.seats[i]!.token! }, "unused", ctx(T0))).state;
      two = ok(arrive(two, i, ctx(T0))).state;
    }
    expect(two.idleSince).toBeNull();
    two = ok(leaveBeforeStart(two, 0, ctx(T0 + 1))).state;
    expect(two.idleSince).toBeNull(); // Bob is still here
    two = ok(leaveBeforeStart(two, 1, ctx(T0 + 2))).state;
    expect(two.phase).toBe("lobby");
    expect(two.idleSince).toBe(T0 + 2);
    expect(expiresAt(two)).toBeGreaterThan(two.ranked!.startBy); // the deadline still comes first
    const off = ok(startDeadline(two, ctx(T0 + RANKED_START_MS))).state;
    expect(off.ranked!.cancelled).toBe(true);
    expect(expiresAt(off)).toBe(T0 + 2 + ABANDON_MS);
  });

  it("a called-off match whose one arrival is still connected expires once they go", () => {
    let m = createRankedMatch("t1", T0, seats.slice(0, 2));
    m = ok(join(m, { name: "x", token: m.seats[0]!.token! }, "unused", ctx(T0))).state;
    m = ok(arrive(m, 0, ctx(T0))).state;
    m = ok(startDeadline(m, ctx(T0 + RANKED_START_MS))).state;
    expect(m.ranked!.cancelled).toBe(true);
    expect(expiresAt(m)).toBeNull();
    m = ok(disconnect(m, 0, T0 + RANKED_START_MS + 5)).state;
    expect(expiresAt(m)).toBe(T0 + RANKED_START_MS + 5 + ABANDON_MS);
  });
});

describe("a ranked arrival or leaving that does not start the match", () => {
  it("has no effects", () => {
    const m = createRankedMatch("t1", T0, seats.slice(0, 2));
    const first = ok(arrive(m, 0, ctx(T0)));
    expect(first.state.phase).toBe("lobby");
    expect(first.effects).toEqual([]);
    const three = createRankedMatch("t2", T0, seats);
    const gone = ok(leaveBeforeStart(three, 2, ctx(T0)));
    expect(gone.state.phase).toBe("lobby");
    expect(gone.effects).toEqual([]);
  });
});

describe("keeping a ranked match's round lists", () => {
  it("keeps each round once, every round", () => {
    let m = createRankedMatch("t1", T0, seats);
    for (const i of [0, 1, 2]) m = ok(arrive(m, i, ctx(T0))).state;
    expect(m.phase).toBe("playing");
    const first = endRound(m, T0 + 1_000);
    keepRoundLists(m, first);
    startRound(m, ctx(T0 + 2_000));
    expect(m.phase).toBe("playing");
    const second = endRound(m, T0 + 3_000);
    keepRoundLists(m, second);
    keepRoundLists(m, first); // sent again, as a rejoin in review does
    expect(m.ranked!.roundLists.map((r) => r.round)).toEqual([1, 2]);
  });
});
