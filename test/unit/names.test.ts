/**
 * The reason a name is refused is shown to the person typing it, so each refusal says
 * which rule it broke; and the byte limit is a limit, not one short of it.
 */
import { describe, expect, it } from "vitest";
import { MAX_MARKS_PER_GRAPHEME, MAX_NAME_BYTES, nameProblem } from "../../src/protocol/names.ts";
import { MAX_NAME_GRAPHEMES } from "../../src/protocol/values.ts";

describe("nameProblem", () => {
  it("asks an empty name for a visible character", () => {
    expect(nameProblem("")).toBe("A name needs at least one visible character");
  });

  it("takes exactly the byte limit and refuses one byte more", () => {
    // Four-byte emoji reach the byte limit well inside the character limit.
    expect(MAX_NAME_BYTES / 4).toBeLessThan(MAX_NAME_GRAPHEMES);
    expect(nameProblem("😀".repeat(MAX_NAME_BYTES / 4))).toBeNull();
    expect(nameProblem("😀".repeat(MAX_NAME_BYTES / 4) + "a")).toBe(`A name is at most ${MAX_NAME_BYTES} bytes`);
  });

  it("says how many accents one character may carry", () => {
    const marks = "\u0301\u0300\u0302\u0303".slice(0, MAX_MARKS_PER_GRAPHEME + 1);
    expect(nameProblem("a" + marks.slice(0, MAX_MARKS_PER_GRAPHEME))).toBeNull();
    expect(nameProblem("a" + marks)).toBe(`A character may carry at most ${MAX_MARKS_PER_GRAPHEME} accents`);
  });

  it("asks a name made only of blank-looking characters for a letter, digit or symbol", () => {
    expect(nameProblem("\u3164\u2800")).toBe("A name needs at least one visible letter, digit or symbol");
    expect(nameProblem("\u3164A")).toBeNull();
  });
});
