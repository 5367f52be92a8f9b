/**
 * The practice page's first screen: language, board, timer, the personal bests so far, Start; and a
 * board code to type or paste ("Play this board" from someone else's review). With a
 * board given, by a link or a code, the board and language choices give way to that
 * board (board codes spell English dice). Choosing another language fetches its
 * dictionary (once; the service worker keeps it for offline play), so Start waits for it.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { Choice } from "../components/Choice.tsx";
import { Logo } from "../components/Logo.tsx";
import { navigate } from "../state/route.ts";
import { BestsTable } from "./BestsTable.tsx";
import type { Challenge } from "./challenge.ts";
import { BOARD_SIZES, LANGUAGES, sizeLabel, TIMER_CHOICES, timerLabel, type PracticeOptions } from "./options.ts";
import { lengthChoices, TRAINING_KINDS } from "../../src/learn/training.ts";
import { defaultMinLength } from "../../src/game/rules.ts";
import { trainingLabel } from "./training-text.ts";
import { names, t } from "../i18n/index.ts";
import { languageName } from "../state/words.ts";
import { licenceUrl } from "./dictionary.ts";
import { LanguageSwitch } from "../i18n/LanguageSwitch.tsx";

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
          aria-label={t("app.homeLink")}
          onClick={(e) => {
            e.preventDefault();
            navigate("/");
          }}
        >
          <Logo small />
        </a>
        <h1>{t("home.practice.play")}</h1>
        <p class="tagline">{t("practice.setup.tagline")}</p>
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
              <strong>{t("practice.given.board", { board: sizeLabel(challenge.board.size) })}</strong>, {t("practice.given.code")} <code>{challenge.code}</code>
              {challenge.theirs.length > 0 && <> · {t("practice.given.playedBy", { names: names(challenge.theirs.map((p) => p.name)) })}</>}. {t("practice.given.unrated")}
            </p>
            <button type="button" class="link" onClick={onNewBoards}>
              {t("practice.given.newBoards")}
            </button>
          </div>
        )}
        <div class="options">
          {!challenge && (
            <>
              <Choice legend={t("rules.language")} name="practice-language" options={LANGUAGES} value={o.language} label={languageName} onChange={(language) => onChange({ ...o, language })} />
              {o.language !== "en" && (
                <p class="small muted">
                  <a href={licenceUrl(o.language)} target="_blank" rel="noopener">
                    {t("practice.language.source")}
                  </a>
                </p>
              )}
              <Choice legend={t("rules.board")} name="practice-board" options={BOARD_SIZES} value={o.size} label={sizeLabel} onChange={(size) => onChange({ ...o, size })} />
            </>
          )}
          <Choice legend={t("practice.training")} name="practice-training" options={TRAINING_KINDS} value={o.training} label={trainingLabel} onChange={(training) => onChange({ ...o, training })} />
          {o.training === "length" && (
            <Choice legend={t("practice.training.length.legend")} name="practice-length" options={lengthChoices(defaultMinLength(challenge?.board.size ?? o.size))}
              value={Math.max(o.length, defaultMinLength(challenge?.board.size ?? o.size))} label={(n) => t("practice.training.letters", { n })} onChange={(length) => onChange({ ...o, length })} />
          )}
          {o.training !== "untimed" && <Choice
            legend={t("practice.timer")}
            name="practice-timer"
            options={TIMER_CHOICES}
            value={o.timer}
            label={(timer) => timerLabel(challenge?.board.size ?? o.size, timer)}
            onChange={(timer) => onChange({ ...o, timer })}
          />}
        </div>
        <p class="small muted">{t("practice.setup.solitaire")}</p>
        {problem && (
          <p class="problem" role="alert">
            {problem}{" "}
            <button type="button" class="link" onClick={onRetry}>
              {t("common.tryAgain")}
            </button>
          </p>
        )}
        <div class="actions">
          <button type="submit" class="primary big" disabled={!ready} aria-describedby={ready ? undefined : "practice-loading"}>
            {t("practice.start")}
          </button>
        </div>
        {!ready && !problem && (
          <p id="practice-loading" class="small muted center" role="status">
            {t("practice.dictLoading")}
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
        <h2 id="code-title">{t("practice.code.title")}</h2>
        <p class="small muted">{t("practice.code.body")}</p>
        <div class="code-row">
          <label class="visually-hidden" for="board-code">
            {t("boardCode.label")}
          </label>
          <input
            id="board-code"
            value={code.value}
            onInput={(e) => (code.value = e.currentTarget.value)}
            autocomplete="off"
            autocapitalize="characters"
            spellcheck={false}
            placeholder={t("practice.code.placeholder")}
            aria-invalid={codeProblem ? true : undefined}
            aria-describedby={codeProblem ? "board-code-problem" : undefined}
          />
          <button type="submit" disabled={!ready || !code.value.trim()}>
            {t("practice.code.play")}
          </button>
        </div>
        {codeProblem && (
          <p id="board-code-problem" class="problem" role="alert">
            {codeProblem}
          </p>
        )}
      </form>
      <section class="card" aria-labelledby="bests-title">
        <h2 id="bests-title">{t("practice.bests.yours")}</h2>
        <BestsTable highlight={challenge?.board.size ?? o.size} language={challenge?.language ?? o.language} />
        <p class="small muted">{t("practice.bests.device")}</p>
      </section>
      <div class="page-footer">
        <LanguageSwitch />
      </div>
    </div>
  );
}
