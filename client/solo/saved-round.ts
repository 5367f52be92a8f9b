/**
 * The practice round in play, kept on the device so a reload (or the phone closing the
 * tab in the background) does not lose it: the board, the deadline and the words found
 * are written after every entry and read back when the practice page opens. Like a
 * table's seat, the clock keeps running while the page is away.
 *
 * What comes back from storage is checked against a schema, never cast: a damaged or
 * stale entry (another version's shape) is dropped and practice starts afresh.
 */
import * as v from "valibot";
import type { PracticeRound } from "./practice.ts";

const KEY = "baffle.practice.round";

const Path = v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(35)));
const SavedRound = v.object({
  board: v.object({ size: v.picklist([4, 5, 6]), cells: v.array(v.string()) }),
  minLength: v.number(),
  rules: v.object({ cancellation: v.boolean(), penalty: v.number(), table: v.picklist(["classic", "big", "superbig"]) }),
  solution: v.array(v.object({ word: v.string(), path: Path })),
  words: v.array(v.object({ word: v.string(), points: v.number(), path: Path })),
  endsAt: v.number(),
  roundMs: v.number(),
});

/** Remember the round in play (call after every change). */
export function saveRound(round: PracticeRound): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(round));
  } catch {
    /* not kept: a reload starts afresh, as before */
  }
}

/** Forget the round (it ended). */
export function clearRound(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}

/** The round this device was playing, if one was kept and it still reads right. */
export function savedRound(): PracticeRound | null {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
  const parsed = v.safeParse(SavedRound, raw);
  if (!parsed.success || parsed.output.board.cells.length !== parsed.output.board.size ** 2) return null;
  return parsed.output;
}
