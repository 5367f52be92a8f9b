/**
 * The edges of changing rules and of tie-breaks: what is sent to whom, what is left
 * alone, when a match may and may not reopen, and how the notice reads.
 */
import { describe, expect, it } from "vitest";
import { lexiconFor, withHouseRuleDefaults } from "../../src/game/house-rules.ts";
import { longestOf } from "../../src/game/recalculate.ts";
import { applySettings, leave, playAgain, tieBreak, type Applied, type MatchState } from "../../src/game/match.ts";
import { DEFAULT_SETTINGS } from "../../src/protocol.ts";
import { NOW, ctx, dictionary, endWith, messagesOf, nextRound, ok, started, table, useBoard } from "./house-rules-helpers.ts";

const change = (s: MatchState, patch: Parameters<typeof applySettings>[2], seat = 0): Applied => ok(applySettings(s, seat, patch, NOW));

/** Ann 1 (pears cancelled, tea), Bob 0 (pears), after round 1 of `rounds`. */
function afterRound1(rounds = 3): MatchState {
  return endWith(started(["Ann", "Bob"], { rounds }), { 0: ["pears", "tea"], 1: ["pears"] }).state;
}

describe("what a change sends", () => {
  it("a change to the same values changes nothing and sends nothing", () => {
    const s = afterRound1();
    const out = change(s, { rounds: 3, cancellation: true });
    expect(out.state).toBe(s);
    expect(out.effects).toEqual([]);
    expect(out.views).toBe(false);
  });

  it("in the lobby the new settings travel in the state views, with no notice", () => {
    const out = change(table(["Ann", "Bob"]), { penalty: 2 });
    expect(out.effects).toEqual([]);
    expect(out.views).toBe(true);
    expect(out.state.settings.penalty).toBe(2);
  });

  it("a rescore tells everyone, and the review keeps its board, paths and unfound words", () => {
    const s = afterRound1();
    const out = change(s, { cancellation: false });
    expect(out.effects.every((e) => e.to === "all")).toBe(true);
    expect(out.effects.map((e) => e.msg.type)).toEqual(["rulesChanged", "roundEnd"]);
    const review = messagesOf(out, "roundEnd")[0]!;
    expect(review.board).toEqual(s.lastRound!.board);
    expect(review.unfound).toEqual(s.lastRound!.unfound);
    expect(review.players.map((p) => p.words.map((w) => [w.word, w.points, w.path]))).toEqual([
      [["pears", 2, [0, 0]], ["tea", 1, [0, 1]]],
      [["pears", 2, [1, 0]]],
    ]);
    expect(review.players.map((p) => [p.name, p.score, p.total])).toEqual([["Ann", 3, 3], ["Bob", 2, 2]]);
    expect(messagesOf(out, "rulesChanged")[0]!.text).toBe("Ann changed the rules: shared words now score for everyone; round 1 rescored — Ann 1 → 3, Bob 0 → 2.");
    expect(out.state.lastRound).toEqual(review);
  });

  it("a rule about what counts does not resend the review", () => {
    const s = afterRound1();
    const out = change(s, { board: "5x5", properNouns: true });
    expect(out.effects.map((e) => e.msg.type)).toEqual(["rulesChanged"]);
    expect(out.state.lastRound).toEqual(s.lastRound);
    expect(messagesOf(out, "rulesChanged")[0]).toMatchObject({
      rescored: false, match: null, text: "Ann changed the rules: the next board is 5×5, names of people and places now count.",
    });
  });

  it("a mix of kinds still rescores", () => {
    const out = change(afterRound1(), { board: "5x5", penalty: 1 });
    expect(messagesOf(out, "rulesChanged")[0]!.rescored).toBe(true);
  });

  it("rescoring a finished match sends its summary again and keeps when and why it finished", () => {
    const s = afterRound1(1);
    expect(s.results).toMatchObject({ finishedAt: NOW, decidedBy: "rounds", winners: [0] });
    const out = change(s, { cancellation: false }, 0);
    expect(out.effects.map((e) => e.msg.type)).toEqual(["rulesChanged", "roundEnd", "matchEnd"]);
    expect(out.effects.every((e) => e.to === "all")).toBe(true);
    expect(out.state.phase).toBe("finished");
    expect(out.state.results).toMatchObject({ finishedAt: NOW, decidedBy: "rounds", winners: [0] });
    expect(out.state.results!.standings.map((x) => x.total)).toEqual([3, 2]);
    expect(messagesOf(out, "matchEnd")[0]!.standings).toEqual(out.state.results!.standings);
    const quiet = change(s, { properNouns: true });
    expect(quiet.effects.map((e) => e.msg.type)).toEqual(["rulesChanged"]);
    expect(quiet.state.results).toEqual(s.results);
  });
});

describe("reopening and finishing", () => {
  it("the notice says when the match goes on and when it ends", () => {
    const reopened = change(afterRound1(1), { rounds: 2 });
    expect(messagesOf(reopened, "rulesChanged")[0]!.text).toBe("Ann changed the rules: 2 rounds instead of 1; the match goes on.");
    expect(reopened.effects.map((e) => e.msg.type)).toEqual(["rulesChanged", "roundEnd"]);
    expect(messagesOf(reopened, "roundEnd")[0]!.nextAt).toBe(NOW + 25_000);
    const ended = change(afterRound1(3), { rounds: 1 });
    expect(messagesOf(ended, "rulesChanged")[0]!.text).toBe("Ann changed the rules: 1 round instead of 3; that ends the match.");
    expect(ended.effects.map((e) => e.msg.type)).toEqual(["rulesChanged", "roundEnd", "matchEnd"]);
    expect(messagesOf(ended, "roundEnd")[0]!.nextAt).toBeNull();
  });

  it("a forfeited match stays over whatever the host changes", () => {
    const s = ok(leave(started(["Ann", "Bob"], { rounds: 1 }), 1, ctx())).state;
    expect(s).toMatchObject({ phase: "finished", endReason: "forfeit" });
    const out = change(s, { rounds: 5, penalty: 2 });
    expect(out.state.phase).toBe("finished");
    expect(messagesOf(out, "rulesChanged")[0]).toMatchObject({ rescored: false, match: null });
    expect(out.effects.map((e) => e.msg.type)).toEqual(["rulesChanged"]);
  });

  it("a target reached exactly ends the match", () => {
    const s = endWith(started(["Ann", "Bob"], { target: 10 }), { 0: ["abcdefg", "hijklmn"], 1: [] }).state;
    expect(s.results).toMatchObject({ decidedBy: "target", winners: [0] });
    const raised = change(s, { target: 11 }).state;
    expect(raised.phase).toBe("review");
    expect(change(raised, { target: 10 }).state.phase).toBe("finished");
  });

  it("tie-break rounds do not count towards the rounds: raising by one reopens", () => {
    const tied = endWith(started(["Ann", "Bob"], { rounds: 1 }), { 0: ["tea"], 1: ["ten"] }).state;
    const broken = endWith(useBoard(ok(tieBreak(tied, 0, ctx())).state), { 0: ["pears"], 1: [] }).state;
    expect(broken.results).toMatchObject({ decidedBy: "tieBreak", winners: [0] });
    const reopened = change(broken, { rounds: 2 }).state;
    expect(reopened).toMatchObject({ phase: "review", tieBreak: false });
    expect(reopened.seats.every((x) => !x.sittingOut && !x.ready)).toBe(true);
    expect(change(broken, { penalty: 1 }).state.results).toMatchObject({ decidedBy: "tieBreak" });
  });

  it("reopening after a tie-break brings the onlookers back in", () => {
    const tied = endWith(started(["Ann", "Bob", "Cy"], { rounds: 1 }), { 0: ["tea"], 1: ["ten"], 2: [] }).state;
    const broken = endWith(useBoard(ok(tieBreak(tied, 0, ctx())).state), { 0: ["pears"], 1: [] }).state;
    expect(broken.seats.map((x) => x.sittingOut)).toEqual([false, false, true]);
    const reopened = change(broken, { rounds: 2 }).state;
    expect(reopened.seats.map((x) => x.sittingOut)).toEqual([false, false, false]);
    const next = nextRound(reopened);
    expect(next.seats.map((x) => x.done)).toEqual([false, false, false]);
  });

  it("a tie-break after a longer match is still what decided it", () => {
    const s = endWith(nextRound(afterRound1(2)), { 0: [], 1: ["tea"] }).state;
    expect(s.results!.winners).toEqual([0, 1]);
    const broken = endWith(useBoard(ok(tieBreak(s, 0, ctx())).state), { 0: [], 1: ["old"] }).state;
    expect(broken.results).toMatchObject({ decidedBy: "tieBreak", winners: [1], tieBreaks: 1 });
  });
});

describe("refusals say why", () => {
  it("names the host, the phase and the missing tie", () => {
    const s = afterRound1(1);
    expect(applySettings(s, 1, { penalty: 1 }, NOW)).toMatchObject({ ok: false, code: "not_host", message: expect.stringContaining("host") });
    expect(applySettings(nextRound(afterRound1()), 0, { penalty: 1 }, NOW))
      .toMatchObject({ ok: false, code: "wrong_phase", message: expect.stringContaining("not during a round") });
    expect(tieBreak(s, 1, ctx())).toMatchObject({ code: "not_host", message: expect.stringContaining("host") });
    expect(tieBreak(s, 0, ctx())).toMatchObject({ code: "no_tie", message: expect.stringContaining("not shared") });
    const again = ok(playAgain(endWith(started(["Ann", "Bob"], { rounds: 1 }), { 0: ["tea"], 1: ["ten"] }).state, 0)).state;
    expect(again.phase).toBe("lobby");
    expect(tieBreak(again, 0, ctx())).toMatchObject({ code: "wrong_phase", message: expect.stringContaining("finished") });
  });
});

describe("stored matches from before the house rules", () => {
  it("are brought up to date: default settings, no rounds kept, empty per-seat fields", () => {
    const old = structuredClone(afterRound1(1)) as unknown as Record<string, unknown> & MatchState;
    old.settings = { rounds: 1, board: "4x4", bots: "normal", timer: "normal" } as MatchState["settings"];
    for (const key of ["played", "tieBreak", "endReason"]) delete old[key];
    for (const seat of old.seats) {
      delete (seat as Partial<typeof seat>).rejected;
      delete (seat as Partial<typeof seat>).sittingOut;
    }
    const s = withHouseRuleDefaults(old);
    expect(s.settings).toEqual({ ...DEFAULT_SETTINGS, rounds: 1 });
    expect(s).toMatchObject({ played: [], tieBreak: false, endReason: "rounds" });
    expect(s.seats.map((x) => [x.rejected, x.sittingOut])).toEqual([[[], false], [[], false]]);
    const lobby = structuredClone(table(["Ann"])) as unknown as Record<string, unknown> & MatchState;
    delete (lobby as Record<string, unknown>).endReason;
    expect(withHouseRuleDefaults(lobby).endReason).toBeNull();
    const current = afterRound1();
    expect(withHouseRuleDefaults(structuredClone(current))).toEqual(current);
  });
});

describe("metrics", () => {
  it("the longest word is the first of the longest, or none", () => {
    expect(longestOf(["tea", "ten", "te"])).toBe("tea");
    expect(longestOf(["te", "tea"])).toBe("tea");
    expect(longestOf([])).toBe("");
  });
});

describe("proper nouns", () => {
  it("allowing them adds the names and nothing else", () => {
    const lexicon = lexiconFor({ ...DEFAULT_SETTINGS, properNouns: true }, dictionary(["tea"]), dictionary(["paris"]));
    expect(["tea", "paris", "zzz", "teas"].map((w) => lexicon.has(w))).toEqual([true, true, false, false]);
  });
});
