/**
 * One round of solo practice, driven entirely on the device. Every rule comes from
 * src/game/ — the dice, what counts and why not, points — and the dictionary is the
 * server's own words.dawg read by src/dict/, so practice plays exactly like a table.
 * Solo scoring is solitaire scoring (cancellation off: nobody to share a word with).
 * A round is played in one language: its dice, its dictionary (the caller loads it), the
 * folding of typed entries (é → e, ß → ss) and its shortest word, as at a table.
 * This module holds no DOM or storage code, so it is tested in plain Node.
 */
import { shakeLiveBoard, type Board } from "../../src/game/board.ts";
import { boardSizeOf, minLengthOf, roundMsOf, roundRulesFor } from "../../src/game/house-rules.ts";
import type { Rng } from "../../src/game/random.ts";
import { checkPath, checkWord, type Lexicon, type Verdict } from "../../src/game/rules.ts";
import { scoreRound, type RoundRules } from "../../src/game/standings.ts";
import { revealCost, type Reveal } from "../../src/learn/hints.ts";
import { countsIn, isComplete, isTimed, wordsToFind, type Training } from "../../src/learn/training.ts";
import { COUNTDOWN_MS, type Language, type OwnWord, type Settings } from "../../src/protocol.ts";

/** A word on the board with one path that spells it (what the solver returns). */
export interface BoardWord {
  word: string;
  path: number[];
}

/** What practice needs from the dictionary: membership and a solver. */
export interface PracticeDictionary extends Lexicon {
  solve(cells: readonly string[], minLength: number): BoardWord[];
  /** The word's SCOWL size level (10 everyday … 70 rare), 0 when the list has none, -1 when it is not a word. */
  level?(word: string): number;
}

/** A practice round in progress or finished. */
export interface PracticeRound {
  /** The language of the words (of the dice, the dictionary and the folding of entries). */
  language: Language;
  board: Board;
  minLength: number;
  /** How the round scores (solo: cancellation off). */
  rules: RoundRules;
  /** Every word on the board, sorted. */
  solution: BoardWord[];
  /** Accepted words in the order they were found. */
  words: OwnWord[];
  /** The board is shown then, after a 3-2-1 like a table's (COUNTDOWN_MS). */
  startsAt: number;
  /** The round's full time runs from `startsAt`. */
  endsAt: number;
  roundMs: number;
  /** First letters revealed as hints (src/learn/hints.ts), each costing points at the end. */
  reveals?: Reveal[];
  /** A training mode (src/learn/training.ts); absent: an ordinary timed round. */
  training?: Training;
}

/** The numbers a round is remembered by (seed 003's score-sheet metrics). */
export interface PracticeResult {
  points: number;
  words: number;
  /** The longest word found, "" when none. */
  longest: string;
  /** Points the revealed letters cost (already taken off `points`); absent when no hint was taken. */
  hintCost?: number;
  /** Training: the words the mode asked for, and whether every one was found. */
  training?: { found: number; of: number; complete: boolean };
}

/** How long an untimed training round stays open (no clock is shown; a day, so a kept round can be picked up later). */
export const UNTIMED_MS = 24 * 3_600_000;
/** Words of the mode a training board must hold (a "long ones only" board with none would be no training). */
export const TRAINING_FLOOR = { length: 5, long: 3 } as const;

/**
 * Shake a board of `settings.language`'s dice with enough words on it (the same floor as
 * tables) and solve it with `dict` (that language's), under a table's `settings` (board,
 * shortest word, points table, round length: src/game's house-rules decide what each means).
 */
export function newPracticeRound(dict: PracticeDictionary, settings: Settings, rng: Rng, now: number, training?: Training): PracticeRound {
  const size = boardSizeOf(settings);
  const minLength = minLengthOf(settings);
  let last: { cells: readonly string[]; words: BoardWord[] } | null = null;
  // Training on one length or on long words wants a board with enough of those words.
  const floor = training && training.kind !== "untimed" ? TRAINING_FLOOR[training.kind] : undefined;
  const board = shakeLiveBoard(size, rng, (b) => {
    last = { cells: b.cells, words: dict.solve(b.cells, minLength) };
    return wordsToFind(training, last.words).length;
  }, floor, floor === undefined ? undefined : 200, settings.language);
  const solved = last as { cells: readonly string[]; words: BoardWord[] } | null;
  return practiceRoundOn(dict, settings, board, now, solved && solved.cells === board.cells ? solved.words : undefined, training);
}

/**
 * A practice round on a given board ("Play this board": a board code from a review or a
 * link), under `settings` for everything but the board; `solution` when already solved.
 */
export function practiceRoundOn(dict: PracticeDictionary, settings: Settings, board: Board, now: number, solution?: BoardWord[], training?: Training): PracticeRound {
  const minLength = minLengthOf(settings);
  const roundMs = isTimed(training) ? roundMsOf(settings) : UNTIMED_MS;
  const startsAt = now + COUNTDOWN_MS;
  return {
    language: settings.language, board, minLength, rules: roundRulesFor(settings, board.size), solution: solution ?? dict.solve(board.cells, minLength),
    words: [], startsAt, endsAt: startsAt + roundMs, roundMs, ...(training ? { training } : {}),
  };
}

/** An entry a training mode does not count (a word of another length, a short one in "long ones only"). */
export interface TrainingRefusal {
  ok: false;
  word: string;
  reason: "training";
}

/**
 * Check a typed word (with the path the player saw, if any) or a dragged path, and on
 * success add it to the round's words (the round is edited in place).
 */
export function enterPractice(round: PracticeRound, dict: Lexicon, entry: { word: string; path?: number[] } | { path: number[] }): Verdict | TrainingRefusal {
  const ctx = {
    board: round.board, lexicon: dict, minLength: round.minLength, table: round.rules.table, language: round.language,
    found: new Set(round.words.map((w) => w.word)),
  };
  const verdict = "word" in entry ? checkWord(entry.word, ctx, entry.path) : checkPath(entry.path, ctx);
  if (verdict.ok && !countsIn(round.training, verdict.word)) return { ok: false, word: verdict.word, reason: "training" };
  if (verdict.ok) round.words.push({ word: verdict.word, points: verdict.points, path: verdict.path });
  return verdict;
}

/** Score the round under its rules and sum it up. */
export function practiceResult(round: PracticeRound): PracticeResult {
  const [scored] = scoreRound([{ seat: 0, words: round.words.map((w) => w.word) }], round.rules);
  const longest = round.words.reduce((best, w) => (w.word.length > best.length ? w.word : best), "");
  const hintCost = revealCost(round.reveals ?? []);
  const asked = wordsToFind(round.training, round.solution).length;
  const training = round.training ? { training: { found: round.words.length, of: asked, complete: isComplete(round.training, round.solution, round.words) } } : {};
  return { points: scored!.score - hintCost, words: round.words.length, longest, ...(hintCost > 0 ? { hintCost } : {}), ...training };
}
