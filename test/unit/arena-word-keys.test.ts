/**
 * Issue 32, row 7: words and names are data, never property names. A round whose words or
 * names are "constructor", "__proto__" or "toString" (the first is an English word) goes
 * through every step of the arena's results (src/arena/results.ts, top-lists.ts,
 * word-shares.ts) with the same counts a `Map` gives, computed here.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { numRuns } from "./fast-check-seed.ts";
import { finalReportOf, mergeFinals, yourResult, wordCountsOf, type ShardPlayer } from "../../src/arena/results.ts";
import { applyCounts, changedCounts, mergeWordCounts } from "../../src/arena/word-shares.ts";

const HOSTILE = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf", "prototype", "__defineGetter__", "isPrototypeOf"];
const word = fc.oneof(fc.constantFrom(...HOSTILE), fc.constantFrom("tea", "eat", "ate", "rate"));
const name = fc.oneof(fc.constantFrom(...HOSTILE), fc.constantFrom("Ann", "Bob"));

/** Players on shards, each with distinct words. */
const crowd = fc.array(
  fc.record({ name, words: fc.uniqueArray(word, { minLength: 1, maxLength: 6 }), shard: fc.integer({ min: 0, max: 2 }) }),
  { minLength: 1, maxLength: 12 },
).map((ps) => ps.map((p, i): ShardPlayer & { shard: number } => ({
  playerId: `p${i}`, name: p.name, shard: p.shard, words: p.words.map((w, k) => ({ word: w, points: w.length, path: [], at: 1_000 + i * 10 + k })),
})));

/** How many players found each word, counted with a Map. */
function countsByMap(players: readonly ShardPlayer[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const p of players) for (const w of p.words) m.set(w.word, (m.get(w.word) ?? 0) + 1);
  return m;
}

/** Through JSON and back, as storage and RPC hand a record over: a plain object again. */
const overTheWire = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe("words and names as keys", () => {
  it("a round's results count every word, hostile or not, as a Map does, and give each player their own counts", () => {
    fc.assert(fc.property(crowd, (players) => {
      const finals = [0, 1, 2].map((k) => overTheWire(finalReportOf(players.filter((p) => p.shard === k))));
      const results = overTheWire(mergeFinals({ roundId: "en-1", arena: "en", number: 1, startedAt: 0, endedAt: 1, board: [], boardWords: 0 }, finals, true));
      const expected = countsByMap(players);
      expect(new Map(Object.entries(results.words))).toEqual(expected);
      expect(results.players).toBe(players.length);
      for (const b of results.best) {
        expect(b.found).toBe(expected.get(b.word));
        expect(Array.isArray(b.finders)).toBe(true);
        expect(b.finders.length).toBeGreaterThan(0);
      }
      for (const p of players) {
        const mine = yourResult(results, p);
        for (const w of mine.words) {
          expect(w.found).toBe(expected.get(w.word));
          expect(Number.isInteger(w.share)).toBe(true);
        }
      }
    }), { numRuns: numRuns(200) });
  });

  it("word counts sent as changes arrive whole, whatever the words", () => {
    fc.assert(fc.property(crowd, crowd, (before, after) => {
      const was = overTheWire(wordCountsOf(before));
      const now = wordCountsOf(after);
      const held = applyCounts(was, overTheWire(changedCounts(was, now)));
      expect(new Map(Object.entries(held))).toEqual(countsByMap(after));
      expect(new Map(Object.entries(mergeWordCounts(overTheWire(now), overTheWire(now))))).toEqual(new Map([...countsByMap(after)].map(([w, n]) => [w, 2 * n])));
    }), { numRuns: numRuns(200) });
  });
});
