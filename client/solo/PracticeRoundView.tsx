/**
 * A solo round in play (practice, and the Learn page's drill): the clock and "I'm done"
 * over the shared PlayArea, after a table's 3-2-1.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { useEffect, useMemo } from "preact/hooks";
import { Countdown } from "../components/Countdown.tsx";
import { DoneButton } from "../components/DoneButton.tsx";
import { PlayArea } from "../components/PlayArea.tsx";
import { ThemeSwitch } from "../components/ThemeSwitch.tsx";
import { Timer } from "../components/Timer.tsx";
import { t } from "../i18n/index.ts";
import { SoundSwitch } from "../sound/SoundSwitch.tsx";
import type { Feedback } from "../state/shown.ts";
import type { PracticeRound } from "./practice.ts";
import { isTimed, progressOf, wordsToFind } from "../../src/learn/training.ts";
import { percent } from "../i18n/index.ts";
import { trainingNote } from "./training-text.ts";

/** The round in play: clock, "I'm done", and the shared PlayArea. */
export function PracticeRoundView({
  round,
  replay,
  feedback,
  onEnter,
  onFinish,
  coachMode = "practice",
  children,
}: {
  round: PracticeRound;
  /** A given board ("Play this board"): unrated. */
  replay: boolean;
  feedback: Feedback | null;
  /** Changes with every entry (the round's word list is edited in place). */
  wordsVersion: number;
  onEnter: (entry: { word: string; path?: number[] } | { path: number[] }) => void;
  onFinish: () => void;
  /** The coach's mode: practice, or the Learn page's drill. */
  coachMode?: "practice" | "drill";
  /** Shown under the play area once the board is (practice's hints). */
  children?: ComponentChildren;
}) {
  // The 3-2-1 first, then the board; time up ends the round (a hidden tab's throttled
  // timers still fire by then).
  const shown = useSignal(Date.now() >= round.startsAt);
  const timed = isTimed(round.training);
  useEffect(() => {
    const reveal = setTimeout(() => (shown.value = true), Math.max(0, round.startsAt - Date.now()));
    // Untimed training has no clock: it ends when every word is found, or on "I'm done".
    const t = timed ? setTimeout(onFinish, Math.max(0, round.endsAt - Date.now())) : undefined;
    return () => { clearTimeout(reveal); clearTimeout(t); };
  }, [round]);
  const progress = round.training ? progressOf(round.training, round.solution, round.words) : null;
  // The coach's endings tip suggests only words of this board the round still asks for.
  const onBoard = useMemo(() => {
    const asked = new Set(wordsToFind(round.training, round.solution).map((w) => w.word));
    return (w: string) => asked.has(w);
  }, [round]);
  return (
    <div class="round">
      <h1 class="visually-hidden">{t("practice.round")}</h1>
      <div class="round-head">
        <div class="clock-row">
          {timed ? <Timer endsAt={round.endsAt} totalMs={round.roundMs} offset={0} /> : progress && <TrainingProgress {...progress} />}
          {shown.value && <DoneButton onDone={onFinish} />}
        </div>
        {timed && progress && <TrainingProgress {...progress} />}
        <div class="players-row">
          <span class="practice-note">{round.training ? trainingNote(round.training) : replay ? t("practice.note.replay") : t("practice.note")}</span>
          <ThemeSwitch />
          <SoundSwitch />
        </div>
      </div>
      {!shown.value ? <Countdown startsAt={round.startsAt} /> : (
      <PlayArea
        cells={round.board.cells}
        done={false}
        feedback={feedback}
        words={[...round.words]}
        boardWords={wordsToFind(round.training, round.solution).length}
        scoring={{ minLength: round.minLength, table: round.rules.table }}
        onWord={(word, path) => onEnter({ word, path })}
        onPath={(path) => onEnter({ path })}
        language={round.language}
        coach={{ mode: coachMode, isWordOnBoard: onBoard }}
      />
      )}
      {shown.value && children}
    </div>
  );
}

/** How much of what the training asks for is found: a bar to 100%. */
function TrainingProgress({ found, of, share }: { found: number; of: number; share: number }) {
  const pct = Math.floor(share * 100);
  return (
    <div class="training-progress">
      <span id="training-progress-label" class="small">{t("practice.training.progress", { found, of })}</span>
      <progress max={100} value={pct} aria-labelledby="training-progress-label" aria-valuetext={percent(pct)} data-share={pct} />
      <span class="small" aria-hidden="true">{percent(pct)}</span>
    </div>
  );
}
