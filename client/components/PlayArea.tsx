/**
 * Where words go in during a round, shared by tables (Round) and solo practice. Words go
 * in two ways at once: dragging across the dice, or typing into the Word field while
 * the dice light up along a path for what is typed so far (`findPath` with `partial`,
 * so a typed "q" already lights the Qu die). Each entry's verdict comes back as
 * `feedback`, shown by the board and announced politely to screen readers. Letters
 * typed anywhere on the page go to the Word field, so a keyboard player never has to
 * find it.
 *
 * While a word is traced the letters so far are shown with what they would score as a
 * word of that length, or "already found" when it is one of the player's. There is no
 * dictionary lookup while tracing: telling words from non-words before they are entered
 * would make a penalty for refused entries free to dodge.
 */
import { useSignal } from "@preact/signals";
import { useEffect, useRef } from "preact/hooks";
import type { ComponentChildren } from "preact";
import { findPath } from "../../src/game/paths.ts";
import { sizeForCells } from "../../src/game/board.ts";
import type { Language, OwnWord } from "../../src/protocol.ts";
import { scoreWord, type ScoringTable } from "../../src/game/scoring.ts";
import { cueAccepted, cueRejected } from "../sound/cues.ts";
import type { Feedback } from "../state/shown.ts";
import { Board } from "./Board.tsx";
import { WordList } from "./WordList.tsx";
import { useVisualViewportFit } from "../state/viewport.ts";
import { locale, t } from "../i18n/index.ts";
import { boardSpelling, typedLetters } from "../state/language.ts";
import { LazyCoach } from "../coach/LazyCoach.tsx";
import type { CoachMode } from "../../src/learn/coach.ts";

interface Props {
  cells: readonly string[];
  /** The player has finished this round: nothing more can be entered. */
  done: boolean;
  feedback: Feedback | null;
  words: readonly OwnWord[];
  boardWords: number | null;
  /** Words entered while offline, waiting for their verdicts. */
  queued?: readonly string[];
  /** How entries score: the shortest word and the points table, for the traced word's worth. */
  scoring: { minLength: number; table: ScoringTable };
  /** A typed word, with the path that was lit for it when there is one. */
  onWord: (word: string, path?: number[]) => void;
  /** A dragged path. */
  onPath: (path: number[]) => void;
  /** Shown under the words once the player is done (default: waiting for the others). */
  doneNote?: string;
  /** Someone watching without a seat: the board only (no Word field, no list of their own, nothing "done"). */
  watching?: boolean;
  /**
   * The language the words are played in: typed letters fold as it folds them (é → e,
   * ß → ss) to light the dice, and the Word field says it when the page speaks another.
   */
  language?: Language;
  /** The coach's tips for a newcomer (client/coach/): the round's mode, and whether a word is on the board where the device can tell. */
  coach?: { mode: CoachMode; isWordOnBoard?: (word: string) => boolean };
  /** Together: the team's list shown instead of the player's own (`words` are then the team's, for "already found"). */
  list?: ComponentChildren;
  /** Together: a teammate's find to flash on the board. */
  flash?: { id: number; path: readonly number[] } | null;
}

/** The board, the verdict line, the Word field and the player's words. */
export function PlayArea({ cells, done, feedback, words, boardWords, queued, scoring, onWord, onPath, doneNote, watching = false, language = "en", coach, list, flash }: Props) {
  const typed = useSignal("");
  const dragged = useSignal<number[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const size = sizeForCells(cells.length);
  useVisualViewportFit();

  // With a keyboard and a mouse, start in the Word field; on touch screens, don't pop
  // up the on-screen keyboard over the board.
  useEffect(() => {
    if (matchMedia("(pointer: fine)").matches) input.current?.focus();
  }, []);

  // Each fresh verdict is heard (and felt on a phone); one re-shown after a reload is not.
  useEffect(() => {
    if (!feedback || Date.now() - feedback.at > 2000) return;
    if (feedback.ok) cueAccepted(feedback.points ?? 1);
    else cueRejected();
  }, [feedback?.id]);

  // Send letters typed anywhere on the page to the Word field.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || !/^\p{L}$/u.test(e.key)) return;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      input.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // Lit dice: the trace while dragging, else a path for the letters typed so far.
  let path: number[] = dragged.value;
  let tracedWord = dragged.value.map((c) => cells[c]).join("");
  // What is typed, as the board spells it in the round's language ("" if not its letters).
  const spelled = boardSpelling(language, typed.value);
  if (path.length === 0 && typed.value && size) {
    path = spelled ? (findPath({ size, cells }, spelled, { partial: true }) ?? []) : [];
    tracedWord = spelled || typed.value;
  }
  const typedOffBoard = typed.value.length > 0 && dragged.value.length === 0 && path.length === 0;
  const traceNote = typedOffBoard || !tracedWord ? null : traceWorth(tracedWord, words, scoring);

  const submitTyped = () => {
    // Sent as typed: the server (or practice's rules) folds it as the language does.
    const word = typed.value.trim().toLowerCase();
    if (!word || done) return;
    // Send the path that was lit, so the review shows the one the player saw.
    const exact = size && spelled ? findPath({ size, cells }, spelled, { prefer: path }) : null;
    onWord(word, exact ?? undefined);
    typed.value = "";
  };

  return (
    <>
      <div class="round-board">
        <Board
          cells={cells}
          path={path}
          tone={feedback && !tracedWord && Date.now() - feedback.at < 600 ? (feedback.ok ? "ok" : "bad") : null}
          toneId={feedback?.id ?? 0}
          flash={flash?.path}
          flashId={flash?.id}
          onTrace={done || watching ? undefined : (p) => (dragged.value = p)}
          onRelease={(p) => {
            typed.value = "";
            onPath(p);
          }}
        />
      </div>

      {!watching && <div class="round-side">
        <div class="feedback-slot">
          {tracedWord && (
            <div class={`current${typedOffBoard ? " off" : ""}`} aria-hidden="true">
              {tracedWord.toUpperCase()}
              {typedOffBoard && <span class="current-note">{t("play.offBoard")}</span>}
              {traceNote && <span class={`current-note${traceNote.found ? " found" : ""}`}>{traceNote.text}</span>}
            </div>
          )}
        <p class={`feedback${feedback ? (feedback.ok ? " ok" : " bad") : ""}`} role="status" aria-live="polite">
          {feedback ? (
            <span class="feedback-line" key={feedback.id}>
              <span class="mark" aria-hidden="true">
                {feedback.ok ? "✓" : "✗"}
              </span>
              <strong>{feedback.word.toUpperCase()}</strong>{" "}
              <span>{feedback.ok ? t("play.accepted", { text: feedback.text }) : t("play.refused", { text: feedback.text })}</span>
            </span>
          ) : (
            <span class="muted">{t("play.hint")}</span>
          )}
        </p>
        </div>

        <form
          class="entry"
          onSubmit={(e) => {
            e.preventDefault();
            submitTyped();
          }}
        >
          <label for="word" class="visually-hidden">
            {t("play.word")}
          </label>
          <input
            id="word"
            ref={input}
            value={typed.value}
            disabled={done}
            autocomplete="off"
            autocapitalize="none"
            autocorrect="off"
            spellcheck={false}
            enterkeyhint="enter"
            lang={language}
            placeholder={done ? t("verdict.done") : language === locale.value ? t("play.placeholder") : t(`play.placeholder.${language}`)}
            aria-describedby="word-hint"
            onInput={(e) => (typed.value = typedLetters(e.currentTarget.value))}
            onKeyDown={(e) => {
              if (e.key === "Escape") typed.value = "";
            }}
          />
          <button type="submit" disabled={done || !typed.value}>
            {t("play.enter")}
          </button>
        </form>
        <p id="word-hint" class="visually-hidden">
          {t("play.keys")}
        </p>

        {coach && !done && (
          <LazyCoach mode={coach.mode} isWordOnBoard={coach.isWordOnBoard} language={language} minLength={scoring.minLength} feedback={feedback} found={words.map((w) => w.word)} />
        )}

        {list ?? <WordList words={words} boardWords={boardWords} queued={queued} />}

        {done && <p class="muted small center">{doneNote ?? t("play.doneWaiting")}</p>}
      </div>}
    </>
  );
}

/** What the letters traced so far would be worth as a word, or that the player has it already. */
function traceWorth(letters: string, words: readonly OwnWord[], scoring: { minLength: number; table: ScoringTable }): { text: string; found: boolean } | null {
  const word = letters.toLowerCase();
  if (words.some((w) => w.word === word)) return { text: t("play.alreadyFound"), found: true };
  if (word.length < scoring.minLength) return null;
  const points = scoreWord(word, scoring.table);
  return { text: t("common.gained", { n: points }), found: false };
}
