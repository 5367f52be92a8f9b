/**
 * Solo practice at /practice: pick a board and a timer, play one round alone, see the
 * score against the device's personal bests and every word the board held. Loaded on
 * demand (see LazyPractice.tsx) with the rules, the DAWG reader and the dictionary, and
 * never talks to the server: with the service worker's cache it works offline. The round
 * in play is kept on the device (saved-round.ts), so a reload picks it up where it was;
 * one whose time ran out meanwhile opens on its results.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { cryptoRng } from "../../src/game/random.ts";
import { PlayArea } from "../components/PlayArea.tsx";
import { SoundSwitch } from "../sound/SoundSwitch.tsx";
import { Timer } from "../components/Timer.tsx";
import type { Feedback } from "../state/session.ts";
import { reasonText } from "../state/words.ts";
import { personalBest, recordResult, type NewBests } from "./bests.ts";
import { clearRound, savedRound, saveRound } from "./saved-round.ts";
import { loadPracticeDictionary } from "./dictionary.ts";
import { practiceSettings, saveOptions, savedOptions, type PracticeOptions } from "./options.ts";
import { enterPractice, newPracticeRound, practiceResult, type PracticeDictionary, type PracticeResult, type PracticeRound } from "./practice.ts";
import { PracticeReview } from "./PracticeReview.tsx";
import { PracticeSetup } from "./PracticeSetup.tsx";
import "./practice.css";

type Screen =
  | { at: "setup" }
  | { at: "playing"; round: PracticeRound }
  | { at: "review"; round: PracticeRound; result: PracticeResult; beat: NewBests; first: boolean };

/** The end of a round: its figures against the bests (then saved), and the kept round let go. */
function reviewOf(round: PracticeRound): Screen {
  clearRound();
  const result = practiceResult(round);
  const first = personalBest(round.board.size) === null;
  return { at: "review", round, result, beat: recordResult(round.board.size, result), first };
}

/** Where the page opens: the round this device was playing, if any, else the setup. */
function openingScreen(): Screen {
  const round = savedRound();
  if (!round) return { at: "setup" };
  return round.endsAt > Date.now() ? { at: "playing", round } : reviewOf(round);
}

/** The practice page. */
export function PracticePage() {
  const options = useSignal<PracticeOptions>(savedOptions());
  const dict = useSignal<PracticeDictionary | null>(null);
  const problem = useSignal<string | null>(null);
  const screen = useSignal<Screen>(openingScreen());
  const feedback = useSignal<Feedback | null>(null);
  // The round is edited in place by enterPractice; this re-renders its word list.
  const words = useSignal(0);

  const load = () => {
    problem.value = null;
    loadPracticeDictionary().then(
      (d) => (dict.value = d),
      (err: unknown) => (problem.value = `The dictionary did not load: ${(err as Error).message}. Check your connection and try again.`),
    );
  };
  useEffect(load, []);
  useEffect(() => {
    document.title = "Practice · Baffle";
    return () => void (document.title = "Baffle");
  }, []);

  const start = () => {
    if (!dict.value) return;
    saveOptions(options.value);
    const { size, timer } = options.value;
    feedback.value = null;
    const round = newPracticeRound(dict.value, practiceSettings(size, timer), cryptoRng(), Date.now());
    saveRound(round);
    screen.value = { at: "playing", round };
    scrollTo(0, 0);
  };

  const finish = () => {
    const s = screen.value;
    if (s.at !== "playing") return;
    screen.value = reviewOf(s.round);
    scrollTo(0, 0);
  };

  const enter = (entry: { word: string; path?: number[] } | { path: number[] }) => {
    const s = screen.value;
    if (s.at !== "playing" || !dict.value) return;
    const v = enterPractice(s.round, dict.value, entry);
    if (v.ok) saveRound(s.round);
    const id = (feedback.value?.id ?? 0) + 1;
    feedback.value = v.ok
      ? { id, at: Date.now(), word: v.word, ok: true, points: v.points, text: `+${v.points} ${v.points === 1 ? "point" : "points"}` }
      : { id, at: Date.now(), word: v.word, ok: false, text: reasonText(v.reason, s.round.minLength) };
    words.value++;
  };

  const s = screen.value;
  return (
    <main class={`page practice practice-${s.at}`}>
      {s.at === "setup" && (
        <PracticeSetup
          options={options.value}
          onChange={(o) => (options.value = o)}
          ready={dict.value !== null}
          problem={problem.value}
          onRetry={load}
          onStart={start}
        />
      )}
      {s.at === "playing" && <PracticeRoundView round={s.round} feedback={feedback.value} wordsVersion={words.value} onEnter={enter} onFinish={finish} />}
      {s.at === "review" && (
        <PracticeReview
          round={s.round}
          result={s.result}
          beat={s.beat}
          first={s.first}
          onAgain={start}
          onChangeOptions={() => (screen.value = { at: "setup" })}
        />
      )}
    </main>
  );
}

/** The round in play: clock, "I'm done", and the shared PlayArea. */
function PracticeRoundView({
  round,
  feedback,
  onEnter,
  onFinish,
}: {
  round: PracticeRound;
  feedback: Feedback | null;
  /** Changes with every entry (the round's word list is edited in place). */
  wordsVersion: number;
  onEnter: (entry: { word: string; path?: number[] } | { path: number[] }) => void;
  onFinish: () => void;
}) {
  // Time up ends the round; a hidden tab's throttled timers still fire by endsAt.
  useEffect(() => {
    const t = setTimeout(onFinish, Math.max(0, round.endsAt - Date.now()));
    return () => clearTimeout(t);
  }, [round]);
  return (
    <div class="round">
      <h1 class="visually-hidden">Practice round</h1>
      <div class="round-head">
        <Timer endsAt={round.endsAt} totalMs={round.roundMs} offset={0} />
        <div class="players-row">
          <span class="practice-note">Practice · solitaire scoring</span>
          <SoundSwitch />
          <button type="button" class="done-btn" onClick={onFinish}>
            I'm done
          </button>
        </div>
      </div>
      <PlayArea
        cells={round.board.cells}
        done={false}
        feedback={feedback}
        words={[...round.words]}
        boardWords={round.solution.length}
        scoring={{ minLength: round.minLength, table: round.rules.table }}
        onWord={(word, path) => onEnter({ word, path })}
        onPath={(path) => onEnter({ path })}
      />
    </div>
  );
}
