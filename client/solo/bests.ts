/**
 * Personal bests for solo practice, kept on the device per board size and language (a
 * German board holds more words than an English one, so each has its own): the most points
 * in a round, the most words, and the longest word. Each is its own record, so a round
 * can set a new longest word without beating the points. Storage may be unavailable
 * (private modes, quotas): then nothing is remembered and nothing throws.
 */
import type { BoardSize } from "../../src/game/board.ts";
import type { Language } from "../../src/protocol.ts";
import type { PracticeResult } from "./practice.ts";

/** The best figures so far on one board size. */
export interface PersonalBest {
  points: number;
  words: number;
  longest: string;
}

/** Which figures a round improved. */
export interface NewBests {
  points: boolean;
  words: boolean;
  longest: boolean;
}

/** "baffle.best.4x4" for English (as before languages), "baffle.best.de.4x4" for German. */
const key = (size: BoardSize, language: Language) => `baffle.best.${language === "en" ? "" : `${language}.`}${size}x${size}`;

/** The bests on a board size in a language, or null before the first round there. */
export function personalBest(size: BoardSize, storage: Storage | null = safeStorage(), language: Language = "en"): PersonalBest | null {
  try {
    const raw = storage?.getItem(key(size, language));
    if (!raw) return null;
    const b = JSON.parse(raw) as Partial<PersonalBest>;
    return {
      points: typeof b.points === "number" ? b.points : 0,
      words: typeof b.words === "number" ? b.words : 0,
      longest: typeof b.longest === "string" ? b.longest : "",
    };
  } catch {
    return null;
  }
}

/**
 * Compare a finished round with the bests, save whatever it beat, and say which. A
 * figure is a new best only when it is higher than before (a first round counts when
 * it found anything).
 */
export function recordResult(size: BoardSize, result: PracticeResult, storage: Storage | null = safeStorage(), language: Language = "en"): NewBests {
  const old = personalBest(size, storage, language) ?? { points: 0, words: 0, longest: "" };
  const beat: NewBests = {
    points: result.points > old.points,
    words: result.words > old.words,
    longest: result.longest.length > old.longest.length,
  };
  if (beat.points || beat.words || beat.longest) {
    const next: PersonalBest = {
      points: Math.max(old.points, result.points),
      words: Math.max(old.words, result.words),
      longest: beat.longest ? result.longest : old.longest,
    };
    try {
      storage?.setItem(key(size, language), JSON.stringify(next));
    } catch {
      /* not remembered this time */
    }
  }
  return beat;
}

function safeStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}
