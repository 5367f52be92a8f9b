/**
 * Dictionaries with letters beyond a–z (format version 2, docs/dictionary.md): German ä,
 * ö, ü and Spanish ñ are letters of their own, carried in the header's alphabet. Words
 * read back in JavaScript string order, lookups and the solver see the extra letters, an
 * a–z list is still written as version 1, and damaged alphabets are refused.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildDawg, type DictEntry } from "../../src/dict/build-dawg.ts";
import { Dawg, DawgFormatError } from "../../src/dict/dawg.ts";
import { H, HEADER_BYTES, HEADER_BYTES_V2, leafSlots } from "../../src/dict/format.ts";
import { solveBoard } from "../../src/dict/solver.ts";

const entries = (words: string[], level = 0): DictEntry[] => words.map((word) => ({ word, level }));
const GERMAN = ["bär", "bären", "bars", "haus", "häuser", "hause", "öl", "ölen", "über", "übel", "zug", "züge", "zugänge"];

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(DawgFormatError);
    return (err as DawgFormatError).message;
  }
  throw new Error("expected a DawgFormatError");
}

describe("a dictionary with ä, ö and ü", () => {
  const bytes = buildDawg(GERMAN.map((word, i) => ({ word, level: [10, 20, 50][i % 3]! })));
  const dawg = Dawg.load(bytes);
  const sorted = [...GERMAN].sort();

  it("is format version 2 with its alphabet in a 128-byte header", () => {
    const view = new DataView(bytes.buffer);
    expect(view.getUint16(H.version, true)).toBe(2);
    expect(view.getUint16(H.headerBytes, true)).toBe(HEADER_BYTES_V2);
    expect(dawg.version).toBe(2);
    expect(dawg.alphabet).toBe("abcdefghijklmnopqrstuvwxyzäöü");
    expect(view.getUint8(H.alphabetSize)).toBe(29);
  });

  it("gives every word back in string order, with its index and level", () => {
    expect([...dawg.words()]).toEqual(sorted);
    sorted.forEach((word, i) => {
      expect(dawg.indexOf(word)).toBe(i);
      expect(dawg.wordAt(i)).toBe(word);
      expect(dawg.levelOf(word)).toBe([10, 20, 50][GERMAN.indexOf(word) % 3]);
    });
  });

  it("tells a letter with an umlaut from the plain one", () => {
    expect(dawg.has("häuser")).toBe(true);
    expect(dawg.has("hauser")).toBe(false);
    expect(dawg.has("bar")).toBe(false);
    expect(dawg.has("bär")).toBe(true);
    expect(dawg.hasPrefix("zugä")).toBe(true);
    expect(dawg.hasPrefix("zuga")).toBe(false);
    expect(dawg.has("bñr")).toBe(false); // a letter the alphabet lacks
    expect(dawg.has("Bär")).toBe(false); // lookups take folded, lower-case input
  });

  it("is solved on boards whose dice show ä, ö and ü", () => {
    const board = ["b", "ä", "r", "e", "x", "x", "x", "n", "ü", "b", "e", "l", "x", "x", "x", "x"];
    expect(solveBoard(dawg, board, 3).map((w) => w.word)).toEqual(["bär", "bären", "übel"]);
    // A cell with a letter the dictionary does not have is never used.
    expect(solveBoard(dawg, ["b", "ñ", "r", "e", "x", "x", "x", "n", "ü", "b", "e", "l", "x", "x", "x", "x"], 3).map((w) => w.word)).toEqual(["übel"]);
  });
});

describe("letters and versions", () => {
  it("still writes an a–z list as version 1 with the 64-byte header", () => {
    const bytes = buildDawg(entries(["cat", "cats", "dog"]));
    const view = new DataView(bytes.buffer);
    expect(view.getUint16(H.version, true)).toBe(1);
    expect(view.getUint16(H.headerBytes, true)).toBe(HEADER_BYTES);
    expect(Dawg.load(bytes).alphabet).toBe("abcdefghijklmnopqrstuvwxyz");
  });

  it("puts ñ after z, as JavaScript sorts it", () => {
    const dawg = Dawg.load(buildDawg(entries(["niño", "nino", "nizo", "año", "ano"])));
    expect(dawg.alphabet).toBe("abcdefghijklmnopqrstuvwxyzñ");
    expect([...dawg.words()]).toEqual(["ano", "año", "nino", "nizo", "niño"]);
  });

  it("round-trips random lists over a–z and extra letters (property)", () => {
    const letter = fc.constantFrom(..."abnzäñü");
    const word = fc.array(letter, { minLength: 1, maxLength: 7 }).map((l) => l.join(""));
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 1, maxLength: 60 }), fc.array(word, { maxLength: 20 }), (words, probes) => {
        const dawg = Dawg.load(buildDawg(entries(words)));
        const sorted = [...words].sort();
        expect([...dawg.words()]).toEqual(sorted);
        sorted.forEach((w, i) => expect(dawg.wordAt(i)).toBe(w));
        for (const p of probes) expect(dawg.has(p)).toBe(words.includes(p));
      }),
    );
  });

  it("gives the leaf codes left to the letters that end the most words", () => {
    // 29 letters leave 256 − 29·8 = 24 codes: leaf codes for 12 letters. Eight nodes that
    // differ (each has its own fourth letter) end words in j, q and ä: those three letters
    // have eight leaf edges each, every other letter one or two.
    const words = ["äb", "öc", "üd"];
    for (const x of "bcdefghi") for (const end of ["j", "q", "ä", x]) words.push("a" + x + end);
    for (const end of "klmnoprstuvwyz") words.push("y" + end);
    const bytes = buildDawg(entries(words));
    const mask = new DataView(bytes.buffer).getUint32(H.leafMask, true);
    const leafLetters = [..."abcdefghijklmnopqrstuvwxyzäöü"].filter((_, l) => (mask >>> l) & 1);
    expect(leafSlots(29)).toBe(12);
    expect(leafLetters.length).toBe(12);
    for (const c of "jqä") expect(leafLetters, c).toContain(c);
    expect([...Dawg.load(bytes).words()]).toEqual([...words].sort());
  });

  it("refuses more than three letters beyond z, and letters past U+024F beside a–z", () => {
    expect(() => buildDawg(entries(["äöüñ"]))).toThrow("at most 3 letters beyond a-z, got 4: äñöü");
    expect(buildDawg(entries(["äöü"])).length).toBeGreaterThan(0);
    expect(() => buildDawg(entries(["aαβγ"]))).toThrow('letter "α" (U+3B1) is beyond U+250');
    // Greek alone is another script: version 3 (test/unit/dawg-cyrillic.test.ts).
    expect(Dawg.load(buildDawg(entries(["αβγ"]))).version).toBe(3);
  });
});

describe("damaged version 2 headers", () => {
  const good = buildDawg(entries(["bär", "bären", "öl", "über"]));
  const damaged = (edit: (b: Uint8Array, v: DataView) => void) => {
    const copy = good.slice();
    edit(copy, new DataView(copy.buffer));
    return copy;
  };

  it("are refused when the alphabet does not start with a–z", () => {
    const bad = damaged((_, v) => v.setUint16(H.alphabet + 2 * 3, 0x44, true)); // "D" for "d"
    expect(refusal(() => Dawg.load(bad))).toBe("invalid dictionary (corrupt): the alphabet does not start with a-z");
    for (const size of [25, 30]) {
      const bad = damaged((_, v) => v.setUint8(H.alphabetSize, size));
      expect(refusal(() => Dawg.load(bad))).toBe(`invalid dictionary (corrupt): the alphabet has ${size} letters, not 26 to 29`);
    }
  });

  it("are refused when the extra letters are out of order or out of range", () => {
    const swapped = damaged((_, v) => {
      v.setUint16(H.alphabet + 2 * 26, 0xfc, true); // ü before ö
      v.setUint16(H.alphabet + 2 * 28, 0xe4, true);
    });
    const msg = "invalid dictionary (corrupt): the alphabet's extra letters are out of order or out of range";
    expect(refusal(() => Dawg.load(swapped))).toBe(msg);
    expect(refusal(() => Dawg.load(damaged((_, v) => v.setUint16(H.alphabet + 2 * 28, 0x3b1, true))))).toBe(msg);
  });

  it("are refused when the leaf mask names more letters than there are codes, or letters beyond the alphabet", () => {
    const msg = "invalid dictionary (corrupt): more leaf letters than codes";
    expect(refusal(() => Dawg.load(damaged((_, v) => v.setUint32(H.leafMask, 0x1fff, true))))).toBe(msg);
    expect(refusal(() => Dawg.load(damaged((_, v) => v.setUint32(H.leafMask, 1 << 29, true))))).toBe(msg);
  });

  it("are refused on first use when an edge has a code no edge can have", () => {
    const mask = new DataView(good.buffer).getUint32(H.leafMask, true);
    let leaves = 0;
    for (let l = 0; l < 29; l++) leaves += (mask >>> l) & 1;
    const unused = 29 * 8 + 2 * leaves; // the first code after the last leaf code
    expect(unused).toBeLessThan(256);
    const bad = damaged((b) => (b[HEADER_BYTES_V2] = unused));
    const dawg = Dawg.load(bad);
    expect(refusal(() => dawg.has("bär"))).toBe(`invalid dictionary (corrupt): edge 0 has code ${unused}, which no edge has`);
  });

  it("are refused as truncated when shorter than the 128-byte header", () => {
    expect(refusal(() => Dawg.load(good.slice(0, 100)))).toBe("invalid dictionary (truncated): 100 bytes is shorter than the header");
  });
});
