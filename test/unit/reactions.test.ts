/** The reactions' rules (src/game/reactions.ts): when a reaction may be sent, and its rate over any window. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import "./fast-check-seed.ts";
import { admitReaction, REACTION_RATE, reactionPhaseRefusal } from "../../src/game/reactions.ts";

describe("reactions", () => {
  it("are for the review and the match's end only", () => {
    expect([reactionPhaseRefusal("review"), reactionPhaseRefusal("finished")]).toEqual([null, null]);
    expect(reactionPhaseRefusal("playing")).not.toBeNull();
    expect(reactionPhaseRefusal("lobby")).not.toBeNull();
  });

  it("allow the burst, then refuse until the oldest leaves the window", () => {
    let recent: number[] = [];
    for (let i = 0; i < REACTION_RATE.burst; i++) {
      const out = admitReaction(recent, 1_000 + i);
      if (!out.ok) throw new Error("refused within the burst");
      recent = out.recent;
    }
    expect(admitReaction(recent, 2_000)).toEqual({ ok: false, retryInMs: 1_000 + REACTION_RATE.windowMs - 2_000 });
    expect(admitReaction(recent, 1_000 + REACTION_RATE.windowMs).ok).toBe(true);
  });

  it("never let more than the burst through in any window, however they are sent", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 2_000 }), { maxLength: 60 }), (gaps) => {
      let recent: number[] = [];
      let now = 0;
      const sent: number[] = [];
      for (const gap of gaps) {
        now += gap;
        const out = admitReaction(recent, now);
        if (out.ok) {
          recent = out.recent;
          sent.push(now);
        }
      }
      for (const at of sent) expect(sent.filter((t) => t >= at && t < at + REACTION_RATE.windowMs).length).toBeLessThanOrEqual(REACTION_RATE.burst);
    }));
  });
});
