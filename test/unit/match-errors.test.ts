/**
 * The refusals and no-ops of the match actions (the Worker tests reach most of them
 * through a socket; here they are checked as rules): each refusal's code and message,
 * an action that changes nothing keeping the state and sending nothing, and what a
 * seat resumed after a round or after the match is told.
 */
import { describe, expect, it } from "vitest";
import {
  addBot, disconnect, enterWord, join, leave, markDone, markReady, playAgain, start, MAX_SEATS,
  type Applied, type MatchState, type Outcome,
} from "../../src/game/match.ts";
import { ctx, endWith, NOW, ok, playMatch, started, table } from "./house-rules-helpers.ts";

const tokenOf = (i: number) => `token-${i}-abcdefghijklmnop`;

/** Outcome is a refusal with this code and a message that says something. */
function expectRefused(outcome: Outcome, code: string, says: RegExp): void {
  expect(outcome.ok).toBe(false);
  if (outcome.ok) return;
  expect(outcome.code).toBe(code);
  expect(outcome.message).toMatch(says);
}

/** Outcome accepted, changing nothing and telling nobody. */
function expectNoOp(outcome: Outcome, before: MatchState): void {
  const a = ok(outcome);
  expect(a.state).toBe(before);
  expect(a.effects).toEqual([]);
  expect(a.views).toBe(false);
}

/** A match of three people in which seat 2 has left (a computer player holds it). */
function withLeaver(): MatchState {
  return ok(leave(started(["Ann", "Bob", "Cy"]), 2, ctx())).state;
}

/** A one-round match of two people, finished: Ann found more than Bob. */
function finished(): MatchState {
  const s = playMatch(started(["Ann", "Bob"], { rounds: 1 }), [{ 0: ["tens", "pear"], 1: ["old"] }]);
  expect(s.phase).toBe("finished");
  return s;
}

describe("I'm done", () => {
  it("is refused outside a round", () => {
    expectRefused(markDone(table(["Ann", "Bob"]), 0, NOW), "wrong_phase", /round/);
    expectRefused(markDone(finished(), 0, NOW), "wrong_phase", /round/);
  });

  it("is refused during the countdown, before the board is shown", () => {
    const counting = ok(start(table(["Ann", "Bob"]), 0, ctx())).state;
    expectRefused(markDone(counting, 0, NOW), "wrong_phase", /not started yet/);
  });

  it("is refused to a seat that is not playing", () => {
    expectRefused(markDone(started(["Ann", "Bob"]), 7, NOW), "no_such_seat", /not playing/);
    expectRefused(markDone(withLeaver(), 2, NOW), "no_such_seat", /not playing/);
  });

  it("a second time changes nothing", () => {
    const done = ok(markDone(started(["Ann", "Bob"]), 0, NOW)).state;
    expect(done.seats[0]!.done).toBe(true);
    expectNoOp(markDone(done, 0, NOW), done);
  });
});

describe("Ready", () => {
  it("is refused when there is no next round to wait for", () => {
    expectRefused(markReady(started(["Ann", "Bob"]), 0, ctx()), "wrong_phase", /next round/);
    expectRefused(markReady(table(["Ann", "Bob"]), 0, ctx()), "wrong_phase", /next round/);
  });

  it("is refused to a seat that is not in the match", () => {
    const review = endWith(started(["Ann", "Bob", "Cy"]), { 0: ["tens"] }).state;
    expect(review.phase).toBe("review");
    expectRefused(markReady(review, 7, ctx()), "no_such_seat", /not in this match/);
    const afterLeave = endWith(withLeaver(), { 0: ["tens"] }).state;
    expect(afterLeave.phase).toBe("review");
    expectRefused(markReady(afterLeave, 2, ctx()), "no_such_seat", /not in this match/);
  });

  it("a second time changes nothing", () => {
    const review = endWith(started(["Ann", "Bob"]), { 0: ["tens"] }).state;
    const ready = ok(markReady(review, 0, ctx())).state;
    expect(ready.phase).toBe("review");
    expectNoOp(markReady(ready, 0, ctx()), ready);
  });
});

describe("leaving", () => {
  it("is refused to a seat nobody holds and to a computer player's seat", () => {
    const s = ok(addBot(table(["Ann", "Bob"]), 0, "easy")).state;
    expectRefused(leave(s, 7, ctx()), "no_such_seat", /seat/);
    expectRefused(leave(s, 2, ctx()), "no_such_seat", /seat/);
    expect(s.seats).toHaveLength(3);
  });

  it("after the match gives the seat up for good, keeping its place in the results", () => {
    const s = finished();
    const out = ok(leave(s, 1, ctx(NOW + 5)));
    const bob = out.state.seats.find((x) => x.seat === 1)!;
    expect(bob).toMatchObject({ token: null, connected: false, name: "Bob", left: false });
    expect(out.state.seats.find((x) => x.seat === 0)).toMatchObject({ token: tokenOf(0), connected: true });
    expect(out.state.results).toEqual(s.results);
    expect(out.state.phase).toBe("finished");
    // The token no longer resumes the seat, and Play again leaves it out.
    expectRefused(join(out.state, { name: "Bob", token: tokenOf(1) }, "unused-token-abcdefgh", ctx()), "bad_token", /token/);
    expect(ok(playAgain(out.state, 0)).state.seats.map((x) => x.name)).toEqual(["Ann"]);
  });
});

describe("Play again", () => {
  it("is refused before the match has finished", () => {
    expectRefused(playAgain(started(["Ann", "Bob"]), 0), "wrong_phase", /not finished/);
    expectRefused(playAgain(table(["Ann", "Bob"]), 0), "wrong_phase", /not finished/);
  });

  it("is refused to anyone but the host", () => {
    expectRefused(playAgain(finished(), 1), "not_host", /host/);
  });
});

describe("seating computer players", () => {
  it("is refused once the match has started", () => {
    const s = started(["Ann", "Bob"]);
    expectRefused(addBot(s, 0, "easy"), "wrong_phase", /before the match starts/);
    expect(s.seats).toHaveLength(2);
  });

  it("is refused at a full table", () => {
    let s = table(["Ann", "Bob"]);
    while (s.seats.length < MAX_SEATS) s = ok(addBot(s, 0, "easy")).state;
    expectRefused(addBot(s, 0, "easy"), "table_full", new RegExp(`at most ${MAX_SEATS}\\b`));
  });
});

describe("disconnecting", () => {
  it("a seat nobody holds, or one already gone, changes nothing", () => {
    const s = table(["Ann", "Bob"]);
    expectNoOp(disconnect(s, 7, NOW), s);
    const gone = ok(disconnect(s, 1, NOW)).state;
    expectNoOp(disconnect(gone, 1, NOW + 10), gone);
  });
});

describe("entering a word from a seat not in the round", () => {
  const verdictOf = (a: Applied) => a.effects.map((e) => e.msg).find((m) => m.type === "verdict");

  it("answers not_playing to a seat nobody holds and to one whose player left", () => {
    const s = withLeaver();
    for (const seat of [2, 7]) {
      const a = enterWord(s, seat, { type: "word", word: " TENS" }, NOW, ctx().dict);
      expect(a.state).toBe(s);
      expect(a.effects).toEqual([{ to: seat, msg: { type: "verdict", word: "tens", ok: false, reason: "not_playing" } }]);
      expect(verdictOf(a)).toMatchObject({ reason: "not_playing" });
    }
  });
});

describe("resuming a seat", () => {
  it("during the review sends the round's review again to that seat only", () => {
    let s = endWith(started(["Ann", "Bob", "Cy"]), { 0: ["tens"], 1: ["old"] }).state;
    expect(s.phase).toBe("review");
    s = ok(disconnect(s, 1, NOW)).state;
    const back = ok(join(s, { name: "Bob", token: tokenOf(1) }, "unused-token-abcdefgh", ctx()));
    expect(back.effects).toContainEqual({ to: 1, msg: s.lastRound });
    const review = back.effects.find((e) => e.msg.type === "roundEnd")!;
    expect(review.to).toBe(1);
    expect(review.msg).toMatchObject({ type: "roundEnd", round: 1 });
    expect(back.effects.some((e) => e.msg.type === "matchEnd")).toBe(false);
  });

  it("during a round sends no review", () => {
    let s = started(["Ann", "Bob"]);
    s = ok(disconnect(s, 1, NOW)).state;
    const back = ok(join(s, { name: "Bob", token: tokenOf(1) }, "unused-token-abcdefgh", ctx()));
    expect(back.effects.map((e) => e.msg.type).sort()).toEqual(["presence", "welcome"]);
  });

  it("after the match sends the last review and the final result, without the storage time", () => {
    let s = finished();
    s = ok(disconnect(s, 1, NOW)).state;
    const back = ok(join(s, { name: "Bob", token: tokenOf(1) }, "unused-token-abcdefgh", ctx()));
    const toBob = back.effects.filter((e) => e.to === 1).map((e) => e.msg);
    expect(toBob.map((m) => m.type)).toEqual(["welcome", "roundEnd", "matchEnd"]);
    const end = toBob.find((m) => m.type === "matchEnd")!;
    if (end.type !== "matchEnd") throw new Error("no matchEnd");
    expect(end.winners).toEqual([0]);
    expect(end.standings.map((x) => [x.seat, x.rank])).toEqual([[0, 1], [1, 2]]);
    expect(end.decidedBy).toBe("rounds");
    expect(end).not.toHaveProperty("finishedAt");
    const { finishedAt: _, ...summary } = s.results!;
    expect(end).toEqual({ type: "matchEnd", ...summary });
  });
});
