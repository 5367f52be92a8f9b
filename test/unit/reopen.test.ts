/**
 * A finished match taken up again (rounds raised, or a tie-break called) is no longer
 * over: it keeps no result and no reason for having ended.
 */
import { describe, expect, it } from "vitest";
import { applySettings, tieBreak } from "../../src/game/match.ts";
import { ctx, endWith, NOW, ok, started } from "./house-rules-helpers.ts";

describe("a finished match taken up again", () => {
  it("raising the rounds clears why it ended", () => {
    const s = endWith(started(["Ann", "Bob"], { rounds: 1 }), { 0: ["tens"] }).state;
    expect(s).toMatchObject({ phase: "finished", endReason: "rounds" });
    const reopened = ok(applySettings(s, 0, { rounds: 2 }, NOW)).state;
    expect(reopened).toMatchObject({ phase: "review", endReason: null, results: null });
  });

  it("a tie-break clears why it ended", () => {
    const s = endWith(started(["Ann", "Bob"], { rounds: 1 }), { 0: ["tens"], 1: ["old"] }).state;
    expect(s).toMatchObject({ phase: "finished", endReason: "rounds" });
    const tb = ok(tieBreak(s, 0, ctx())).state;
    expect(tb).toMatchObject({ phase: "playing", tieBreak: true, endReason: null, results: null });
  });
});
