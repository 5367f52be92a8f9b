/**
 * Damaged dictionaries, one defect at a time: each test takes a small dictionary from
 * buildDawg, changes exactly one header field, edge code, count or pointer (offsets from
 * the byte layout in docs/dictionary.md), and checks that Dawg refuses it with the right
 * DawgFormatError code and message, at load or on the first query. The boundary cases
 * next to each check are accepted.
 */
import { describe, expect, it } from "vitest";
import { buildDawg } from "../../src/dict/build-dawg.ts";
import { Dawg, DawgFormatError } from "../../src/dict/dawg.ts";

const HEADER = 64;
/** Header offsets (docs/dictionary.md, "Header (64 bytes)"). */
const AT = { version: 4, headerSize: 6, words: 8, nodes: 12, edges: 16, cross: 20, overflow: 24, total: 28, ptrBits: 32, levelBits: 33, tableSize: 34 };

function bytesOf(words: string[]): Uint8Array {
  return buildDawg(words.map((word) => ({ word, level: 0 })));
}

/** A copy of `bytes` changed by `edit`. */
function damaged(bytes: Uint8Array, edit: (b: Uint8Array, view: DataView) => void): Uint8Array {
  const copy = bytes.slice();
  edit(copy, new DataView(copy.buffer));
  return copy;
}

/** The DawgFormatError `fn` throws (the test fails if it throws nothing or something else). */
function thrown(fn: () => unknown): DawgFormatError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(DawgFormatError);
    return err as DawgFormatError;
  }
  throw new Error("expected a DawgFormatError, nothing was thrown");
}

function expectRefused(fn: () => unknown, code: string, message: string): void {
  const err = thrown(fn);
  expect(err.code).toBe(code);
  expect(err.message).toBe(`invalid dictionary (${code}): ${message}`);
}

/**
 * Five words, level 0 (so no level section), laid out (breadth-first) as:
 *   node 0: c (tree → 1), d (tree → 2, last)          edges 0, 1
 *   node 1: a (tree → 3, last)                         edge 2
 *   node 2: o (final, tree → 4, last)                  edge 3   "do"
 *   node 3: t (final, tree → 5, last)                  edge 4   "cat"
 *   node 4: g (final, cross → node 5, last)            edge 5   "dog"
 *   node 5: s (final leaf, last)                       edge 6   "cats", "dogs"
 * Codes at 64..70, node counts at 72..77, one 3-bit cross pointer in the u32 at 80; 84 bytes.
 */
const CATS = ["cat", "cats", "dog", "dogs", "do"];
/** Built on first use, inside a test (so a broken builder fails tests, not the file). */
let catsBytes: Uint8Array | undefined;
const cats = (): Uint8Array => (catsBytes ??= bytesOf(CATS));
const COUNTS = 72;
const POINTERS = 80;
/** Code byte: letter·8 + last·4 + final·2 + cross (0–207); leaf codes from 208 (docs). */
const code = (letter: string, last: boolean, final: boolean, cross: boolean) =>
  (letter.charCodeAt(0) - 97) * 8 + (last ? 4 : 0) + (final ? 2 : 0) + (cross ? 1 : 0);
/** Leaf code of s: the 17th letter once j and q are skipped, two codes per letter. */
const S_LEAF_LAST = 208 + 16 * 2 + 1;

describe("the sample dictionary the corruption tests edit", () => {
  it("is laid out as the tests below assume", () => {
    const view = new DataView(cats().buffer);
    expect(cats().length).toBe(84);
    expect(view.getUint32(AT.total, true)).toBe(84);
    expect([AT.words, AT.nodes, AT.edges, AT.cross, AT.overflow].map((at) => view.getUint32(at, true))).toEqual([5, 6, 7, 1, 0]);
    expect([cats()[AT.ptrBits], cats()[AT.levelBits], cats()[AT.tableSize]]).toEqual([3, 0, 1]);
    expect([...cats().subarray(HEADER, HEADER + 7)]).toEqual([
      code("c", false, false, false),
      code("d", true, false, false),
      code("a", true, false, false),
      code("o", true, true, false),
      code("t", true, true, false),
      code("g", true, true, true),
      S_LEAF_LAST,
    ]);
    expect([...cats().subarray(COUNTS, COUNTS + 6)]).toEqual([5, 2, 3, 2, 2, 1]);
    expect(view.getUint32(POINTERS, true)).toBe(5);
    expect([...Dawg.load(cats()).words()]).toEqual([...CATS].sort());
  });
});

describe("DawgFormatError", () => {
  it("is an Error named DawgFormatError whose message names the code", () => {
    const err = thrown(() => Dawg.load(damaged(cats(), (b) => (b[0] = 0))));
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe("DawgFormatError");
    expect(err.code).toBe("bad-magic");
    expect(err.message).toBe("invalid dictionary (bad-magic): not a Baffle dictionary");
  });
});

describe("Dawg.load: sizes", () => {
  it("says how short a buffer shorter than the header is", () => {
    expectRefused(() => Dawg.load(cats().slice(0, 10)), "truncated", "10 bytes is shorter than the header");
    expectRefused(() => Dawg.load(cats().slice(0, HEADER - 1)), "truncated", "63 bytes is shorter than the header");
  });

  it("reads a whole header, then says how much the sections are missing", () => {
    expectRefused(() => Dawg.load(cats().slice(0, HEADER)), "truncated", `${HEADER} bytes, header says ${cats().length}`);
    expectRefused(() => Dawg.load(cats().slice(0, cats().length - 4)), "truncated", `${cats().length - 4} bytes, header says ${cats().length}`);
  });

  it("counts trailing bytes", () => {
    for (const extra of [1, 4]) {
      const longer = new Uint8Array(cats().length + extra);
      longer.set(cats());
      expectRefused(() => Dawg.load(longer), "corrupt", `${extra} trailing bytes`);
    }
  });

  it("refuses a total size that does not match the counts", () => {
    const bad = damaged(cats(), (_, v) => v.setUint32(AT.total, cats().length + 4, true));
    expectRefused(() => Dawg.load(bad), "corrupt", "header size does not match its counts");
    const longer = new Uint8Array(cats().length + 4);
    longer.set(bad);
    expectRefused(() => Dawg.load(longer), "corrupt", "header size does not match its counts");
  });

  it("names the version it found and the one it reads", () => {
    for (const version of [0, 4]) {
      const bad = damaged(cats(), (_, v) => v.setUint16(AT.version, version, true));
      expectRefused(() => Dawg.load(bad), "bad-version", `format version ${version}, this reader understands 1 to 3`);
    }
  });
});

describe("Dawg.load: header fields", () => {
  const cases: [string, (b: Uint8Array, v: DataView) => void][] = [
    ["header size 65", (_, v) => v.setUint16(AT.headerSize, 65, true)],
    ["header size 0", (_, v) => v.setUint16(AT.headerSize, 0, true)],
    ["no nodes at all", (_, v) => v.setUint32(AT.nodes, 0, true)],
    ["0-bit pointers", (b) => (b[AT.ptrBits] = 0)],
    ["32-bit pointers", (b) => (b[AT.ptrBits] = 32)],
    ["4-bit levels", (b) => (b[AT.levelBits] = 4)],
    ["9 levels in the table", (b) => ((b[AT.levelBits] = 3), (b[AT.tableSize] = 9))],
    ["3 levels in 1 bit", (b) => ((b[AT.levelBits] = 1), (b[AT.tableSize] = 3))],
    ["2 levels in 0 bits", (b) => (b[AT.tableSize] = 2)],
    ["words but an empty level table", (b) => (b[AT.tableSize] = 0)],
  ];
  for (const [name, edit] of cases) {
    it(`refuses ${name}`, () => {
      expectRefused(() => Dawg.load(damaged(cats(), edit)), "corrupt", "inconsistent header fields");
    });
  }

  it("accepts 31-bit pointers (the widest) when there are no cross edges", () => {
    const words = ["ab", "ac", "bc", "bd", "cd"];
    const plain = bytesOf(words);
    expect(new DataView(plain.buffer).getUint32(AT.cross, true)).toBe(0);
    const wide = damaged(plain, (b) => (b[AT.ptrBits] = 31));
    const dawg = Dawg.load(wide);
    expect([...dawg.words()]).toEqual(words);
    expect(dawg.has("bd")).toBe(true);
  });

  it("accepts an empty dictionary with an empty level table", () => {
    const empty = bytesOf([]);
    expect(empty[AT.tableSize]).toBe(0);
    expect(Dawg.load(empty).wordCount).toBe(0);
  });
});

describe("first query: edge codes against the header", () => {
  it("refuses an extra last-edge flag: more nodes than the header says", () => {
    const bad = damaged(cats(), (b) => (b[HEADER] = code("c", true, false, false)));
    const dawg = Dawg.load(bad);
    expectRefused(() => dawg.has("cat"), "corrupt", "more nodes than the header says");
  });

  it("refuses a missing last-edge flag: fewer nodes than the header says", () => {
    const bad = damaged(cats(), (b) => (b[HEADER + 6] = S_LEAF_LAST - 1));
    const dawg = Dawg.load(bad);
    // The derived edge records are built (and the codes checked) on first use.
    expectRefused(() => dawg.edges, "corrupt", "fewer nodes than the header says");
  });

  it("refuses a cross edge the pointer section has no pointer for", () => {
    // "ab": node 0 = a (tree → 1, last), node 1 = b (final leaf, last); no cross pointers.
    const ab = bytesOf(["ab"]);
    expect(ab[HEADER]).toBe(code("a", true, false, false));
    const bad = damaged(ab, (b) => (b[HEADER] = code("a", true, false, true)));
    expectRefused(() => Dawg.load(bad).has("ab"), "corrupt", "more cross edges than pointers");
  });

  it("refuses a cross pointer to node N (nodes are 0..N-1) and takes N-1", () => {
    // The pointer of g (→ node 5) becomes 6; 3 bits hold it.
    const bad = damaged(cats(), (_, v) => v.setUint32(POINTERS, 6, true));
    expectRefused(() => Dawg.load(bad).has("dogs"), "corrupt", "edge target out of range");
    expect(Dawg.load(cats()).has("dogs")).toBe(true);
  });

  it("refuses a word count in the header the root's edges do not add up to", () => {
    // Levels take 0 bits, so the word count does not change the file's size.
    const bad = damaged(cats(), (_, v) => v.setUint32(AT.words, 6, true));
    expectRefused(() => Dawg.load(bad).has("cat"), "corrupt", "word counts do not add up at node 0");
  });

  it("names the node whose edges do not add up to its count", () => {
    // t of node 3 no longer ends "cat": node 3 then holds 1 word, its count says 2.
    const bad = damaged(cats(), (b) => (b[HEADER + 4] = code("t", true, false, false)));
    expectRefused(() => Dawg.load(bad).has("cat"), "corrupt", "word counts do not add up at node 3");
  });

  it("refuses fewer tree edges than nodes", () => {
    // a becomes a final leaf: the counts still add up (1 word), but node 1 is never reached.
    const ab = bytesOf(["ab"]);
    const bad = damaged(ab, (b) => (b[HEADER] = 208 + 1));
    expectRefused(() => Dawg.load(bad).has("a"), "corrupt", "edge codes do not match the header counts");
  });

  it("refuses fewer cross edges than the header counts", () => {
    // "ab", "cb": one cross edge (c → node 1); two 1-bit pointers still fit in one u32.
    const abcb = bytesOf(["ab", "cb"]);
    expect(new DataView(abcb.buffer).getUint32(AT.cross, true)).toBe(1);
    const bad = damaged(abcb, (_, v) => v.setUint32(AT.cross, 2, true));
    expectRefused(() => Dawg.load(bad).has("ab"), "corrupt", "edge codes do not match the header counts");
  });

  it("names a node whose count is escaped but missing from the overflow table", () => {
    const ab = bytesOf(["ab"]);
    const bad = damaged(ab, (b) => (b[68 + 1] = 255)); // node counts start at 68
    expectRefused(() => Dawg.load(bad).has("ab"), "corrupt", "missing overflow count for node 1");
  });

  it("refuses 2^25 edges: more than the derived records can address", () => {
    // A header-consistent file: 2^25 edge codes, one node, nothing else. Two last edges
    // follow, so a reader that went past the limit would fail differently (more nodes).
    const edges = 2 ** 25;
    const total = HEADER + edges + 4;
    const big = new Uint8Array(total);
    const v = new DataView(big.buffer);
    v.setUint32(0, 0x57444642, true);
    v.setUint16(AT.version, 1, true);
    v.setUint16(AT.headerSize, HEADER, true);
    v.setUint32(AT.nodes, 1, true);
    v.setUint32(AT.edges, edges, true);
    v.setUint32(AT.total, total, true);
    big[AT.ptrBits] = 1;
    big[HEADER] = big[HEADER + 1] = code("a", true, false, false);
    const dawg = Dawg.load(big);
    expect(dawg.edgeCount).toBe(edges);
    expectRefused(() => dawg.has("a"), "corrupt", "too many edges");
  });

  it("refuses a file without edges that claims a word on the first query", () => {
    const bad = damaged(bytesOf([]), (b, v) => {
      v.setUint32(AT.words, 1, true);
      b[AT.tableSize] = 1;
    });
    const dawg = Dawg.load(bad);
    expectRefused(() => dawg.has("a"), "corrupt", "word counts do not add up at node 0");
    expectRefused(() => dawg.wordAt(0), "corrupt", "word counts do not add up at node 0");
  });

  /**
   * "abc" and "bc": node 0 has a (tree → 1) and b (tree → 2); node 1 has b (cross → 2);
   * node 2 has the leaf c. Pointing node 1's cross edge at node 1 itself makes a loop with
   * no word on it whose counts still add up (node 1 counts 1 word, reached through itself).
   */
  function looped(): Uint8Array {
    const bytes = bytesOf(["abc", "bc"]);
    const view = new DataView(bytes.buffer);
    expect([...bytes.subarray(HEADER, HEADER + 4)]).toEqual([code("a", false, false, false), code("b", true, false, false), code("b", true, false, true), 208 + 2 * 2 + 1]);
    expect(view.getUint32(HEADER + 8, true)).toBe(2); // the one cross pointer, 2 bits wide
    return damaged(bytes, (_, v) => v.setUint32(HEADER + 8, 1, true));
  }

  it("a loop in the edges whose counts add up is refused when a walk goes round it", () => {
    const dawg = Dawg.load(looped());
    expectRefused(() => dawg.wordAt(0), "corrupt", "the edges go round a loop");
    expectRefused(() => [...dawg.words()], "corrupt", "the edges go round a loop");
    expect(dawg.has("bc")).toBe(true); // lookups only walk their own letters
  });

  it("the undamaged file lists both words: a walk as long as every node is allowed", () => {
    const dawg = Dawg.load(bytesOf(["abc", "bc"]));
    expect([...dawg.words()]).toEqual(["abc", "bc"]);
    expect([dawg.wordAt(0), dawg.wordAt(1)]).toEqual(["abc", "bc"]);
    const chain = Dawg.load(bytesOf(["abcdefgh"])); // one node per letter: the longest walk there is
    expect(chain.nodeCount).toBe(8);
    expect([...chain.words()]).toEqual(["abcdefgh"]);
    expect(chain.wordAt(0)).toBe("abcdefgh");
  });
});
