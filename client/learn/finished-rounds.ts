/**
 * Each mode's end of round, turned into what the deck and the figures take (a round
 * record and the words missed, with who found them): a table's review, the daily board's
 * result, an arena round's results, a practice round. Pure, no storage: tested in Node.
 */
import type { ArenaServerMessage, DailyResultResponse, Language, RoundEndMessage } from "../../src/protocol.ts";
import type { MissedWord } from "../../src/learn/deck-entry.ts";
import type { RoundMode, RoundRecord } from "../../src/learn/figures.ts";

/** A round ready for the deck (client/learn/deck-store.ts's FinishedRound, without its storage). */
export interface RoundForDeck {
  record: RoundRecord;
  board: readonly string[];
  missed: MissedWord[];
}

/** A table's review, for the player in seat `you`; null for a watcher. */
export function fromTableReview(review: RoundEndMessage, you: number, language: Language, now: number): RoundForDeck | null {
  const me = review.players.find((p) => p.seat === you);
  if (!me) return null;
  const mine = new Set(me.words.map((w) => w.word));
  const finders = new Map<string, string[]>();
  for (const p of review.players) if (p.seat !== you) for (const w of p.words) finders.set(w.word, [...(finders.get(w.word) ?? []), p.name]);
  const words = review.solution ?? review.unfound;
  const missed = words
    .filter((w) => !mine.has(w.word))
    .map((w) => ({ word: w.word, level: null, ...(w.rare ? { rare: true } : {}), foundBy: finders.get(w.word) ?? [] }));
  return {
    record: record("table", language, now, me.score, me.words, me.rejected.length, review.boardWords),
    board: review.board, missed,
  };
}

/** The daily board's result. */
export function fromDailyResult(day: DailyResultResponse, now: number): RoundForDeck | null {
  if (!day.result || !day.cells) return null;
  const missed = (day.missed ?? []).map((w) => ({ word: w.word, level: null, ...(w.rare ? { rare: true } : {}), foundBy: [] }));
  return {
    record: record("daily", day.language, now, day.result.points, day.result.words, day.result.refused.length, day.result.words.length + missed.length),
    board: day.cells, missed,
  };
}

/** An arena round's results; its best words are the ones others found. */
export function fromArenaResults(frame: Extract<ArenaServerMessage, { type: "results" }>, now: number): RoundForDeck | null {
  const { results: r, you } = frame;
  if (!you) return null;
  const mine = new Set(you.words.map((w) => w.word));
  const missed = r.best.filter((b) => !mine.has(b.word)).map((b) => ({ word: b.word, level: null, foundBy: b.finders.map((f) => f.name) }));
  return { record: record("arena", r.arena, now, you.points, you.words, 0, r.boardWords), board: r.board, missed };
}

/** A dictionary's level of a word as the deck takes it: null when the list has none (0) or the word is not in it (-1). */
export const knownLevel = (level: number | undefined): number | null => (level !== undefined && level > 0 ? level : null);

/** A solo round (practice or a drill) with each board word's frequency level. */
export function fromSoloRound(
  mode: Extract<RoundMode, "practice" | "drill">, language: Language, board: readonly string[], solution: readonly { word: string }[],
  found: readonly { word: string; points: number }[], points: number, refused: number, levelOf: (word: string) => number | null, now: number, fullBoard = false,
): RoundForDeck {
  const mine = new Set(found.map((w) => w.word));
  const missed = solution.filter((w) => !mine.has(w.word)).map((w) => ({ word: w.word, level: levelOf(w.word), foundBy: [] }));
  return { record: { ...record(mode, language, now, points, found, refused, solution.length), ...(fullBoard ? { fullBoard } : {}) }, board, missed };
}

function record(mode: RoundMode, language: Language, at: number, points: number, words: readonly { word: string; points: number }[], refused: number, boardWords: number): RoundRecord {
  return { at, mode, language, points, words: words.map((w) => ({ word: w.word, points: w.points })), refused, boardWords };
}
