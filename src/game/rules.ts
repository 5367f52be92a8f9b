/**
 * What counts and why not. Every entry — typed or dragged — comes back either as an
 * accepted word with its path and points, or as one reason a player can act on. The
 * checks run from the cheapest and most certain to the one that needs the dictionary,
 * so a reason always names the first thing wrong with the entry.
 */
import type { Language } from "../protocol/values.ts";
import { foldEntry, isSpelledIn } from "../lang/languages.ts";
import { maxWordLength, spell, type Board, type BoardSize } from "./board.ts";
import { findPath, isValidPath } from "./paths.ts";
import { scoreWord, type ScoringTable } from "./scoring.ts";

/** Why an entry does not count. */
export type RejectReason = "too_short" | "not_on_board" | "not_a_word" | "already_found" | "invalid";

/** What the rules need from a dictionary. */
export interface Lexicon {
  has(word: string): boolean;
}

export type Verdict =
  | { ok: true; word: string; path: number[]; points: number }
  | { ok: false; word: string; reason: RejectReason };

export interface CheckContext {
  board: Board;
  lexicon: Lexicon;
  /** Shortest word allowed, in letters (Qu is two). */
  minLength: number;
  table: ScoringTable;
  /** Words this player already has (a Set will do). */
  found: { has(word: string): boolean };
  /**
   * The table's language: a typed entry is folded onto its letters (é → e, ß → ss; German
   * ä, ö, ü and Spanish ñ kept) and must use only them. Without it, the entry is only
   * lower-cased and must be a–z, as before languages existed.
   */
  language?: Language;
}

/** The usual shortest word for a board: 3 letters on 4×4, 4 on the bigger boards. */
export function defaultMinLength(size: BoardSize): number {
  return size === 4 ? 3 : 4;
}

/** The usual points table for a board. */
export function defaultTable(size: BoardSize): ScoringTable {
  return size === 4 ? "classic" : size === 5 ? "big" : "superbig";
}

/** Lower-case and trim an entry; inner spaces are kept so they are rejected. */
export function normaliseEntry(input: string): string {
  return input.trim().toLowerCase();
}

/**
 * Check a typed entry. `prefer` is the path the player highlighted, if any; when the
 * word can be traced several ways that one is returned.
 */
export function checkWord(input: string, ctx: CheckContext, prefer?: readonly number[]): Verdict {
  const word = ctx.language ? foldEntry(ctx.language, input) : normaliseEntry(input);
  const letters = ctx.language ? isSpelledIn(ctx.language, word) : /^[a-z]+$/.test(word);
  if (!letters || word.length > maxWordLength(ctx.board)) return reject(word, "invalid");
  if (word.length < ctx.minLength) return reject(word, "too_short");
  if (ctx.found.has(word)) return reject(word, "already_found");
  const path = findPath(ctx.board, word, { prefer });
  if (!path) return reject(word, "not_on_board");
  if (!ctx.lexicon.has(word)) return reject(word, "not_a_word");
  return { ok: true, word, path, points: scoreWord(word, ctx.table) };
}

/**
 * Check a dragged path: cells must be whole numbers on the board (else `invalid`),
 * each touching the one before and none used twice (else `not_on_board`). The word is
 * whatever the path spells.
 */
export function checkPath(path: readonly number[], ctx: CheckContext): Verdict {
  const n = ctx.board.cells.length;
  if (path.length === 0 || path.some((c) => !Number.isInteger(c) || c < 0 || c >= n)) {
    return reject("", "invalid");
  }
  const word = spell(ctx.board, path);
  if (!isValidPath(ctx.board, path)) return reject(word, "not_on_board");
  if (word.length < ctx.minLength) return reject(word, "too_short");
  if (ctx.found.has(word)) return reject(word, "already_found");
  if (!ctx.lexicon.has(word)) return reject(word, "not_a_word");
  return { ok: true, word, path: [...path], points: scoreWord(word, ctx.table) };
}

/**
 * Whether a rejection costs points when the table plays with a penalty: only entries
 * that would lose a challenge (not a word, or not on the board). Slips such as a word
 * already entered or one too short are not punished.
 */
export function isPenalised(reason: RejectReason): boolean {
  return reason === "not_a_word" || reason === "not_on_board";
}

function reject(word: string, reason: RejectReason): Verdict {
  return { ok: false, word, reason };
}
