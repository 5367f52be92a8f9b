/** The order `npm test` starts its files in (test/sequencer.ts). */
import { describe, expect, it } from "vitest";
import { deal, type Entry } from "../sequencer.ts";

const files = (project: string, shared: boolean, sizes: number[]): Entry<string>[] =>
  sizes.map((size, i) => ({ project, shared, size, item: `${project}${i}` }));

describe("dealing the test files out", () => {
  it("starts each project's largest files first, then the isolated files, then the shared ones together", () => {
    const order = deal([...files("w", false, [1, 5, 3, 2]), ...files("e", true, [10, 30, 20, 5]), ...files("s", false, [7])], 2);
    // Rank 0 of e, s, w; rank 1 of e and w; then w's rest; then e's rest, larger first.
    expect(order).toEqual(["e1", "s0", "w1", "e2", "w2", "w3", "w0", "e0", "e3"]);
  });

  it("keeps each project's files largest first and loses none", () => {
    const entries = [...files("a", true, [4, 9, 1, 7, 7, 3]), ...files("b", false, [2, 8, 3]), ...files("c", true, [5])];
    const order = deal(entries);
    expect([...order].sort()).toEqual(entries.map((e) => e.item).sort());
    const sizeOf = new Map(entries.map((e) => [e.item, e.size]));
    for (const p of ["a", "b", "c"]) {
      const sizes = order.filter((i) => i.startsWith(p)).map((i) => sizeOf.get(i)!);
      expect(sizes).toEqual([...sizes].sort((x, y) => y - x));
    }
  });

  it("puts a shared project's files after its lead one after another, nothing between them", () => {
    const order = deal([...files("e", true, [9, 8, 7, 6, 5, 4]), ...files("w", false, [3, 2, 1, 1, 1])], 2);
    const rest = order.slice(order.indexOf("e2"));
    expect(rest).toEqual(["e2", "e3", "e4", "e5"]);
  });
});

describe("files that start a server of their own", () => {
  it("go first among the files after the lead, larger first, the rest still largest first", () => {
    const entries: Entry<string>[] = [
      ...files("e", true, [50, 40, 30, 20, 10]),
      { project: "e", shared: true, size: 5, ownServer: true, item: "eA" },
      { project: "e", shared: true, size: 60, ownServer: true, item: "eB" },
      { project: "e", shared: true, size: 8, ownServer: true, item: "eC" },
    ];
    // eB leads by size; after the lead of 2, eC (8) and eA (5) come before the larger others.
    expect(deal(entries, 2)).toEqual(["eB", "e0", "eC", "eA", "e1", "e2", "e3", "e4"]);
  });
});
