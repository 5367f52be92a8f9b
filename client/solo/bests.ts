/**
 * Personal bests for solo practice, kept on the device per board size: the most points
 * in a round, the most words, and the longest word. Each is its own record, so a round
 * can set a new longest word without beating the points. Storage may be unavailable
 * (private modes, quotas): then nothing is remembered and nothing throws.
 */
import type { BoardSize } from "../../src/game/board.ts";
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

const key = (size: BoardSize) => `baffle.best.${size}x${size}`;

/** The bests on a board size, or null before the first round there. */
export function personalBest(size: BoardSize, storage: Storage | null = safeStorage()): PersonalBest | null {
  try {
    const raw = storage?.getItem(key(size));
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
export function recordResult(size: BoardSize, result: PracticeResult, storage: Storage | null = safeStorage()): NewBests {
  const old = personalBest(size, storage) ?? { points: 0, words: 0, longest: "" };
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
      storage?.setItem(key(size), JSON.stringify(next));
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
