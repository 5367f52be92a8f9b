/**
 * The together mode at a table (src/game/modes/together.ts through the match rules):
 * one list for the team, a word refused to a teammate "as found" with its finder's name,
 * every find told to everyone, computer players as teammates, no cancellation and no
 * penalty, stars per round against the board's points and over the match, no tie-break,
 * and a table that plays versus unchanged.
 */
import { describe, expect, it } from "vitest";
import { addBot, applySettings, draft, endRound, enterWord, start, tick, tieBreak, type MatchState } from "../../src/game/match.ts";
import { casual } from "../../src/game/modes/casual.ts";
import { modeOf } from "../../src/game/modes/index.ts";
import { boardPointsOf, lengthsOf, playsTogether, teamMatchOf, together } from "../../src/game/modes/together.ts";
import { starPointsOf } from "../../src/game/together.ts";
import type { ServerMessage } from "../../src/protocol.ts";
import { ctx, dict, NOW, ok, started, table, useBoard } from "./house-rules-helpers.ts";

// Board p a r i / t e n s / o l d m / a y e s: tea ten tens pea pear pears near old lend yes trace.
const type = (s: MatchState, seat: number, word: string, now = NOW) => enterWord(s, seat, { type: "word", word }, now, dict);
const msgs = (effects: { to: number | "all"; msg: ServerMessage }[], kind: ServerMessage["type"]) => effects.filter((e) => e.msg.type === kind);
const end = (s: MatchState) => { const next = draft(s); const effects = endRound(next, NOW + 1); return { state: next, effects }; };

describe("one list for the team", () => {
  it("a word one teammate found is refused to the others as found, naming the finder, and told to everyone", () => {
    let s = started(["Ann", "Ben", "Cy"], { play: "together", penalty: 2 });
    const first = type(s, 0, "pears", NOW + 10);
    s = first.state;
    const path = first.state.seats[0]!.words[0]!.path;
    expect(path.length).toBe(5);
    expect(msgs(first.effects, "teamWord")).toEqual([{ to: "all", msg: { type: "teamWord", word: "pears", points: 2, path, seat: 0, name: "Ann" } }]);
    const again = type(s, 1, "pears", NOW + 11);
    expect(again.state).toBe(s);
    expect(again.effects).toEqual([{ to: 1, msg: { type: "verdict", word: "pears", ok: false, reason: "already_found", by: { seat: 0, name: "Ann" } } }]);
    // The finder herself is told as before, with herself as the finder.
    expect(type(s, 0, "pears", NOW + 12).effects[0]!.msg).toMatchObject({ reason: "already_found", by: { seat: 0, name: "Ann" } });
  });

  it("versus is unchanged: the same word is taken from each, and nobody else hears of it", () => {
    let s = started(["Ann", "Ben"]);
    s = type(s, 0, "pears").state;
    const ben = type(s, 1, "pears");
    expect(ben.effects[0]!.msg).toMatchObject({ type: "verdict", ok: true });
    expect(msgs(ben.effects, "teamWord")).toEqual([]);
    expect(type(ben.state, 1, "pears").effects[0]!.msg).not.toHaveProperty("by");
  });

  it("every seat's view carries the team's list in the order found, and the live goal", () => {
    let s = started(["Ann", "Ben"], { play: "together" });
    s = type(s, 1, "near", NOW + 5).state;
    s = type(s, 0, "pears", NOW + 9).state;
    const view = together.view(s);
    expect(view.team!.map((w) => [w.word, w.seat])).toEqual([["near", 1], ["pears", 0]]);
    expect(view.team![0]!.path).toEqual(s.seats[1]!.words[0]!.path);
    expect(view.team![0]!.path.length).toBe(4);
    // Found in the same millisecond: the lower seat first.
    const same = type(type(started(["Ann", "Ben"], { play: "together" }), 1, "near", NOW + 5).state, 0, "pears", NOW + 5).state;
    expect(together.view(same).team!.map((w) => w.seat)).toEqual([0, 1]);
    expect(playsTogether(undefined)).toBe(false);
    const boardPoints = boardPointsOf(lengthsOf(s.solution!), "classic");
    expect(view.goal).toEqual({ points: 3, boardPoints, starPoints: starPointsOf(4, boardPoints), stars: expect.any(Number) });
    expect(casual.view(s)).toEqual({});
  });

  it("no list and no goal before the board is shown or once the round is over", () => {
    const s = started(["Ann", "Ben"], { play: "together" });
    const found = type(s, 0, "pears", NOW + 5).state;
    // The 3-2-1 before the reveal.
    expect(together.view({ ...found, startsAt: NOW + 60_000 })).toEqual({ team: [] });
    // The review.
    expect(together.view(end(found).state)).toEqual({ team: [] });
    // Without the board's words there is no goal to show, only the list.
    expect(together.view({ ...found, solution: null as never })).toEqual({ team: [expect.objectContaining({ word: "pears" })] });
  });
});

describe("scoring together", () => {
  it("no cancellation and no penalty; the review credits each word to its finder with the team's stars", () => {
    let s = started(["Ann", "Ben"], { play: "together", penalty: 3 });
    s = type(s, 0, "pears").state;
    s = type(s, 1, "near").state;
    s = type(s, 1, "zzzz").state; // refused: costs nothing together
    const { state, effects } = end(s);
    const review = msgs(effects, "roundEnd")[0]!.msg as Extract<ServerMessage, { type: "roundEnd" }>;
    expect(review.players.map((p) => [p.name, p.words.map((w) => w.word), p.score, p.penalty])).toEqual([
      ["Ann", ["pears"], 2, 0], ["Ben", ["near"], 1, 0],
    ]);
    const boardPoints = boardPointsOf(lengthsOf(s.solution!), "classic");
    expect(review.team).toEqual({ round: 1, points: 3, boardPoints, starPoints: starPointsOf(4, boardPoints), stars: expect.any(Number) });
    expect(review.team!.stars).toBe(3 >= starPointsOf(4, boardPoints)[0] ? (3 >= starPointsOf(4, boardPoints)[1] ? 2 : 1) : 0);
    expect(state.seats.map((x) => x.total)).toEqual([2, 1]);
  });

  it("the match's end gives each round's stars and the team's best round", () => {
    let s = started(["Ann", "Ben"], { play: "together", rounds: 1 });
    for (const w of ["pears", "near", "tens", "lend", "yes", "old", "tea"]) s = type(s, 0, w).state;
    const { effects } = end(s);
    const matchEnd = msgs(effects, "matchEnd")[0]!.msg as Extract<ServerMessage, { type: "matchEnd" }>;
    const team = matchEnd.team!;
    expect(team.rounds).toHaveLength(1);
    expect(team.rounds[0]!.points).toBe(2 + 1 + 1 + 1 + 1 + 1 + 1);
    expect(team.stars).toBe(team.rounds[0]!.stars);
    expect(team.best).toBe(0);
  });

  it("the best round has the most stars, then the most points", () => {
    const r = (round: number, stars: 0 | 1 | 2 | 3, points: number) => ({ round, stars, points, boardPoints: 100, starPoints: [20, 35, 55] });
    expect(teamMatchOf([r(1, 1, 25), r(2, 2, 40), r(3, 2, 50), r(4, 0, 5)])).toMatchObject({ stars: 5, best: 2 });
    expect(teamMatchOf([])).toEqual({ rounds: [], stars: 0, best: null });
    // Equal stars: the more points; equal stars and points: the first; more stars beat more points.
    expect(teamMatchOf([r(1, 2, 50), r(2, 2, 40)]).best).toBe(0);
    expect(teamMatchOf([r(1, 2, 40), r(2, 2, 40)]).best).toBe(0);
    expect(teamMatchOf([r(1, 2, 50), r(2, 1, 60)]).best).toBe(0);
    expect(teamMatchOf([r(1, 1, 60), r(2, 2, 50)]).best).toBe(1);
  });

  it("the points table of a together round has no cancellation and no penalty, whatever the settings say", () => {
    const s = table(["Ann"], { play: "together", cancellation: true, penalty: 2 });
    expect(together.roundRules(s.settings, 4)).toMatchObject({ cancellation: false, penalty: 0 });
  });

  it("the match's stars leave a tie-break round out", () => {
    const s = started(["Ann", "Ben"], { play: "together" });
    const played = (round: number, tieBreak: boolean) => ({ round: { round, size: 4 as const, lengths: [0, 0, 0, 10], ...(tieBreak ? { tieBreak } : {}) }, scored: [{ score: 4 }, { score: 3 }] });
    const summary = together.summary(s, [played(1, false), played(2, false), played(3, true)] as never);
    expect(summary.team!.rounds.map((r) => r.round)).toEqual([1, 2]);
    expect(summary.team!.rounds[0]!.points).toBe(7);
  });

  it("a board's points come from its words' lengths under any points table", () => {
    const lengths = lengthsOf([{ word: "tea" }, { word: "tea" }, { word: "pears" }, { word: "treated" }]);
    expect(boardPointsOf(lengths, "classic")).toBe(1 + 2 + 5);
    expect(boardPointsOf(lengths, "big")).toBe(0 + 2 + 5);
  });
});

describe("computer players as teammates", () => {
  it("a computer player's find is credited to it and told to everyone; a word the team has is skipped", () => {
    let s = ok(addBot(table(["Ann"], { play: "together" }), 0)).state;
    s = useBoard(ok(start(s, 0, ctx())).state);
    const bot = s.seats.find((x) => x.bot)!;
    bot.plan = [{ word: "pears", path: [0, 1, 2, 3], at: NOW + 100 }, { word: "near", path: [6, 5, 1, 2], at: NOW + 200 }];
    s = type(s, 0, "pears", NOW + 50).state;
    const t1 = tick(s, { ...ctx(NOW + 250) });
    const botAfter = t1.state.seats.find((x) => x.bot)!;
    expect(botAfter.words.map((w) => w.word)).toEqual(["near"]);
    expect(msgs(t1.effects, "teamWord").map((e) => e.msg)).toEqual([expect.objectContaining({ word: "near", seat: bot.seat, name: bot.name })]);
  });
});

describe("what a together table refuses", () => {
  it("no tie-break, and the way of playing is chosen in the lobby only", () => {
    let s = started(["Ann", "Ben"], { play: "together", rounds: 1 });
    const changed = applySettings(s, 0, { play: "versus" }, NOW);
    expect(changed).toMatchObject({ ok: false, code: "wrong_phase" });
    s = end(s).state;
    expect(s.phase).toBe("finished");
    s.results!.winners = [0, 1]; // even with equal contributions there is no first place to share
    const refusedTie = tieBreak(s, 0, ctx());
    expect(refusedTie).toMatchObject({ ok: false, code: "no_tie" });
    expect((refusedTie as { message: string }).message).toMatch(/team/);
    expect(modeOf(table(["Ann"], { play: "together" }))).toBe(together);
    expect(modeOf(table(["Ann"]))).toBe(casual);
  });
});
