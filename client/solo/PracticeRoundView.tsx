/**
 * A solo round in play (practice, and the Learn page's drill): the clock and "I'm done"
 * over the shared PlayArea, after a table's 3-2-1.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { useEffect } from "preact/hooks";
import { Countdown } from "../components/Countdown.tsx";
import { DoneButton } from "../components/DoneButton.tsx";
import { PlayArea } from "../components/PlayArea.tsx";
import { ThemeSwitch } from "../components/ThemeSwitch.tsx";
import { Timer } from "../components/Timer.tsx";
import { t } from "../i18n/index.ts";
import { SoundSwitch } from "../sound/SoundSwitch.tsx";
import type { Feedback } from "../state/shown.ts";
import type { PracticeRound } from "./practice.ts";

/** The round in play: clock, "I'm done", and the shared PlayArea. */
export function PracticeRoundView({
  round,
  replay,
  feedback,
  onEnter,
  onFinish,
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
  /** Shown under the play area once the board is (practice's hints). */
  children?: ComponentChildren;
}) {
  // The 3-2-1 first, then the board; time up ends the round (a hidden tab's throttled
  // timers still fire by then).
  const shown = useSignal(Date.now() >= round.startsAt);
  useEffect(() => {
    const reveal = setTimeout(() => (shown.value = true), Math.max(0, round.startsAt - Date.now()));
    const t = setTimeout(onFinish, Math.max(0, round.endsAt - Date.now()));
    return () => { clearTimeout(reveal); clearTimeout(t); };
  }, [round]);
  return (
    <div class="round">
      <h1 class="visually-hidden">{t("practice.round")}</h1>
      <div class="round-head">
        <div class="clock-row">
          <Timer endsAt={round.endsAt} totalMs={round.roundMs} offset={0} />
          {shown.value && <DoneButton onDone={onFinish} />}
        </div>
        <div class="players-row">
          <span class="practice-note">{replay ? t("practice.note.replay") : t("practice.note")}</span>
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
        boardWords={round.solution.length}
        scoring={{ minLength: round.minLength, table: round.rules.table }}
        onWord={(word, path) => onEnter({ word, path })}
        onPath={(path) => onEnter({ path })}
        language={round.language}
      />
      )}
      {shown.value && children}
    </div>
  );
}
