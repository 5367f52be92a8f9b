/**
 * The arena's places from histograms (src/arena/histogram.ts) and its lists
 * (src/arena/top-lists.ts, src/arena/results.ts): split a crowd over shards at random,
 * merge what the shards would send, and compare with ranking every player at once,
 * computed here by sorting (competition ranking: equal points share a place, the next is
 * skipped), never with the code under test.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { numRuns } from "./fast-check-seed.ts";
import {
  histogramOf, isHistogram, livePlace, mergeHistograms, percentileIn, placeIn, playersIn, subtractHistogram, type Histogram,
} from "../../src/arena/histogram.ts";
import { TOP_SIZE, mergeTop, neighboursOf, samplesOf, mergeSamples, type ArenaEntry } from "../../src/arena/top-lists.ts";
import { finalReportOf, mergeFinals, yourResult, type ShardPlayer } from "../../src/arena/results.ts";

/** Places by sorting everyone: the first of each run of equal points sets the run's place (1, 2, 2, 4). */
function placesBySorting(scores: readonly number[]): number[] {
  const order = scores.map((s, i) => ({ s, i })).sort((a, b) => b.s - a.s);
  const place = new Array<number>(scores.length);
  order.forEach((e, k) => { place[e.i] = k > 0 && order[k - 1]!.s === e.s ? place[order[k - 1]!.i]! : k + 1; });
  return place;
}

/** Percentiles by counting: the share of the others with strictly fewer points, rounded down; 100 alone. */
function percentilesByCounting(scores: readonly number[]): number[] {
  return scores.map((s) => (scores.length === 1 ? 100 : Math.floor((100 * scores.filter((t) => t < s).length) / (scores.length - 1))));
}

/** A crowd: scores with many ties (a small range) and each player's shard. */
const crowd = fc.integer({ min: 1, max: 12 }).chain((shards) =>
  fc.array(fc.record({ points: fc.integer({ min: 0, max: 40 }), shard: fc.integer({ min: 0, max: shards - 1 }) }), { minLength: 1, maxLength: 300 })
    .map((players) => ({ shards, players })));

function shardHistograms(c: { shards: number; players: { points: number; shard: number }[] }): Histogram[] {
  return Array.from({ length: c.shards }, (_, k) => histogramOf(c.players.filter((p) => p.shard === k).map((p) => p.points)));
}

describe("places from merged shard histograms", () => {
  it("equal the places of ranking every player at once, ties included", () => {
    let tied = 0, runs = 0;
    fc.assert(fc.property(crowd, (c) => {
      runs++;
      const merged = mergeHistograms(...shardHistograms(c));
      const scores = c.players.map((p) => p.points);
      const expected = placesBySorting(scores);
      if (new Set(scores).size < scores.length) tied++;
      expect(scores.map((s) => placeIn(merged, s))).toEqual(expected);
      expect(scores.map((s) => percentileIn(merged, s))).toEqual(percentilesByCounting(scores));
      expect(playersIn(merged)).toBe(scores.length);
    }), { numRuns: numRuns(300) });
    expect(tied / runs).toBeGreaterThan(0.2); // the property reached ties
  });

  it("are the same whatever the order the shards are merged in", () => {
    fc.assert(fc.property(crowd, (c) => {
      const parts = shardHistograms(c);
      expect(mergeHistograms(...[...parts].reverse())).toEqual(mergeHistograms(...parts));
      expect(mergeHistograms(mergeHistograms(...parts.slice(0, 1)), mergeHistograms(...parts.slice(1)))).toEqual(mergeHistograms(...parts));
    }), { numRuns: numRuns(200) });
  });

  it("live: a shard's own current counts beside the others' merged give the same place", () => {
    fc.assert(fc.property(crowd, (c) => {
      const parts = shardHistograms(c);
      const merged = mergeHistograms(...parts);
      for (const [k, mine] of parts.entries()) {
        const others = subtractHistogram(merged, mine);
        expect(mergeHistograms(others, mine)).toEqual(merged);
        for (const p of c.players.filter((q) => q.shard === k)) expect(livePlace(mine, others, p.points)).toBe(placeIn(merged, p.points));
      }
    }), { numRuns: numRuns(200) });
  });

  it("keep the shape a histogram travels in: highest first, no empty counts", () => {
    expect(histogramOf([3, 1, 3, 7, 0])).toEqual([[7, 1], [3, 2], [1, 1], [0, 1]]);
    expect(subtractHistogram([[5, 2], [2, 1]], [[5, 2]])).toEqual([[2, 1]]);
    expect(isHistogram([[7, 1], [3, 2]])).toBe(true);
    for (const bad of [[[3, 1], [7, 1]], [[3, 0]], [[3, 1, 2]], "x", [[1.5, 1]], [[3, 1], [3, 1]]]) expect(isHistogram(bad)).toBe(false);
  });

  it("place a lone player first, beating everyone, and two equal players both first", () => {
    expect(placeIn(histogramOf([9]), 9)).toBe(1);
    expect(percentileIn(histogramOf([9]), 9)).toBe(100);
    expect(placeIn(histogramOf([9, 9, 4]), 9)).toBe(1);
    expect(placeIn(histogramOf([9, 9, 4]), 4)).toBe(3);
    expect(percentileIn(histogramOf([9, 9, 4]), 9)).toBe(50);
    expect(percentileIn(histogramOf([9, 9, 4]), 4)).toBe(0);
  });
});

const names = "Ann Bob Cy Dee Eve Fay Gus Hal Ida Jo".split(" ");

/** A crowd of named players with words, each on a shard. */
const namedCrowd = fc.integer({ min: 1, max: 6 }).chain((shards) =>
  fc.array(fc.record({
    shard: fc.integer({ min: 0, max: shards - 1 }),
    words: fc.uniqueArray(fc.constantFrom("tea", "tear", "tears", "rate", "stare", "aster", "treats", "eat", "ate", "sat"), { maxLength: 6 }),
    at: fc.array(fc.integer({ min: 0, max: 120_000 }), { minLength: 6, maxLength: 6 }),
    flagged: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
  }), { minLength: 1, maxLength: 150 }).map((ps) => ({
    shards,
    players: ps.map((p, i): ShardPlayer & { shard: number } => ({
      shard: p.shard, playerId: `p${String(i).padStart(4, "0")}`, name: names[i % names.length]!, flagged: p.flagged,
      words: p.words.map((w, k) => ({ word: w, points: w.length <= 4 ? 1 : w.length === 5 ? 2 : 3, path: [], at: p.at[k]! })),
    })),
  })));

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const FACTS = { roundId: "en-1", arena: "en", number: 1, startedAt: 0, endedAt: 120_000, board: [], boardWords: 50 };

describe("a round's results merged from shards", () => {
  it("give every counted player the place and percentile of ranking all of them at once, and each word its count", () => {
    fc.assert(fc.property(namedCrowd, (c) => {
      const finals = Array.from({ length: c.shards }, (_, k) => finalReportOf(c.players.filter((p) => p.shard === k)));
      const results = mergeFinals(FACTS, finals, true);
      const counted = c.players.filter((p) => !p.flagged && p.words.length > 0);
      const scores = counted.map((p) => p.words.reduce((n, w) => n + w.points, 0));
      const places = placesBySorting(scores);
      const percentiles = percentilesByCounting(scores);
      expect(results.players).toBe(counted.length);
      counted.forEach((p, i) => {
        const mine = yourResult(results, p);
        expect(mine.place).toBe(places[i]);
        expect(mine.percentile).toBe(percentiles[i]);
        for (const w of mine.words) {
          const finders = counted.filter((q) => q.words.some((x) => x.word === w.word)).length;
          expect(w.found).toBe(finders);
          expect(w.unique).toBe(finders === 1);
        }
      });
      for (const p of c.players.filter((q) => q.flagged && q.words.length > 0)) {
        expect(yourResult(results, p)).toMatchObject({ place: null, percentile: null, flagged: true });
        expect(results.top.some((e) => e.playerId === p.playerId)).toBe(false);
      }
    }), { numRuns: numRuns(200) });
  });

  it("list the same top as sorting every result, with places from the merged histogram", () => {
    fc.assert(fc.property(namedCrowd, (c) => {
      const finals = Array.from({ length: c.shards }, (_, k) => finalReportOf(c.players.filter((p) => p.shard === k)));
      const { top } = mergeFinals(FACTS, finals, true);
      const all: ArenaEntry[] = c.players.filter((p) => !p.flagged && p.words.length > 0).map((p) => ({
        playerId: p.playerId, name: p.name, points: p.words.reduce((n, w) => n + w.points, 0), words: p.words.length, at: Math.max(...p.words.map((w) => w.at)),
      }));
      const sorted = [...all].sort((a, b) => b.points - a.points || a.at - b.at || cmp(a.name, b.name) || cmp(a.playerId, b.playerId));
      expect(top.map((e) => e.playerId)).toEqual(sorted.slice(0, TOP_SIZE).map((e) => e.playerId));
      const places = placesBySorting(sorted.map((e) => e.points));
      expect(top.map((e) => e.place)).toEqual(places.slice(0, TOP_SIZE));
    }), { numRuns: numRuns(200) });
  });

  it("keep only each shard's best in the lists it sends, and still find the round's best across shards", () => {
    const many = (shard: string, n: number, base: number): ArenaEntry[] =>
      Array.from({ length: n }, (_, i) => ({ playerId: `${shard}${i}`, name: `${shard}${i}`, points: base - i, words: 1, at: i }));
    const a = many("a", 150, 300), b = many("b", 150, 299);
    const merged = mergeTop([a.slice(0, TOP_SIZE), b.slice(0, TOP_SIZE)]);
    expect(merged).toEqual(mergeTop([a, b]));
    expect(merged[0]!.playerId).toBe("a0");
    expect(merged[1]!.playerId).toBe("b0");
  });

  it("name the players just above and below from a few names per score", () => {
    const entry = (id: string, points: number): ArenaEntry => ({ playerId: id, name: id, points, words: 1, at: 0 });
    const left = [entry("a", 10), entry("b", 10), entry("c", 7)];
    const right = [entry("d", 9), entry("e", 7), entry("f", 2)];
    const h = histogramOf([...left, ...right].map((e) => e.points));
    const samples = mergeSamples([samplesOf(left), samplesOf(right)]);
    expect(neighboursOf(samples, h, 7)).toEqual({
      above: { playerId: "d", name: "d", points: 9, place: 3 },
      below: { playerId: "f", name: "f", points: 2, place: 6 },
    });
    expect(neighboursOf(samples, h, 10).above).toBeNull();
    expect(neighboursOf(samples, h, 2).below).toBeNull();
    expect(samplesOf(Array.from({ length: 10 }, (_, i) => entry(`x${i}`, 5)))[0]![1]).toHaveLength(3);
  });

  it("name the best words found, worth most first and the rarer first among equals, with their first finders", () => {
    const p = (id: string, words: [string, number][]): ShardPlayer => ({
      playerId: id, name: id.toUpperCase(), words: words.map(([word, at]) => ({ word, points: word.length >= 6 ? 3 : word.length === 5 ? 2 : 1, path: [], at })),
    });
    const finals = [
      finalReportOf([p("a", [["treats", 50], ["stare", 10], ["tea", 5]]), p("b", [["stare", 5], ["aster", 9]])]),
      finalReportOf([p("c", [["stare", 1], ["tea", 2]]), p("d", [["stare", 30]])]),
    ];
    const { best } = mergeFinals(FACTS, finals, true);
    expect(best.map((w) => [w.word, w.found])).toEqual([["treats", 1], ["aster", 1], ["stare", 4], ["tea", 2]]);
    expect(best[2]!.finders.map((f) => f.name)).toEqual(["C", "B", "A"]);
  });
});
