/** The order `npm test` starts its files in (test/sequencer.ts). */
import { describe, expect, it } from "vitest";
import { interleave, type Entry } from "../sequencer.ts";

const files = (project: string, sizes: number[]): Entry<string>[] => sizes.map((size, i) => ({ project, size, item: `${project}${i}` }));

describe("dealing the test files out", () => {
  it("starts every project's largest file first, then deals the rest in proportion", () => {
    const order = interleave([...files("w", [1, 5, 3, 2]), ...files("e", [10, 30]), ...files("s", [7])]);
    expect(order.slice(0, 3)).toEqual(["e1", "s0", "w1"]);
    // w's four at 0, ¼, ½, ¾ of the way; e's two at 0 and ½.
    expect(order).toEqual(["e1", "s0", "w1", "w2", "e0", "w3", "w0"]);
  });

  it("keeps each project's files largest first and loses none", () => {
    const entries = [...files("a", [4, 9, 1, 7, 7]), ...files("b", [2, 8, 3])];
    const order = interleave(entries);
    expect([...order].sort()).toEqual(entries.map((e) => e.item).sort());
    const sizeOf = new Map(entries.map((e) => [e.item, e.size]));
    for (const p of ["a", "b"]) {
      const sizes = order.filter((i) => i.startsWith(p)).map((i) => sizeOf.get(i)!);
      expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
    }
  });
});
