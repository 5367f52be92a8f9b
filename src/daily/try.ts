/**
 * Checking a daily try when it is handed in. The browser checks each entry as it is
 * typed (practice's rules and dictionary), but only this check counts: every word is
 * traced on the day's board again, looked up in the dictionary, and must have been
 * entered within the round. The hand-in itself counts only if it arrives within the
 * round plus a grace for the network. Solitaire scoring: every word scores by length.
 */
import type { Board } from "../game/board.ts";
import type { Language } from "../protocol.ts";
import { checkWord, type Lexicon, type RejectReason } from "../game/rules.ts";

/** A daily round lasts three minutes. */
export const DAILY_ROUND_MS = 180_000;

/** How late after the round a hand-in may arrive and still count (network, a slow tab). */
export const HAND_IN_GRACE_MS = 15_000;

/** The shortest word on the daily 4×4 board. */
export const DAILY_MIN_LENGTH = 3;

/** A word as handed in: its text and when it was entered, in ms since the try started. */
export interface TimedWord {
  word: string;
  ms: number;
}

/** A word that counts. */
export interface CountedWord {
  word: string;
  ms: number;
  points: number;
  path: number[];
}

/** Why a handed-in word does not count: the rules' reasons, or entered outside the round. */
export type RefusedReason = RejectReason | "late";

/** The Worker's verdict on a try's words. */
export interface CheckedTry {
  words: CountedWord[];
  refused: { word: string; reason: RefusedReason }[];
  points: number;
  /** The longest counted word ("" when none; the first found among the longest). */
  longest: string;
}

/** Whether a hand-in arriving at `now` for a try started at `startedAt` counts. */
export function handInOnTime(startedAt: number, now: number): boolean {
  return now - startedAt <= DAILY_ROUND_MS + HAND_IN_GRACE_MS;
}

/**
 * How far past the server's own clock a word's time may be: the client times entries
 * from the start it was sent, corrected by the offset it measured then, so an honest
 * time lies before the server's (by the network's delay), give or take a clock step.
 */
export const CLOCK_ALLOWANCE_MS = 3_000;

/**
 * Whether a hand-in arriving at `now` claims a word entered later than the try has
 * really run: its time since the signed start, plus `CLOCK_ALLOWANCE_MS`. Such a
 * hand-in is refused whole (issue 27: a hand-in 2.4 s after its start claimed entries at
 * 37 s to 170 s, paced to pass the solver flag).
 */
export function aheadOfClock(words: readonly TimedWord[], startedAt: number, now: number): boolean {
  return words.some((w) => w.ms > now - startedAt + CLOCK_ALLOWANCE_MS);
}

/** After the day ends, its last tries may still be handed in for a round and a grace; then a short settling time. */
export const DAY_SETTLES_MS = DAILY_ROUND_MS + HAND_IN_GRACE_MS + 60_000;

/** Whether no result of the day ending at `dayEnd` can still come in at `now`: its figures are final and its words may be shown. */
export function dayIsOver(dayEnd: number, now: number): boolean {
  return now > dayEnd + DAY_SETTLES_MS;
}

/**
 * Check every handed-in word on `board`, in the order entered: each must be entered
 * within the round (0 ≤ ms ≤ DAILY_ROUND_MS), be a word on the board by the path rules
 * (folded as `language`'s players write: é or e, ß or ss), be in `lexicon`, and not
 * repeat an earlier one.
 */
export function checkTry(board: Board, lexicon: Lexicon, entries: readonly TimedWord[], language: Language = "en"): CheckedTry {
  const found = new Set<string>();
  const ctx = { board, lexicon, minLength: DAILY_MIN_LENGTH, table: "classic" as const, found, language };
  const out: CheckedTry = { words: [], refused: [], points: 0, longest: "" };
  for (const e of [...entries].sort((a, b) => a.ms - b.ms)) {
    if (!(e.ms >= 0 && e.ms <= DAILY_ROUND_MS)) {
      out.refused.push({ word: e.word, reason: "late" });
      continue;
    }
    const verdict = checkWord(e.word, ctx);
    if (!verdict.ok) {
      out.refused.push({ word: verdict.word, reason: verdict.reason });
      continue;
    }
    found.add(verdict.word);
    out.words.push({ word: verdict.word, ms: e.ms, points: verdict.points, path: verdict.path });
    out.points += verdict.points;
    if (verdict.word.length > out.longest.length) out.longest = verdict.word;
  }
  return out;
}

/** How many words of each length (letters; Qu is two) a list holds, from 3 up: index 0 is 3 letters. */
export function lengthCounts(words: readonly string[]): number[] {
  const counts: number[] = [];
  for (const w of words) {
    const i = Math.max(0, w.length - DAILY_MIN_LENGTH);
    while (counts.length <= i) counts.push(0);
    counts[i]!++;
  }
  return counts;
}
