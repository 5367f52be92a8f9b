/**
 * The day's board beside word lists after a try: the player's words, the words they
 * missed and the ones only they found. Pointing at, focusing or tapping a word lights
 * its path on the board and shows what it means (WordMeaning.tsx), as in a table's
 * review and practice's solution. Each word is one `word-btn` button carrying its word
 * in `data-word`. Under the board: its code and "Play this board" (BoardCode.tsx), once
 * the board's day is over.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { Board } from "../components/Board.tsx";
import type { Language } from "../../src/protocol.ts";
import { BoardCode } from "../components/BoardCode.tsx";
import { WordMeaning } from "../components/WordMeaning.tsx";
import type { TheirScore } from "../solo/challenge.ts";
import { t } from "../i18n/index.ts";

/** A word shown in a list: its text, path, and what to show beside it. */
export interface ListedWord {
  word: string;
  path: number[];
  note?: ComponentChildren;
  /** A rare word (SCOWL size over 50), muted. */
  rare?: boolean;
  /** How the language writes it (élève), when not as the board spells it. */
  written?: string;
}

/** One titled list of words. */
export interface WordSection {
  id: string;
  title: string;
  aside?: string;
  words: readonly ListedWord[];
  empty: string;
}

/** The board and the lists beside it. */
export function DailyWords({ cells, language, sections, theirs = [], shareBoard = true }: {
  cells: readonly string[];
  /** The board's language (its code names it, its words are looked up and put in the deck in it). */
  language: Language;
  sections: readonly WordSection[];
  theirs?: readonly TheirScore[];
  /** Show the board's code and "Play this board" (not for today's board before the day is over). */
  shareBoard?: boolean;
}) {
  const lit = useSignal<number[]>([]);
  const chosen = useSignal<string | null>(null);
  const chosenWritten = useSignal<string | undefined>(undefined);
  const show = (w: ListedWord) => {
    lit.value = w.path;
    chosen.value = w.word;
    chosenWritten.value = w.written;
  };
  return (
    <section class="round-review daily-words" aria-labelledby="daily-board-title">
      <h2 id="daily-board-title">{t("daily.board")}</h2>
      <div class="review-grid">
        <div class="review-left">
          <div class="review-board">
            <Board cells={cells} path={lit.value} label={t("daily.board.label")} />
            <WordMeaning word={chosen.value} written={chosenWritten.value} {...(language ? { language, board: cells } : {})} />
          </div>
          {shareBoard && <BoardCode cells={cells} language={language} theirs={theirs} />}
        </div>
        <div class="lists">
          {sections.map((s) => (
            <section key={s.id} class={`list ${s.id}`} aria-label={s.title}>
              <h3>
                <span>{s.title}</span>
                {s.aside && <span class="score muted">{s.aside}</span>}
              </h3>
              <ul>
                {s.words.map((w) => (
                  <li key={w.word} class={w.rare ? "rare" : undefined}>
                    <WordButton word={w} on={chosen.value === w.word} onShow={() => show(w)}>
                      <span class="w">{w.written ?? w.word}</span>
                      {w.note}
                    </WordButton>
                  </li>
                ))}
                {s.words.length === 0 && <li class="muted small">{s.empty}</li>}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}

function WordButton({ word, on, onShow, children }: { word: ListedWord; on: boolean; onShow: () => void; children: ComponentChildren }) {
  return (
    <button
      type="button"
      class={on ? "word-btn on" : "word-btn"}
      data-word={word.word}
      aria-pressed={on}
      onMouseEnter={onShow}
      onFocus={onShow}
      onClick={onShow}
    >
      {children}
    </button>
  );
}
