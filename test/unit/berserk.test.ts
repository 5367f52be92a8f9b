/**
 * Berserk's pure rules (src/arena/berserk.ts): which round a choice is for, that it is
 * refused once a round is being played or when the round ahead counts for no event, and
 * when a berserk player's half is over. The calendar here is production's (a sprint at
 * the top of each hour: event-schedule.ts), with the arena's production timings.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { numRuns } from "./fast-check-seed.ts";
import { berserkOver, berserkTarget, chooseBerserk } from "../../src/arena/berserk.ts";
import { CALENDAR, eventsOfRound } from "../../src/arena/event-schedule.ts";
import { ARENA_TIMINGS, momentAt, startRun } from "../../src/arena/schedule.ts";

const HOUR = 60 * 60_000;
const t = ARENA_TIMINGS;
// A run whose round 1 starts at the top of an hour (in that hour's sprint).
const top = Date.UTC(2026, 11, 2, 14);
const run = startRun(top - t.countdownMs, t, 1);

describe("a berserk choice", () => {
  it("is for the round counting down, or the next one during results, and never for a round under way", () => {
    expect(berserkTarget(momentAt(run, t, top - 1_000))).toEqual({ number: 1, startsAt: top });
    expect(berserkTarget(momentAt(run, t, top + 1_000))).toBeNull();
    const results = momentAt(run, t, top + t.roundMs + 1_000);
    expect(results.phase).toBe("results");
    expect(berserkTarget(results)).toEqual({ number: 2, startsAt: top + t.roundMs + t.breakMs });
    expect(berserkTarget({ phase: "idle" })).toBeNull();
    // The last round's results, with no round after them.
    expect(berserkTarget({ phase: "results", number: 4, startsAt: top, endsAt: top + t.roundMs, nextAt: null })).toBeNull();
  });

  it("is kept for a round of a sprint with half its time, and refused with a code otherwise", () => {
    expect(chooseBerserk("en", momentAt(run, t, top - 1_000), t, CALENDAR)).toEqual({ ok: true, round: 1, endsAt: top + t.roundMs / 2 });
    expect(chooseBerserk("en", momentAt(run, t, top + 1_000), t, CALENDAR)).toEqual({ ok: false, code: "berserk_too_late" });
    // Half an hour past the sprint's start its rounds are over: no event counts the round (the marathon runs elsewhen).
    const late = top + HOUR / 2;
    const outside = startRun(late - t.countdownMs, t, 1);
    expect(eventsOfRound("en", late, t, CALENDAR)).toEqual([]);
    expect(chooseBerserk("en", momentAt(outside, t, late - 1_000), t, CALENDAR)).toEqual({ ok: false, code: "not_in_event" });
  });

  it("agrees with the calendar at every moment: kept exactly when the round ahead counts for an event", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 3 * HOUR }), (dt) => {
      const now = top - t.countdownMs + dt;
      const m = momentAt(run, t, now);
      const target = berserkTarget(m);
      const choice = chooseBerserk("en", m, t, CALENDAR);
      if (!target) return choice.ok === false && choice.code === "berserk_too_late";
      const inEvent = eventsOfRound("en", target.startsAt, t, CALENDAR).length > 0;
      return inEvent ? choice.ok && choice.round === target.number && choice.endsAt === target.startsAt + t.roundMs / 2 : !choice.ok && choice.code === "not_in_event";
    }), { numRuns: numRuns(300) });
  });
});

describe("a berserk player's half", () => {
  it("ends at half the round, to the millisecond", () => {
    const round = { startsAt: 1_000, endsAt: 121_000 };
    expect([berserkOver(round, 60_999), berserkOver(round, 61_000)]).toEqual([false, true]);
    const odd = { startsAt: 0, endsAt: 5 };
    expect([berserkOver(odd, 1), berserkOver(odd, 2)]).toEqual([false, true]);
  });
});
