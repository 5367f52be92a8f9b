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
import { LANGUAGES } from "../../src/protocol.ts";
import type { TheirScore } from "./challenge.ts";
import type { PracticeRound } from "./practice.ts";

const KEY = "baffle.practice.round";

const Path = v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(35)));
const SavedRound = v.object({
  // Absent in rounds kept before practice had languages: those were English.
  language: v.optional(v.picklist(LANGUAGES), "en"),
  board: v.object({ size: v.picklist([4, 5, 6]), cells: v.array(v.string()) }),
  minLength: v.number(),
  rules: v.object({ cancellation: v.boolean(), penalty: v.number(), table: v.picklist(["classic", "big", "superbig"]) }),
  solution: v.array(v.object({ word: v.string(), path: Path })),
  words: v.array(v.object({ word: v.string(), points: v.number(), path: Path })),
  // Absent in rounds kept before the countdown: those are shown at once.
  startsAt: v.optional(v.number(), 0),
  endsAt: v.number(),
  roundMs: v.number(),
  reveals: v.optional(v.array(v.object({ word: v.string(), shown: v.number() }))),
  training: v.optional(v.variant("kind", [
    v.object({ kind: v.literal("length"), length: v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(16)) }),
    v.object({ kind: v.literal("untimed") }),
    v.object({ kind: v.literal("long") }),
  ])),
});
const Saved = v.object({
  round: SavedRound,
  /** A given board ("Play this board"): its code and the original players' scores. */
  challenge: v.nullable(v.object({ code: v.string(), theirs: v.array(v.object({ name: v.string(), score: v.number() })) })),
});

/** A kept round, and the board's code and others' scores when it was a given board. */
export interface KeptRound {
  round: PracticeRound;
  challenge: { code: string; theirs: TheirScore[] } | null;
}

/** Remember the round in play (call after every change), with the given board's code and scores if any. */
export function saveRound(round: PracticeRound, challenge: { code: string; theirs: readonly TheirScore[] } | null): void {
  const kept = { round, challenge: challenge && { code: challenge.code, theirs: challenge.theirs } };
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
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
export function savedRound(): KeptRound | null {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
  const parsed = v.safeParse(Saved, raw);
  if (!parsed.success) return null;
  const { round } = parsed.output;
  return round.board.cells.length === round.board.size ** 2 ? parsed.output : null;
}
