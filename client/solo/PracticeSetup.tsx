/**
 * The practice page's first screen: board, timer, the personal bests so far, Start; and a
 * board code to type or paste ("Play this board" from someone else's review). With a
 * board given, by a link or a code, the board choice gives way to that board.
 */
import { useSignal } from "@preact/signals";
import { Choice } from "../components/Choice.tsx";
import { Logo } from "../components/Logo.tsx";
import { navigate } from "../state/route.ts";
import { BestsTable } from "./BestsTable.tsx";
import type { Challenge } from "./challenge.ts";
import { BOARD_SIZES, SIZE_LABEL, TIMER_CHOICES, timerLabel, type PracticeOptions } from "./options.ts";

interface Props {
  options: PracticeOptions;
  onChange: (o: PracticeOptions) => void;
  /** The dictionary is loaded. */
  ready: boolean;
  problem: string | null;
  onRetry: () => void;
  onStart: () => void;
  /** The board to play, from a link or a code; null for a new board. */
  challenge: Challenge | null;
  /** Why the last code given was refused. */
  codeProblem: string | null;
  onCode: (text: string) => void;
  onNewBoards: () => void;
}

/** Options and Start for a practice round. */
export function PracticeSetup({ options: o, onChange, ready, problem, onRetry, onStart, challenge, codeProblem, onCode, onNewBoards }: Props) {
  const code = useSignal("");
  return (
    <div class="practice-setup">
      <header class="hero">
        <a
          href="/"
          class="home-link"
          aria-label="Baffle home"
          onClick={(e) => {
            e.preventDefault();
            navigate("/");
          }}
        >
          <Logo small />
        </a>
        <h1>Practice alone</h1>
        <p class="tagline">Just you and the dice: beat your best on each board. Works offline too.</p>
      </header>
      <form
        class="card"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) onStart();
        }}
      >
        {challenge && (
          <div class="given-board" role="status">
            <p>
              <strong>This board: {SIZE_LABEL[challenge.board.size]}</strong>, code <code>{challenge.code}</code>
              {challenge.theirs.length > 0 && <> · played by {challenge.theirs.map((t) => t.name).join(", ")}</>}. Unrated: it sets no personal best.
            </p>
            <button type="button" class="link" onClick={onNewBoards}>
              Play new boards instead
            </button>
          </div>
        )}
        <div class="options">
          {!challenge && (
            <Choice legend="Board" name="practice-board" options={BOARD_SIZES} value={o.size} label={(s) => SIZE_LABEL[s]} onChange={(size) => onChange({ ...o, size })} />
          )}
          <Choice
            legend="Timer"
            name="practice-timer"
            options={TIMER_CHOICES}
            value={o.timer}
            label={(t) => timerLabel(challenge?.board.size ?? o.size, t)}
            onChange={(timer) => onChange({ ...o, timer })}
          />
        </div>
        <p class="small muted">Solitaire scoring: every word you find scores, as on the score sheet.</p>
        {problem && (
          <p class="problem" role="alert">
            {problem}{" "}
            <button type="button" class="link" onClick={onRetry}>
              Try again
            </button>
          </p>
        )}
        <div class="actions">
          <button type="submit" class="primary big" disabled={!ready} aria-describedby={ready ? undefined : "practice-loading"}>
            Start practice
          </button>
        </div>
        {!ready && !problem && (
          <p id="practice-loading" class="small muted center" role="status">
            Getting the dictionary ready…
          </p>
        )}
      </form>
      <form
        class="card board-code-form"
        aria-labelledby="code-title"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) onCode(code.value);
        }}
      >
        <h2 id="code-title">Play a board by its code</h2>
        <p class="small muted">Every review shows its board's code. Type or paste one (or a whole "Play this board" link) to play those dice.</p>
        <div class="code-row">
          <label class="visually-hidden" for="board-code">
            Board code
          </label>
          <input
            id="board-code"
            value={code.value}
            onInput={(e) => (code.value = e.currentTarget.value)}
            autocomplete="off"
            autocapitalize="characters"
            spellcheck={false}
            placeholder="4ABCDEFGHIJKLMNOP"
            aria-invalid={codeProblem ? true : undefined}
            aria-describedby={codeProblem ? "board-code-problem" : undefined}
          />
          <button type="submit" disabled={!ready || !code.value.trim()}>
            Play this code
          </button>
        </div>
        {codeProblem && (
          <p id="board-code-problem" class="problem" role="alert">
            {codeProblem}
          </p>
        )}
      </form>
      <section class="card" aria-labelledby="bests-title">
        <h2 id="bests-title">Your personal bests</h2>
        <BestsTable highlight={o.size} />
        <p class="small muted">Kept on this device only.</p>
      </section>
    </div>
  );
}
