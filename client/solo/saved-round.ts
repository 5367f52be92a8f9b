/**
 * The practice round in play, kept on the device so a reload (or the phone closing the
 * tab in the background) does not lose it: the board, the deadline and the words found
 * are written after every entry and read back when the practice page opens. Like a
 * table's seat, the clock keeps running while the page is away. A given board ("Play
 * this board") keeps its code and the original players' scores with it, so the resumed
 * round is still unrated and its review still has the comparison.
 *
 * What comes back from storage is checked against a schema, never cast: a damaged or
 * stale entry (another version's shape) is dropped and practice starts afresh.
 */
import * as v from "valibot";
import type { Challenge } from "./challenge.ts";
import type { PracticeRound } from "./practice.ts";

const KEY = "baffle.practice.round";

const Path = v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(35)));
const Round = v.object({
  board: v.object({ size: v.picklist([4, 5, 6]), cells: v.array(v.string()) }),
  minLength: v.number(),
  rules: v.object({ cancellation: v.boolean(), penalty: v.number(), table: v.picklist(["classic", "big", "superbig"]) }),
  solution: v.array(v.object({ word: v.string(), path: Path })),
  words: v.array(v.object({ word: v.string(), points: v.number(), path: Path })),
  endsAt: v.number(),
  roundMs: v.number(),
});
const SavedRound = v.object({
  round: Round,
  challenge: v.nullable(v.object({ code: v.string(), theirs: v.array(v.object({ name: v.string(), score: v.number() })) })),
});

/** A kept round and, for a given board, its code and the original scores. */
export interface SavedPractice {
  round: PracticeRound;
  challenge: Omit<Challenge, "board"> | null;
}

/** Remember the round in play (call after every change), with the board's challenge if it was given. */
export function saveRound(round: PracticeRound, challenge: Challenge | null): void {
  const saved: SavedPractice = { round, challenge: challenge && { code: challenge.code, theirs: challenge.theirs } };
  try {
    localStorage.setItem(KEY, JSON.stringify(saved));
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
export function savedRound(): SavedPractice | null {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
  const parsed = v.safeParse(SavedRound, raw);
  if (!parsed.success || parsed.output.round.board.cells.length !== parsed.output.round.board.size ** 2) return null;
  return parsed.output;
}
