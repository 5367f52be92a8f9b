/**
 * Practice's hints, Squaredle-style (src/learn/hints.ts), counted from the round's solution
 * as it stands: how many words are left of each length, how many start at each die (a
 * small grid laid out like the board), and a word's first letters shown at a cost of a
 * point a letter, taken off the round's score and shown in its result. Closed until asked
 * for; only practice shows it, never a scored mode.
 */
import "../i18n/english-pages.ts";
import { nextReveal, remainingByLength, REVEAL_COST_PER_LETTER, wordsStartingAt } from "../../src/learn/hints.ts";
import { num, t } from "../i18n/index.ts";
import type { PracticeRound } from "./practice.ts";
import { wordsToFind } from "../../src/learn/training.ts";

export function HintsPanel({ round, onReveal, written }: { round: PracticeRound; onReveal: () => void; written: (word: string) => string }) {
  const found = new Set(round.words.map((w) => w.word));
  // In training, the hints count only the words the mode asks for.
  const solution = wordsToFind(round.training, round.solution);
  const byLength = remainingByLength(solution, found).filter((l) => l.left > 0);
  const starts = wordsStartingAt(solution, found, round.board.cells.length);
  const reveals = round.reveals ?? [];
  const shown = new Map<string, number>();
  for (const r of reveals) shown.set(r.word, Math.max(shown.get(r.word) ?? 0, r.shown));
  const canReveal = nextReveal(solution, found, reveals) !== null;
  return (
    <details class="card hints">
      <summary>{t("practice.hints.title")}</summary>
      <h3>{t("practice.hints.left")}</h3>
      <ul class="hint-lengths">
        {byLength.map((l) => (
          <li key={l.length} data-length={l.length}>{t("practice.hints.length", { length: l.length, n: l.left })}</li>
        ))}
      </ul>
      <h3 id="hint-starts-title">{t("practice.hints.starts")}</h3>
      <ul class="hint-starts" aria-labelledby="hint-starts-title" style={{ gridTemplateColumns: `repeat(${round.board.size}, 2.2rem)` }}>
        {starts.map((n, i) => (
          <li key={i} class={n === 0 ? "none" : undefined}>
            <span aria-hidden="true">{n}</span>
            <span class="visually-hidden">{t("practice.hints.startsAt", { letter: round.board.cells[i]!.toUpperCase(), n })}</span>
          </li>
        ))}
      </ul>
      {[...shown].length > 0 && (
        <ul class="hint-reveals">
          {[...shown].map(([word, n]) => (
            <li key={word} class={found.has(word) ? "found" : undefined} data-word={word}>
              {written(word).slice(0, n).toUpperCase()}…<span class="muted small"> {t("practice.hints.letters", { n: word.length })}</span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={onReveal} disabled={!canReveal}>
        {t("practice.hints.reveal", { cost: num(REVEAL_COST_PER_LETTER) })}
      </button>
    </details>
  );
}
