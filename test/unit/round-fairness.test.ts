/**
 * Rounds that are fair to people: a 3-2-1 before the board is shown (nothing can be
 * entered before it, and the full time runs from the reveal), computer players whose
 * words are only those entered while the round ran, and whose count follows the round's
 * length, and away players who do not hold a round for those still at the table.
 */
import { describe, expect, it } from "vitest";
import {
  addBot, disconnect, enterWord, markDone, nextWake, start, tick, ROUND_MS,
  type GameDictionary, type MatchContext, type MatchState, type SolvedWord,
} from "../../src/game/match.ts";
import { lengthShare } from "../../src/game/bots.ts";
import { seededRng } from "../../src/game/random.ts";
import { COUNTDOWN_MS, type Settings } from "../../src/protocol.ts";
import { stateView } from "../../src/table/view.ts";
import { ctx, dict, messagesOf, NOW, ok, table } from "./house-rules-helpers.ts";

/** A dictionary whose every board has the same 200 everyday words (so no level runs short). */
const MANY: SolvedWord[] = Array.from({ length: 200 }, (_, i) => ({
  word: `w${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`,
  path: [0, 1, 2, 3],
}));
const manyDict: GameDictionary = {
  has: (w) => MANY.some((x) => x.word === w),
  levelOf: () => 10,
  solve: () => MANY.map((w) => ({ ...w, path: [...w.path] })),
};
const manyCtx = (now = NOW, seed = 7): MatchContext => ({ now, rng: seededRng(seed), dict: manyDict });

/** Ann and Bob (and a Hard computer player) at a started table, before the reveal. */
function counting(settings: Partial<Settings> = {}): MatchState {
  const s = ok(addBot(table(["Ann", "Bob"], settings), 0, "hard")).state;
  return ok(start(s, 0, manyCtx())).state;
}

/** The same table once the countdown has run out. */
function revealed(settings: Partial<Settings> = {}): MatchState {
  const s = counting(settings);
  return tick(s, manyCtx(s.startsAt!)).state;
}

describe("the countdown before a round", () => {
  it("reveals the board after 3 s, and the round's whole time runs from then", () => {
    const s = counting();
    expect(s.phase).toBe("playing");
    expect(s.startsAt).toBe(NOW + COUNTDOWN_MS);
    expect(s.endsAt).toBe(NOW + COUNTDOWN_MS + ROUND_MS.normal);
    expect(nextWake(s)).toBe(s.startsAt);
    const plan = s.seats[2]!.plan;
    expect(plan.length).toBeGreaterThan(10);
    expect(plan.every((p) => p.at > s.startsAt! && p.at < s.endsAt!)).toBe(true);
  });

  it("keeps the board out of every view until the reveal", () => {
    const s = counting();
    const view = stateView(s, 0, NOW);
    expect(view).toMatchObject({ phase: "playing", board: null, boardWords: null, startsAt: NOW + COUNTDOWN_MS });
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(s.board));
    const early = tick(s, manyCtx(s.startsAt! - 1));
    expect(early.state.startsAt).toBe(s.startsAt);
    expect(early.views).toBe(false);
    const shown = tick(s, manyCtx(s.startsAt!));
    expect(shown.views).toBe(true);
    expect(shown.state.startsAt).toBeNull();
    expect(stateView(shown.state, 0, s.startsAt!)).toMatchObject({ board: s.board, startsAt: null, boardWords: s.boardWords });
  });

  it("refuses entries and I'm done before the reveal, with a reason", () => {
    const s = counting();
    const entry = enterWord(s, 0, { type: "word", word: MANY[0]!.word }, NOW + 1000, manyDict);
    expect(entry.state).toBe(s);
    expect(messagesOf(entry, "verdict")).toEqual([{ type: "verdict", word: MANY[0]!.word, ok: false, reason: "not_started" }]);
    expect(markDone(s, 0, NOW + 1000)).toMatchObject({ ok: false, code: "wrong_phase" });
    // After the reveal the entry is judged on the board (these made-up words are not on it).
    const after = revealed();
    const verdict = messagesOf(enterWord(after, 0, { type: "word", word: MANY[0]!.word }, NOW + COUNTDOWN_MS, manyDict), "verdict")[0]!;
    expect(verdict.ok || verdict.reason).not.toBe("not_started");
  });
});

describe("honest computer players", () => {
  it("keep only the words entered before an early end; the rest of the plan is dropped", () => {
    const s = revealed();
    const plan = s.seats[2]!.plan;
    const endAt = plan[5]!.at;
    let t = tick(s, manyCtx(plan[2]!.at)).state; // the alarm entered three
    expect(t.seats[2]!.words).toHaveLength(3);
    t = ok(markDone(t, 0, endAt)).state;
    const end = ok(markDone(t, 1, endAt));
    expect(end.state.phase).not.toBe("playing");
    const due = plan.filter((p) => p.at <= endAt).map((p) => p.word);
    expect(end.state.seats[2]!.words.map((w) => w.word)).toEqual(due);
    expect(due.length).toBeLessThan(plan.length);
    expect(end.state.seats[2]!.plan).toEqual([]);
    const review = messagesOf(end, "roundEnd")[0]!;
    expect(review.players.find((p) => p.seat === 2)!.words.map((w) => w.word).sort()).toEqual([...due].sort());
  });

  it("find about half as many words in a Quick round, and somewhat more (not unboundedly) in a Relaxed one", () => {
    const count = (settings: Partial<Settings>) => {
      let total = 0;
      for (let seed = 0; seed < 40; seed++) {
        const s = ok(start(ok(addBot(table(["Ann"], settings), 0, "normal")).state, 0, manyCtx(NOW, seed))).state;
        total += s.seats[1]!.plan.length;
      }
      return total / 40;
    };
    const normal = count({});
    const quick = count({ timer: "quick" });
    const relaxed = count({ timer: "relaxed" });
    const longest = count({ roundSeconds: 600 });
    expect(normal).toBeGreaterThan(17);
    expect(quick / normal).toBeGreaterThan(0.4);
    expect(quick / normal).toBeLessThan(0.6);
    expect(relaxed / normal).toBeGreaterThan(1.1);
    expect(relaxed / normal).toBeLessThan(1.6);
    expect(longest / normal).toBeLessThanOrEqual(1.6);
  });

  it("scale by the round's length against the board's usual Normal round", () => {
    expect(lengthShare(180_000, 180_000)).toBe(1);
    expect(lengthShare(90_000, 180_000)).toBeCloseTo(0.5);
    expect(lengthShare(30_000, 180_000)).toBeCloseTo(1 / 6);
    expect(lengthShare(360_000, 180_000)).toBeGreaterThan(1.1);
    expect(lengthShare(360_000, 180_000)).toBeLessThan(lengthShare(600_000, 180_000));
    expect(lengthShare(60 * 60_000, 180_000)).toBeLessThanOrEqual(1.5);
  });
});

describe("away players", () => {
  const played = () => {
    const s = ok(start(table(["Ann", "Bob", "Cy"]), 0, ctx())).state;
    return tick(s, ctx(s.startsAt!)).state;
  };
  const at = NOW + COUNTDOWN_MS + 5_000;

  it("do not hold the round once everyone still connected is done", () => {
    let s = ok(disconnect(played(), 1, at)).state;
    s = ok(markDone(s, 0, at)).state;
    expect(s.phase).toBe("playing"); // Cy is here and playing
    const end = ok(markDone(s, 2, at));
    expect(end.state.phase).toBe("review");
    expect(messagesOf(end, "roundEnd")).toHaveLength(1);
  });

  it("end the round when the last person not done goes away", () => {
    let s = ok(markDone(played(), 0, at)).state;
    s = ok(markDone(s, 2, at)).state;
    const end = disconnect(s, 1, at);
    expect(end.ok && end.state.phase).toBe("review");
    expect(end.ok && end.views).toBe(true);
    expect(end.ok && messagesOf(end, "roundEnd")).toHaveLength(1);
  });

  it("do not end a round nobody has finished, even when everyone is away", () => {
    let s = ok(disconnect(played(), 0, at)).state;
    s = ok(disconnect(s, 1, at)).state;
    s = ok(disconnect(s, 2, at)).state;
    expect(s.phase).toBe("playing");
  });
});

// The helpers' dictionary must not know the made-up words above (a sanity check on the test).
it("uses a dictionary of its own", () => {
  expect(dict.has(MANY[0]!.word)).toBe(false);
});
