/** The order `npm test` starts its files in (test/sequencer.ts). */
import { describe, expect, it } from "vitest";
import { deal, type Entry } from "../sequencer.ts";

const files = (project: string, shared: boolean, sizes: number[]): Entry<string>[] =>
  sizes.map((size, i) => ({ project, shared, size, item: `${project}${i}` }));

describe("dealing the test files out", () => {
  it("starts each project's largest files first, then deals the rest in rounds, isolated files before shared ones", () => {
    const order = deal([...files("w", false, [1, 5, 3, 2, 4, 6]), ...files("e", true, [10, 30, 20, 5, 7, 8]), ...files("s", false, [7])], 2, 2);
    // Rank 0 of e, s, w; rank 1 of e and w; then two rounds: half of w's rest, half of e's rest.
    expect(order).toEqual(["e1", "s0", "w5", "e2", "w1", "w4", "w2", "e0", "e5", "w3", "w0", "e4", "e3"]);
  });

  it("keeps each project's files largest first and loses none", () => {
    const entries = [...files("a", true, [4, 9, 1, 7, 7, 3, 2, 8, 8, 1]), ...files("b", false, [2, 8, 3, 1, 1, 1, 1, 5]), ...files("c", true, [5])];
    const order = deal(entries);
    expect([...order].sort()).toEqual(entries.map((e) => e.item).sort());
    const sizeOf = new Map(entries.map((e) => [e.item, e.size]));
    for (const p of ["a", "b", "c"]) {
      const sizes = order.filter((i) => i.startsWith(p)).map((i) => sizeOf.get(i)!);
      expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
    }
  });

  it("keeps a shared project's files together within a round, so few worker processes start afresh", () => {
    const order = deal([...files("e", true, [9, 8, 7, 6, 5, 4, 3, 2]), ...files("w", false, [9, 8, 7, 6, 5, 4, 3, 2])], 2, 3);
    // After the lead, e's six in three runs of two, each after a run of w's.
    const runs = order.slice(4).map((i) => i[0]).join("").match(/(.)\1*/g);
    expect(runs).toEqual(["ww", "ee", "ww", "ee", "ww", "ee"]);
  });
});
