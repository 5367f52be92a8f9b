/**
 * The leaderboards' periods (src/leaderboards/periods.ts) and lists (rules.ts). Fixed
 * points are ISO 8601 weeks as calendars print them (2026-W53 exists, 2027-01-01 is in
 * it; 2021-01-03 is in 2020-W53); properties check that periods tile time.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import "./fast-check-seed.ts";
import { datesIn, pastPeriods, periodByKey, periodOf, previousPeriod, PERIOD_KINDS } from "../../src/leaderboards/periods.ts";
import { ARENA_MIN_ROUNDS, arenaAverageList, arenaBestList, dailyTotalList, type ArenaSums } from "../../src/leaderboards/rules.ts";

const at = (iso: string) => Date.parse(iso);

describe("period windows (UTC)", () => {
  it("a day runs from midnight UTC to midnight UTC", () => {
    expect(periodOf("day", at("2026-12-02T23:59:59.999Z"))).toEqual({ kind: "day", key: "2026-12-02", start: at("2026-12-02T00:00Z"), end: at("2026-12-03T00:00Z") });
    expect(periodOf("day", at("2026-12-03T00:00:00Z")).key).toBe("2026-12-03");
  });

  it("a week is an ISO week: Monday 00:00 UTC to the next Monday, in the year of its Thursday", () => {
    // Wednesday 2 December 2026 is in week 49, which starts on Monday 30 November.
    expect(periodOf("week", at("2026-12-02T12:00Z"))).toEqual({ kind: "week", key: "2026-W49", start: at("2026-11-30T00:00Z"), end: at("2026-12-07T00:00Z") });
    // Sunday night is still the week that began on Monday; Monday 00:00 is the next.
    expect(periodOf("week", at("2026-12-06T23:59:59Z")).key).toBe("2026-W49");
    expect(periodOf("week", at("2026-12-07T00:00:00Z")).key).toBe("2026-W50");
    // 2026 has 53 ISO weeks; 1 January 2027 (a Friday) belongs to 2026-W53.
    expect(periodOf("week", at("2026-12-31T10:00Z")).key).toBe("2026-W53");
    expect(periodOf("week", at("2027-01-01T10:00Z")).key).toBe("2026-W53");
    expect(periodOf("week", at("2027-01-04T00:00Z")).key).toBe("2027-W01");
    // 3 January 2021 (a Sunday) is in 2020-W53; 29 December 2025 (a Monday) in 2026-W01.
    expect(periodOf("week", at("2021-01-03T12:00Z")).key).toBe("2020-W53");
    expect(periodOf("week", at("2025-12-29T00:00Z")).key).toBe("2026-W01");
  });

  it("a month and a year start at midnight UTC of their first day", () => {
    expect(periodOf("month", at("2028-02-29T12:00Z"))).toEqual({ kind: "month", key: "2028-02", start: at("2028-02-01T00:00Z"), end: at("2028-03-01T00:00Z") });
    expect(periodOf("year", at("2026-12-31T23:59:59Z"))).toEqual({ kind: "year", key: "2026", start: at("2026-01-01T00:00Z"), end: at("2027-01-01T00:00Z") });
  });

  it("the period before one ends where it starts; past periods come latest first", () => {
    expect(previousPeriod(periodOf("week", at("2027-01-05T00:00Z"))).key).toBe("2026-W53");
    expect(pastPeriods("month", at("2026-01-15T00:00Z"), 3).map((p) => p.key)).toEqual(["2025-12", "2025-11", "2025-10"]);
    expect(datesIn(periodOf("week", at("2026-12-02T00:00Z")))).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
  });

  it("a key names its period, and a key that names none is refused", () => {
    expect(periodByKey("week", "2026-W53")?.start).toBe(at("2026-12-28T00:00Z"));
    expect(periodByKey("week", "2025-W53")).toBeNull(); // 2025 has 52 ISO weeks
    expect(periodByKey("day", "2026-02-30")).toBeNull();
    expect(periodByKey("month", "2026-13")).toBeNull();
    expect(periodByKey("year", "26")).toBeNull();
  });

  it("every moment is in exactly one period of each kind, whose key names it back", () => {
    const moment = fc.integer({ min: at("2000-01-01T00:00Z"), max: at("2100-01-01T00:00Z") });
    fc.assert(fc.property(moment, fc.constantFrom(...PERIOD_KINDS), (t, kind) => {
      const p = periodOf(kind, t);
      expect(p.start <= t && t < p.end).toBe(true);
      expect(periodOf(kind, p.start)).toEqual(p);
      expect(periodOf(kind, p.end - 1)).toEqual(p);
      expect(periodOf(kind, p.end).start).toBe(p.end);
      expect(previousPeriod(p).end).toBe(p.start);
      expect(periodByKey(kind, p.key)).toEqual(p);
      if (kind === "week") expect([p.end - p.start, new Date(p.start).getUTCDay()]).toEqual([7 * 86_400_000, 1]);
    }));
  });
});

const sums = (over: Partial<ArenaSums> & { playerId: string }): ArenaSums =>
  ({ name: over.playerId, rounds: 20, percentileSum: 1000, bestPoints: 10, bestRound: "en-1", flagged: 0, ...over });

describe("period lists", () => {
  it("the arena's average needs the period's minimum of rounds and no flagged round", () => {
    const list = arenaAverageList([
      sums({ playerId: "few", rounds: ARENA_MIN_ROUNDS.week - 1, percentileSum: 99 * (ARENA_MIN_ROUNDS.week - 1) }),
      sums({ playerId: "flagged", rounds: 30, percentileSum: 30 * 99, flagged: 1 }),
      sums({ playerId: "steady", rounds: 20, percentileSum: 20 * 80 }),
      sums({ playerId: "better", rounds: 16, percentileSum: 16 * 85 + 3 }),
    ], "week");
    expect(list.map((r) => [r.playerId, r.value, r.place])).toEqual([["better", 85.2, 1], ["steady", 80, 2]]);
  });

  it("equal values share a place; the best round is one per player", () => {
    const list = arenaBestList([sums({ playerId: "a", bestPoints: 40 }), sums({ playerId: "b", bestPoints: 40 }), sums({ playerId: "c", bestPoints: 12 })]);
    expect(list.map((r) => r.place)).toEqual([1, 1, 3]);
  });

  it("the daily total adds the period's days and leaves flagged players off", () => {
    const list = dailyTotalList([
      { playerId: "x", name: "X", days: 3, points: 90, bestPoints: 40, bestDay: "2026-12-01", flagged: 0 },
      { playerId: "y", name: "Y", days: 1, points: 200, bestPoints: 200, bestDay: "2026-12-01", flagged: 1 },
    ]);
    expect(list.map((r) => [r.playerId, r.value, r.count])).toEqual([["x", 90, 3]]);
  });
});
