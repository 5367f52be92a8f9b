/**
 * Which SCOWL words a player can be expected to accept as words. SCOWL's larger sizes
 * carry abbreviations written in lower case (csc, dkl, hhd): they have no vowel, so a
 * word without a, e, i, o, u or y is left out unless it is on the short reviewed list
 * below of real interjections and words. One- and two-letter entries are left out too:
 * the shortest word that scores has three letters, so they could never be played.
 */

/** The shortest word the default dictionary keeps (the 4×4 board's minimum). */
export const MIN_WORD_LENGTH = 3;

/**
 * Words without a vowel that are real words, reviewed one by one against SCOWL ≤ 70:
 * interjections (brr, hmm, psst, shh, ssh, tsk), Welsh loans in English dictionaries
 * (cwm, crwth), nth, and the gamers' pwn.
 */
export const VOWELLESS_WORDS: ReadonlySet<string> = new Set([
  "brr", "brrr", "crwth", "crwths", "cwm", "cwms", "hmm", "hmmm", "nth", "psst", "pwn", "pwns", "shh", "ssh",
  "tsk", "tsks", "tsktsk", "tsktsks",
]);

const VOWEL = /[aeiouy]/;

/** Whether the default dictionary keeps `word` (already plain a–z). */
export function isPlayableWord(word: string): boolean {
  return word.length >= MIN_WORD_LENGTH && (VOWEL.test(word) || VOWELLESS_WORDS.has(word));
}
