/**
 * `npm run bench` must run to the end on a fresh clone, and its entry part builds a busy
 * table with the real rules: a rule change (the 3-2-1 before a round once did) can make it
 * throw. This runs that part with a tiny time budget (its figures are not looked at here:
 * speed is never asserted in npm test) so such a change is seen at once.
 */
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { ensureDefaultDictionary } from "../../dict/ensure.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import type { GameDictionary } from "../../src/game/match.ts";
import { benchEntry, busyTable, ENTRY_SEATS, ENTRY_WORDS } from "../bench/entry.ts";

it("the entry bench's table seats 8 people holding 40 accepted words each, and the bench runs", async () => {
  const dawg = Dawg.load(readFileSync(await ensureDefaultDictionary()));
  const dict: GameDictionary = { has: (w) => dawg.has(w), levelOf: (w) => dawg.levelOf(w), solve: (cells, min) => solveBoard(dawg, cells, min) };
  const { state, extra } = busyTable(dict);
  expect(state.seats).toHaveLength(ENTRY_SEATS);
  for (const seat of state.seats) expect(seat.words).toHaveLength(ENTRY_WORDS);
  expect(extra).toHaveLength(ENTRY_SEATS);
  const figures = await benchEntry(5);
  expect(figures).toMatchObject({ entrySeats: ENTRY_SEATS, entryWordsPerSeat: ENTRY_WORDS });
  expect(Number.isFinite(figures.entryVsCheck)).toBe(true);
});
