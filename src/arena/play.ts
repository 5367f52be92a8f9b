/**
 * The arena's round as a shard plays it, with the same rules as a table (src/game):
 * one 4×4 board for everyone, words of three letters and up, every accepted word
 * scoring its length on the classic table (a crowd has nobody to cancel with), and the
 * solver flag (src/game/fair-play.ts) judging each player's list when the round ends.
 * The board is dealt by the coordinator through the same floor as every table's
 * round, so an arena board always has words to find.
 */
import { shakeSolvedBoard, type Board } from "../game/board.ts";
import type { FairPlayVerdict } from "../game/fair-play.ts";
import type { FlagList } from "../words/desk.ts";
import type { Rng } from "../game/random.ts";
import type { Language } from "../protocol.ts";
import { checkPath, checkWord, type Lexicon, type Verdict } from "../game/rules.ts";
import type { ShardPlayer } from "./results.ts";

/** The arena's board side. */
export const ARENA_SIZE = 4;
/** The shortest word, in letters (Qu is two). */
export const ARENA_MIN_LENGTH = 3;

/** A board dealt for a round: its cells and how many words it holds. */
export interface DealtBoard {
  cells: string[];
  boardWords: number;
}

/** Deal a round's board through the board floor with `language`'s dice; `solve` lists a board's words with their SCOWL size. */
export function dealBoard(rng: Rng, solve: (board: Board) => { word: string; level: number }[], language: Language = "en"): DealtBoard {
  const { board, words } = shakeSolvedBoard(ARENA_SIZE, rng, solve, undefined, language);
  return { cells: [...board.cells], boardWords: words.length };
}

/** Check one entry (typed, or dragged as a path) against the board and the player's words so far, in `language`. */
export function checkEntry(cells: readonly string[], lexicon: Lexicon, found: { has(word: string): boolean }, entry: { word?: string; path?: number[] }, language: Language = "en"): Verdict {
  const ctx = { board: { size: ARENA_SIZE, cells } as Board, lexicon, minLength: ARENA_MIN_LENGTH, table: "classic" as const, found, language };
  return entry.word !== undefined ? checkWord(entry.word, ctx, entry.path) : checkPath(entry.path!, ctx);
}

/**
 * The word rate is counted over at least this long: a late arrival's burst in their
 * last seconds is not a pace (the flag's thresholds were set on whole rounds).
 */
export const RATE_WINDOW_MIN_MS = 60_000;

/** A player's round as the flag sees it: from when they had the board (the start, or when they arrived) to the end. */
export interface PlayerWindow {
  joinedAt: number;
}

/**
 * The ids of the players whose lists the solver flag catches. A late arrival is judged
 * on the time they had: their board appeared when they arrived.
 */
export function judgeRound(
  players: readonly (ShardPlayer & PlayerWindow)[],
  round: { startsAt: number; endsAt: number; boardWords: number },
  flag: (list: FlagList) => FairPlayVerdict,
): Set<string> {
  const flagged = new Set<string>();
  for (const p of players) {
    if (p.words.length === 0) continue;
    const startedAt = Math.max(round.startsAt, Math.min(p.joinedAt, round.endsAt - 1));
    const { flagged: caught } = flag({
      entries: p.words.map((w) => ({ word: w.word, at: w.at })),
      boardWords: round.boardWords, roundMs: Math.max(RATE_WINDOW_MIN_MS, round.endsAt - startedAt), startedAt,
    });
    if (caught) flagged.add(p.playerId);
  }
  return flagged;
}
