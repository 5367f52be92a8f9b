/**
 * The coach for a newcomer's first rounds on a device: three tips, each shown once and
 * dismissible, and none in a ranked or arena round (those are for playing, not lessons).
 *  - the first refused word: why it did not count and what would;
 *  - a long pause: endings to try on words already found (-S, -ED, -ER, -ING in English;
 *    each language its own common endings), only those that make a word on this board,
 *    so a tip never costs a penalty. The device can tell only where it holds the board's
 *    words or the dictionary (practice, the drill, the daily board); a table's words stay
 *    on the server during the round, so a table gets no pause tip;
 *  - the first review: where the words missed are listed, and that the ones worth
 *    learning went into the deck.
 * The coach retires after the device's first rounds. Pure: what was seen and how many
 * rounds were played come in (client/coach/ keeps them in localStorage).
 */
import type { Language } from "../protocol.ts";

export const TIPS = ["refused", "pause", "review"] as const;
export type Tip = (typeof TIPS)[number];

/** Where a round is played, as the coach sees it. */
export type CoachMode = "table" | "ranked" | "arena" | "daily" | "practice" | "drill";

/** Rounds after which the coach stays quiet: a player past them knows the game. */
export const COACH_ROUNDS = 10;
/** A pause this long (no entry) brings the endings tip. */
export const PAUSE_MS = 20_000;

/** What the device remembers of the coach. */
export interface CoachMemory {
  seen: Tip[];
  rounds: number;
}

/** The memory read back from storage (anything unreadable: a fresh device). */
export function readCoachMemory(raw: unknown): CoachMemory {
  const o = typeof raw === "object" && raw !== null ? (raw as Partial<CoachMemory>) : {};
  const seen = Array.isArray(o.seen) ? TIPS.filter((t) => o.seen!.includes(t)) : [];
  const rounds = typeof o.rounds === "number" && Number.isFinite(o.rounds) && o.rounds >= 0 ? Math.floor(o.rounds) : 0;
  return { seen, rounds };
}

/** Whether `tip` may show in a `mode` round: never in ranked or arena, once only, and only in the first rounds. */
export function mayShow(memory: CoachMemory, tip: Tip, mode: CoachMode): boolean {
  return mode !== "ranked" && mode !== "arena" && !memory.seen.includes(tip) && memory.rounds < COACH_ROUNDS;
}

/** The memory once `tip` has been shown. */
export const markSeen = (memory: CoachMemory, tip: Tip): CoachMemory => (memory.seen.includes(tip) ? memory : { ...memory, seen: [...memory.seen, tip] });

/**
 * Each language's common endings, as the board spells them (folded: no accents). English
 * has the four the genre's players teach (-S, -ED, -ER, -ING); the others their plural
 * and commonest inflections.
 */
export const ENDINGS: Readonly<Record<Language, readonly string[]>> = {
  en: ["s", "ed", "er", "ing"],
  de: ["e", "en", "er", "es", "n", "s"],
  fr: ["s", "e", "es", "er", "ez"],
  es: ["s", "es", "a", "o", "ar"],
  it: ["e", "i", "a", "o", "re"],
  nl: ["en", "e", "s", "er", "t"],
  pt: ["s", "es", "a", "o", "ar"],
  sv: ["ar", "er", "en", "et", "na", "s"],
  ru: ["а", "ы", "и", "е", "у", "ой"],
};

/** A word already found and an ending that makes another word of the board. */
export interface EndingTip {
  base: string;
  ending: string;
  word: string;
}

/**
 * Up to `max` endings to try: for each word found (longest first), each of the language's
 * endings that makes a word of the board not found yet (`isWordOnBoard`); an English word
 * ending in E also tries the ending in place of it (bake → baker, baking).
 */
export function endingsToTry(found: readonly string[], isWordOnBoard: (word: string) => boolean, language: Language, max = 2): EndingTip[] {
  const have = new Set(found);
  const out: EndingTip[] = [];
  const bases = [...have].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  for (const base of bases) {
    for (const ending of ENDINGS[language]) {
      const forms = [base + ending];
      if (language === "en" && base.endsWith("e") && /^[ei]/.test(ending)) forms.push(base.slice(0, -1) + ending);
      const word = forms.find((w) => !have.has(w) && !out.some((o) => o.word === w) && isWordOnBoard(w));
      if (word) out.push({ base, ending, word });
      if (out.length >= max) return out;
    }
  }
  return out;
}

/** Whether the player has paused long enough for the endings tip (since the last entry, or the board showing). */
export const isLongPause = (lastActivity: number, now: number): boolean => now - lastActivity >= PAUSE_MS;
