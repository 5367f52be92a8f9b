/**
 * Random sequences of everything players and time can do to a match, checked against
 * the invariants every state must keep: refusals change nothing, seats stay sane, totals
 * add up, a finished match has results, and — above all — no message sent during a
 * round carries a word its recipient did not find. Seeds that once failed belong here
 * as named cases.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findPath } from "../../src/game/paths.ts";
import {
  addBot, applySettings, createMatch, disconnect, enterWord, join, leave, markDone, markReady, start, tick,
  MAX_SEATS, type GameDictionary, type MatchState, type Outcome, type SolvedWord,
} from "../../src/game/match.ts";
import { seededRng } from "../../src/game/random.ts";
import { DEFAULT_SETTINGS } from "../../src/protocol.ts";

// Small words over a few letters, so random boards contain some of them.
const WORDS = ["tea", "eat", "ate", "tee", "set", "sea", "see", "net", "ten", "tan", "ant", "nest", "east", "seat",
  "teas", "eats", "sane", "aunt", "tune", "nets", "tent", "test", "stet", "tense", "teens", "state", "taste"];

const dict: GameDictionary = {
  has: (w) => WORDS.includes(w),
  levelOf: () => 10,
  solve(cells, minLength) {
    const size = Math.sqrt(cells.length) as 4 | 5;
    return WORDS.filter((w) => w.length >= minLength).sort().flatMap((word): SolvedWord[] => {
      const path = findPath({ size, cells }, word);
      return path ? [{ word, path }] : [];
    });
  },
};

type Action =
  | { kind: "join"; name: string } | { kind: "resume"; seat: number } | { kind: "disconnect"; seat: number }
  | { kind: "leave"; seat: number } | { kind: "addBot"; seat: number } | { kind: "settings"; seat: number; rounds: 1 | 3 | 5 }
  | { kind: "start"; seat: number } | { kind: "word"; seat: number; word: string } | { kind: "done"; seat: number }
  | { kind: "ready"; seat: number } | { kind: "wait"; ms: number };

const seat = fc.integer({ min: 0, max: 8 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant("join" as const), name: fc.constantFrom("Ann", "Bob", "Cy", "Dee") }),
  fc.record({ kind: fc.constant("resume" as const), seat }),
  fc.record({ kind: fc.constant("disconnect" as const), seat }),
  fc.record({ kind: fc.constant("leave" as const), seat }),
  fc.record({ kind: fc.constant("addBot" as const), seat }),
  fc.record({ kind: fc.constant("settings" as const), seat, rounds: fc.constantFrom(1 as const, 3 as const, 5 as const) }),
  fc.record({ kind: fc.constant("start" as const), seat }),
  { arbitrary: fc.record({ kind: fc.constant("word" as const), seat, word: fc.constantFrom(...WORDS, "zzz", "te") }), weight: 6 },
  fc.record({ kind: fc.constant("done" as const), seat }),
  fc.record({ kind: fc.constant("ready" as const), seat }),
  { arbitrary: fc.record({ kind: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 60_000 }) }), weight: 3 },
);

/** Every string value (not key) in a message. */
function stringsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === "string") out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

function run(actions: Action[], seed: number): void {
  let now = 1_000_000;
  const rng = seededRng(seed);
  let state: MatchState = createMatch("F".repeat(22), now, { ...DEFAULT_SETTINGS });
  let tokens = 0;
  for (const a of actions) {
    const ctx = { now, rng, dict };
    let out: Outcome;
    switch (a.kind) {
      case "join": out = join(state, { name: a.name }, `tok-${tokens++}-abcdefghijklmnop`, ctx); break;
      case "resume": {
        const token = state.seats.find((s) => s.seat === a.seat)?.token ?? "nobody-abcdefghijklmnop";
        out = join(state, { name: "x", token }, "unused-abcdefghijklmnop", ctx);
        break;
      }
      case "disconnect": out = disconnect(state, a.seat, now); break;
      case "leave": out = leave(state, a.seat, ctx); break;
      case "addBot": out = addBot(state, a.seat); break;
      case "settings": out = applySettings(state, a.seat, { rounds: a.rounds }, now); break;
      case "start": out = start(state, a.seat, ctx); break;
      case "word": out = enterWord(state, a.seat, { type: "word", word: a.word }, now, dict); break;
      case "done": out = markDone(state, a.seat, now); break;
      case "ready": out = markReady(state, a.seat, ctx); break;
      case "wait": now += a.ms; out = tick(state, { now, rng, dict }); break;
    }
    if (!out.ok) continue;
    const next = out.state;
    // Secrecy: while a round is on, nothing sent carries a word its recipient does not have.
    for (const e of out.effects) {
      if (e.msg.type === "roundEnd" || e.msg.type === "matchEnd") continue;
      if (e.msg.type === "verdict") { // goes only to whoever typed the entry, and echoes it
        expect(a.kind === "word" && e.to === a.seat).toBe(true);
        continue;
      }
      const recipients = e.to === "all" ? next.seats.map((s) => s.seat) : [e.to];
      const text = stringsIn(e.msg);
      for (const r of recipients) {
        const own = new Set(next.seats.find((s) => s.seat === r)?.words.map((w) => w.word) ?? []);
        for (const s of next.seats) for (const w of s.words) if (!own.has(w.word)) expect(text.has(w.word)).toBe(false);
      }
    }
    // Seats stay sane.
    expect(next.seats.length).toBeLessThanOrEqual(MAX_SEATS);
    expect(new Set(next.seats.map((s) => s.seat)).size).toBe(next.seats.length);
    if (next.host !== null) expect(next.seats.find((s) => s.seat === next.host)?.bot).toBe(false);
    for (const s of next.seats) {
      expect(s.total).toBe(s.scores.reduce((a, b) => a + b, 0));
      expect(new Set(s.words.map((w) => w.word)).size).toBe(s.words.length);
    }
    expect(next.round).toBeLessThanOrEqual(next.settings.rounds);
    if (next.phase === "finished") expect(next.results).not.toBeNull();
    if (next.phase === "playing") expect(next.endsAt).not.toBeNull();
    // The stored form is plain JSON.
    expect(JSON.parse(JSON.stringify(next))).toEqual(next);
    state = next;
  }
}

describe("random matches", () => {
  it("keep every invariant", () => {
    fc.assert(fc.property(fc.array(action, { minLength: 5, maxLength: 120 }), fc.integer(), (actions, seed) => run(actions, seed)), {
      numRuns: 500,
    });
  });
});
