/**
 * Practice hints, Squaredle-style, counted from the board's solution: how many words start
 * at each die, how many of each length are left to find, and a word's first letters
 * revealed at a cost (one point per letter shown, taken off the round's score and shown in
 * its result). Practice only: a scored mode never asks for these.
 */

/** A word of the solution with the path the solver gave it. */
export interface HintWord {
  word: string;
  path: readonly number[];
}

/** Points one revealed letter costs. */
export const REVEAL_COST_PER_LETTER = 1;
/** Letters a first reveal of a word shows. */
export const FIRST_REVEAL_LETTERS = 2;

/**
 * For each cell, how many of the words not yet found start there (on the path the solver
 * found; a word traceable from two dice counts at the first).
 */
export function wordsStartingAt(solution: readonly HintWord[], found: ReadonlySet<string>, cells: number): number[] {
  const counts = new Array<number>(cells).fill(0);
  for (const w of solution) if (!found.has(w.word) && w.path.length > 0) counts[w.path[0]!]!++;
  return counts;
}

/** Words left to find per length (letters), shortest first, lengths with none left omitted. */
export function remainingByLength(solution: readonly HintWord[], found: ReadonlySet<string>): { length: number; left: number; total: number }[] {
  const by = new Map<number, { left: number; total: number }>();
  for (const w of solution) {
    const e = by.get(w.word.length) ?? { left: 0, total: 0 };
    e.total++;
    if (!found.has(w.word)) e.left++;
    by.set(w.word.length, e);
  }
  return [...by].sort((a, b) => a[0] - b[0]).map(([length, e]) => ({ length, ...e }));
}

/** A word whose first letters are shown. */
export interface Reveal {
  word: string;
  shown: number;
}

/**
 * The next reveal: one more letter of the word already being revealed (while it is
 * unfound and has letters left to hide), else the first letters of the longest unfound
 * word not yet revealed. Null when nothing is left to reveal.
 */
export function nextReveal(solution: readonly HintWord[], found: ReadonlySet<string>, reveals: readonly Reveal[]): Reveal | null {
  const last = reveals.at(-1);
  if (last && !found.has(last.word) && last.shown < last.word.length - 1) return { word: last.word, shown: last.shown + 1 };
  const seen = new Set(reveals.map((r) => r.word));
  const next = solution
    .filter((w) => !found.has(w.word) && !seen.has(w.word))
    .sort((a, b) => b.word.length - a.word.length || (a.word < b.word ? -1 : 1))[0];
  return next ? { word: next.word, shown: Math.min(FIRST_REVEAL_LETTERS, next.word.length - 1) } : null;
}

/** The points revealed letters cost: the letters shown of each word revealed. */
export function revealCost(reveals: readonly Reveal[]): number {
  const most = new Map<string, number>();
  for (const r of reveals) most.set(r.word, Math.max(most.get(r.word) ?? 0, r.shown));
  let letters = 0;
  for (const n of most.values()) letters += n;
  return letters * REVEAL_COST_PER_LETTER;
}
