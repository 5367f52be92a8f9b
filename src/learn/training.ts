/**
 * Practice's training modes (never a scored mode): one word length only, untimed (find
 * every word, a progress bar to 100%), and "only the long ones" (7 letters or more). A
 * training round is a practice round whose words to find are the solution's words that
 * the mode counts: an entry the mode does not count is refused with why, and the round's
 * progress is the share of those words found. Pure: tested in Node.
 */

/** Shortest word "only the long ones" counts. */
export const LONG_WORD_LENGTH = 7;

/** How a practice round trains; absent: an ordinary timed round. */
export type Training =
  | { kind: "length"; length: number }
  | { kind: "untimed" }
  | { kind: "long" };

export const TRAINING_KINDS = ["none", "length", "untimed", "long"] as const;
export type TrainingKind = (typeof TRAINING_KINDS)[number];

/** Whether the mode counts `word` (its letters as the board spells it: QU is two). */
export function countsIn(training: Training | undefined, word: string): boolean {
  if (!training || training.kind === "untimed") return true;
  return training.kind === "long" ? word.length >= LONG_WORD_LENGTH : word.length === training.length;
}

/** The words the round asks for: the solution's words the mode counts. */
export function wordsToFind<W extends { word: string }>(training: Training | undefined, solution: readonly W[]): W[] {
  return solution.filter((w) => countsIn(training, w.word));
}

/** Whether the round has a clock (untimed training has none). */
export const isTimed = (training: Training | undefined): boolean => training?.kind !== "untimed";

/** Found over asked for, 0 to 1 (1 for a board with nothing to find). */
export function progressOf(training: Training | undefined, solution: readonly { word: string }[], found: readonly { word: string }[]): { found: number; of: number; share: number } {
  const asked = new Set(wordsToFind(training, solution).map((w) => w.word));
  const n = found.filter((w) => asked.has(w.word)).length;
  return { found: n, of: asked.size, share: asked.size === 0 ? 1 : n / asked.size };
}

/** Whether every word the round asks for is found (an untimed round then ends by itself). */
export const isComplete = (training: Training | undefined, solution: readonly { word: string }[], found: readonly { word: string }[]): boolean =>
  progressOf(training, solution, found).share >= 1;

/** The lengths "one length only" offers on a board: those its words have, from the shortest allowed. */
export function lengthsOn(solution: readonly { word: string }[]): number[] {
  return [...new Set(solution.map((w) => w.word.length))].sort((a, b) => a - b);
}

/** The lengths offered before a board is dealt: the shortest word up to 8. */
export function lengthChoices(minLength: number): number[] {
  return Array.from({ length: Math.max(0, 9 - minLength) }, (_, i) => minLength + i);
}
