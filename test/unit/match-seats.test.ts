/**
 * Seats over a match's life: what a new or resumed seat is told, resuming one (from a
 * second tab or after a drop), a freed number reused in the lobby, computer players'
 * names and seat order, a computer player taking over a leaver's seat mid-round (with a
 * plan for the time left), the idle clock when the last person goes, and what Play
 * again keeps, files and resets.
 */
import { describe, expect, it } from "vitest";
import { EMPTY_LOBBY_MS } from "../../src/game/lobby.ts";
import {
  addBot, disconnect, enterWord, expiresAt, join, leave, markDone, nobodyConnected, playAgain, removeBot, ROUND_MS, start,
  type MatchState, type SolvedWord,
} from "../../src/game/match.ts";
import { ctx, endWith, nextRound, NOW, ok, started, table } from "./house-rules-helpers.ts";
import { arrive, createRankedMatch, RANKED_START_MS, startDeadline } from "../../src/game/ranked.ts";
import { resultsOf } from "../../src/game/match-history.ts";
import { COUNTDOWN_MS } from "../../src/protocol.ts";

const tokenOf = (i: number) => `token-${i}-abcdefghijklmnop`;

describe("resuming a seat", () => {
  it("from a second tab while still connected tells nobody else and needs no new views", () => {
    const s = table(["Ann", "Bob"]);
    const back = ok(join(s, { name: "Bob", token: tokenOf(1) }, "unused-token-abcdefgh", ctx()));
    expect(back.effects.map((e) => [e.to, e.msg.type])).toEqual([[1, "welcome"]]);
    expect(back.views).toBe(false);
  });

  it("after a drop tells everyone the seat is back and stops the idle clock", () => {
    let s = table(["Ann", "Bob"]);
    s = ok(disconnect(s, 0, NOW + 1)).state;
    s = ok(disconnect(s, 1, NOW + 2)).state;
    expect(s.idleSince).toBe(NOW + 2);
    const back = ok(join(s, { name: "Bob", token: tokenOf(1) }, "unused-token-abcdefgh", ctx(NOW + 3)));
    expect(back.effects).toContainEqual({ to: "all", msg: { type: "presence", seat: 1, connected: true } });
    expect(back.views).toBe(false);
    expect(back.state.seats[1]).toMatchObject({ connected: true, goneSince: null });
    expect(back.state.seats[0]).toMatchObject({ connected: false, goneSince: NOW + 1 });
    expect(back.state.idleSince).toBeNull();
    expect(expiresAt(back.state)).toBeNull();
  });
});

describe("joining the lobby", () => {
  it("reuses a freed seat number and keeps the seats in seat order", () => {
    let s = table(["Ann", "Bob", "Cy"]);
    s = ok(leave(s, 1, ctx())).state;
    const joined = join(s, { name: "Dee" }, "token-dee-abcdefghijklm", ctx());
    expect(joined).toMatchObject({ ok: true, seat: 1, resumed: false });
    expect(ok(joined).state.seats.map((x) => [x.seat, x.name])).toEqual([[0, "Ann"], [1, "Dee"], [2, "Cy"]]);
  });
});

/** Many four-letter words, every one known at every level (the helpers' levelOf is 10). */
const MANY: SolvedWord[] = Array.from({ length: 150 }, (_, i) => ({
  word: `w${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}x`,
  path: [0, 1, 2, 3],
  level: 10,
}));

/** Ann, Bob and Cy playing a board with many words; Ann has found two and pressed done. */
function annDone(): MatchState {
  let s = started(["Ann", "Bob", "Cy"]);
  s = enterWord(s, 0, { type: "word", word: "tens" }, NOW, ctx().dict).state;
  s = enterWord(s, 0, { type: "word", word: "pear" }, NOW, ctx().dict).state;
  s = ok(markDone(s, 0, NOW)).state;
  s.solution = [...s.solution!, ...MANY];
  return s;
}

describe("a computer player taking over mid-round", () => {
  it("plays on with a plan for the time left, skipping the words already found", () => {
    const s = annDone();
    expect(s.endsAt).toBe(NOW + COUNTDOWN_MS + ROUND_MS.normal); // the full round from the reveal
    const at = NOW + COUNTDOWN_MS + ROUND_MS.normal / 10;
    const seat = ok(leave(s, 0, ctx(at))).state.seats[0]!;
    expect(seat).toMatchObject({ bot: true, left: true, level: "normal", done: false });
    expect(seat.plan.length).toBeGreaterThanOrEqual(8);
    for (const p of seat.plan) {
      expect(p.at).toBeGreaterThanOrEqual(at);
      expect(p.at).toBeLessThan(s.endsAt!);
      expect(["tens", "pear"]).not.toContain(p.word);
    }
  });

  it("with few words left on the board, plans exactly those not yet found", () => {
    const s = annDone();
    s.solution = [...s.solution!.filter((w) => w.word === "tens" || w.word === "pear"), ...MANY.slice(0, 3)];
    expect(s.solution).toHaveLength(5);
    const plan = ok(leave(s, 0, ctx(NOW + ROUND_MS.normal / 10))).state.seats[0]!.plan;
    expect(plan.map((p) => p.word).sort()).toEqual(MANY.slice(0, 3).map((w) => w.word));
  });

  it("plans fewer words the less time is left", () => {
    const s = annDone();
    const early = ok(leave(s, 0, ctx(NOW + ROUND_MS.normal / 10))).state.seats[0]!.plan;
    const late = ok(leave(s, 0, ctx(NOW + (ROUND_MS.normal * 9) / 10))).state.seats[0]!.plan;
    // Normal finds about 20 words a round: a tenth of the round is worth about 2.
    expect(late.length).toBeLessThanOrEqual(6);
    expect(early.length).toBeLessThanOrEqual(60);
    expect(early.length).toBeGreaterThan(late.length);
    for (const p of late) expect(p.at).toBeGreaterThanOrEqual(NOW + (ROUND_MS.normal * 9) / 10);
  });
});

describe("the idle clock", () => {
  it("starts when the last person leaves the lobby, so the empty table expires", () => {
    const s = ok(leave(table(["Ann"]), 0, ctx(NOW + 5))).state;
    expect(s.seats).toEqual([]);
    expect(s.idleSince).toBe(NOW + 5);
    expect(expiresAt(s)).toBe(NOW + 5 + EMPTY_LOBBY_MS);
  });

  it("starts when the last person leaves, though computer players remain", () => {
    const s = ok(leave(ok(addBot(table(["Ann"]), 0, "easy")).state, 0, ctx(NOW + 5))).state;
    expect(s.seats.map((x) => x.bot)).toEqual([true]);
    expect(s.idleSince).toBe(NOW + 5);
    expect(expiresAt(s)).toBe(NOW + 5 + EMPTY_LOBBY_MS);
  });

  it("keeps running from when the last person dropped, if they then leave", () => {
    let s = table(["Ann"]);
    s = ok(disconnect(s, 0, NOW + 5)).state;
    s = ok(leave(s, 0, ctx(NOW + 50))).state;
    expect(s.idleSince).toBe(NOW + 5);
  });

  it("does not start while another person is still connected", () => {
    const s = ok(leave(table(["Ann", "Bob"]), 0, ctx(NOW + 5))).state;
    expect(s.idleSince).toBeNull();
  });

  it("reads a table with only computer players, or only people who dropped or left, as nobody connected", () => {
    const withBot = ok(addBot(table(["Ann", "Bob"]), 0, "easy")).state;
    expect(nobodyConnected(withBot)).toBe(false);
    const oneGone = ok(disconnect(withBot, 0, NOW)).state;
    expect(nobodyConnected(oneGone)).toBe(false);
    const bothGone = ok(disconnect(oneGone, 1, NOW)).state;
    expect(bothGone.seats.some((x) => x.bot)).toBe(true);
    expect(nobodyConnected(bothGone)).toBe(true);
    expect(nobodyConnected(table([]))).toBe(true);
  });
});

describe("Play again", () => {
  it("keeps the people still connected and the host's computer players, not leavers or the gone", () => {
    let s = ok(addBot(table(["Ann", "Bob", "Cy", "Dee"], { rounds: 1 }), 0, "easy")).state;
    s = ok(start(s, 0, ctx())).state;
    s = ok(leave(s, 2, ctx())).state; // Cy leaves mid-match: a computer player plays on
    s = ok(disconnect(s, 3, NOW)).state; // Dee drops
    s = endWith(s, { 0: ["tens"], 1: ["old"] }).state;
    expect(s.phase).toBe("finished");
    expect(s.seats.map((x) => x.bot)).toEqual([false, false, true, false, true]);
    const again = ok(playAgain(s, 0)).state;
    expect(again.seats.map((x) => [x.seat, x.name, x.bot])).toEqual([[0, "Ann", false], [1, "Bob", false], [4, "Ada", true]]);
  });

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
