/** The practice page's first screen: board, timer, the personal bests so far, Start. */
import { Choice } from "../components/Choice.tsx";
import { Logo } from "../components/Logo.tsx";
import { navigate } from "../state/route.ts";
import { BestsTable } from "./BestsTable.tsx";
import { BOARD_SIZES, SIZE_LABEL, TIMER_CHOICES, timerLabel, type PracticeOptions } from "./options.ts";

interface Props {
  options: PracticeOptions;
  onChange: (o: PracticeOptions) => void;
  /** The dictionary is loaded. */
  ready: boolean;
  problem: string | null;
  onRetry: () => void;
  onStart: () => void;
}

/** Options and Start for a practice round. */
export function PracticeSetup({ options: o, onChange, ready, problem, onRetry, onStart }: Props) {
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
        <div class="options">
          <Choice legend="Board" name="practice-board" options={BOARD_SIZES} value={o.size} label={(s) => SIZE_LABEL[s]} onChange={(size) => onChange({ ...o, size })} />
          <Choice legend="Timer" name="practice-timer" options={TIMER_CHOICES} value={o.timer} label={(t) => timerLabel(o.size, t)} onChange={(timer) => onChange({ ...o, timer })} />
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
      <section class="card" aria-labelledby="bests-title">
        <h2 id="bests-title">Your personal bests</h2>
        <BestsTable highlight={o.size} />
        <p class="small muted">Kept on this device only.</p>
      </section>
    </div>
  );
}
