/**
 * The doorway from every mode's end of round to the deck and the figures, in the main
 * bundle: it only loads the deck's chunk (IndexedDB, ts-fsrs) when a round has ended, and
 * never lets a storage failure reach the game (a device that cannot keep the deck simply
 * plays without one).
 */
import type { RoundForDeck } from "./finished-rounds.ts";

/** The words the last fed round added, for a review that says so (null until one was fed). */
let lastAdded: Promise<string[]> = Promise.resolve([]);

/** Remember `round` and add its missed words worth learning to the deck. */
export function feedDeck(round: RoundForDeck | null, written?: (word: string) => string): Promise<string[]> {
  if (!round) return lastAdded;
  lastAdded = import("./deck-store.ts")
    .then((m) => m.feedRound({ ...round, ...(written ? { written } : {}) }, Date.now()))
    .catch(() => []);
  return lastAdded;
}

/** The words the round fed last added (resolves once they are written). */
export const wordsAddedLast = (): Promise<string[]> => lastAdded;
