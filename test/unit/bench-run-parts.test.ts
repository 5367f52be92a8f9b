/**
 * The bench runs its parts one after another (test/bench/run-parts.ts): a part that throws
 * is named with its reason and the parts after it still run, so one broken part never
 * hides every other figure.
 */
import { expect, it } from "vitest";
import { runParts, type BenchPart } from "../bench/run-parts.ts";

it("keeps every finished part's figures and names the part that failed, with its reason", async () => {
  const ran: string[] = [];
  const part = (name: string, fail = false): BenchPart => ({
    name, key: `${name}Key`,
    run: async () => {
      ran.push(name);
      if (fail) throw new Error(`${name}: 409 ahead_of_clock`);
      return { [`${name}Figure`]: name.length };
    },
  });
  const lines: string[] = [];
  const out = await runParts([part("first"), part("broken", true), part("last")], (l) => lines.push(l));
  expect(ran).toEqual(["first", "broken", "last"]);
  expect(out.figures).toEqual({ firstKey: { firstFigure: 5 }, lastKey: { lastFigure: 4 } });
  expect(out.failures).toEqual([{ part: "broken", message: "broken: 409 ahead_of_clock" }]);
  expect(lines.some((l) => l.startsWith("bench: broken FAILED") && l.includes("ahead_of_clock"))).toBe(true);
});
