/**
 * The rules about watchers (src/game/watchers.ts) and what a watcher may see
 * (watcherView): a join after the start watches, the cap, seats at Play again for the
 * watchers who asked (before computer players), and a view with nobody's words.
 */
import { describe, expect, it } from "vitest";
import {
  addBot, endRound, enterWord, joinWatches, leave, markReady, playAgain, watchRefusal, watcherCatchUp, watcherViews, MAX_SEATS,
} from "../../src/game/match.ts";
import { createRankedMatch } from "../../src/game/ranked.ts";
import { MAX_WATCHERS } from "../../src/protocol.ts";
import { watcherView } from "../../src/table/view.ts";
import { ctx, endWith, NOW, ok, started, table, WORDS } from "./house-rules-helpers.ts";

describe("who watches", () => {
  it("a join without a token watches once the match has started, never in the lobby or at a ranked table", () => {
    expect(joinWatches(table(["Ann", "Bob"]), undefined)).toBe(false);
    const playing = started(["Ann", "Bob"]);
    expect(joinWatches(playing, undefined)).toBe(true);
    expect(joinWatches(playing, "token-0-abcdefghijklmnop")).toBe(false); // a resume
    const ranked = createRankedMatch("r", NOW, [{ playerId: "p", name: "P", token: "token-r-abcdefghijklmnop" }]);
    expect(joinWatches({ ...ranked, phase: "playing" }, undefined)).toBe(false);
    expect(watchRefusal(ranked, 0)).toMatchObject({ code: "ranked_table", message: "Ranked tables cannot be watched" });
  });

  it(`caps the watchers at ${MAX_WATCHERS}, and says so`, () => {
    const s = started(["Ann", "Bob"]);
    expect(watchRefusal(s, MAX_WATCHERS - 1)).toBeNull();
    expect(watchRefusal(s, MAX_WATCHERS)).toMatchObject({ code: "watchers_full", message: `At most ${MAX_WATCHERS} people can watch a table` });
  });

  it("lists the watchers in the order they came, with only their names and whether they want a seat", () => {
    const came = [
      { name: "Dee", wantsSeat: false, since: NOW + 300 },
      { name: null, wantsSeat: false, since: NOW + 100 },
      { name: "Cy", wantsSeat: true, since: NOW + 200 },
    ];
    expect(watcherViews(came)).toEqual([{ name: null, wantsSeat: false }, { name: "Cy", wantsSeat: true }, { name: "Dee", wantsSeat: false }]);
  });
});

describe("Play again", () => {
  it("seats the watchers who asked, in order, each welcomed with its token", () => {
    const s = started(["Ann", "Bob"], { rounds: 1 });
    const end = { ...s };
    endRound(end, NOW);
    expect(end.phase).toBe("finished");
    const out = ok(playAgain(end, 0, [{ name: "Cy", token: "token-cy-abcdefghijklm" }, { name: "Dee", token: "token-dee-abcdefghijkl" }]));
    expect(out.state.seats.map((x) => [x.seat, x.name, x.token])).toEqual([
      [0, "Ann", "token-0-abcdefghijklmnop"], [1, "Bob", "token-1-abcdefghijklmnop"],
      [2, "Cy", "token-cy-abcdefghijklm"], [3, "Dee", "token-dee-abcdefghijkl"],
    ]);
    expect(out.effects).toEqual([
      { to: 2, msg: { type: "welcome", seat: 2, token: "token-cy-abcdefghijklm", protocol: 1 } },
      { to: 3, msg: { type: "welcome", seat: 3, token: "token-dee-abcdefghijkl", protocol: 1 } },
    ]);
  });

  it("gives watchers the seats of computer players when the table is full", () => {
    let lobby = table(["Ann", "Bob"], { rounds: 1 });
    for (let i = 0; i < MAX_SEATS - 2; i++) lobby = ok(addBot(lobby, 0)).state;
    const end = { ...lobby, phase: "finished" as const, results: null };
    const out = ok(playAgain(end, 0, [{ name: "Cy", token: "token-cy-abcdefghijklm" }]));
    expect(out.state.seats).toHaveLength(MAX_SEATS);
    expect(out.state.seats.filter((x) => x.bot)).toHaveLength(MAX_SEATS - 3);
    expect(out.state.seats.find((x) => x.name === "Cy")).toMatchObject({ bot: false, seat: MAX_SEATS - 1 });
  });

  it("gives a watcher the seat of someone who left, keeping the seats in seat order", () => {
    const s = started(["Ann", "Bob", "Cy"], { rounds: 1 });
    const end = endWith(s, {}).state;
    const left = ok(leave(end, 1, ctx())).state;
    const out = ok(playAgain(left, 0, [{ name: "Dee", token: "token-dee-abcdefghijkl" }]));
    expect(out.state.seats.map((x) => [x.seat, x.name])).toEqual([[0, "Ann"], [1, "Dee"], [2, "Cy"]]);
  });

  it("seats no watcher at a table full of people, and takes nobody's seat", () => {
    const names = Array.from({ length: MAX_SEATS }, (_, i) => `P${i}`);
    const end = { ...table(names, { rounds: 1 }), phase: "finished" as const, results: null };
    const out = ok(playAgain(end, 0, [{ name: "Zed", token: "token-zed-abcdefghijkl" }]));
    expect(out.state.seats.map((x) => x.name)).toEqual(names);
    expect(out.effects).toEqual([]);
  });
});

describe("what a watcher sees", () => {
  it("on arriving: nothing more while a round is played, the review on screen, and after the match its results too", () => {
    const s = started(["Ann", "Bob"], { rounds: 2 });
    expect(watcherCatchUp(table(["Ann"]))).toEqual([]);
    expect(watcherCatchUp(s)).toEqual([]);
    const review = endWith(s, { 0: ["tens"] }).state;
    expect(review.phase).toBe("review");
    expect(watcherCatchUp(review)).toEqual([review.lastRound]);
    const second = ok(markReady(ok(markReady(review, 0, ctx())).state, 1, ctx())).state;
    expect(second).toMatchObject({ phase: "playing", round: 2 });
    expect(watcherCatchUp(second)).toEqual([]); // round 1's review is over
    const finished = endWith(started(["Ann", "Bob"], { rounds: 1 }), { 1: ["pear"] }).state;
    expect(finished.phase).toBe("finished");
    const { finishedAt: _, ...summary } = finished.results!;
    expect(watcherCatchUp(finished)).toEqual([finished.lastRound, { type: "matchEnd", ...summary }]);
    expect(watcherCatchUp({ ...finished, lastRound: null })).toEqual([{ type: "matchEnd", ...summary }]);
  });

  it("the board and everyone's counts, nobody's words", () => {
    const s = started(["Ann", "Bob"]);
    const entered = enterWord(s, 0, { type: "word", word: "tens" }, NOW + 5_000, { has: (w) => WORDS.includes(w) });
    const view = watcherView(entered.state, NOW, [{ name: "Cy", wantsSeat: true }]);
    expect(view).toMatchObject({ you: -1, watching: true, words: [], board: s.board, watchers: [{ name: "Cy", wantsSeat: true }] });
    expect(view.seats.map((x) => x.count)).toEqual([1, 0]);
    expect(JSON.stringify(view)).not.toContain('"tens"');
  });
});
