/**
 * The player's own words this round in one column, newest first, with points; words
 * entered while offline sit on top marked "queued" until their verdicts come. The list
 * scrolls inside a box of fixed height so the page never jumps as it grows.
 */
import type { OwnWord } from "../../src/protocol.ts";
import { t } from "../i18n/index.ts";

/** Own words with their points and the board's total word count. */
export function WordList({ words, boardWords, queued = [] }: { words: readonly OwnWord[]; boardWords: number | null; queued?: readonly string[] }) {
  const points = words.reduce((n, w) => n + w.points, 0);
  return (
    <section class="wordlist" aria-labelledby="words-title">
      <h2 id="words-title">
        {t("words.title")} <span class="muted">
          {t("words.count", { n: words.length, of: boardWords })} · {t("common.points", { n: points })}
        </span>
      </h2>
      <ol class="words" reversed>
        {[...queued].reverse().map((w, i) => (
          <li key={`queued-${i}-${w}`} class="queued">
            <span class="w">{w}</span>
            <span class="queued-note">{t("words.queued")}</span>
          </li>
        ))}
        {[...words].reverse().map((w) => (
          <li key={w.word}>
            <span class="w">{w.word}</span>
            <span class="pts">{t("common.gained", { n: w.points })}</span>
          </li>
        ))}
      </ol>
      {words.length === 0 && queued.length === 0 && <p class="muted small empty-note">{t("words.empty")}</p>}
    </section>
  );
}
