/**
 * The table's modes (src/game/modes/), asked as the table asks them, once per event: what
 * each refuses, what a seat and a leave mean, what the alarm does and when it must come,
 * what a mode keeps, what it owes the world outside at the end and how the answer comes
 * back, and what the table's views say about it. The casual mode must be today's table.
 */
import { describe, expect, it } from "vitest";
import { LOBBY_GRACE_MS } from "../../src/game/lobby.ts";
import { TABLE_RULES, createMatch, disconnect, join, leave, nextWake, tick, type Applied, type GameDictionary, type ModeContext, type MatchState, type Outcome } from "../../src/game/match.ts";
import { SEATED_MODES, modeOf, previewMarks } from "../../src/game/modes/index.ts";
import { casual } from "../../src/game/modes/casual.ts";
import { owesReport, ranked, ratingsMessage } from "../../src/game/modes/ranked.ts";
import { together } from "../../src/game/modes/together.ts";
import { RANKED_START_MS, type RankedSettlement } from "../../src/game/ranked.ts";
import { seededRng } from "../../src/game/random.ts";
import { DEFAULT_SETTINGS, type ClientMessage, type RatingChange } from "../../src/protocol.ts";

const dict: GameDictionary = { has: () => false, levelOf: () => 10, solve: () => [] };
const T0 = 1_000_000;
const ctx = (now: number): ModeContext => ({ now, rng: seededRng(7), dict, rules: TABLE_RULES });
const seats = ["Ann", "Bob"].map((name, i) => ({ playerId: `player-${i}`, name, token: `token-${i}-abcdefghijklmnop` }));

function ok(out: Outcome): Applied {
  if (!out.ok) throw new Error(`refused: ${out.code}`);
  return out;
}

const rankedTable = (): MatchState => SEATED_MODES.ranked.create("r1", T0, seats, "en");

/** A casual table with Ann (host) and Bob seated and connected. */
function casualTable(): MatchState {
  let state = createMatch("c1", T0, { ...DEFAULT_SETTINGS });
  for (const name of ["Ann", "Bob"]) {
    const out = ok(join(state, { name }, `tok-${name}-abcdefghijklmnop`, ctx(T0)));
    state = out.state;
  }
  return state;
}

const settings: ClientMessage = { type: "settings", settings: { rounds: 5 } };

describe("the mode lookup", () => {
  it("plays a table made seated by the lobby as ranked, and every other as casual", () => {
    expect(modeOf(rankedTable())).toBe(ranked);
    expect(modeOf(casualTable())).toBe(casual);
    expect(previewMarks(rankedTable())).toEqual({ ranked: true });
    expect(previewMarks(casualTable())).toEqual({ ranked: false });
  });
});

describe("the third mode, together", () => {
  const togetherTable = (): MatchState => ({ ...casualTable(), settings: { ...DEFAULT_SETTINGS, play: "together" } });

  it("is looked up by a casual table's settings, never at a ranked table, and a rule with only the settings gets their mode", () => {
    expect(modeOf(togetherTable())).toBe(together);
    expect(modeOf({ ...rankedTable(), settings: { ...DEFAULT_SETTINGS, play: "together" } })).toBe(ranked);
    expect(modeOf({ settings: { ...DEFAULT_SETTINGS, play: "together" } })).toBe(together);
    expect(modeOf({ settings: DEFAULT_SETTINGS })).toBe(casual);
  });

  it("refuses a tie-break only (nobody is first), without closing the socket", () => {
    for (const msg of [settings, { type: "start" }, { type: "word", word: "cat" }, { type: "join", name: "Cy" }] as ClientMessage[]) {
      expect(together.refuse(togetherTable(), msg)).toBeNull();
    }
    expect(together.refuse(togetherTable(), { type: "tieBreak" })).toEqual({ refusal: expect.objectContaining({ code: "no_tie" }), close: false });
  });

  it("lives as a casual table (seats, leaving, wake-ups, what it keeps and owes); ranked plays its words as casual does", () => {
    for (const hook of ["seated", "greet", "leave", "tick", "tidy", "wake", "keep", "owes", "settled", "marks"] as const) {
      expect(together[hook]).toBe(casual[hook]);
    }
    for (const rule of ["namesFinder", "holder", "found", "roundRules", "targetTotal", "view", "review", "summary", "roundKeeps"] as const) {
      expect(ranked[rule]).toBe(casual[rule]);
    }
  });

  it("a target is reached by the highest seat still in, or together by the team's sum", () => {
    const state = casualTable();
    Object.assign(state.seats[0]!, { total: 10, left: true });
    state.seats[1]!.total = 4;
    expect(casual.targetTotal(state)).toBe(4);
    expect(together.targetTotal(state)).toBe(14);
    expect(casual.targetTotal({ ...state, seats: [] })).toBe(0);
  });
});

describe("refusals", () => {
  it("casual refuses nothing before the rules", () => {
    expect(casual.refuse(casualTable(), settings)).toBeNull();
    expect(casual.refuse(casualTable(), { type: "join", name: "Cy" })).toBeNull();
  });

  it("ranked refuses setting changes and bots without closing, and a stranger's join by closing", () => {
    const state = rankedTable();
    for (const msg of [settings, { type: "addBot", level: "easy" }, { type: "start" }, { type: "rematch" }] as ClientMessage[]) {
      expect(ranked.refuse(state, msg)).toEqual({ refusal: expect.objectContaining({ code: "ranked_table" }), close: false });
    }
    expect(ranked.refuse(state, { type: "join", name: "Eve" })).toEqual({ refusal: expect.objectContaining({ code: "not_invited" }), close: true });
    expect(ranked.refuse(state, { type: "join", name: "Eve", token: "token-9-abcdefghijklmnop" })?.close).toBe(true);
    expect(ranked.refuse(state, { type: "join", name: "Ann", token: seats[0]!.token })).toBeNull();
    expect(ranked.refuse(state, { type: "word", word: "cat" })).toBeNull();
  });
});

describe("seats and leaving", () => {
  it("ranked starts the match once every matched player has come; casual starts nothing", () => {
    const first = ok(ranked.seated(rankedTable(), 0, ctx(T0 + 1)));
    expect(first.state.phase).toBe("lobby");
    const both = ok(ranked.seated(first.state, 1, ctx(T0 + 2)));
    expect(both.state.phase).not.toBe("lobby");
    const table = casualTable();
    const seated = ok(casual.seated(table, 0, ctx(T0 + 1)));
    expect(seated.state).toBe(table);
    expect(seated.effects).toEqual([]);
    // Nothing changed, so nobody is sent a fresh view.
    expect(seated.views).toBe(false);
  });

  it("ranked leaving before the start puts the player out but keeps the seat; casual leaving gives the seat up", () => {
    const out = ok(ranked.leave(rankedTable(), 1, ctx(T0 + 1)));
    expect(out.state.seats.find((s) => s.seat === 1)).toMatchObject({ left: true, token: null });
    const gone = ok(casual.leave(casualTable(), 1, ctx(T0 + 1)));
    expect(gone.state.seats.some((s) => s.seat === 1 && !s.left)).toBe(false);
  });

  it("greets a ranked seat with its ratings once they are stored, and a casual one with nothing", () => {
    const table = rankedTable();
    expect(ranked.greet(table)).toBeNull();
    const ratings: RatingChange[] = [{ playerId: "player-0", name: "Ann", place: 1, before: 1500, after: 1516 } as unknown as RatingChange];
    const rated = { ...table, ranked: { ...table.ranked!, ratings } };
    expect(ranked.greet(rated)).toEqual(ratingsMessage(rated));
    expect(ranked.greet(rated)).toMatchObject({ type: "ratings", tableId: "r1", ratings });
    expect(casual.greet(casualTable())).toBeNull();
  });
});

describe("wake-ups", () => {
  it("ranked wakes at the start deadline and then calls off a match fewer than two came to", () => {
    const table = ok(ranked.seated(rankedTable(), 0, ctx(T0 + 1))).state;
    expect(ranked.wake(table)).toBe(T0 + RANKED_START_MS);
    const early = ok(ranked.tick(table, ctx(T0 + RANKED_START_MS - 1)));
    expect(early.state).toBe(table);
    const due = ok(ranked.tick(table, ctx(T0 + RANKED_START_MS)));
    expect(due.state.phase).toBe("finished");
    expect(due.state.ranked!.cancelled).toBe(true);
  });

  it("casual wakes to free the seat of someone gone from the lobby too long, and frees it then", () => {
    const table = ok(disconnect(casualTable(), 1, T0 + 10)).state;
    expect(casual.wake(table)).toBe(T0 + 10 + LOBBY_GRACE_MS);
    expect(ok(casual.tidy(table, ctx(T0 + 10 + LOBBY_GRACE_MS - 1))).state).toBe(table);
    expect(ok(casual.tidy(table, ctx(T0 + 10 + LOBBY_GRACE_MS))).state.seats.map((s) => s.seat)).toEqual([0]);
    expect(casual.wake(casualTable())).toBeNull();
    expect(ok(casual.tick(casualTable(), ctx(T0 + 1))).state.phase).toBe("lobby");
  });
});

describe("a ranked match under way", () => {
  /** A ranked table both players came to: the match has started. */
  const started = (): MatchState => ok(ranked.seated(ok(ranked.seated(rankedTable(), 0, ctx(T0 + 1))).state, 1, ctx(T0 + 2))).state;

  it("leaving mid-match is the rules' leave: with one player left the match ends by forfeit", () => {
    const table = started();
    expect(table.phase).not.toBe("lobby");
    const out = ok(ranked.leave(table, 1, ctx(T0 + 3)));
    expect(out.state.phase).toBe("finished");
    expect(out.state.seats.find((s) => s.seat === 1)).toMatchObject({ left: true, bot: true });
    expect(out.state).toEqual(ok(leave(table, 1, ctx(T0 + 3))).state);
  });

  it("the alarm mid-match runs the round's clock, not the start deadline", () => {
    const table = started();
    expect(nextWake(table)).not.toBeNull();
    const at = table.endsAt!;
    expect(at).toBeGreaterThan(T0 + RANKED_START_MS);
    const ticked = ok(ranked.tick(table, ctx(at)));
    expect(ticked.state.phase).not.toBe(table.phase);
    expect(ticked.state).toEqual(ok(tick(table, ctx(at))).state);
    expect(ticked.state.ranked!.cancelled).toBeFalsy();
  });
});

describe("what a mode keeps and owes", () => {
  it("ranked keeps each round's lists once; casual keeps nothing", () => {
    const table = rankedTable();
    const roundEnd = { to: "all" as const, msg: { type: "roundEnd", round: 1 } as never };
    ranked.keep(table, [roundEnd]);
    ranked.keep(table, [roundEnd]);
    expect(table.ranked!.roundLists).toHaveLength(1);
    const plain = casualTable();
    const before = JSON.stringify(plain);
    casual.keep(plain, [roundEnd]);
    expect(JSON.stringify(plain)).toBe(before);
  });

  it("ranked watches round 1: who entered a word, for the abort rule", () => {
    const first = ok(ranked.seated(rankedTable(), 0, ctx(T0 + 1))).state;
    const playing = ok(ranked.seated(first, 1, ctx(T0 + 2))).state;
    expect(playing.round).toBe(1);
    const entered: MatchState = { ...playing, seats: playing.seats.map((x) => (x.seat === 1 ? { ...x, words: [{ word: "tea", points: 1, path: [0, 1, 2], at: T0 + 3 }] } : x)) } as MatchState;
    ranked.keep(entered, []);
    expect(entered.ranked!.watch!.entered).toEqual([1]);
  });

  it("ranked owes the ratings port players who are out and the result, until settled; casual owes nothing", () => {
    const table = rankedTable();
    expect(ranked.owes(table)).toBeNull();
    const out = ok(ranked.leave(table, 1, ctx(T0 + 1))).state;
    expect(ranked.owes(out)).toEqual({ port: "ratings", state: out });
    const settlement: RankedSettlement = { reportedOut: ["player-1"], reported: false, ratings: null, unrated: null };
    const { state: settled, announce } = ranked.settled(out, settlement);
    expect(announce).toBeNull();
    expect(ranked.owes(settled)).toBeNull();
    const finished: MatchState = { ...settled, phase: "finished" };
    expect(ranked.owes(finished)?.port).toBe("ratings");
    expect(casual.owes({ ...casualTable(), phase: "finished" })).toBeNull();
    const plain = casualTable();
    expect(casual.settled(plain, settlement)).toEqual({ state: plain, announce: null });
  });

  it("announces ratings to every seat the first time they come back, never again", () => {
    const table: MatchState = { ...rankedTable(), phase: "finished" };
    const ratings = [{ playerId: "player-0" }] as unknown as RatingChange[];
    const first = ranked.settled(table, { reportedOut: [], reported: true, ratings, unrated: null });
    expect(first.announce).toMatchObject({ type: "ratings", ratings });
    expect(first.state.ranked).toMatchObject({ reported: true, ratings });
    expect(ranked.owes(first.state)).toBeNull();
    expect(ranked.settled(first.state, { reportedOut: [], reported: true, ratings, unrated: null }).announce).toBeNull();
    const unrated = ranked.settled(table, { reportedOut: [], reported: true, ratings, unrated: "aborted" });
    expect(unrated.announce).toMatchObject({ unrated: "aborted" });
  });
});

describe("the ranked mode's rules asked of a table without a ranked record", () => {
  it("owe, announce and mark nothing, and settle nothing", () => {
    const plain = casualTable();
    expect(owesReport(plain)).toBe(false);
    expect(ratingsMessage(plain)).toBeNull();
    expect(ranked.marks(plain)).toEqual({});
    const settlement: RankedSettlement = { reportedOut: [], reported: true, ratings: [], unrated: null };
    expect(ranked.settled(plain, settlement)).toEqual({ state: plain, announce: null });
  });
});

describe("what the views say", () => {
  it("marks a ranked table, its start deadline before the start and a call-off; a casual table not at all", () => {
    const table = rankedTable();
    expect(ranked.marks(table)).toEqual({ ranked: true, startBy: T0 + RANKED_START_MS, cancelled: false });
    const called = ok(ranked.tick(table, ctx(T0 + RANKED_START_MS))).state;
    expect(ranked.marks(called)).toEqual({ ranked: true, startBy: null, cancelled: true });
    expect(casual.marks(casualTable())).toEqual({});
  });
});
