/**
 * The builder's output is the smallest graph for its words: nodes with the same edges
 * are shared even when the states they come from differ only in being the end of a word
 * (the end of a word lives on the edge into a node, not on the node). And node identity
 * is decided by the whole node, so no two different nodes are ever taken for one.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buildDawg } from "../../src/dict/build-dawg.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { defaultDawg } from "./real-boards.ts";

const dict = (words: string[]) => Dawg.load(buildDawg(words.map((word) => ({ word, level: 0 }))));

let real: Dawg;
beforeAll(async () => {
  real = await defaultDawg();
});

describe("the built graph", () => {
  it("shares a node between a word's end and a non-word with the same continuations", () => {
    // After "ab" (a word) and after "xb" (not a word) the only way on is "c", to the end
    // of a word: one node [c → end]. Then one node each for "a…" and "x…", and the root.
    expect(dict(["ab", "abc", "xbc"]).nodeCount).toBe(4);
    // Distinct continuations are not shared: "abc" and "xbd" need two end nodes.
    expect(dict(["ab", "abc", "xbd"]).nodeCount).toBe(5);
  });

  it("gives back exactly the words and levels of a sample of the real dictionary", () => {
    const sample: { word: string; level: number }[] = [];
    let i = 0;
    for (const word of real.words()) if (i++ % 40 === 0) sample.push({ word, level: real.levelOf(word) });
    expect(sample.length).toBeGreaterThan(2_500);
    const rebuilt = Dawg.load(buildDawg(sample));
    expect([...rebuilt.words()]).toEqual(sample.map((e) => e.word));
    expect(sample.filter((e) => rebuilt.levelOf(e.word) !== e.level)).toEqual([]);
    expect(rebuilt.has("zzzz")).toBe(false);
  });
});
