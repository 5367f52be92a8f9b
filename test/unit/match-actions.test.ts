/**
 * More of what players do, at the edges: what a drop tells the table, entries in and
 * outside a round (no fresh views, the cap on refused entries), done and ready that end
 * nothing, the host's removal power, a forfeit in round 1, a play-with-bots table after
 * Play again, and a resume request without a real token.
 */
import { describe, expect, it } from "vitest";
import {
  addBot, createMatch, disconnect, enterWord, join, leave, markDone, markReady, MAX_REJECTED, playAgain, removeBot,
  type MatchState,
} from "../../src/game/match.ts";
import { DEFAULT_SETTINGS } from "../../src/protocol.ts";
import { ctx, endWith, NOW, ok, started, table } from "./house-rules-helpers.ts";

const tokenOf = (i: number) => `token-${i}-abcdefghijklmnop`;

describe("a drop", () => {
  it("tells everyone the seat is away, and starts the idle clock only when no person is left connected", () => {
    let s = ok(addBot(table(["Ann", "Bob"]), 0, "easy")).state;
    const first = ok(disconnect(s, 1, NOW + 1));
    expect(first.effects).toEqual([{ to: "all", msg: { type: "presence", seat: 1, connected: false } }]);
    expect(first.views).toBe(false);
    expect(first.state.idleSince).toBeNull();
    s = ok(disconnect(first.state, 0, NOW + 2)).state;
    // Only the computer player is still "connected": the table is idle.
    expect(s.idleSince).toBe(NOW + 2);
  });
});

describe("an entry outside a round", () => {
  it("is answered not_playing with the entry as typed, tidied, and changes nothing", () => {
    const review = endWith(started(["Ann", "Bob"]), { 0: ["tens"] }).state;
    expect(review.phase).toBe("review");
    expect(review.board).not.toBeNull();
    for (const s of [review, table(["Ann", "Bob"])]) {
      const a = enterWord(s, 0, { type: "word", word: "  PeAr " }, NOW, ctx().dict);
      expect(a.effects).toEqual([{ to: 0, msg: { type: "verdict", word: "pear", ok: false, reason: "not_playing" } }]);
      expect(a.state).toBe(s);
      expect(a.views).toBe(false);
    }
    const dragged = enterWord(review, 0, { type: "word", path: [0, 1, 2] }, NOW, ctx().dict);
    expect(dragged.effects).toEqual([{ to: 0, msg: { type: "verdict", word: "", ok: false, reason: "not_playing" } }]);
  });
});

describe("removing a seat", () => {
  it("is refused to anyone but the host, who keeps every seat", () => {
    const s = table(["Ann", "Bob", "Cy"]);
    expect(removeBot(s, 1, 2)).toMatchObject({ ok: false, code: "not_host" });
    expect(removeBot(s, 1, 0)).toMatchObject({ ok: false, code: "not_host" });
  });
});

describe("a play-with-bots table after Play again", () => {
  it("seats a second person in the lobby without starting or adding a computer player", () => {
    let s = createMatch("B".repeat(22), NOW, { ...DEFAULT_SETTINGS, rounds: 1 }, true);
    s = ok(join(s, { name: "Ann" }, "token-0-abcdefghijklmnop", ctx())).state;
    expect(s.phase).toBe("playing");
    s = endWith(s, { 0: ["tens"] }).state;
    expect(s.phase).toBe("finished");
    s = ok(playAgain(s, 0)).state;
    expect(s.seats.map((x) => x.bot)).toEqual([false, true]);
    const joined = ok(join(s, { name: "Bob" }, "token-1-abcdefghijklmnop", ctx())).state;
    expect(joined.phase).toBe("lobby");
    expect(joined.seats.map((x) => x.bot)).toEqual([false, true, false]);
  });
});

describe("a resume request", () => {
  it("with no real token never takes a seat whose player gave it up", () => {
    let s: MatchState = started(["Ann", "Bob", "Cy"]);
    s = ok(leave(s, 2, ctx())).state;
    expect(s.seats[2]!.token).toBeNull();
    const out = join(s, { name: "Eve", token: null as unknown as string }, "x".repeat(22), ctx());
    expect(out).toMatchObject({ ok: false, code: "bad_token" });
  });
});

describe("leaving a match of three", () => {
  it("a second leaver forfeits the match to the last person, whom the first leaver's computer player does not count against", () => {
    let s = started(["Ann", "Bob", "Cy"]);
    s = ok(leave(s, 2, ctx())).state;
    expect(s.phase).toBe("playing");
    const out = ok(leave(s, 1, ctx(NOW + 9)));
    expect(out.state).toMatchObject({ phase: "finished", endReason: "forfeit" });
    expect(out.state.results!.winners).toEqual([0]);
  });
});

describe("a forfeit in round 1", () => {
  it("reports no round scores for anyone", () => {
    const s = ok(leave(started(["Ann", "Bob"]), 1, ctx())).state;
    expect(s.phase).toBe("finished");
    for (const seat of s.seats) expect(seat.scores).toEqual([]);
  });

  it("on a play-with-bots table reports no round scores for anyone", () => {
    let s = createMatch("B".repeat(22), NOW, { ...DEFAULT_SETTINGS }, true);
    s = ok(join(s, { name: "Ann" }, tokenOf(0), ctx())).state;
    expect(s.phase).toBe("playing");
    s = ok(leave(s, 0, ctx())).state;
    expect(s.phase).toBe("finished");
    for (const seat of s.seats) expect(seat.scores).toEqual([]);
  });
});

describe("entries in a round", () => {
  it("ask for no new views, refused or accepted", () => {
    const s = started(["Ann", "Bob"]);
    const d = ctx().dict;
    const accepted = enterWord(s, 0, { type: "word", word: "tens" }, NOW, d);
    expect(accepted.effects[0]!.msg).toMatchObject({ type: "verdict", ok: true });
    expect(accepted.views).toBe(false);
    const penalised = enterWord(s, 0, { type: "word", word: "zzzz" }, NOW, d);
    expect(penalised.state.seats[0]!.rejected).toEqual(["zzzz"]);
    expect(penalised.views).toBe(false);
    const again = enterWord(penalised.state, 0, { type: "word", word: "zzzz" }, NOW, d);
    expect(again.state).toBe(penalised.state);
    expect(again.views).toBe(false);
  });

  it("keep at most MAX_REJECTED refused entries", () => {
    let s = started(["Ann", "Bob"]);
    const d = ctx().dict;
    const word = (i: number) => `zq${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;
    for (let i = 0; i < MAX_REJECTED; i++) s = enterWord(s, 0, { type: "word", word: word(i) }, NOW, d).state;
    expect(MAX_REJECTED).toBe(200);
    expect(s.seats[0]!.rejected).toHaveLength(200);
    const over = enterWord(s, 0, { type: "word", word: word(MAX_REJECTED) }, NOW, d);
    expect(over.state).toBe(s);
    expect(over.state.seats[0]!.rejected).toHaveLength(200);
  });
});

describe("done and ready that do not end the wait", () => {
  it("send nothing", () => {
    let s = started(["Ann", "Bob"], { rounds: 2 });
    expect(ok(markDone(s, 0, NOW)).effects).toEqual([]);
    s = endWith(s, { 0: ["tens"], 1: ["pear"] }).state;
    expect(s.phase).toBe("review");
    expect(ok(markReady(s, 0, ctx())).effects).toEqual([]);
  });
});
