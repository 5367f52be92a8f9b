/**
 * The bench runs its parts (test/bench/run-parts.ts): a part that throws is named with its
 * reason and the other parts still run, so one broken part never hides every other figure;
 * a smoke run takes them a few at a time.
 */
import { expect, it } from "vitest";
import { runParts, type BenchPart } from "../bench/run-parts.ts";

it.each([1, 2])("with %i lane(s), keeps every finished part's figures in order and names the part that failed, with its reason", async (lanes) => {
  const ran: string[] = [];
  let running = 0, most = 0;
  const part = (name: string, ms: number, fail = false): BenchPart => ({
    name, key: `${name}Key`,
    run: async () => {
      ran.push(name);
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      if (fail) throw new Error(`${name}: 409 ahead_of_clock`);
      return { [`${name}Figure`]: name.length };
    },
  });
  const lines: string[] = [];
  // The first part is the slowest: side by side, the others finish before it.
  const out = await runParts([part("first", 40), part("broken", 1, true), part("last", 1)], (l) => lines.push(l), lanes);
  expect(ran).toEqual(["first", "broken", "last"]);
  expect(most).toBe(lanes);
  expect(out.figures).toEqual({ firstKey: { firstFigure: 5 }, lastKey: { lastFigure: 4 } });
  expect(Object.keys(out.figures)).toEqual(["firstKey", "lastKey"]);
  expect(out.failures).toEqual([{ part: "broken", message: "broken: 409 ahead_of_clock" }]);
  expect(lines.some((l) => l.startsWith("bench: broken FAILED") && l.includes("ahead_of_clock"))).toBe(true);
});

it("never runs two parts with the same lock side by side (the lobby parts on one shared server), and runs the others meanwhile", async () => {
  const log: string[] = [];
  const part = (name: string, ms: number, lock?: string): BenchPart => ({
    name, key: name, ...(lock ? { lock } : {}),
    run: async () => {
      log.push(`+${name}`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`-${name}`);
      return {};
    },
  });
  const out = await runParts([part("lobbyA", 30, "lobby"), part("lobbyB", 10, "lobby"), part("entry", 5), part("lobbyC", 10, "lobby")], () => {}, 3);
  expect(out.failures).toEqual([]);
  expect(Object.keys(out.figures)).toEqual(["lobbyA", "lobbyB", "entry", "lobbyC"]);
  // The unlocked part starts at once, beside the first lobby part; the lobby parts follow one another in order.
  expect(log.slice(0, 2)).toEqual(["+lobbyA", "+entry"]);
  const lobby = log.filter((l) => l.includes("lobby"));
  expect(lobby).toEqual(["+lobbyA", "-lobbyA", "+lobbyB", "-lobbyB", "+lobbyC", "-lobbyC"]);
});
