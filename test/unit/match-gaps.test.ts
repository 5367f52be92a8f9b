/**
 * Gaps a mutation run found in match.ts: what a new seat is told, what a resume gets
 * later in a match, that entries and unfinished done/ready ask for no views, the cap on
 * refused entries, who stays host, what Play again resets, and computer players' names
 * and seat order.
 */
import { describe, expect, it } from "vitest";
import {
  addBot, createMatch, disconnect, enterWord, join, leave, markDone, markReady, MAX_REJECTED, playAgain, removeBot,
  type MatchState,
} from "../../src/game/match.ts";
import { resultsOf } from "../../src/game/match-history.ts";
import { arrive, createRankedMatch, RANKED_START_MS, startDeadline } from "../../src/game/ranked.ts";
import { DEFAULT_SETTINGS } from "../../src/protocol.ts";
import { ctx, endWith, nextRound, NOW, ok, started, table } from "./house-rules-helpers.ts";

const tokenOf = (i: number) => `token-${i}-abcdefghijklmnop`;

describe("joining", () => {
  it("a new seat is first welcomed with its seat and token, and gets a plain new seat", () => {
    const s = table(["Ann"]);
    const joined = join(s, { name: "Bob" }, "token-bob-abcdefghijklm", ctx());
    expect(joined).toMatchObject({ ok: true, seat: 1, resumed: false });
    const a = ok(joined);
    expect(a.effects[0]).toEqual({ to: 1, msg: { type: "welcome", seat: 1, token: "token-bob-abcdefghijklm", protocol: 1 } });
    expect(a.state.seats[1]).toEqual({
      seat: 1, name: "Bob", bot: false, level: null, token: "token-bob-abcdefghijklm", connected: true, left: false,
      done: false, ready: false, total: 0, scores: [], words: [], rejected: [], sittingOut: false, plan: [],
    });
  });

  it("a resume with a token says it resumed", () => {
    const back = join(table(["Ann", "Bob"]), { name: "Bob", token: tokenOf(1) }, "unused-token-abcdefgh", ctx());
    expect(back).toMatchObject({ ok: true, seat: 1, token: tokenOf(1), resumed: true });
  });

  it("a resume during round 2 gets no review of round 1", () => {
    let s: MatchState = started(["Ann", "Bob"], { rounds: 3 });
    s = endWith(s, { 0: ["tens"], 1: ["pear"] }).state;
    expect(s.lastRound).not.toBeNull();
    s = nextRound(s);
    expect(s.round).toBe(2);
    s = ok(disconnect(s, 1, NOW)).state;
    const back = ok(join(s, { name: "Bob", token: tokenOf(1) }, "unused-token-abcdefgh", ctx()));
    expect(back.effects).toEqual([
      { to: 1, msg: { type: "welcome", seat: 1, token: tokenOf(1), protocol: 1 } },
      { to: "all", msg: { type: "presence", seat: 1, connected: true } },
    ]);
  });

  it("a resume at a ranked table called off at its start deadline is just welcomed", () => {
    const seats = ["Ann", "Bob"].map((name, i) => ({ playerId: `player-${i}`, name, token: tokenOf(i) }));
    let m = createRankedMatch("t1", NOW, seats);
    m = ok(arrive(m, 0, ctx())).state;
    m = ok(startDeadline(m, ctx(NOW + RANKED_START_MS))).state;
    expect(m.phase).toBe("finished");
    expect(m.results ?? null).toBeNull();
    const back = ok(join(m, { name: "Ann", token: tokenOf(0) }, "unused-token-abcdefgh", ctx(NOW + RANKED_START_MS)));
    expect(back.effects.filter((e) => e.to === 0)).toEqual([
      { to: 0, msg: { type: "welcome", seat: 0, token: tokenOf(0), protocol: 1 } },
    ]);
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

describe("the host", () => {
  it("stays when someone else leaves the lobby, even while away", () => {
    let s = table(["Ann", "Bob", "Cy"]);
    s = ok(disconnect(s, 0, NOW)).state;
    s = ok(leave(s, 2, ctx())).state;
    expect(s.host).toBe(0);
  });
});

describe("Play again", () => {
  it("files the finished match and resets the lists, played boards and tie-break", () => {
    let s = started(["Ann", "Bob"], { rounds: 1 });
    s = endWith(s, { 0: ["tens"], 1: ["pear"] }).state;
    expect(s.phase).toBe("finished");
    expect(s.played.length).toBeGreaterThan(0);
    const again = ok(playAgain(s, 0)).state;
    expect(again.results).toBeNull();
    expect(again.match).toBe(2);
    expect(resultsOf(again, 1)).toMatchObject({ match: 1 });
    expect(again.played).toEqual([]);
    expect(again.tieBreak).toBe(false);
    for (const seat of again.seats) expect(seat.words).toEqual([]);
  });
});

describe("computer players", () => {
  it("get names nobody at the table uses", () => {
    let s = table(["Ann", "Ada"]);
    s = ok(addBot(s, 0, "easy")).state;
    s = ok(addBot(s, 0, "easy")).state;
    const names = s.seats.map((x) => x.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("seated in a freed number keep the seats in seat order", () => {
    let s = table(["Ann", "Bob", "Cy"]);
    s = ok(removeBot(s, 0, 1)).state;
    s = ok(addBot(s, 0, "easy")).state;
    expect(s.seats.map((x) => [x.seat, x.bot])).toEqual([[0, false], [1, true], [2, false]]);
  });
});
