/**
 * The dictionary format: whatever goes into buildDawg comes back out of Dawg (words,
 * order, indices, levels, prefixes), the bytes depend only on the word set, damaged
 * buffers are refused with a DawgFormatError, and entries the builder refuses are named
 * with the reason (levels at the ends of their range are kept).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numRuns } from "./fast-check-seed.ts";
import { buildDawg, normaliseEntries, type DictEntry } from "../../src/dict/build-dawg.ts";
import { Dawg, DawgFormatError } from "../../src/dict/dawg.ts";
import { H } from "../../src/dict/format.ts";

const LEVELS = [10, 20, 35, 40, 50, 55, 60, 70];
const SAMPLE: DictEntry[] = [
  { word: "cat", level: 10 },
  { word: "cats", level: 20 },
  { word: "catalogue", level: 35 },
  { word: "catalog", level: 10 },
  { word: "dog", level: 10 },
  { word: "dogs", level: 10 },
  { word: "do", level: 70 },
  { word: "a", level: 60 },
  { word: "zzz", level: 55 },
  { word: "quip", level: 40 },
  { word: "quips", level: 50 },
];
const sorted = SAMPLE.map((e) => e.word).sort();

function load(entries: DictEntry[]): Dawg {
  return Dawg.load(buildDawg(entries));
}

/** Lists with lots of shared prefixes and suffixes, so the DAWG really merges states. */
const wordArb = fc.string({ unit: fc.constantFrom(..."abcdestz"), minLength: 1, maxLength: 9 });
const entriesArb = fc.uniqueArray(
  fc.record({ word: wordArb, level: fc.constantFrom(...LEVELS) }),
  { selector: (e) => e.word, maxLength: 120 },
);

describe("Dawg round trip", () => {
  it("gives back every word in sorted order with its index and level", () => {
    const dawg = load(SAMPLE);
    expect(dawg.wordCount).toBe(SAMPLE.length);
    expect([...dawg.words()]).toEqual(sorted);
    sorted.forEach((word, i) => {
      expect(dawg.indexOf(word)).toBe(i);
      expect(dawg.wordAt(i)).toBe(word);
      expect(dawg.has(word)).toBe(true);
      expect(dawg.levelAt(i)).toBe(SAMPLE.find((e) => e.word === word)!.level);
    });
    expect(dawg.levelOf("catalogue")).toBe(35);
  });

  it("answers no for non-words, prefixes, extensions and odd input", () => {
    const dawg = load(SAMPLE);
    for (const w of ["", "ca", "catalo", "catss", "dogz", "b", "qu", "zz", "zzzz", "Cat", "cat ", "c4t", "é"]) {
      expect(dawg.has(w), w).toBe(false);
      expect(dawg.indexOf(w), w).toBe(-1);
      expect(dawg.levelOf(w), w).toBe(-1);
    }
    for (const p of ["c", "ca", "catalo", "d", "qu", "zz", "cat"]) expect(dawg.hasPrefix(p), p).toBe(true);
    for (const p of ["b", "catz", "dogsx", "q1", "A", "zzzz", "e"]) expect(dawg.hasPrefix(p), p).toBe(false);
    expect(dawg.hasPrefix("")).toBe(true);
  });

  it("rejects indices out of range", () => {
    const dawg = load(SAMPLE);
    for (const i of [-1, SAMPLE.length, 1.5, Number.NaN]) {
      expect(() => dawg.wordAt(i)).toThrow(RangeError);
      expect(() => dawg.levelAt(i)).toThrow(RangeError);
    }
  });

  it("handles the empty dictionary", () => {
    const dawg = load([]);
    expect(dawg.wordCount).toBe(0);
    expect([...dawg.words()]).toEqual([]);
    expect(dawg.has("a")).toBe(false);
    expect(dawg.hasPrefix("")).toBe(false);
    expect(dawg.indexOf("a")).toBe(-1);
  });

  it("stores level 0 for lists without levels, in zero bits", () => {
    const bytes = buildDawg(["one", "two", "three"].map((word) => ({ word, level: 0 })));
    expect(Dawg.load(bytes).levelOf("two")).toBe(0);
    expect(bytes[H.levelBits]).toBe(0);
    const withLevels = buildDawg(["one", "two", "three"].map((word, i) => ({ word, level: LEVELS[i]! })));
    expect(withLevels[H.levelBits]).toBe(2);
    expect(Dawg.load(withLevels).levelOf("two")).toBe(20);
  });

  it("round-trips random word lists (property)", () => {
    fc.assert(
      fc.property(entriesArb, fc.array(wordArb, { maxLength: 30 }), (entries, probes) => {
        const dawg = load(entries);
        const words = entries.map((e) => e.word).sort();
        const level = new Map(entries.map((e) => [e.word, e.level]));
        expect(dawg.wordCount).toBe(words.length);
        expect([...dawg.words()]).toEqual(words);
        words.forEach((w, i) => {
          expect(dawg.indexOf(w)).toBe(i);
          expect(dawg.wordAt(i)).toBe(w);
          expect(dawg.levelAt(i)).toBe(level.get(w));
        });
        const set = new Set(words);
        for (const p of probes) {
          expect(dawg.has(p)).toBe(set.has(p));
          expect(dawg.hasPrefix(p)).toBe(words.some((w) => w.startsWith(p)));
        }
      }),
      { numRuns: numRuns(150) },
    );
  });
});

describe("buildDawg output", () => {
  it("is identical for any order of the same entries (property)", () => {
    fc.assert(
      fc.property(
        entriesArb.chain((entries) => fc.tuple(fc.constant(entries), fc.shuffledSubarray(entries, { minLength: entries.length }))),
        ([entries, shuffled]) => {
          expect(buildDawg(shuffled)).toEqual(buildDawg(entries));
        },
      ),
      { numRuns: numRuns(100) },
    );
  });

  it("keeps the smallest level of a duplicated word", () => {
    const dawg = load([
      { word: "cat", level: 50 },
      { word: "cat", level: 20 },
    ]);
    expect(dawg.wordCount).toBe(1);
    expect(dawg.levelOf("cat")).toBe(20);
  });

  it("refuses words that are not plain lower-case letters, and too many levels", () => {
    for (const word of ["", "Cat", "don't", "Ärger", "a-b", "b4", "nai\u0308ve"])
      expect(() => buildDawg([{ word, level: 0 }]), word).toThrow(/not a lower-case/);
    const nine = Array.from({ length: 9 }, (_, i) => ({ word: "a".repeat(i + 1), level: i }));
    expect(() => buildDawg(nine)).toThrow(/8 distinct levels/);
  });
});

describe("Dawg.load validation", () => {
  const good = buildDawg(SAMPLE);
  const code = (fn: () => unknown): string | undefined => {
    try {
      fn();
    } catch (err) {
      expect(err).toBeInstanceOf(DawgFormatError);
      return (err as DawgFormatError).code;
    }
    return undefined;
  };

  it("accepts an ArrayBuffer and an unaligned Uint8Array view", () => {
    expect(Dawg.load(good.slice().buffer).wordCount).toBe(SAMPLE.length);
    const shifted = new Uint8Array(good.length + 1);
    shifted.set(good, 1);
    const dawg = Dawg.load(shifted.subarray(1));
    expect([...dawg.words()]).toEqual(sorted);
    expect(dawg.byteLength).toBe(good.length);
  });

  it("rejects a wrong magic number", () => {
    const bad = good.slice();
    bad[0] = bad[0]! ^ 0xff;
    expect(code(() => Dawg.load(bad))).toBe("bad-magic");
    expect(code(() => Dawg.load(new TextEncoder().encode("a\nb\nc\n".repeat(30))))).toBe("bad-magic");
  });

  it("rejects another format version", () => {
    const bad = good.slice();
    new DataView(bad.buffer).setUint16(H.version, 4, true);
    expect(code(() => Dawg.load(bad))).toBe("bad-version");
  });

  it("rejects truncated buffers at every length", () => {
    for (let n = 0; n < good.length; n += n < 80 ? 1 : 7) expect(code(() => Dawg.load(good.slice(0, n))), `${n}`).toBe("truncated");
  });

  it("rejects trailing bytes and inconsistent headers", () => {
    const longer = new Uint8Array(good.length + 4);
    longer.set(good);
    expect(code(() => Dawg.load(longer))).toBe("corrupt");
    const bad = good.slice();
    new DataView(bad.buffer).setUint32(H.edgeCount, 3, true);
    expect(code(() => Dawg.load(bad))).toBe("corrupt");
  });

  it("detects damaged edge codes on first use", () => {
    const bad = good.slice();
    bad[64] = 0xff; // first edge of the root becomes a last, leaf edge: nodes no longer add up
    const dawg = Dawg.load(bad);
    expect(code(() => dawg.has("cat"))).toBe("corrupt");
  });
});

describe("buildDawg refuses bad entries, saying why", () => {
  it("names a word that is not plain lower-case letters", () => {
    expect(() => buildDawg([{ word: "Cat", level: 0 }])).toThrow('not a lower-case word: "Cat"');
    expect(() => normaliseEntries([{ word: "", level: 0 }])).toThrow('not a lower-case word: ""');
  });

  it("refuses a lower-case word written otherwise than NFC (U+1F71, which NFC writes as U+03AC)", () => {
    expect(() => normaliseEntries([{ word: "\u1f71\u03b2\u03b3", level: 0 }])).toThrow("not a lower-case word");
    expect(normaliseEntries([{ word: "\u03ac\u03b2\u03b3", level: 0 }])).toEqual([{ word: "\u03ac\u03b2\u03b3", level: 0 }]);
  });

  it("names a level that is not a whole number 0..255, and the word", () => {
    for (const level of [-1, 256, 1.5, Number.NaN]) {
      expect(() => buildDawg([{ word: "cat", level }]), String(level)).toThrow(`bad level ${level} for cat`);
    }
  });

  it("keeps levels 0 and 255, the ends of the range", () => {
    const dawg = Dawg.load(
      buildDawg([
        { word: "low", level: 0 },
        { word: "high", level: 255 },
      ]),
    );
    expect(dawg.levelOf("low")).toBe(0);
    expect(dawg.levelOf("high")).toBe(255);
  });

  it("says how many distinct levels it got when there are more than 8", () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ word: "a".repeat(i + 1), level: i * 10 }));
    expect(() => buildDawg(nine)).toThrow("at most 8 distinct levels, got 9");
    expect(Dawg.load(buildDawg(nine.slice(0, 8))).levelOf("aaaaaaaa")).toBe(70);
  });

  it("keeps a duplicate's smallest level whichever comes first", () => {
    expect(normaliseEntries([{ word: "cat", level: 20 }, { word: "cat", level: 50 }])).toEqual([{ word: "cat", level: 20 }]);
    expect(normaliseEntries([{ word: "cat", level: 50 }, { word: "cat", level: 20 }])).toEqual([{ word: "cat", level: 20 }]);
  });
});
