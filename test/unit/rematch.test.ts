/**
 * Issue 26, row 9: only the host could ask for a rematch. Any seated person may ask at
 * the match's end; everyone (the host first of all) sees who asked, and the host's Play
 * again takes them all back to the lobby.
 */
import { describe, expect, it } from "vitest";
import { askRematch, leave, playAgain, tieBreak, type MatchState } from "../../src/game/match.ts";
import { createRankedMatch, rankedRefusal } from "../../src/game/ranked.ts";
import { seatViews } from "../../src/table/view.ts";
import { ctx, endWith, NOW, ok, started } from "./house-rules-helpers.ts";

/** A finished one-round match between these people. */
function finished(names: string[], lists: Record<number, string[]> = {}): MatchState {
  const s = endWith(started(names, { rounds: 1 }), lists).state;
  expect(s.phase).toBe("finished");
  return s;
}

describe("asking for a rematch", () => {
  it("marks the seat of whoever asks, and everyone's view shows it", () => {
    const out = ok(askRematch(finished(["Ann", "Bob", "Cy"]), 1));
    expect(out.views).toBe(true);
    expect(seatViews(out.state).map((v) => v.rematch ?? false)).toEqual([false, true, false]);
    // Asking again changes nothing and sends nothing.
    const again = ok(askRematch(out.state, 1));
    expect(again.state).toBe(out.state);
    expect(again.views).toBe(false);
  });

  it("is refused before the match has finished, and to a seat given up", () => {
    const playing = started(["Ann", "Bob"], { rounds: 2 });
    expect(askRematch(playing, 1)).toMatchObject({ ok: false, code: "wrong_phase" });
    const review = endWith(playing, {}).state;
    expect(askRematch(review, 1)).toMatchObject({ ok: false, code: "wrong_phase" });
    const gone = ok(leave(finished(["Ann", "Bob", "Cy"]), 2, ctx())).state;
    expect(askRematch(gone, 2)).toMatchObject({ ok: false, code: "no_such_seat" });
    expect(askRematch(gone, 7)).toMatchObject({ ok: false, code: "no_such_seat" });
  });

  it("is answered by the host's Play again, which starts afresh with nobody asking", () => {
    const asked = ok(askRematch(finished(["Ann", "Bob"]), 1)).state;
    const lobby = ok(playAgain(asked, 0)).state;
    expect(lobby.phase).toBe("lobby");
    // The next match's end starts with nobody asking.
    expect(lobby.seats.some((s) => s.rematch)).toBe(false);
  });

  it("lapses when the match goes on instead (a tie-break)", () => {
    const tied = finished(["Ann", "Bob"], { 0: ["tea"], 1: ["old"] });
    const asked = ok(askRematch(tied, 1)).state;
    const breaking = ok(tieBreak(asked, 0, ctx())).state;
    const decided = endWith(breaking, { 0: ["tea"], 1: [] }).state;
    expect(decided.phase).toBe("finished");
    expect(seatViews(decided).some((v) => v.rematch)).toBe(false);
  });

  it("is refused at a ranked table, whose players queue again instead", () => {
    const ranked = createRankedMatch("R".repeat(22), NOW, []);
    expect(rankedRefusal(ranked, "rematch")).toMatchObject({ code: "ranked_table" });
  });
});
