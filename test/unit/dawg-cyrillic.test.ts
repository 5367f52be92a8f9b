/**
 * Dictionaries in another script (format version 3, docs/dictionary.md): Russian's 32
 * letters а–я are the alphabet, with no a–z before them. Words read back in string order,
 * every one of the 32 letters (я, the 32nd, at bit 31 of a letter mask) is looked up and
 * solved, Latin letters are not Cyrillic ones, and a list mixing the two scripts is refused.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildDawg } from "../../src/dict/build-dawg.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { H, HEADER_BYTES_V2 } from "../../src/dict/format.ts";
import { solveBoard } from "../../src/dict/solver.ts";

const ALPHABET = "абвгдежзийклмнопрстуфхцчшщъыьэюя";
const RUSSIAN = ["дом", "дома", "домой", "кот", "коты", "подъезд", "сыр", "мяч", "юла", "эхо", "чай", "щука", "яма", "шея", "ель", "цех", "фен", "хор", "жук", "бег", "вид", "гол", "зал", "лёд".replace("ё", "е")];

describe("a dictionary of Russian words", () => {
  const bytes = buildDawg(RUSSIAN.map((word, i) => ({ word, level: [10, 20, 50][i % 3]! })));
  const dawg = Dawg.load(bytes);
  const sorted = [...new Set(RUSSIAN)].sort();

  it("is format version 3 with the 32 letters а–я as its alphabet", () => {
    const view = new DataView(bytes.buffer);
    expect(view.getUint16(H.version, true)).toBe(3);
    expect(view.getUint16(H.headerBytes, true)).toBe(HEADER_BYTES_V2);
    expect(dawg.version).toBe(3);
    expect(dawg.alphabet).toBe(ALPHABET);
  });

  it("gives every word back in string order, with its index and level", () => {
    expect([...dawg.words()]).toEqual(sorted);
    sorted.forEach((word, i) => {
      expect(dawg.indexOf(word)).toBe(i);
      expect(dawg.wordAt(i)).toBe(word);
      expect(dawg.levelOf(word)).toBe([10, 20, 50][RUSSIAN.indexOf(word) % 3]);
    });
  });

  it("looks up words with the last letters (ъ, ю, я) and refuses Latin look-alikes", () => {
    for (const w of ["подъезд", "юла", "яма", "мяч", "шея"]) expect(dawg.has(w), w).toBe(true);
    expect(dawg.hasPrefix("подъ")).toBe(true);
    expect(dawg.has("дoм")).toBe(false); // a Latin o inside
    expect(dawg.has("dom")).toBe(false);
    expect(dawg.has("ям")).toBe(false);
  });

  it("answers like a plain set for any Cyrillic string (property)", () => {
    const words = new Set(sorted);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALPHABET, "a", "ё"), { minLength: 1, maxLength: 6 }), (letters) => {
        const w = letters.join("");
        expect(dawg.has(w)).toBe(words.has(w));
      }),
    );
  });

  it("is solved on boards whose dice show Cyrillic letters, я included", () => {
    const board = ["м", "я", "ч", "х", "ш", "е", "я", "х", "х", "х", "м", "а", "х", "х", "х", "х"];
    expect(solveBoard(dawg, board, 3).map((w) => w.word).sort()).toEqual(["мяч", "шея", "яма"]);
  });

  it("is refused when a list mixes Latin and Cyrillic letters", () => {
    expect(() => buildDawg([{ word: "дом", level: 0 }, { word: "dom", level: 0 }])).toThrow(/beyond/);
  });
});
