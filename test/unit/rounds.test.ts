/**
 * What time does to a match (src/game/rounds.ts): a new round starting clean (no refused
 * entries, nobody ready, no countdown), computer players' plans (their own level, none
 * while sitting out a tie-break, an entry due exactly now, a word never entered twice,
 * done once the plan is spent), a round's end and a match's end sent to everyone, a
 * round ended with no board on record, the alarm's wakes, time passing over a lobby or a
 * finished match, and a tie-break ending the match whatever the totals.
 */
import { describe, expect, it } from "vitest";
import {
  addBot, draft, endRound, leave, nextWake, start, tick, tieBreak, type GameDictionary, type MatchContext,
  type MatchState, type SolvedWord,
} from "../../src/game/match.ts";
import { seededRng } from "../../src/game/random.ts";
import { finishMatch } from "../../src/game/rounds.ts";
import type { Settings } from "../../src/protocol.ts";
import { ctx, endWith, messagesOf, NOW, ok, started, table, useBoard } from "./house-rules-helpers.ts";

/** A dictionary whose every board has the same 60 six-letter everyday words. */
const LONG: SolvedWord[] = Array.from({ length: 60 }, (_, i) => ({
  word: `lo${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}ng`,
  path: [0, 1, 2, 3, 4, 5],
}));
const longDict: GameDictionary = {
  has: (w) => LONG.some((x) => x.word === w),
  levelOf: () => 10,
  solve: () => LONG.map((w) => ({ ...w, path: [...w.path] })),
};
const longCtx = (now = NOW): MatchContext => ({ now, rng: seededRng(7), dict: longDict });

describe("a new round", () => {
  function secondRound(): MatchState {
    let s = endWith(started(["Ann", "Bob"], { penalty: 1 }), { 0: ["tens"], 1: ["old"] }, { 0: ["zzz", "qqq"] }).state;
    expect(s.seats[0]!.total).toBe(-1);
    expect(s.nextAt).not.toBeNull();
    // Everyone ready: the pause is cut short.
    s = tick(s, ctx(s.nextAt!)).state;
    expect(s.phase).toBe("playing");
    return s;
  }

  it("starts with no refused entries, so a penalty counts once", () => {
    const s = secondRound();
    expect(s.seats.map((x) => x.rejected)).toEqual([[], []]);
    const end = endWith(useBoard(s), { 0: ["tens"] }).state;
    expect(end.seats[0]!.scores).toEqual([-1, 1]);
    expect(end.seats[0]!.total).toBe(0);
  });

  it("starts with nobody ready and no countdown to a next round", () => {
    let s = endWith(started(["Ann", "Bob"]), { 0: ["tens"] }).state;
    s.seats[0]!.ready = true;
    s = tick(s, ctx(s.nextAt!)).state;
    expect(s.phase).toBe("playing");
    expect(s.seats.map((x) => x.ready)).toEqual([false, false]);
    expect(s.nextAt).toBeNull();
  });
});

describe("computer players' plans", () => {
  it("follow each computer player's own level, not the table's", () => {
    // Easy never enters a word longer than five letters; Hard does.
    let s = ok(addBot(table(["Ann"], { bots: "easy" }), 0, "hard")).state;
    s = ok(addBot(s, 0)).state;
    s = ok(start(s, 0, longCtx())).state;
    expect(s.seats.map((x) => x.level)).toEqual([null, "hard", "easy"]);
    expect(s.seats[1]!.plan.length).toBeGreaterThan(10);
    expect(s.seats[2]!.plan).toEqual([]);
  });

  it("are empty while sitting out a tie-break", () => {
    let s = ok(addBot(table(["Ann", "Bob"], { rounds: 1 }), 0, "hard")).state;
    s = useBoard(ok(start(s, 0, ctx())).state);
    s = endWith(s, { 0: ["tens"], 1: ["old"] }).state;
    expect(s.results!.winners).toEqual([0, 1]);
    const tb = ok(tieBreak(s, 0, longCtx())).state;
    expect(tb.seats.map((x) => x.sittingOut)).toEqual([false, false, true]);
    expect(tb.seats[2]!.plan).toEqual([]);
    expect(nextWake(tb)).toBe(tb.startsAt); // the countdown, then the deadline
    expect(nextWake(tick(tb, longCtx(tb.startsAt!)).state)).toBe(tb.endsAt);
    // Its time passing enters nothing for it.
    const later = tick(tb, longCtx(tb.endsAt! - 1));
    expect(later.state.seats[2]!.words).toEqual([]);
  });

  /** Ann and a computer player on the known board, with this plan for it. */
  function withPlan(plan: { word: string; at: number }[], words: string[] = []): MatchState {
    const s = useBoard(ok(start(ok(addBot(table(["Ann"]), 0, "easy")).state, 0, ctx())).state);
    const bot = s.seats[1]!;
    bot.words = words.map((word) => ({ word, points: 1, path: [0] }));
    bot.plan = plan.map((p) => ({ ...p, path: [0] }));
    bot.done = false;
    return s;
  }

  it("enter an entry due exactly now", () => {
    const s = withPlan([{ word: "tens", at: NOW + 10_000 }, { word: "near", at: NOW + 20_000 }]);
    const a = tick(s, ctx(NOW + 10_000));
    expect(a.state.seats[1]!.words.map((w) => w.word)).toEqual(["tens"]);
    expect(a.effects).toEqual([{ to: "all", msg: { type: "counts", counts: { "0": 0, "1": 1 } } }]);
  });

  it("never enter a word twice", () => {
    const s = withPlan([{ word: "tens", at: NOW + 10_000 }], ["tens"]);
    const a = tick(s, ctx(NOW + 10_000));
    expect(a.state.seats[1]!.words.map((w) => w.word)).toEqual(["tens"]);
    expect(a.effects).toEqual([]);
  });

  it("leave the computer player done once spent, and not before", () => {
    const s = withPlan([{ word: "tens", at: NOW + 10_000 }, { word: "near", at: NOW + 20_000 }]);
    expect(s.seats[1]!.done).toBe(false);
    const first = tick(s, ctx(NOW + 10_000)).state;
    expect(first.seats[1]!.done).toBe(false);
    const second = tick(first, ctx(NOW + 20_000)).state;
    expect(second.seats[1]!.words.map((w) => w.word)).toEqual(["tens", "near"]);
    expect(second.seats[1]!.done).toBe(true);
    expect(second.phase).toBe("playing");
  });
});

describe("a tie-break", () => {
  it("ends the match even when penalties take the tied players back below the target", () => {
    const s = endWith(started(["Ann", "Bob"], { target: 2, penalty: 1 }), { 0: ["pears"], 1: ["lend", "near"] }).state;
    expect(s.phase).toBe("finished");
    expect(s.results!.winners).toEqual([0, 1]);
    const tb = useBoard(ok(tieBreak(s, 0, ctx())).state);
    const end = endWith(tb, {}, { 0: ["zzz", "yyy", "xxx"], 1: ["qqq"] });
    expect(end.state.seats.map((x) => x.total)).toEqual([-1, 1]);
    expect(end.state.phase).toBe("finished");
    expect(end.state.nextAt).toBeNull();
    expect(messagesOf(end, "matchEnd")[0]).toMatchObject({ winners: [1], decidedBy: "tieBreak" });
  });
});

describe("a computer player taking over a seat", () => {
  /** Three people on the long board with these settings; seat 2 leaves at `at` (from the start), with the rng seeded `seed`. */
  function takeOver(settings: Partial<Settings>, at: (s: MatchState) => number, seed = 5): MatchState {
    const s = ok(start(table(["Ann", "Bob", "Cy"], { bots: "hard", ...settings }), 0, longCtx())).state;
    return ok(leave(s, 2, { ...longCtx(at(s)), rng: seededRng(seed) })).state;
  }

  it("plans from the reveal when it takes over during the countdown", () => {
    for (const seed of [1, 2, 3]) {
      const during = takeOver({}, (s) => s.startsAt! - 2_000, seed).seats[2]!.plan;
      const atReveal = takeOver({}, (s) => s.startsAt!, seed).seats[2]!.plan;
      expect(during.length).toBeGreaterThan(0);
      expect(during).toEqual(atReveal);
    }
  });

  it("plans nothing when the round's solution is not at hand, and in the review", () => {
    const s = ok(start(table(["Ann", "Bob", "Cy"], { bots: "hard" }), 0, longCtx())).state;
    const unsolved = ok(leave({ ...s, startsAt: null, solution: null }, 2, longCtx(s.startsAt!))).state;
    expect(unsolved.seats[2]).toMatchObject({ bot: true, plan: [] });
    const review = endWith(started(["Ann", "Bob", "Cy"]), { 0: ["tens"] }).state;
    expect(ok(leave(review, 2, longCtx())).state.seats[2]).toMatchObject({ bot: true, plan: [] });
  });

  it("plans for the round's length: half the words of a Normal round in a Quick one", () => {
    for (const seed of [1, 2, 3]) {
      const normal = takeOver({ timer: "normal" }, (s) => s.startsAt!, seed).seats[2]!.plan.length;
      const quick = takeOver({ timer: "quick" }, (s) => s.startsAt!, seed).seats[2]!.plan.length;
      expect(normal).toBeGreaterThan(4);
      expect(Math.abs(quick - normal / 2)).toBeLessThanOrEqual(1);
    }
  });
});

describe("the alarm", () => {
  it("wakes for the end of the pause, and asks for fresh views when a round ends or starts", () => {
    const s = started(["Ann", "Bob"]);
    const ended = tick(s, ctx(s.endsAt!));
    expect(ended.state.phase).toBe("review");
    expect(ended.views).toBe(true);
    const review = ended.state;
    expect(nextWake(review)).toBe(review.nextAt);
    expect(review.nextAt).toBe(s.endsAt! + 25_000);
    const early = tick(review, ctx(review.nextAt! - 1));
    expect(early.state).toBe(review);
    expect(early.views).toBe(false);
    const next = tick(review, ctx(review.nextAt!));
    expect(next.state).toMatchObject({ phase: "playing", round: 2 });
    expect(next.views).toBe(true);
  });

  it("does nothing during the countdown, and at the reveal sends fresh views instead of counts", () => {
    const counting = ok(start(ok(addBot(table(["Ann"]), 0, "easy")).state, 0, ctx())).state;
    const reveal = counting.startsAt!;
    counting.seats[1]!.plan = [{ word: "tens", path: [0], at: reveal }, { word: "near", path: [0], at: reveal + 5_000 }];
    expect(tick(counting, ctx(reveal - 1))).toEqual({ ok: true, state: counting, effects: [], views: false });
    const shown = tick(counting, ctx(reveal));
    expect(shown.state.startsAt).toBeNull();
    expect(shown.state.seats[1]!.words.map((w) => w.word)).toEqual(["tens"]); // due at the reveal: entered
    expect(shown.effects).toEqual([]); // the fresh views carry the counts
    expect(shown.views).toBe(true);
  });

  it("ends a round at once when the alarm comes after its whole time, countdown included", () => {
    const counting = ok(start(table(["Ann", "Bob"]), 0, ctx())).state;
    const late = tick(counting, ctx(counting.endsAt!));
    expect(late.state.phase).toBe("review");
    expect(late.effects.map((e) => e.msg.type)).toEqual(["roundEnd"]);
    expect(late.views).toBe(true);
  });

  it("needs no fresh views for a computer player's entry", () => {
    const s = useBoard(ok(start(ok(addBot(table(["Ann"]), 0, "easy")).state, 0, ctx())).state);
    s.seats[1]!.plan = [{ word: "tens", path: [0], at: NOW + 1_000 }, { word: "near", path: [0], at: NOW + 2_000 }];
    const a = tick(s, ctx(NOW + 1_000));
    expect(a.effects.map((e) => e.msg.type)).toEqual(["counts"]);
    expect(a.views).toBe(false);
  });
});

describe("a finished match", () => {
  it("that everyone left is a forfeit", () => {
    let s = ok(addBot(ok(addBot(table(["Ann", "Bob"]), 0, "easy")).state, 0, "easy")).state;
    s = ok(start(s, 0, ctx())).state;
    s = ok(leave(s, 0, ctx())).state;
    expect(s.phase).toBe("playing");
    const last = ok(leave(s, 1, ctx(NOW + 7)));
    expect(last.state).toMatchObject({ phase: "finished", endReason: "forfeit" });
    expect(last.state.results).toMatchObject({ decidedBy: "forfeit", finishedAt: NOW + 7 });
    expect(messagesOf(last, "matchEnd")[0]).toMatchObject({ decidedBy: "forfeit" });
  });

  it("keeps no deadline, countdown or computer plans, however it ended", () => {
    // Forfeited mid-round: the round's deadline and the computer player's plan go.
    let s = ok(start(ok(addBot(table(["Ann", "Bob"]), 0, "hard")).state, 0, longCtx())).state;
    expect(s.seats[2]!.plan.length).toBeGreaterThan(0);
    s = ok(leave(s, 1, ctx())).state;
    s = ok(leave(s, 0, ctx())).state;
    expect(s.phase).toBe("finished");
    expect(s).toMatchObject({ endsAt: null, nextAt: null });
    expect(s.seats.map((x) => x.plan)).toEqual([[], [], []]);
    // Forfeited in the review: the countdown goes.
    const review = endWith(started(["Ann", "Bob"]), { 0: ["tens"] }).state;
    expect(review.endsAt).toBeNull();
    expect(review.nextAt).not.toBeNull();
    const forfeited = ok(leave(review, 1, ctx())).state;
    expect(forfeited).toMatchObject({ phase: "finished", endsAt: null, nextAt: null, endReason: "forfeit" });
  });
});

describe("the end of a round and of a match", () => {
  it("sends the round's review to everyone", () => {
    const end = endWith(started(["Ann", "Bob"], { rounds: 3 }), { 0: ["tens"], 1: ["old"] });
    const roundEnds = end.effects.filter((e) => e.msg.type === "roundEnd");
    expect(roundEnds).toHaveLength(1);
    expect(roundEnds[0]!.to).toBe("all");
  });

  it("sends the match's results to everyone", () => {
    const s = started(["Ann", "Bob"]);
    const effects = finishMatch(s, NOW + 5_000, "forfeit");
    expect(effects).toHaveLength(1);
    expect(effects[0]!.to).toBe("all");
    expect(effects[0]!.msg.type).toBe("matchEnd");
  });
});

describe("time passing", () => {
  it("changes nothing in a lobby", () => {
    const s = table(["Ann", "Bob"]);
    expect(s.nextAt).toBeNull();
    const out = tick(s, ctx(NOW + 10 * 60 * 60_000));
    expect(out.state).toBe(s);
    expect(out.effects).toEqual([]);
    expect(out.views).toBe(false);
    expect(s.phase).toBe("lobby");
  });

  it("changes nothing in a finished match", () => {
    const s = started(["Ann", "Bob"]);
    finishMatch(s, NOW + 1_000);
    expect(s.phase).toBe("finished");
    const out = tick(s, ctx(NOW + 10 * 60 * 60_000));
    expect(out.state).toBe(s);
    expect(out.effects).toEqual([]);
    expect(out.state.phase).toBe("finished");
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
