/**
 * Issue 32, row 1: the clone rule (src/arena/clones.ts) on lists made here. Similarity is
 * checked against the Jaccard index computed with Sets; held lists against the rule's
 * promise: a copy from the same address is held, an independent list or another
 * address's copy is not, and a short list of common words never is.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { numRuns } from "./fast-check-seed.ts";
import { addressTag, holdClones, listSignature, orderAgreement, orderSignature, similarity, type TaggedEntry } from "../../src/arena/clones.ts";

const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `w${from + i}`);

function entry(id: string, list: string[], address: string, at = 0): TaggedEntry {
  const sig = listSignature(list);
  return { playerId: id, name: id, points: list.length, words: list.length, at, tag: addressTag(address), sig, ord: orderSignature(list, sig) };
}

/** `list` in an order of `rng`'s making (a seeded shuffle). */
function shuffled<T>(list: readonly T[], seed: number): T[] {
  let x = seed >>> 0 || 1;
  const next = () => ((x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe("the clone rule", () => {
  it("measures lists within the signature's size exactly as the Jaccard index", () => {
    fc.assert(fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 30 }), fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 30 }), (a, b) => {
      const sa = new Set(a);
      const sb = new Set(b);
      const union = new Set([...a, ...b]).size;
      const both = a.filter((w) => sb.has(w)).length;
      expect(similarity(listSignature(sa), listSignature(sb))).toBeCloseTo(union === 0 ? 0 : both / union, 10);
    }), { numRuns: numRuns(300) });
  });

  it("holds a near-identical list from the same address, never another address's or an independent one", () => {
    const list = words(20);
    const sorted = [
      entry("first", list, "198.51.100.7", 1),
      entry("copy", list.slice(0, 19), "198.51.100.7", 2),
      entry("twin", list, "198.51.100.7", 3),
      entry("elsewhere", list, "203.0.113.9", 4),
      entry("own", [...list.slice(0, 12), ...words(8, 100)], "198.51.100.7", 5),
      entry("short", list.slice(0, 3), "198.51.100.7", 6),
      entry("short2", list.slice(0, 3), "198.51.100.7", 7),
    ];
    const { kept, held } = holdClones(sorted);
    expect(held.map((h) => [h.playerId, h.like])).toEqual([["copy", "first"], ["twin", "first"]]);
    expect(kept.map((e) => e.playerId)).toEqual(["first", "elsewhere", "own", "short", "short2"]);
    for (const e of kept) expect(Object.keys(e).sort()).toEqual(["at", "name", "playerId", "points", "words"]);
  });

  it("reads the entry order: the same order agrees fully, reversed not at all, over any words", () => {
    fc.assert(fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 2, maxLength: 40 }), (list) => {
      const sig = listSignature(list);
      const back = [...list].reverse();
      const sigBack = listSignature(back);
      expect(orderAgreement(sig, orderSignature(list, sig), sig, orderSignature(list, sig))).toBe(1);
      expect(orderAgreement(sig, orderSignature(list, sig), sigBack, orderSignature(back, sigBack))).toBe(0);
      expect(orderAgreement(sig, undefined, sig, orderSignature(list, sig)), "no order known: not told apart").toBe(1);
    }), { numRuns: numRuns(200) });
  });

  it("leaves alone people behind one address who find the same words in their own order (a class, an office)", () => {
    const list = words(20);
    const sorted = [
      entry("first", list, "198.51.100.7", 1),
      ...[11, 12, 13, 14, 15].map((seed, i) => entry(`own${i}`, shuffled(list, seed), "198.51.100.7", 2 + i)),
      entry("copy", list, "198.51.100.7", 9),
    ];
    const { held } = holdClones(sorted);
    expect(held.map((h) => h.playerId)).toEqual(["copy"]);
  });
});
