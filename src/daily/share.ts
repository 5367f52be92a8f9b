/**
 * The share text after a daily try: the day's number and language, the figures, the
 * streak and a small picture of how many words of each length were found. It never
 * carries a word or a letter of the board, only numbers and squares, so posting it spoils
 * nothing. Each language has its own board of the day, so the text names which one was
 * played, in that language's own name (a friend who plays it reads it).
 */
import type { Language } from "../protocol/values.ts";

/** What the share text is made of; word lengths only, never words. */
export interface ShareFacts {
  number: number;
  points: number;
  words: number;
  /** Letters in the longest word, 0 when none. */
  longest: number;
  streak: number;
  /** Words found per length: index 0 is 3 letters, 1 is 4… (see lengthCounts). */
  lengths: readonly number[];
  /** Where the daily board is played, e.g. https://baffle.example/daily. */
  url: string;
  /** The language of the board played (each language has its own board of the day). */
  language: Language;
}

/** Squares per row of the picture, before the rest is written as "+N". */
export const SQUARES_PER_ROW = 10;

const SQUARE = ["🟨", "🟩", "🟦", "🟪", "🟥", "🟧"];
const DIGIT = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"];

/** A length as keycap digits ("1️⃣6️⃣" for 16). */
function keycap(n: number): string {
  return [...String(n)].map((d) => DIGIT[Number(d)]).join("");
}

/**
 * A language named in itself, capitalised ("Deutsch", "Français", "Español"), from the
 * runtime's own data (Intl), so a language added to the game is named with no table here.
 */
export function languageAutonym(language: Language): string {
  const name = new Intl.DisplayNames([language], { type: "language" }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/**
 * The share text. Apart from "Baffle", the language's name and the link, it has no
 * letters at all: the figures are labelled with emoji (🎯 points, 📝 words, 📏 longest
 * word's length, 🔥 days in a row), so no word found on the board can hide in it.
 */
export function shareText(f: ShareFacts): string {
  const lines = [`Baffle #${f.number} · ${languageAutonym(f.language)}`, `🎯 ${f.points} · 📝 ${f.words} · 📏 ${f.longest} · 🔥 ${f.streak}`];
  f.lengths.forEach((count, i) => {
    if (count === 0) return;
    const square = SQUARE[Math.min(i, SQUARE.length - 1)]!;
    const shown = Math.min(count, SQUARES_PER_ROW);
    lines.push(`${keycap(i + 3)} ${square.repeat(shown)}${count > shown ? ` +${count - shown}` : ""}`);
  });
  lines.push(f.url);
  return lines.join("\n");
}
