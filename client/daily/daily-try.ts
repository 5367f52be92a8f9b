/**
 * A daily try on the device: the board the server handed out with its signed start,
 * and the words entered so far, each checked at once by the rules and the dictionary
 * practice uses, and timed in ms since the server's start (the device clock corrected
 * by the offset measured when the board arrived). The try is kept in localStorage after
 * every word, so a reload resumes it where it was; the Worker checks it all again when
 * it is handed in. No DOM here beyond storage, so it is tested in plain Node.
 */
import { checkPath, checkWord, type Lexicon, type Verdict } from "../../src/game/rules.ts";
import { DAILY_MIN_LENGTH } from "../../src/daily/try.ts";
import type { DailyStartResponse, OwnWord } from "../../src/protocol.ts";

/** A word entered in a try: its points and path, and when (ms since the start). */
export interface TriedWord extends OwnWord {
  ms: number;
}

/** A try in progress. */
export interface DailyTry {
  start: DailyStartResponse;
  /** Server time minus device time, measured when the board arrived. */
  offset: number;
  words: TriedWord[];
}

const KEY = "baffle.daily.try";

/** A new try from the server's start answer, received at device time `deviceNow`. */
export function newTry(start: DailyStartResponse, deviceNow: number, kept?: DailyTry | null): DailyTry {
  // A resumed scored try keeps the words this device already has for it.
  const words = kept && start.resumed && kept.start.token === start.token ? kept.words : [];
  return { start, offset: start.now - deviceNow, words };
}

/** Ms since the try's start at device time `deviceNow`. */
export function elapsed(t: DailyTry, deviceNow: number): number {
  return deviceNow + t.offset - t.start.startedAt;
}

/** Whether the round is over at device time `deviceNow`. */
export function timeUp(t: DailyTry, deviceNow: number): boolean {
  return elapsed(t, deviceNow) >= t.start.roundMs;
}

/** Check an entry (typed, or a dragged path) and, if it counts, add it to the try (edited in place). */
export function enterDaily(t: DailyTry, lexicon: Lexicon, entry: { word: string; path?: number[] } | { path: number[] }, deviceNow: number): Verdict {
  const ctx = {
    board: { size: t.start.size, cells: t.start.cells }, lexicon, minLength: DAILY_MIN_LENGTH, table: "classic" as const,
    found: new Set(t.words.map((w) => w.word)),
    // Typed letters folded as the board's language writes them (é or e, ß or ss); a try kept from before languages is English.
    language: t.start.language ?? "en",
  };
  const verdict = "word" in entry ? checkWord(entry.word, ctx, entry.path) : checkPath(entry.path, ctx);
  if (verdict.ok) t.words.push({ word: verdict.word, points: verdict.points, path: verdict.path, ms: Math.max(0, Math.round(elapsed(t, deviceNow))) });
  return verdict;
}

/** What the hand-in sends: each word and its time. */
export function handInWords(t: DailyTry): { word: string; ms: number }[] {
  return t.words.map((w) => ({ word: w.word, ms: w.ms }));
}

/** The try kept on this device, or null. */
export function loadTry(): DailyTry | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const t = JSON.parse(raw) as DailyTry;
    return t && typeof t.start?.token === "string" && Array.isArray(t.words) ? t : null;
  } catch {
    return null;
  }
}

/** Keep (or, with null, forget) the try. */
export function saveTry(t: DailyTry | null): void {
  try {
    if (t) localStorage.setItem(KEY, JSON.stringify(t));
    else localStorage.removeItem(KEY);
  } catch {
    /* storage refused: a reload starts the try's words afresh (the server keeps its start) */
  }
}
