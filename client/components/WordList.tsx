/**
 * The player's own words this round in one column, newest first, with points; words
 * entered while offline sit on top marked "queued" until their verdicts come. The list
 * scrolls inside a box of fixed height so the page never jumps as it grows.
 */
import type { OwnWord } from "../../src/protocol.ts";

/** Own words with their points and the board's total word count. */
export function WordList({ words, boardWords, queued = [] }: { words: readonly OwnWord[]; boardWords: number | null; queued?: readonly string[] }) {
  const points = words.reduce((n, w) => n + w.points, 0);
  return (
    <section class="wordlist" aria-labelledby="words-title">
      <h2 id="words-title">
        Your words <span class="muted">
          {words.length}
          {boardWords !== null ? ` of ${boardWords} on this board` : ""} · {points} {points === 1 ? "point" : "points"}
        </span>
      </h2>
      <ol class="words" reversed>
        {[...queued].reverse().map((w, i) => (
          <li key={`queued-${i}-${w}`} class="queued">
            <span class="w">{w}</span>
            <span class="queued-note">queued</span>
          </li>
        ))}
        {[...words].reverse().map((w) => (
          <li key={w.word}>
            <span class="w">{w.word}</span>
            <span class="pts">+{w.points}</span>
          </li>
        ))}
      </ol>
      {words.length === 0 && queued.length === 0 && <p class="muted small empty-note">Nothing yet. Every word you find lands here.</p>}
    </section>
  );
}
