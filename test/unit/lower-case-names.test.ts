/**
 * dict/lower-case-names.ts's rule on made-up entries: a lower-case entry is a name when
 * its stem is a given name or a town the dictionary also capitalises, it inflects no
 * further than a plural, it is its stem's only lower-case entry, and no reviewer listed
 * it as an ordinary word.
 */
import { describe, expect, it } from "vitest";
import { foldText } from "../../src/lang/fold.ts";
import { SPANISH } from "../../src/lang/es.ts";
import type { HunspellFamily } from "../../dict/hunspell.ts";
import { lowerCaseNameReason, townNames, type LowerCaseNameEvidence } from "../../dict/lower-case-names.ts";

const fold = (w: string) => foldText(SPANISH.folding, w);
const family = (stem: string, forms: string[], flags = "S"): HunspellFamily => ({ stem, flags, forms });

function evidence(over: Partial<LowerCaseNameEvidence> = {}): LowerCaseNameEvidence {
  return {
    givenNames: new Set(["juan", "angel", "rosa", "amado"]),
    places: new Set(["alicante"]),
    ordinary: new Set(["angel"]),
    lowerEntries: new Map([["juan", 1], ["ángel", 1], ["rosa", 3], ["amado", 1], ["alicante", 1], ["casa", 1]]),
    ...over,
  };
}

describe("a lower-case entry", () => {
  it("is a given name when its stem is one and it only takes a plural", () => {
    expect(lowerCaseNameReason(family("juan", ["juan", "juanes"]), evidence(), fold)).toBe("given-name");
  });
  it("is a place when its stem is a town the dictionary capitalises", () => {
    expect(lowerCaseNameReason(family("alicante", ["alicante", "alicantes"]), evidence(), fold)).toBe("place");
  });
  it("is a word when its stem is no name", () => {
    expect(lowerCaseNameReason(family("casa", ["casa", "casas"]), evidence(), fold)).toBeNull();
  });
  it("is a word when it inflects beyond a plural (an adjective's feminine)", () => {
    expect(lowerCaseNameReason(family("amado", ["amado", "amada", "amados", "amadas"], "GS"), evidence(), fold)).toBeNull();
  });
  it("is a word when its stem has other lower-case entries", () => {
    expect(lowerCaseNameReason(family("rosa", ["rosa", "rosas"]), evidence(), fold)).toBeNull();
  });
  it("is a word when a reviewer listed it as ordinary, accents folded", () => {
    expect(lowerCaseNameReason(family("ángel", ["ángel", "ángeles"]), evidence(), fold)).toBeNull();
    expect(lowerCaseNameReason(family("ángel", ["ángel", "ángeles"]), evidence({ ordinary: new Set() }), fold)).toBe("given-name");
  });
  it("is never a capitalised entry (the language's own name rule judges those)", () => {
    expect(lowerCaseNameReason(family("Juan", ["Juan"]), evidence(), fold)).toBeNull();
  });
});

describe("towns", () => {
  it("are GeoNames' one-word places of the language's countries, folded", () => {
    const cities = JSON.stringify([
      { name: "Alicante", country: "ES" }, { name: "Córdoba", country: "AR" }, { name: "Lyon", country: "FR" }, { name: "San Juan", country: "PR" },
    ]);
    expect([...townNames(cities, ["ES", "AR", "PR"], fold)].sort()).toEqual(["alicante", "cordoba"]);
  });
});
