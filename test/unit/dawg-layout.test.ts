/**
 * The dictionary's binary layout (docs/dictionary.md), byte by byte: counts too big for
 * a byte (the overflow table), the edge code table, the header's level table, and the
 * reader's derived records, child masks and `edge` lookups checked against a small
 * dictionary worked out by hand. What goes in and comes out is in dawg.test.ts.
 */
import { describe, expect, it } from "vitest";
import { buildDawg, type DictEntry } from "../../src/dict/build-dawg.ts";
import { Dawg, DawgFormatError } from "../../src/dict/dawg.ts";
import { EDGE_FINAL, EDGE_LAST, EDGE_TARGET_SHIFT } from "../../src/dict/edges.ts";
import { CODE_FLAGS, CODE_LETTER, encodeEdge, FLAG_CROSS, FLAG_FINAL, FLAG_LAST, FLAG_TREE } from "../../src/dict/format.ts";

const letter = (c: string) => c.charCodeAt(0) - 97;
const plain = (words: string[]): DictEntry[] => words.map((word) => ({ word, level: 0 }));

describe("counts of 255 words and more (the overflow table)", () => {
  // Five first letters (a, c, d, f, g) each followed by its own 343 three-letter endings:
  // the root and the five nodes after them hold 255 words or more, and none of them merge.
  // The nodes after b (8 words) and e (1 word) sit between them: the table has gaps.
  const LEVELS = [10, 20, 35, 40, 50, 55, 60, 70];
  const words: string[] = [];
  for (const [first, alphabet] of [["a", "bcdefgh"], ["b", "cd"], ["c", "defghij"], ["d", "efghijk"], ["f", "ghijklm"], ["g", "hijklmn"]] as const) {
    for (const x of alphabet) for (const y of alphabet) for (const z of alphabet) words.push(first + x + y + z);
  }
  words.push("e", "ez");
  words.sort();
  /** Built on first use, inside a test (so a broken builder fails tests, not the file). */
  let built: { bytes: Uint8Array; view: DataView; nodes: number; countsAt: number; overflowAt: number } | undefined;
  const fixture = () => {
    if (built) return built;
    const bytes = buildDawg(words.map((word, i) => ({ word, level: LEVELS[i % LEVELS.length]! })).reverse());
    const view = new DataView(bytes.buffer);
    const nodes = view.getUint32(12, true);
    const countsAt = (64 + view.getUint32(16, true) + 3) & ~3; // docs/dictionary.md: sections padded to 4 bytes
    const overflowAt = (countsAt + nodes + 3) & ~3;
    return (built = { bytes, view, nodes, countsAt, overflowAt });
  };

  it("escapes a count of exactly 255 and not one of 254", () => {
    const pairs = [..."abcdefghijklmnop"].flatMap((x) => [..."abcdefghijklmnop"].map((y) => x + y));
    for (const n of [254, 255]) {
      const bytes = buildDawg(plain(pairs.slice(0, n)));
      const view = new DataView(bytes.buffer);
      expect(view.getUint32(24, true), `${n} words`).toBe(n === 255 ? 1 : 0);
      const dawg = Dawg.load(bytes);
      expect([...dawg.words()]).toEqual(pairs.slice(0, n));
      expect(dawg.wordAt(n - 1)).toBe(pairs[n - 1]);
    }
  });

  it("stores each count of 255 or more as escaped, with its node in the overflow table", () => {
    const { bytes, view, nodes, countsAt, overflowAt } = fixture();
    const counts = [...bytes.subarray(countsAt, countsAt + nodes)];
    expect(counts[0]).toBe(255); // the root: every word
    const escaped = counts.flatMap((c, id) => (c === 255 ? [id] : []));
    expect(escaped).toEqual([0, 1, 3, 4, 6, 7]); // root, then the nodes after a, c, d, f and g
    expect(view.getUint32(24, true)).toBe(6);
    const table = Array.from({ length: 6 }, (_, i) => [view.getUint32(overflowAt + 8 * i, true), view.getUint32(overflowAt + 8 * i + 4, true)]);
    expect(table).toEqual([[0, words.length], ...escaped.slice(1).map((id) => [id, 343])]);
  });

  it("reads every word back with its index and level", () => {
    const dawg = Dawg.load(fixture().bytes);
    expect(dawg.wordCount).toBe(words.length);
    expect([...dawg.words()]).toEqual(words);
    for (let i = 0; i < words.length; i += 7) {
      expect(dawg.wordAt(i)).toBe(words[i]);
      expect(dawg.indexOf(words[i]!)).toBe(i);
      expect(dawg.levelAt(i)).toBe(LEVELS[i % LEVELS.length]);
    }
    for (const i of [0, 342, 343, 350, 351, 1724]) expect(dawg.wordAt(i)).toBe(words[i]);
    expect(words.length).toBe(1725);
    expect(dawg.has("abbb")).toBe(true);
    expect(dawg.has("dkkk")).toBe(true);
    expect(dawg.has("abbi")).toBe(false);
    expect(dawg.indexOf("ez")).toBe(words.indexOf("ez"));
    expect(dawg.wordAt(words.indexOf("e"))).toBe("e");
    expect(dawg.indexOf("gnnn")).toBe(words.length - 1);
  });

  it("refuses an escaped count whose node is not in the table, naming the node", () => {
    const { bytes, nodes, countsAt } = fixture();
    const counts = [...bytes.subarray(countsAt, countsAt + nodes)];
    const plainNodes = counts.flatMap((c, id) => (c < 255 ? [id] : []));
    expect(plainNodes[0]).toBe(2);
    for (const id of [2, plainNodes.at(-1)!]) {
      const bad = bytes.slice();
      bad[countsAt + id] = 255;
      try {
        Dawg.load(bad).has("abbb");
        expect.unreachable(`node ${id}`);
      } catch (err) {
        expect(err).toBeInstanceOf(DawgFormatError);
        expect((err as DawgFormatError).message).toBe(`invalid dictionary (corrupt): missing overflow count for node ${id}`);
      }
    }
  });
});

describe("edge codes", () => {
  it("decode to the letter and flags they were encoded from", () => {
    for (let l = 0; l < 26; l++) {
      for (const last of [false, true]) {
        for (const final of [false, true]) {
          for (const kind of ["tree", "cross"] as const) {
            const c = encodeEdge(l, last, final, kind);
            expect(CODE_LETTER[c]).toBe(l);
            expect(CODE_FLAGS[c]).toBe((last ? FLAG_LAST : 0) | (final ? FLAG_FINAL : 0) | (kind === "cross" ? FLAG_CROSS : FLAG_TREE));
          }
        }
        const leaf = encodeEdge(l, last, true, "leaf");
        if (l === letter("j") || l === letter("q")) expect(leaf).toBe(-1);
        else {
          expect(leaf).toBeGreaterThanOrEqual(208);
          expect(CODE_LETTER[leaf]).toBe(l);
          expect(CODE_FLAGS[leaf]).toBe(FLAG_FINAL | (last ? FLAG_LAST : 0));
        }
      }
    }
  });

  it("have no leaf code for anything past z", () => {
    expect(encodeEdge(26, false, true, "leaf")).toBe(-1);
    expect(encodeEdge(26, true, true, "leaf")).toBe(-1);
  });
});

describe("the reader's derived records", () => {
  // Worked out by hand (breadth-first nodes, edges sorted by letter):
  //   node 0: c → node 1, d → node 2 | node 1: a → node 3 | node 2: o (ends "do") → node 4
  //   node 3: t (ends "cat") → node 5 | node 4: g (ends "dog") → node 5 | node 5: s (ends "cats", "dogs")
  // Edges 0..6 in that order; node 1 starts at edge 2, node 2 at 3, node 3 at 4, node 4 at 5, node 5 at 6.
  let cached: Dawg | undefined;
  const sample = (): Dawg => (cached ??= Dawg.load(buildDawg(plain(["cat", "cats", "dog", "dogs", "do"]))));
  const F = EDGE_FINAL;
  const L = EDGE_LAST;
  const to = (edge: number) => edge << EDGE_TARGET_SHIFT;

  it("hold letter, final, last, the target's first edge and the words before each edge", () => {
    const expected = [
      [letter("c") | to(2), 0],
      [letter("d") | L | to(3), 2], // after c's two words, cat and cats
      [letter("a") | L | to(4), 0],
      [letter("o") | F | L | to(5), 0],
      [letter("t") | F | L | to(6), 0],
      [letter("g") | F | L | to(6), 0],
      [letter("s") | F | L, 0],
    ];
    expect([...sample().edges]).toEqual(expected.flat());
  });

  it("give each edge the letters of its target node, one mask per edge", () => {
    const bit = (c: string) => 1 << letter(c);
    expect([...sample().childMasks]).toEqual([bit("a"), bit("o"), bit("t"), bit("g"), bit("s"), bit("s"), 0]);
  });

  it("find a node's edge for a letter, or -1, without running into the next node", () => {
    expect(sample().edge(2, letter("t"))).toBe(-1); // t is the next node's edge
    expect(sample().edge(0, letter("c"))).toBe(0);
    expect(sample().edge(0, letter("d"))).toBe(1);
    for (const c of "abez") expect(sample().edge(0, letter(c)), c).toBe(-1);
    expect(sample().edge(2, letter("a"))).toBe(2);
    expect(sample().edge(3, letter("g"))).toBe(-1);
    expect(sample().edge(6, letter("s"))).toBe(6);
  });

  it("find no edge at all in the empty dictionary", () => {
    const empty = Dawg.load(buildDawg([]));
    for (const c of "az") expect(empty.edge(0, letter(c)), c).toBe(-1);
    expect([...empty.childMasks]).toEqual([]);
  });

  it("find no word that runs on past the end of a word (no edge leads on from there)", () => {
    // s of "cats" leads nowhere: what follows must not be read from the root again.
    for (const w of ["catscat", "dogsdo", "catsd", "dogsc"]) {
      expect(sample().indexOf(w), w).toBe(-1);
      expect(sample().levelOf(w), w).toBe(-1);
      expect(sample().has(w), w).toBe(false);
    }
    const ab = Dawg.load(buildDawg(plain(["ab", "b"])));
    expect(ab.indexOf("abb")).toBe(-1);
    expect(ab.indexOf("b")).toBe(1);
  });
});

describe("the reader's first query", () => {
  it("can be any query: wordAt, levelAt, indexOf, has, words or edges", () => {
    const words = ["cat", "cats", "do", "dog", "dogs"];
    const bytes = buildDawg(plain(words));
    expect(Dawg.load(bytes).wordAt(3)).toBe("dog");
    expect(Dawg.load(bytes).levelAt(3)).toBe(0);
    expect(Dawg.load(bytes).indexOf("dogs")).toBe(4);
    expect(Dawg.load(bytes).has("cats")).toBe(true);
    expect(Dawg.load(bytes).hasPrefix("ca")).toBe(true);
    expect([...Dawg.load(bytes).words()]).toEqual(words);
    expect(Dawg.load(bytes).edges.length).toBe(2 * 7);
    expect(Dawg.load(bytes).childMasks.length).toBe(7);
  });

  it("names the index and the range when an index is out of range", () => {
    const dawg = Dawg.load(buildDawg(plain(["cat", "cats", "do", "dog", "dogs"])));
    for (const i of [5, -1, 2.5]) {
      expect(() => dawg.wordAt(i)).toThrow(RangeError);
      expect(() => dawg.wordAt(i)).toThrow(`word index ${i} out of range 0..4`);
      expect(() => dawg.levelAt(i)).toThrow(`word index ${i} out of range 0..4`);
    }
    expect(dawg.wordAt(4)).toBe("dogs");
    expect(dawg.wordAt(0)).toBe("cat");
  });
});

describe("the header's level table and the bytes the reader wraps", () => {
  it("lists the levels in ascending order, one code each (docs/dictionary.md)", () => {
    const levels = [70, 10, 55, 20, 40];
    const bytes = buildDawg(["ant", "bee", "cat", "dog", "eel"].map((word, i) => ({ word, level: levels[i]! })));
    expect(bytes[34]).toBe(5); // table size
    expect([...bytes.subarray(40, 48)]).toEqual([10, 20, 40, 55, 70, 0, 0, 0]);
    expect(Dawg.load(bytes).levelOf("ant")).toBe(70);
  });

  it("reads an aligned buffer in place, and copies an unaligned one", () => {
    // "no copy unless a Uint8Array is not 4-byte aligned": a change to the bytes before
    // the first query shows through the aligned view only. Edge 0 is c; make it b.
    const bytes = buildDawg(plain(["cat", "cats", "dog", "dogs", "do"]));
    const place = (at: number) => {
      const store = new Uint8Array(bytes.length + 16);
      store.set(bytes, at);
      return store;
    };
    const aligned = place(8);
    const inPlace = Dawg.load(aligned.subarray(8, 8 + bytes.length));
    aligned[8 + 64] = encodeEdge(letter("b"), false, false, "tree");
    expect(inPlace.has("bat")).toBe(true);
    expect(inPlace.has("cat")).toBe(false);

    const whole = bytes.slice();
    const fromBuffer = Dawg.load(whole.buffer);
    whole[64] = encodeEdge(letter("b"), false, false, "tree");
    expect(fromBuffer.has("bat")).toBe(true);

    const unaligned = place(5);
    const copied = Dawg.load(unaligned.subarray(5, 5 + bytes.length));
    unaligned[5 + 64] = encodeEdge(letter("b"), false, false, "tree");
    expect(copied.has("cat")).toBe(true);
    expect(copied.has("bat")).toBe(false);
  });
});
