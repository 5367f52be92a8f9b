/**
 * Folding: turning what a player types (or a dictionary spells) into the letters a
 * language's dice show, as that language's Scrabble players write words. Accents go
 * (é → e, ç → c) except on the letters the language keeps as letters of their own
 * (German ä, ö, ü; Spanish ñ); a few letters are written as two (ß → ss, œ → oe, æ → ae).
 * Pure and shared by the server, the client and the dictionary build, so a word is
 * folded the same way wherever it meets the game.
 */

/** How a language folds: the accented letters it keeps and the letters written as two. */
export interface Folding {
  /** Lower-case letters beyond a–z that are letters of their own (kept as they are). */
  readonly keep: string;
  /** Letters written as several: "ß" → "ss". Applied after lower-casing. */
  readonly expand: Readonly<Record<string, string>>;
}

/** Letters every language writes as two, as Scrabble does (ß has no accent to drop). */
export const COMMON_EXPANSIONS: Readonly<Record<string, string>> = { "ß": "ss", "œ": "oe", "æ": "ae" };

const MARKS = /\p{M}/gu;

/**
 * Fold `input` for a language: trimmed, lower case, each kept letter as it is, each
 * expanded letter as its expansion, and every other letter without its accents (é → e,
 * and a typed e + combining acute the same). Whatever is not a letter stays as it was,
 * so the caller can refuse it.
 */
export function foldText(folding: Folding, input: string): string {
  const text = input.trim().normalize("NFC").toLowerCase();
  let out = "";
  for (const ch of text) {
    if (ch >= "a" && ch <= "z") out += ch;
    else if (folding.keep.includes(ch)) out += ch;
    else {
      const expanded = folding.expand[ch] ?? COMMON_EXPANSIONS[ch];
      out += expanded ?? ch.normalize("NFD").replace(MARKS, "");
    }
  }
  return out.normalize("NFC");
}

/** Whether `word` is spelt only with `alphabet`'s letters (and is not empty). */
export function spelledWith(alphabet: string, word: string): boolean {
  if (word.length === 0) return false;
  for (const ch of word) if (!alphabet.includes(ch)) return false;
  return true;
}
