import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numRuns } from "./fast-check-seed.ts";
import { boardCode, parseBoardCode } from "../../src/game/board-code.ts";
import { shakeBoard, type BoardSize } from "../../src/game/board.ts";
import { LANGUAGES } from "../../src/protocol/values.ts";
import { seededRng } from "../../src/game/random.ts";

const sizes = fc.constantFrom<BoardSize>(4, 5, 6);

describe("board codes", () => {
  it("round-trip every shaken board of every size", () => {
    fc.assert(
      fc.property(fc.integer(), sizes, (seed, size) => {
        const board = shakeBoard(size, seededRng(seed));
        const code = boardCode(board);
        expect(parseBoardCode(code)).toEqual({ ok: true, board: { size, cells: [...board.cells] }, language: "en" });
      }),
      { numRuns: numRuns(300) },
    );
  });

  it("are short, URL-safe and one symbol a die after the size", () => {
    fc.assert(
      fc.property(fc.integer(), sizes, (seed, size) => {
        const code = boardCode(shakeBoard(size, seededRng(seed)));
        expect(code).toHaveLength(1 + size * size);
        expect(code).toMatch(/^[456][A-Z2-7]+$/);
        expect(encodeURIComponent(code)).toBe(code);
      }),
      { numRuns: numRuns(100) },
    );
  });

  it("read what people type: lower case, spaces, hyphens, a pasted link", () => {
    const board = shakeBoard(4, seededRng(7));
    const code = boardCode(board);
    const typed = `  ${code.slice(0, 5).toLowerCase()} - ${code.slice(5, 9)} ${code.slice(9)} `;
    expect(parseBoardCode(typed)).toEqual({ ok: true, board: { size: 4, cells: [...board.cells] }, language: "en" });
    expect(parseBoardCode(`https://baffle.example/practice?board=${code}&p=Ann:3`)).toEqual({ ok: true, board: { size: 4, cells: [...board.cells] }, language: "en" });
    expect(parseBoardCode(`/practice?board=${encodeURIComponent(typed)}`)).toEqual({ ok: true, board: { size: 4, cells: [...board.cells] }, language: "en" });
  });

  it("answers any text, URL-encoded junk included, with a board or a reason, never an exception", () => {
    for (const junk of ["%", "?board=%", "?board=%3Fboard%3D%25", "https://x/practice?board=%E0%A4%A&p=Ann:1", "board=%ZZ", "#board=%"]) {
      const parsed = parseBoardCode(junk);
      expect(parsed.ok).toBe(false);
    }
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: fc.constantFrom("%", "?", "&", "=", "board", "4", "A", "%2", "%E0") }), (a, b) => {
        const parsed = parseBoardCode(a + b);
        expect(typeof parsed.ok).toBe("boolean");
      }),
      { numRuns: numRuns(300) },
    );
  });

  it("writes Qu as Q and the 6×6 two-letter faces as digits", () => {
    const cells = ["qu", "th", "an", "er", "he", "in", ...Array<string>(30).fill("e")];
    // Not a real deal (thirty E dice), so only the encoding is checked here.
    expect(boardCode({ size: 6, cells })).toBe("6Q62345" + "E".repeat(30));
  });

  it("has no symbol for a cell no die shows: a bare q, a capital, a letter past z, an unknown pair", () => {
    const board = shakeBoard(4, seededRng(5));
    for (const cell of ["q", "E", "é", "{", "ab", ""]) {
      const cells = [cell, ...board.cells.slice(1)];
      expect(() => boardCode({ size: 4, cells })).toThrow(`no board code symbol for the cell "${cell}"`);
    }
  });

  it("refuses a wrong size, a wrong length and symbols that are no face", () => {
    const code = boardCode(shakeBoard(5, seededRng(3)));
    expect(parseBoardCode("")).toEqual({ ok: false, reason: "size" });
    expect(parseBoardCode("3ABCDEFGHI")).toEqual({ ok: false, reason: "size" });
    expect(parseBoardCode(code.slice(0, -1))).toEqual({ ok: false, reason: "length" });
    expect(parseBoardCode(code + "A")).toEqual({ ok: false, reason: "length" });
    expect(parseBoardCode(code.slice(0, -1) + "1")).toEqual({ ok: false, reason: "symbol" });
    expect(parseBoardCode(code.slice(0, -1) + "!")).toEqual({ ok: false, reason: "symbol" });
    for (const past of ["_", "~", "é"]) expect(parseBoardCode(code.slice(0, -1) + past)).toEqual({ ok: false, reason: "symbol" });
  });

  it("refuses a grid the dice could not deal", () => {
    // Sixteen E's: only a few of the classic dice have an E.
    expect(parseBoardCode("4" + "E".repeat(16))).toEqual({ ok: false, reason: "dice" });
    // The two-letter faces exist only on the 6×6 set.
    const four = boardCode(shakeBoard(4, seededRng(11)));
    expect(parseBoardCode(four.slice(0, -1) + "6")).toEqual({ ok: false, reason: "dice" });
    // Any single cell changed to a letter no free die shows is caught.
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const real = boardCode(shakeBoard(4, seededRng(seed)));
        const zs = "4" + "Z".repeat(2) + real.slice(3);
        expect(parseBoardCode(zs)).toEqual({ ok: false, reason: "dice" });
      }),
      { numRuns: numRuns(50) },
    );
  });
});

describe("board codes in every language", () => {
  it("round-trip every shaken board of every size in every language, its language named first", () => {
    fc.assert(
      fc.property(fc.integer(), sizes, fc.constantFrom(...LANGUAGES), (seed, size, language) => {
        const board = shakeBoard(size, seededRng(seed), language);
        const code = boardCode(board, language);
        expect(code).toMatch(language === "en" ? /^[456][A-Z2-7]+$/ : new RegExp(`^${language.toUpperCase()}[456][A-Z2-7]+$`));
        expect(code).toHaveLength((language === "en" ? 1 : 3) + size * size);
        expect(encodeURIComponent(code)).toBe(code);
        expect(parseBoardCode(code.toLowerCase())).toEqual({ ok: true, board: { size, cells: [...board.cells] }, language });
      }),
      { numRuns: numRuns(400) },
    );
  });

  it("spell Russian's 32 letters as the 32 base32 symbols, and Swedish's å, ä, ö as digits", () => {
    const ru = shakeBoard(4, seededRng(1), "ru");
    expect(boardCode({ size: 4, cells: ["а", "я", "й", "ъ", ...ru.cells.slice(4)] }, "ru").slice(0, 7)).toBe("RU4A7J2");
    expect(boardCode({ size: 4, cells: ["ä", "å", "ö", "qu", ...shakeBoard(4, seededRng(1), "sv").cells.slice(4)] }, "sv").slice(0, 7)).toBe("SV4234Q");
  });

  it("check a code against its own language's dice", () => {
    // A Russian board read as another language's, or an English one tagged Russian, is refused.
    let seed = 1;
    while (!boardCode(shakeBoard(4, seededRng(seed), "ru"), "ru").includes("7")) seed++; // a board with я, whose symbol 7 no German face has
    const ru = boardCode(shakeBoard(4, seededRng(seed), "ru"), "ru");
    expect(parseBoardCode(ru).ok).toBe(true);
    expect(parseBoardCode("DE" + ru.slice(2))).toEqual({ ok: false, reason: "symbol" });
    expect(parseBoardCode("RU" + "4" + "E".repeat(16))).toEqual({ ok: false, reason: "dice" });
    const de = shakeBoard(5, seededRng(4), "de");
    expect(parseBoardCode(boardCode(de, "de"))).toEqual({ ok: true, board: { size: 5, cells: [...de.cells] }, language: "de" });
  });
});
