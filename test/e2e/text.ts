/**
 * Text matchers for locators. Playwright's `hasText` with a string matches substrings,
 * so "are" would find "shared" and "EAR accepted" would find "TEAR accepted"; on random
 * boards that made assertions pass or fail by chance. These match whole texts or words.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An element whose whole text is `text` (surrounding white space aside). */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${escape(text)}\\s*$`);
}

/** The verdict line for an accepted `word`, and not for a longer word that contains it. */
export function acceptedText(word: string): RegExp {
  return new RegExp(`(^|[^A-Z])${escape(word.toUpperCase())} accepted`);
}
