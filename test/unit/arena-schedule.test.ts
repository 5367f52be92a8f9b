/**
 * The arena's clock (src/arena/schedule.ts): rounds of 2:00, 30 s of results whose last
 * 5 s count down to the next round, a countdown before a run's first round, the run
 * ending when nobody is there, and every object reading the same phase from one record.
 * Expected times are the published lengths added up here, not read from the module.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { numRuns } from "./fast-check-seed.ts";
import {
  ARENA_TIMINGS, endRun, momentAt, nextBoundary, nextNumber, parseRoundId, roundIdOf, startRun, timingsFrom, type ArenaRun,
} from "../../src/arena/schedule.ts";

const T0 = 1_800_000_000_000;
const S = 1_000;
const run: ArenaRun = { first: 7, startsAt: T0, last: null };

describe("the arena's schedule", () => {
  it("plays rounds of 2:00 with 30 s of results between them, the last 5 s a countdown", () => {
    expect(ARENA_TIMINGS).toEqual({ roundMs: 120 * S, breakMs: 30 * S, countdownMs: 5 * S });
    const at = (ms: number) => momentAt(run, ARENA_TIMINGS, T0 + ms);
    expect(at(-1)).toEqual({ phase: "countdown", number: 7, startsAt: T0, endsAt: T0 + 120 * S, nextAt: null });
    expect(at(0)).toEqual({ phase: "playing", number: 7, startsAt: T0, endsAt: T0 + 120 * S, nextAt: null });
    expect(at(120 * S - 1)).toMatchObject({ phase: "playing", number: 7 });
    expect(at(120 * S)).toEqual({ phase: "results", number: 7, startsAt: T0, endsAt: T0 + 120 * S, nextAt: T0 + 150 * S });
    expect(at(145 * S - 1)).toMatchObject({ phase: "results", number: 7 });
    expect(at(145 * S)).toEqual({ phase: "countdown", number: 8, startsAt: T0 + 150 * S, endsAt: T0 + 270 * S, nextAt: null });
    expect(at(150 * S)).toMatchObject({ phase: "playing", number: 8, startsAt: T0 + 150 * S });
    expect(at(10 * 150 * S + 1)).toMatchObject({ phase: "playing", number: 17 });
  });

  it("starts a run one countdown after someone arrives at an idle arena", () => {
    expect(momentAt(null, ARENA_TIMINGS, T0)).toEqual({ phase: "idle" });
    const fresh = startRun(T0, ARENA_TIMINGS, 12);
    expect(fresh).toEqual({ first: 12, startsAt: T0 + 5 * S, last: null });
    expect(momentAt(fresh, ARENA_TIMINGS, T0)).toMatchObject({ phase: "countdown", number: 12, startsAt: T0 + 5 * S });
  });

  it("ends a run nobody is at with the round being shown, and a countdown nobody sees with the round before it", () => {
    const during = endRun(run, ARENA_TIMINGS, T0 + 60 * S);
    expect(during).toEqual({ ...run, last: 7 });
    expect(momentAt(during, ARENA_TIMINGS, T0 + 130 * S)).toEqual({ phase: "results", number: 7, startsAt: T0, endsAt: T0 + 120 * S, nextAt: null });
    expect(momentAt(during, ARENA_TIMINGS, T0 + 145 * S)).toEqual({ phase: "idle" });
    expect(momentAt(during, ARENA_TIMINGS, T0 + 400 * S)).toEqual({ phase: "idle" });
    expect(endRun(run, ARENA_TIMINGS, T0 + 146 * S)).toEqual({ ...run, last: 7 });
    expect(endRun(run, ARENA_TIMINGS, T0 - 1)).toBeNull(); // nobody at the first countdown: nothing was played
    expect(endRun(during, ARENA_TIMINGS, T0 + 300 * S)).toBe(during);
    expect(nextNumber(during, ARENA_TIMINGS, T0 + 200 * S)).toBe(8);
    expect(nextNumber(run, ARENA_TIMINGS, T0 + 60 * S)).toBe(8);
    expect(nextNumber(null, ARENA_TIMINGS, T0, 3)).toBe(3);
  });

  it("wakes the coordinator at each round's start and end and each countdown", () => {
    expect(nextBoundary(run, ARENA_TIMINGS, T0 - 1)).toBe(T0);
    expect(nextBoundary(run, ARENA_TIMINGS, T0)).toBe(T0 + 120 * S);
    expect(nextBoundary(run, ARENA_TIMINGS, T0 + 120 * S)).toBe(T0 + 145 * S);
    expect(nextBoundary(run, ARENA_TIMINGS, T0 + 145 * S)).toBe(T0 + 150 * S);
    expect(nextBoundary({ ...run, last: 7 }, ARENA_TIMINGS, T0 + 121 * S)).toBe(T0 + 145 * S);
    expect(nextBoundary(null, ARENA_TIMINGS, T0)).toBeNull();
  });

  it("reads every moment consistently: the phase's round holds the time, and rounds only move forward", () => {
    const timings = fc.record({ roundMs: fc.integer({ min: 1_000, max: 200_000 }), breakMs: fc.integer({ min: 2_000, max: 60_000 }) })
      .chain((t) => fc.integer({ min: 0, max: t.breakMs - 1_000 }).map((countdownMs) => ({ ...t, countdownMs })));
    fc.assert(fc.property(timings, fc.array(fc.integer({ min: -10_000, max: 5_000_000 }), { minLength: 2, maxLength: 30 }), (t, offsets) => {
      let last = -Infinity;
      for (const ms of [...offsets].sort((a, b) => a - b)) {
        const now = T0 + ms;
        const m = momentAt(run, t, now);
        if (m.phase === "idle") throw new Error("a run that goes on is never idle");
        expect(m.endsAt - m.startsAt).toBe(t.roundMs);
        if (m.phase === "playing") expect(m.startsAt <= now && now < m.endsAt).toBe(true);
        if (m.phase === "countdown") expect(m.startsAt > now && m.startsAt - now <= Math.max(t.countdownMs, T0 - now)).toBe(true);
        if (m.phase === "results") {
          expect(m.endsAt <= now && now < m.nextAt! - t.countdownMs).toBe(true);
          expect(m.nextAt! - m.endsAt).toBe(t.breakMs);
        }
        expect((m.startsAt - T0) % (t.roundMs + t.breakMs)).toBe(0);
        const order = m.number * 3 + (m.phase === "countdown" ? 0 : m.phase === "playing" ? 1 : 2);
        expect(order).toBeGreaterThanOrEqual(last);
        last = order;
      }
    }), { numRuns: numRuns(300) });
  });

  it("names rounds by arena and number, and reads the names back", () => {
    expect(roundIdOf("en", 42)).toBe("en-42");
    expect(parseRoundId("en-42")).toEqual({ arena: "en", number: 42 });
    for (const bad of ["en-0", "en-042", "EN-4", "en4", "en-", "english-4", "en-4x"]) expect(parseRoundId(bad)).toBeNull();
  });

  it("takes shorter rounds from the operator's settings for tests, and production's otherwise", () => {
    expect(timingsFrom({})).toEqual(ARENA_TIMINGS);
    expect(timingsFrom({ roundMs: "6000", breakMs: "4000", countdownMs: "1000" })).toEqual({ roundMs: 6000, breakMs: 4000, countdownMs: 1000 });
    expect(timingsFrom({ roundMs: "soon", breakMs: "-5" })).toEqual(ARENA_TIMINGS);
    expect(timingsFrom({ breakMs: "2000", countdownMs: "5000" }).breakMs).toBe(6000); // a break holds its countdown and a second of results
  });
});
