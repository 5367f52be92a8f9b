/**
 * Which missed words are worth learning. After a round the player missed many words;
 * most are not worth a card: obscure ones (snath, zoa) teach nothing a player will meet
 * again, and a deck flooded with them is a deck nobody opens. So a missed word enters the
 * deck when it is an everyday word (the frequency levels the board floor and the review
 * use), or when it is long and another player found it (proof that people see it), and
 * never when it is rare. At most a handful per round, the most useful first.
 */
import { COMMON_LEVEL } from "../game/unfound.ts";

/** The largest level still an everyday word here (SCOWL size 35: "words most people know"). */
export const DECK_EVERYDAY_LEVEL = 35;
/** Shortest everyday word worth a card: 3- and 4-letter words are missed for speed, not for not knowing them. */
export const DECK_MIN_EVERYDAY_LENGTH = 5;
/** Shortest word that enters because someone else found it. */
export const DECK_LONG_LENGTH = 6;
/** Most words one round adds. */
export const DECK_PER_ROUND = 8;

/** A word of the board the player did not find, with what the round knows of it. */
export interface MissedWord {
  word: string;
  /**
   * Its frequency level (SCOWL size, or the language's rank on the same scale), when the
   * round knows it; null when only "rare or not" is known (a table's review).
   */
  level: number | null;
  /** Marked rare by the server (level above COMMON_LEVEL); implied by `level` when known. */
  rare?: boolean;
  /** Names of the other players who found it. */
  foundBy: readonly string[];
}

const isRare = (w: MissedWord) => w.rare === true || (w.level !== null && w.level > COMMON_LEVEL);
const isEveryday = (w: MissedWord) => !isRare(w) && (w.level === null || w.level <= DECK_EVERYDAY_LEVEL);

/** Why a missed word would enter, or null when it would not. */
export function worthLearning(w: MissedWord): "everyday" | "foundByOthers" | null {
  if (isRare(w)) return null;
  if (w.foundBy.length > 0 && w.word.length >= DECK_LONG_LENGTH) return "foundByOthers";
  if (isEveryday(w) && w.word.length >= DECK_MIN_EVERYDAY_LENGTH) return "everyday";
  return null;
}

/**
 * The missed words that go into the deck from one round: those worth learning, found by
 * others first, then longest first, then alphabetically; at most `cap`.
 */
export function wordsToLearn(missed: readonly MissedWord[], cap: number = DECK_PER_ROUND): MissedWord[] {
  return missed
    .filter((w) => worthLearning(w) !== null)
    .sort((a, b) => Number(b.foundBy.length > 0) - Number(a.foundBy.length > 0) || b.word.length - a.word.length || (a.word < b.word ? -1 : 1))
    .slice(0, cap);
}
