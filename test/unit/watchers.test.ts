/**
 * The rules about watchers (src/game/watchers.ts) and what a watcher may see
 * (watcherView): a join after the start watches, the cap, seats at Play again for the
 * watchers who asked (before computer players), and a view with nobody's words.
 */
import { describe, expect, it } from "vitest";
import { addBot, endRound, enterWord, joinWatches, playAgain, watchRefusal, MAX_SEATS } from "../../src/game/match.ts";
import { createRankedMatch } from "../../src/game/ranked.ts";
import { MAX_WATCHERS } from "../../src/protocol.ts";
import { watcherView } from "../../src/table/view.ts";
import { NOW, ok, started, table, WORDS } from "./house-rules-helpers.ts";

describe("who watches", () => {
  it("a join without a token watches once the match has started, never in the lobby or at a ranked table", () => {
    expect(joinWatches(table(["Ann", "Bob"]), undefined)).toBe(false);
    const playing = started(["Ann", "Bob"]);
    expect(joinWatches(playing, undefined)).toBe(true);
    expect(joinWatches(playing, "token-0-abcdefghijklmnop")).toBe(false); // a resume
    const ranked = createRankedMatch("r", NOW, [{ playerId: "p", name: "P", token: "token-r-abcdefghijklmnop" }]);
    expect(joinWatches({ ...ranked, phase: "playing" }, undefined)).toBe(false);
    expect(watchRefusal(ranked, 0)).toMatchObject({ code: "ranked_table" });
  });

  it(`caps the watchers at ${MAX_WATCHERS}`, () => {
    const s = started(["Ann", "Bob"]);
    expect(watchRefusal(s, MAX_WATCHERS - 1)).toBeNull();
    expect(watchRefusal(s, MAX_WATCHERS)).toMatchObject({ code: "watchers_full" });
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
});

describe("what a watcher sees", () => {
  it("the board and everyone's counts, nobody's words", () => {
    const s = started(["Ann", "Bob"]);
    const entered = enterWord(s, 0, { type: "word", word: "tens" }, NOW + 5_000, { has: (w) => WORDS.includes(w) });
    const view = watcherView(entered.state, NOW, [{ name: "Cy", wantsSeat: true }]);
    expect(view).toMatchObject({ you: -1, watching: true, words: [], board: s.board, watchers: [{ name: "Cy", wantsSeat: true }] });
    expect(view.seats.map((x) => x.count)).toEqual([1, 0]);
    expect(JSON.stringify(view)).not.toContain('"tens"');
  });
});
