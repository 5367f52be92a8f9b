import fc from "fast-check";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { numRuns } from "./fast-check-seed.ts";
import { buildShards, shorten, wordDefinitions, MAX_SENSE } from "../../dict/definitions.ts";
import { ensureDefinitions } from "../../dict/ensure.ts";
import { detach, morphy, parseExceptions, type MorphyData, type PartOfSpeech } from "../../dict/morphy.ts";
import { definitionOf, loadWordNet, parseData, parseIndex, type WordNet } from "../../dict/wordnet.ts";
import { definitionsIn, readIndex, shardFile, shardOf, INDEX_FILE } from "../../src/dict/definition-shards.ts";

/** A hand-made WordNet: lemmas per part of speech, exception lists, one sense per lemma. */
function tinyWordNet(lemmas: Partial<Record<PartOfSpeech, string[]>>, exc: Partial<Record<PartOfSpeech, string>> = {}): WordNet {
  const has = (pos: PartOfSpeech, w: string) => (lemmas[pos] ?? []).includes(w);
  const lists = Object.fromEntries(Object.entries(exc).map(([pos, text]) => [pos, parseExceptions(text)]));
  return {
    isLemma: has,
    exceptions: (pos, w) => lists[pos]?.get(w),
    lemma: (pos, w) => (has(pos, w) ? { offsets: [`${pos}:${w}`], tagged: 0 } : undefined),
    synset: (pos, offset) => ({ words: [offset.slice(2)], gloss: `the ${pos} ${offset.slice(2)}` }),
  };
}

describe("morphy", () => {
  const data: MorphyData = tinyWordNet(
    { n: ["tear", "tears", "goose", "box", "church", "fly", "man", "woman"], v: ["tear", "go", "make", "hop", "fly"], a: ["good", "big", "late"], r: ["well"] },
    { v: "went go\ntore tear\n", n: "geese goose\n", a: "better good well\n", r: "better well\n" },
  );

  it("reaches irregular forms' lemmas through the exception lists", () => {
    expect(morphy("went", "v", data)).toEqual(["go"]);
    expect(morphy("tore", "v", data)).toEqual(["tear"]);
    expect(morphy("geese", "n", data)).toEqual(["goose"]);
    expect(morphy("better", "a", data)).toEqual(["good"]); // "well" is no adjective here
    expect(morphy("better", "r", data)).toEqual(["well"]);
  });

  it("detaches WordNet's suffixes and keeps the candidates that are lemmas", () => {
    expect(morphy("tears", "n", data)).toEqual(["tears", "tear"]); // the form itself first
    expect(morphy("tears", "v", data)).toEqual(["tear"]);
    expect(morphy("boxes", "n", data)).toEqual(["box"]);
    expect(morphy("churches", "n", data)).toEqual(["church"]);
    expect(morphy("flies", "n", data)).toEqual(["fly"]);
    expect(morphy("flies", "v", data)).toEqual(["fly"]);
    expect(morphy("women", "n", data)).toEqual(["woman"]);
    expect(morphy("making", "v", data)).toEqual(["make"]);
    expect(morphy("made", "v", data)).toEqual([]); // irregular, and not in this tiny exception list
    expect(morphy("bigger", "a", data)).toEqual([]); // the doubled g is an exception-list matter
    expect(morphy("later", "a", data)).toEqual(["late"]);
    expect(morphy("wells", "r", data)).toEqual([]); // adverbs have no rules
  });

  it("lists what each rule makes, in WordNet's order", () => {
    expect(detach("tries", "v")).toEqual(["trie", "try", "trie", "tri"]);
    expect(detach("hopped", "v")).toEqual(["hoppe", "hopp"]);
    expect(detach("s", "n")).toEqual([]); // never down to nothing
  });

  it("reads exception files with several bases and repeated forms", () => {
    const m = parseExceptions("better good well\nbest good\nbest well\n\n  went go  \n");
    expect(m.get("better")).toEqual(["good", "well"]);
    expect(m.get("best")).toEqual(["good", "well"]);
    expect(m.get("went")).toEqual(["go"]);
  });
});

describe("reading WordNet's files", () => {
  it("parses an index line: senses in order and the tagged count", () => {
    const m = parseIndex("  1 licence header\ntear n 4 5 @ ~ #p %s + 4 2 05412667 09433806 00511734 00391894  \n");
    expect(m.get("tear")).toEqual({ offsets: ["05412667", "09433806", "00511734", "00391894"], tagged: 2 });
  });

  it("parses a data line: the synset's words without markers, the gloss without its examples", () => {
    const m = parseData('00002312 00 a 02 abaxial 0 dorsal(a) 4 002 ;c 06047178 n 0000 | facing away from the axis; "the abaxial surface"  \n');
    expect(m.get("00002312")).toEqual({ words: ["abaxial", "dorsal"], gloss: "facing away from the axis" });
    expect(definitionOf('flee; take to one\'s heels; cut and run; "If you see this man, run!"')).toBe("flee; take to one's heels; cut and run");
    expect(definitionOf("composed of parts (e.g., `monolingual' has a Greek prefix)")).toBe("composed of parts (e.g., ‘monolingual’ has a Greek prefix)");
  });

  it("shortens long senses at a word", () => {
    const long = "word ".repeat(60).trim();
    const cut = shorten(long);
    expect(cut.length).toBeLessThanOrEqual(MAX_SENSE);
    expect(cut.endsWith("word…")).toBe(true);
    expect(shorten("short")).toBe("short");
  });
});

describe("the shard format", () => {
  const wn = tinyWordNet({ n: ["tear", "cat", "dog", "ant", "zebra", "box"], v: ["tear", "go"] }, { v: "went go\n" });

  it("maps each word to its entries, inflections to their lemma, and leaves undefined words out", () => {
    const { index, shards } = buildShards(["tears", "went", "cat", "nong", "ant"], wn, 2);
    expect(index.first).toEqual(["ant", "tears"]);
    expect(shards).toHaveLength(2);
    const find = (w: string) => {
      const i = shardOf(index.first, w);
      return i < 0 ? [] : definitionsIn(JSON.parse(JSON.stringify(shards[i])), w);
    };
    expect(find("tears")).toEqual([
      { pos: "n", lemma: "tear", senses: ["the n tear"] },
      { pos: "v", lemma: "tear", senses: ["the v tear"] },
    ]);
    expect(find("went")).toEqual([{ pos: "v", lemma: "go", senses: ["the v go"] }]);
    expect(find("cat")).toEqual([{ pos: "n", lemma: "cat", senses: ["the n cat"] }]);
    expect(find("nong")).toEqual([]);
    expect(find("aardvark")).toEqual([]); // before the first shard
    expect(JSON.stringify(shards[0]!.words.cat)).toBe('[["n",["the n cat"]]]'); // lemma left out when it is the word
  });

  it("puts every defined word in the shard the index points at, for any split", () => {
    const all = ["tear", "cat", "dog", "ant", "zebra", "box", "tears", "cats", "dogs", "boxes", "went", "go"];
    fc.assert(
      fc.property(fc.subarray(all, { minLength: 1 }), fc.integer({ min: 1, max: 8 }), (words, count) => {
        const { index, shards } = buildShards(words, wn, count);
        expect(readIndex(JSON.parse(JSON.stringify(index)))).toEqual(index.first);
        for (const w of words) {
          const i = shardOf(index.first, w);
          expect(shards[i]!.words[w]).toBeDefined();
          expect(shards.filter((s) => w in s.words)).toHaveLength(1);
        }
      }),
      { numRuns: numRuns(200) },
    );
  });

  it("refuses files that are not this format", () => {
    expect(() => definitionsIn({ v: 2, words: {} }, "cat")).toThrow(/version/);
    expect(() => definitionsIn({ v: 1, words: { cat: [["x", ["a"]]] } }, "cat")).toThrow(/damaged/);
    expect(() => definitionsIn({ v: 1, words: { cat: [["n", "a"]] } }, "cat")).toThrow(/damaged/);
    expect(definitionsIn({ v: 1, words: {} }, "constructor")).toEqual([]); // no prototype lookups
    expect(() => readIndex({ v: 1, first: ["b", "a"] })).toThrow(/order/);
    expect(() => readIndex({ v: 1 })).toThrow();
  });
});

describe("the built definitions (WordNet 3.1, the game dictionary)", () => {
  let dir = "";
  let wn: WordNet;
  beforeAll(async () => {
    dir = await ensureDefinitions();
    wn = loadWordNet();
  });
  const lookUp = (word: string) => {
    const first = readIndex(JSON.parse(readFileSync(resolve(dir, INDEX_FILE), "utf8")));
    const i = shardOf(first, word);
    return i < 0 ? [] : definitionsIn(JSON.parse(readFileSync(resolve(dir, shardFile(i)), "utf8")), word);
  };

  it("bring inflected forms to their lemma: tears → tear, went → go, geese → goose, better → good", () => {
    expect(lookUp("tears").map((d) => d.lemma)).toContain("tear");
    expect(lookUp("tears").map((d) => d.pos)).toEqual(expect.arrayContaining(["n", "v"]));
    expect(lookUp("went")[0]).toMatchObject({ pos: "v", lemma: "go" });
    expect(lookUp("geese")[0]).toMatchObject({ pos: "n", lemma: "goose" });
    expect(lookUp("better")[0]).toMatchObject({ pos: "a", lemma: "good" });
    expect(lookUp("went")[0]!.senses[0]).toMatch(/move|travel/);
  });

  it("show at most three groups and two senses, and skip the capitalised senses of a lower-case word", () => {
    for (const w of ["run", "set", "tear", "china", "may"]) {
      const defs = lookUp(w);
      expect(defs.length).toBeGreaterThan(0);
      expect(defs.length).toBeLessThanOrEqual(3);
      defs.forEach((d, i) => expect(d.senses.length).toBeLessThanOrEqual(i === 0 ? 2 : 1));
    }
    expect(lookUp("china")[0]!.senses[0]).toMatch(/porcelain/);
    expect(wordDefinitions("china", wn)).toEqual(lookUp("china").map((d) => (d.lemma === "china" ? [d.pos, d.senses] : [d.pos, d.senses, d.lemma])));
  });

  it("ship WordNet's licence beside the shards", () => {
    expect(readFileSync(resolve(dir, "LICENSE.txt"), "utf8")).toMatch(/Princeton University/);
  });
});
