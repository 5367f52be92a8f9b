/**
 * Points for words and rounds. A word's length is its letter count, so the Qu die
 * contributes two letters ("quit" is four letters from three dice) because the word
 * itself is spelled "qu…". Three tables come from the score-sheet tradition: classic
 * (4×4), big (5×5: same points, but three-letter words are not allowed at all) and
 * super big (6×6: nine letters or more score two points a letter).
 */

export type ScoringTable = "classic" | "big" | "superbig";

export const SCORING_TABLES: readonly ScoringTable[] = ["classic", "big", "superbig"];

/** Points one word is worth under a table, before any cancellation. */
export function scoreWord(word: string, table: ScoringTable = "classic"): number {
  const n = word.length;
  if (n < 3) return 0;
  if (n === 3) return table === "classic" ? 1 : 0;
  if (n === 4) return 1;
  if (n === 5) return 2;
  if (n === 6) return 3;
  if (n === 7) return 5;
  if (n === 8 || table !== "superbig") return 11;
  return 2 * n;
}
