/**
 * What the client keeps between moments, in plain Node: the practice round kept across
 * a reload (client/solo/saved-round.ts: what it writes reads back, anything damaged or
 * of another shape is dropped rather than trusted), and words entered offline
 * (client/state/pending.ts: queued until a verdict for each, in order).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearRound, savedRound, saveRound } from "../../client/solo/saved-round.ts";
import { QueuedWords } from "../../client/state/pending.ts";
import type { PracticeRound } from "../../client/solo/practice.ts";

/** A Storage backed by a Map, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

const round = (): PracticeRound => ({
  language: "en",
  board: { size: 4, cells: [..."catsoxenabcdefgh"] },
  minLength: 3,
  rules: { cancellation: false, penalty: 0, table: "classic" },
  solution: [{ word: "cat", path: [0, 1, 2] }, { word: "cats", path: [0, 1, 2, 3] }],
  words: [{ word: "cat", points: 1, path: [0, 1, 2] }],
  startsAt: 1_000_000,
  endsAt: 1_180_000,
  roundMs: 180_000,
});

describe("the practice round kept on the device", () => {
  beforeEach(() => {
    (globalThis as { localStorage?: Storage }).localStorage = memoryStorage();
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  it("reads back what was saved, with a given board's code and scores", () => {
    expect(savedRound()).toBeNull();
    saveRound(round(), null);
    expect(savedRound()).toEqual({ round: round(), challenge: null });
    const theirs = [{ name: "Ann", score: 12 }];
    saveRound(round(), { code: "4CATSOXENABCDEFGH", theirs });
    expect(savedRound()).toEqual({ round: round(), challenge: { code: "4CATSOXENABCDEFGH", theirs } });
    clearRound();
    expect(savedRound()).toBeNull();
  });

  it("keeps a round's language; one kept before practice had languages reads as English", () => {
    saveRound({ ...round(), language: "de" }, null);
    expect(savedRound()?.round.language).toBe("de");
    const { language: _, ...older } = round();
    localStorage.setItem("baffle.practice.round", JSON.stringify({ round: older, challenge: null }));
    expect(savedRound()?.round).toEqual(round());
  });

  it("drops an entry that is not JSON, has another shape, or a board of the wrong size", () => {
    const damaged = [
      "{not json",
      JSON.stringify(round()), // the round alone: an older shape
      JSON.stringify({ round: { ...round(), words: [{ word: "cat" }] }, challenge: null }),
      JSON.stringify({ round: { ...round(), board: { size: 5, cells: round().board.cells } }, challenge: null }),
      JSON.stringify({ round: { ...round(), solution: [{ word: "cat", path: [0, 99] }] }, challenge: null }),
    ];
    for (const text of damaged) {
      localStorage.setItem("baffle.practice.round", text);
      expect(savedRound(), text).toBeNull();
    }
  });

  it("without storage, saving and reading do not throw", () => {
    delete (globalThis as { localStorage?: Storage }).localStorage;
    expect(() => saveRound(round(), null)).not.toThrow();
    expect(savedRound()).toBeNull();
  });
});

describe("words entered while offline", () => {
  it("stay queued, in order, until a verdict for each comes; a new round clears them", () => {
    const q = new QueuedWords();
    q.add("cat");
    q.add("tax");
    q.add("cat");
    expect(q.words.value).toEqual(["cat", "tax", "cat"]);
    q.settle("cat");
    expect(q.words.value).toEqual(["tax", "cat"]);
    q.settle("dog");
    expect(q.words.value).toEqual(["tax", "cat"]);
    q.clear();
    expect(q.words.value).toEqual([]);
  });
});
