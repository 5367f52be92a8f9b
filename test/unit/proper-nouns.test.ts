/** The proper-noun list: which WordNet lemmas count as names, and what the built list holds. */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultDictionaryBytes } from "../../dict/build.ts";
import { DEFAULT_DAWG } from "../../dict/ensure.ts";
import { PROPER_DAWG, ensureProperNouns, wordnetProperNouns } from "../../dict/proper-nouns.ts";
import { Dawg } from "../../src/dict/dawg.ts";

describe("wordnetProperNouns", () => {
  it("takes capitalised single words from the name files only, lower-cased", () => {
    const data = [
      "  1 This software and database is being provided", // licence header
      "09000001 15 n 02 Paris 0 City_of_Light 0 000 | the capital of France",
      "09000002 18 n 01 Einstein 0 000 | physicist",
      "09000003 28 n 01 Monday 0 000 | a day",
      "09000004 14 n 02 NATO 0 North_Atlantic_Treaty_Organization 0 000 | alliance",
      "09000005 14 n 01 Felidae 0 000 | cat family",
      "09000006 05 n 01 Felis 0 000 | genus of cats (an animal file: not a name)",
      "09000007 15 n 01 Ur 0 000 | too short",
      "09000008 18 n 01 Buffalo_Bill(p) 0 000 | two words",
      "09000009 10 n 01 French(a) 0 000 | language",
      "09000010 15 n 01 paris 0 000 | lower-case lemma",
      "09000011 15 n 01 Zürich 0 000 | accented",
    ].join("\n");
    expect([...wordnetProperNouns(data)].sort()).toEqual(["einstein", "french", "monday", "paris"]);
  });
});

describe("the built list", () => {
  let names: Dawg;
  let words: Dawg;
  beforeAll(() => {
    const main = defaultDictionaryBytes();
    words = Dawg.load(main);
    names = Dawg.load(readFileSync(ensureProperNouns(DEFAULT_DAWG)));
  });

  it("holds people, places, days, months and holidays the main dictionary refuses", () => {
    for (const w of ["paris", "london", "einstein", "monday", "january", "christmas", "thames", "everest"]) {
      expect(names.has(w), w).toBe(true);
      expect(words.has(w), w).toBe(false);
    }
  });

  it("is small and adds nothing the main dictionary already has", () => {
    expect(names.wordCount).toBeGreaterThan(5_000);
    expect(names.byteLength).toBeLessThan(60_000);
    const sample = readFileSync(PROPER_DAWG.replace(/\.dawg$/, ".txt"), "utf8").trim().split("\n");
    expect(sample).toHaveLength(names.wordCount);
    expect(sample.filter((w) => words.has(w))).toEqual([]);
  });
});
