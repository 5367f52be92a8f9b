/**
 * The review's words nobody found, and the board's whole solution on request. The card
 * shows the longest words nobody found (the server's order: everyday words first, rare
 * ones after and marked); "Show all N words" turns it into every word of the board
 * (`roundEnd.solution`, in the same order), those someone found marked with who, as
 * practice shows its solution. A word with no path at hand is traced on the board here.
 */
import { useSignal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { findPath } from "../../src/game/paths.ts";
import { sizeForCells } from "../../src/game/board.ts";
import type { RoundEndMessage } from "../../src/protocol.ts";
import { list, t } from "../i18n/index.ts";
import { wordsFoundTogether } from "./YourRound.tsx";

/** How many unfound words to show before Show all. */
const UNFOUND_SHOWN = 12;

interface Props {
  review: RoundEndMessage;
  /** For each word someone found, who found it ("you" for the viewer). */
  finders: ReadonlyMap<string, readonly string[]>;
  /** The review's word button (lights the path, shows the meaning). */
  wordButton: (word: string, path: number[], children: ComponentChildren) => ComponentChildren;
}

/** "Nobody found", or every word of the board once Show all is pressed. */
export function Unfound({ review, finders, wordButton }: Props) {
  const all = useSignal(false);
  const solution = review.solution ?? [];
  const unfound = review.unfound.slice(0, UNFOUND_SHOWN);
  const size = sizeForCells(review.board.length);
  const known = new Map<string, number[]>(review.unfound.map((u) => [u.word, u.path]));
  for (const p of review.players) for (const w of p.words) known.set(w.word, w.path);
  const pathOf = (word: string) => known.get(word) ?? (size ? findPath({ size, cells: review.board }, word) : null) ?? [];
  const rareMark = (
    <span class="pts" title={t("review.rare.title")}>
      {t("review.rare")}
      <span class="visually-hidden">{t("review.rare.hidden")}</span>
    </span>
  );

  if (all.value && solution.length > 0) {
    return (
      <section class="list unfound solution" aria-label={t("review.allWords.label", { n: solution.length })}>
        <h3>
          <span>{t("review.allWords", { n: solution.length })}</span>
          <button type="button" class="link" onClick={() => (all.value = false)}>
            {t("review.showFewer")}
          </button>
        </h3>
        <ul>
          {solution.map((w) => {
            const by = finders.get(w.word);
            return (
              <li key={w.word} class={by ? "found" : w.rare ? "rare" : undefined}>
                {wordButton(
                  w.word,
                  pathOf(w.word),
                  <>
                    <span class="w">{review.written?.[w.word] ?? w.word}</span>
                    {by ? (
                      <span class="pts" title={t("review.foundBy", { names: list([...by]) })}>
                        {t("review.found")}
                        <span class="visually-hidden">{t("review.foundBy.hidden", { names: list([...by]) })}</span>
                      </span>
                    ) : (
                      w.rare && rareMark
                    )}
                  </>,
                )}
              </li>
            );
          })}
        </ul>
      </section>
    );
  }
  if (unfound.length === 0) return null;
  return (
    <section class="list unfound" aria-label={t("review.nobodyFound.label")}>
      <h3>
        <span>{t("review.nobodyFound")}</span>
        <span class="score muted">{t("review.unfoundOf", { n: review.boardWords - wordsFoundTogether(review), of: review.boardWords })}</span>
      </h3>
      <ul>
        {unfound.map((w) => (
          <li key={w.word} class={w.rare ? "rare" : undefined}>
            {wordButton(
              w.word,
              w.path,
              <>
                <span class="w">{review.written?.[w.word] ?? w.word}</span>
                {w.rare && rareMark}
              </>,
            )}
          </li>
        ))}
      </ul>
      {solution.length > 0 && (
        <button type="button" class="show-all" onClick={() => (all.value = true)}>
          {t("review.showAll", { n: solution.length })}
        </button>
      )}
    </section>
  );
}
