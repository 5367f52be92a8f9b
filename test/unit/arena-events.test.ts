/**
 * Arena tournaments' pure parts: points by percentile band (src/arena/event-rules.ts),
 * streaks and berserk as properties, standings merged from shards (and from a tree of
 * coordinators) against standings computed by sorting every player at once here, and the
 * calendar of events (src/arena/event-schedule.ts).
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { numRuns } from "./fast-check-seed.ts";
import {
  BERSERK_BONUS, EMPTY_SHEET, bandPoints, roundPoints, scoreRound, sheetOf, type RoundOutcome,
} from "../../src/arena/event-rules.ts";
import { mergeStandings, podiumOf, standingOf, standingsPartOf, type EventEntry } from "../../src/arena/event-standings.ts";
import { eventsFrom, eventsOfRound, parseEventId, SPRINT_ROUNDS } from "../../src/arena/event-schedule.ts";
import { ARENA_TIMINGS, startOf, startRun } from "../../src/arena/schedule.ts";
import { histogramOf, percentileIn } from "../../src/arena/histogram.ts";

const outcome = fc.record({
  played: fc.boolean(),
  percentile: fc.integer({ min: 0, max: 100 }),
  flagged: fc.boolean(),
  berserk: fc.boolean(),
});

const played = (percentile: number, more: Partial<RoundOutcome> = {}): RoundOutcome => ({ played: true, percentile, flagged: false, berserk: false, ...more });

describe("points by percentile band", () => {
  it("follow the stated table at each band's edge", () => {
    const table: [number, number][] = [[100, 5], [99, 5], [98, 4], [90, 4], [89, 3], [75, 3], [74, 2], [50, 2], [49, 1], [0, 1]];
    for (const [pct, pts] of table) expect([pct, bandPoints(pct)]).toEqual([pct, pts]);
  });

  it("score a crowd of 50 and one of 50,000 alike for the same share of it", () => {
    // The k-th best of n players (no ties) beat n − k of the n − 1 others.
    const pointsOfRank = (rank: number, n: number) => {
      const scores = Array.from({ length: n }, (_, i) => n - i);
      return roundPoints(played(percentileIn(histogramOf(scores), scores[rank - 1]!)), 0);
    };
    expect([pointsOfRank(1, 50), pointsOfRank(1, 50_000)]).toEqual([5, 5]);
    expect([pointsOfRank(5, 50), pointsOfRank(5_000, 50_000)]).toEqual([4, 4]);
    expect([pointsOfRank(12, 50), pointsOfRank(12_000, 50_000)]).toEqual([3, 3]);
    expect([pointsOfRank(25, 50), pointsOfRank(25_000, 50_000)]).toEqual([2, 2]);
    expect([pointsOfRank(50, 50), pointsOfRank(50_000, 50_000)]).toEqual([1, 1]);
  });

  it("give nothing to a round not played or flagged", () => {
    fc.assert(fc.property(outcome, fc.nat(10), (o, streak) => {
      if (!o.played || o.flagged) expect(roundPoints(o, streak)).toBe(0);
    }), { numRuns: numRuns(300) });
  });
});

describe("streaks", () => {
  it("never lower a round's points", () => {
    fc.assert(fc.property(outcome, fc.nat(10), (o, streak) => {
      expect(roundPoints(o, streak)).toBeGreaterThanOrEqual(roundPoints(o, 0));
    }), { numRuns: numRuns(500) });
  });

  it("never lower an event's total below the rounds' band points summed without them", () => {
    fc.assert(fc.property(fc.array(outcome, { maxLength: 12 }), (rounds) => {
      const withoutStreaks = rounds.reduce((n, o) => n + roundPoints(o, 0), 0);
      expect(sheetOf(rounds).points).toBeGreaterThanOrEqual(withoutStreaks);
    }), { numRuns: numRuns(500) });
  });

  it("double the round after two in the top quarter, and end with a round outside it or a flag", () => {
    const sheets = [played(80), played(80), played(80), played(60), played(80), played(80), played(99, { flagged: true }), played(80)]
      .reduce((list, o) => [...list, scoreRound(list[list.length - 1] ?? EMPTY_SHEET, o)], [] as ReturnType<typeof scoreRound>[]);
    expect(sheets.map((s) => s.points)).toEqual([3, 6, 12, 16, 19, 22, 22, 25]);
    expect(sheets.map((s) => s.streak)).toEqual([1, 2, 3, 0, 1, 2, 0, 1]);
    expect(sheets[sheets.length - 1]!.doubled).toBe(2);
  });
});

describe("berserk", () => {
  it("never helps a player outside the top half", () => {
    fc.assert(fc.property(outcome, fc.nat(10), (o, streak) => {
      fc.pre(o.percentile < 50);
      expect(roundPoints({ ...o, berserk: true }, streak)).toBeLessThanOrEqual(roundPoints({ ...o, berserk: false }, streak));
    }), { numRuns: numRuns(500) });
  });

  it("adds its bonus, undoubled, to a counted finish in the top half", () => {
    fc.assert(fc.property(fc.integer({ min: 50, max: 100 }), fc.nat(10), (pct, streak) => {
      expect(roundPoints(played(pct, { berserk: true }), streak) - roundPoints(played(pct), streak)).toBe(BERSERK_BONUS);
    }), { numRuns: numRuns(300) });
  });

  it("counts a sheet's berserk wins: only counted berserk rounds at or above the top half", () => {
    const rounds = [
      played(60, { berserk: true }), played(40, { berserk: true }), played(90, { berserk: true, flagged: true }),
      played(90), played(50, { berserk: true }),
    ];
    expect(sheetOf(rounds).berserkWins).toBe(2);
  });
});

describe("a sheet's counts", () => {
  it("counts rounds played (not missed ones), and a streak from exactly the top quarter's edge", () => {
    const missed: RoundOutcome = { played: false, percentile: 0, flagged: false, berserk: false };
    expect(sheetOf([played(50), missed, played(10)]).rounds).toBe(2);
    // Two rounds at exactly the 75th percentile keep a streak: the third round's 3 points are doubled.
    expect(sheetOf([played(75), played(75), played(75)])).toMatchObject({ points: 3 + 3 + 6, streak: 3, doubled: 1 });
  });
});

/** Places by sorting everyone: equal points share a place, the next is skipped (1, 2, 2, 4). */
function placeBySorting(all: readonly EventEntry[], points: number): number {
  return 1 + all.filter((e) => e.points > points).length;
}

const field = fc.integer({ min: 1, max: 9 }).chain((shards) =>
  fc.uniqueArray(fc.record({
    playerId: fc.stringMatching(/^[a-z0-9]{6}$/), name: fc.constantFrom("Ada", "Bo", "Cy", "Dee"),
    points: fc.integer({ min: 0, max: 30 }), rounds: fc.integer({ min: 1, max: 6 }), at: fc.integer({ min: 0, max: 50 }),
    shard: fc.integer({ min: 0, max: shards - 1 }),
  }), { selector: (e) => e.playerId, minLength: 1, maxLength: 250 }).map((entries) => ({ shards, entries })));

describe("event standings merged from shards", () => {
  it("equal standings computed at once: places, top, neighbours' places and the podium", () => {
    fc.assert(fc.property(field, ({ shards, entries }) => {
      const parts = Array.from({ length: shards }, (_, k) => standingsPartOf(entries.filter((e) => e.shard === k)));
      const merged = mergeStandings(parts);
      const once = standingsPartOf(entries);
      expect(merged.histogram).toEqual(once.histogram);
      expect(merged.top).toEqual(once.top);
      expect(podiumOf(merged)).toEqual(podiumOf(once));
      for (const e of entries) {
        const s = standingOf(merged, e.points);
        expect(s.place).toBe(placeBySorting(entries, e.points));
        expect(s.players).toBe(entries.length);
        const higher = entries.filter((x) => x.points > e.points).map((x) => x.points);
        const lower = entries.filter((x) => x.points < e.points).map((x) => x.points);
        expect(s.above && [s.above.points, s.above.place]).toEqual(higher.length ? [Math.min(...higher), placeBySorting(entries, Math.min(...higher))] : null);
        expect(s.below && [s.below.points, s.below.place]).toEqual(lower.length ? [Math.max(...lower), placeBySorting(entries, Math.max(...lower))] : null);
      }
    }), { numRuns: numRuns(150) });
  });

  it("add up alike through a tree of coordinators (shards into regions, regions into the root)", () => {
    fc.assert(fc.property(field, fc.integer({ min: 1, max: 4 }), ({ shards, entries }, regions) => {
      const parts = Array.from({ length: shards }, (_, k) => standingsPartOf(entries.filter((e) => e.shard === k)));
      const byRegion = Array.from({ length: regions }, (_, r) => mergeStandings(parts.filter((_, k) => k % regions === r)));
      const root = mergeStandings(byRegion);
      const once = standingsPartOf(entries);
      expect(root.histogram).toEqual(once.histogram);
      expect(root.top).toEqual(once.top);
    }), { numRuns: numRuns(150) });
  });

  it("give the podium by points, ties sharing a step, and nobody on it with no points", () => {
    const at = (playerId: string, points: number, time: number): EventEntry => ({ playerId, name: playerId, points, rounds: 3, at: time });
    const part = standingsPartOf([at("a", 12, 5), at("b", 12, 3), at("c", 9, 1), at("d", 7, 1), at("e", 0, 0)]);
    expect(podiumOf(part).map((e) => [e.playerId, e.place])).toEqual([["b", 1], ["a", 1], ["c", 3]]);
    expect(podiumOf(standingsPartOf([at("z", 0, 0)]))).toEqual([]);
  });
});

describe("the calendar of events", () => {
  const t = ARENA_TIMINGS;
  const hour = Date.UTC(2026, 11, 2, 14);

  it("puts six rounds of a run going through the hour in its sprint, and none of the next", () => {
    for (const offset of [0, 10_000, 149_000]) {
      const run = startRun(hour - 3_600_000 + offset - t.countdownMs, t, 1);
      const starts = Array.from({ length: 40 }, (_, i) => startOf(run, t, 1 + i));
      const inSprint = starts.filter((s) => eventsOfRound("en", s, t).some((e) => e.id === "en-sprint-20261202140000"));
      expect(inSprint.length).toBe(SPRINT_ROUNDS);
    }
  });

  it("counts a round at 20:10 UTC for the hour's sprint and the day's marathon, at 20:16 for the marathon alone", () => {
    expect(eventsOfRound("fr", Date.UTC(2026, 11, 2, 19, 10), t).map((e) => e.id)).toEqual(["fr-sprint-20261202190000"]);
    expect(eventsOfRound("fr", Date.UTC(2026, 11, 2, 20, 10), t).map((e) => e.id)).toEqual(["fr-sprint-20261202200000", "fr-marathon-20261202"]);
    expect(eventsOfRound("fr", Date.UTC(2026, 11, 2, 20, 16), t).map((e) => e.id)).toEqual(["fr-marathon-20261202"]);
    expect(eventsOfRound("fr", Date.UTC(2026, 11, 2, 21, 0), t).map((e) => e.id)).toEqual(["fr-sprint-20261202210000"]);
  });

  it("lists what is on or next, soonest first, and reads its own ids back", () => {
    const list = eventsFrom("de", hour + 20 * 60_000, t, 3);
    expect(list.map((e) => e.id)).toEqual(["de-sprint-20261202150000", "de-sprint-20261202160000", "de-sprint-20261202170000"]);
    for (const e of [...list, ...eventsFrom("de", Date.UTC(2026, 11, 2, 19, 50), t, 3)]) expect(parseEventId(e.id, t)).toEqual(e);
    expect(eventsFrom("de", Date.UTC(2026, 11, 2, 19, 50), t, 3).map((e) => e.kind)).toContain("marathon");
  });

  it("runs sprints on a shorter cadence when the calendar says so (the tests' arena)", () => {
    const c = { sprintEveryMs: 20_000, sprintRounds: 3 };
    const short = { roundMs: 4_000, breakMs: 2_500, countdownMs: 500 };
    const run = startRun(hour + 1_234, short, 1);
    const starts = Array.from({ length: 30 }, (_, i) => startOf(run, short, 1 + i));
    const ids = starts.map((s) => eventsOfRound("en", s, short, c).find((e) => e.kind === "sprint")?.id ?? null);
    const counts = new Map<string, number>();
    for (const id of ids) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    // Every sprint whose window the run covers whole holds three rounds.
    expect([...counts.values()].slice(1, -1).every((n) => n === 3)).toBe(true);
    for (const id of counts.keys()) expect(parseEventId(id, short, c)?.id).toBe(id);
  });

  it("refuses ids that name no event", () => {
    for (const id of ["en-sprint-20261202", "en-marathon-20261202140000", "en-sprint-20260231140000", "en-sprint-20261202250000", "en-sprint-20261202143000", "EN-sprint-20261202140000", "en-blitz-20261202"]) {
      expect(parseEventId(id, t)).toBeNull();
    }
  });
});
