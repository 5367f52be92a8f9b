/**
 * The doorway from every mode's end of round to the deck and the figures, in the main
 * bundle: it loads the deck's chunk (the conversions, IndexedDB, ts-fsrs) only when a
 * round has ended, and never lets a storage failure reach the game (a device that cannot
 * keep the deck simply plays without one).
 */
import type { RoundForDeck } from "./finished-rounds.ts";

type Conversions = typeof import("./finished-rounds.ts");

/** Remember the round `convert` makes (null: nothing to remember) and add its missed words worth learning to the deck. */
export function feedDeck(convert: (c: Conversions) => RoundForDeck | null, written?: (word: string) => string): Promise<string[]> {
  return Promise.all([import("./finished-rounds.ts"), import("./deck-store.ts")])
    .then(([c, store]) => {
      const round = convert(c);
      return round ? store.feedRound({ ...round, ...(written ? { written } : {}) }, Date.now()) : [];
    })
    .catch(() => []);
}
