/**
 * Beyond the paper: the referee. Type the tray (reading order, Qu as one die) and the
 * "Is it a word?" box answers the three questions a table argues about: is it in the
 * dictionary, can it be traced on this tray, and what is it worth under the sheet's
 * settings. When the timer is not running the tray's whole solution is one tap away,
 * everyday words first (SCOWL levels, as the game's "nobody found" list), with meanings
 * where the language has them (WordNet is English).
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { minLengthOf, tableFor } from "../../src/game/house-rules.ts";
import { findPath } from "../../src/game/paths.ts";
import { scoreWord } from "../../src/game/scoring.ts";
import { solutionInOrder } from "../../src/game/unfound.ts";
import { runsOutAt, timerPhase } from "../../src/game/sheet/timer.ts";
import { foldEntry, isSpelledIn } from "../../src/lang/languages.ts";
import { LANGUAGES, type Language } from "../../src/protocol.ts";
import { Board } from "../components/Board.tsx";
import { WordMeaning } from "../components/WordMeaning.tsx";
import { t } from "../i18n/index.ts";
import { writtenIn } from "../solo/dictionary.ts";
import { useTick } from "../state/clock.ts";
import { languageName } from "../state/words.ts";
import { saveTray, sheet, timer, trayDraft } from "./store.ts";
import { currentTray, dictionaries, trayLanguage, wantDictionary } from "./tray.ts";

interface Ruling {
  word: string;
  letters: boolean;
  inDictionary: boolean;
  path: number[] | null;
  points: number;
  tooShort: boolean;
}

export function RefereePanel() {
  const language = trayLanguage();
  useEffect(() => wantDictionary(language), [language]);
  const now = useTick(runsOutAt(timer.value));
  const entry = useSignal("");
  const ruling = useSignal<Ruling | null>(null);
  const showAll = useSignal(false);
  const chosen = useSignal<{ word: string; path: number[] } | null>(null);
  const dict = dictionaries.value[language];
  const tray = currentTray();
  const board = tray?.ok ? tray.board : null;
  const settings = sheet.value.settings;
  const min = minLengthOf(settings);
  const running = ["running", "last_ten"].includes(timerPhase(timer.value, now));
  const written = writtenIn(language);

  const judge = () => {
    if (!dict || dict === "failed") return;
    const word = foldEntry(language, entry.value);
    if (word === "") return;
    const letters = isSpelledIn(language, word);
    const inDictionary = letters && dict.has(word);
    const path = board && letters ? findPath(board, word) : null;
    const tooShort = word.length < min;
    const counts = inDictionary && !tooShort && (board === null || path !== null);
    const points = counts ? scoreWord(word, tableFor(settings, board?.size ?? (settings.board === "6x6" ? 6 : settings.board === "5x5" ? 5 : 4))) : 0;
    ruling.value = { word, letters, inDictionary, path, points, tooShort };
  };

  const solution = board && dict && dict !== "failed"
    ? solutionInOrder(dict.solve(board.cells, min).map((w) => ({ ...w, level: dict.level?.(w.word) ?? 0 })))
    : [];
  const lit = chosen.value?.path ?? ruling.value?.path ?? [];

  return (
    <section class="card kitchen-referee" aria-labelledby="kitchen-referee-title">
      <h2 id="kitchen-referee-title">{t("kitchen.referee.title")}</h2>
      <p class="muted small">{t("kitchen.referee.about")}</p>
      <div class="referee-fields">
        <p>
          <label for="kitchen-language">{t("kitchen.referee.language")}</label>{" "}
          <select
            id="kitchen-language"
            value={language}
            onChange={(e) => saveTray({ text: trayDraft.value?.text ?? "", language: e.currentTarget.value as Language })}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>{languageName(l)}</option>
            ))}
          </select>
        </p>
        <label for="kitchen-tray">{t("kitchen.referee.tray")}</label>
        <textarea
          id="kitchen-tray"
          rows={2}
          autocomplete="off"
          spellcheck={false}
          placeholder={t("kitchen.referee.trayExample")}
          aria-describedby="kitchen-tray-hint"
          value={trayDraft.value?.text ?? ""}
          onInput={(e) => {
            saveTray({ text: e.currentTarget.value, language });
            showAll.value = false;
            chosen.value = null;
            ruling.value = null;
          }}
        />
        <p id="kitchen-tray-hint" class="muted small">{t("kitchen.referee.trayHint")}</p>
        {tray && !tray.ok && (
          <p class="problem" role="alert">
            {tray.code === "tray_length" ? t("kitchen.referee.trayLength", { n: tray.count ?? 0 }) : t("kitchen.referee.trayLetter")}
          </p>
        )}
      </div>
      {board && (
        <div class="referee-board">
          <Board cells={board.cells} path={lit} label={t("kitchen.referee.boardLabel")} />
        </div>
      )}
      {dict === undefined && <p class="muted small" role="status">{t("kitchen.referee.loading")}</p>}
      {dict === "failed" && (
        <p class="problem" role="alert">
          {t("kitchen.referee.failed")}{" "}
          <button type="button" class="quiet" onClick={() => wantDictionary(language)}>{t("common.tryAgain")}</button>
        </p>
      )}
      <form
        class="is-it-a-word"
        onSubmit={(e) => {
          e.preventDefault();
          chosen.value = null;
          judge();
        }}
      >
        <label for="kitchen-word">{t("kitchen.referee.isItAWord")}</label>
        <div class="code-row">
          <input id="kitchen-word" type="text" autocomplete="off" spellcheck={false} value={entry.value} onInput={(e) => (entry.value = e.currentTarget.value)} />
          <button type="submit" class="primary" disabled={!dict || dict === "failed"}>{t("kitchen.referee.check")}</button>
        </div>
      </form>
      {ruling.value && <RulingText r={ruling.value} board={board !== null} min={min} written={written(ruling.value.word)} />}
      {board && dict && dict !== "failed" && (
        <div class="referee-solution">
          {running ? (
            <p class="muted small">{t("kitchen.referee.afterTimer")}</p>
          ) : !showAll.value ? (
            <button type="button" onClick={() => (showAll.value = true)}>{t("review.showAll", { n: solution.length })}</button>
          ) : (
            <>
              <WordMeaning word={chosen.value?.word ?? null} written={chosen.value ? written(chosen.value.word) : undefined} language={language} />
              <section class="list solution" aria-label={t("review.allWords.label", { n: solution.length })}>
                <h3>{t("review.allWords", { n: solution.length })}</h3>
                <ul>
                  {solution.map((w) => (
                    <li key={w.word}>
                      <button
                        type="button"
                        class={chosen.value?.word === w.word ? "word-btn on" : "word-btn"}
                        aria-pressed={chosen.value?.word === w.word}
                        onClick={() => (chosen.value = { word: w.word, path: findPath(board, w.word) ?? [] })}
                      >
                        <span class="w">{written(w.word)}</span>
                        {w.rare && <span class="rare muted small" title={t("review.rare.title")}>{t("review.rare")}</span>}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** The three answers, in words. */
function RulingText({ r, board, min, written }: { r: Ruling; board: boolean; min: number; written: string }) {
  const shown = written.toUpperCase();
  return (
    <div class="ruling" role="status" aria-live="polite">
      {!r.letters ? (
        <p class="bad">{t("verdict.invalid")}</p>
      ) : (
        <ul>
          <li class={r.inDictionary ? "good" : "bad"}>{r.inDictionary ? t("kitchen.referee.inDictionary", { word: shown }) : t("kitchen.referee.notInDictionary", { word: shown })}</li>
          {board && <li class={r.path ? "good" : "bad"}>{r.path ? t("kitchen.referee.onTray") : t("kitchen.referee.notOnTray")}</li>}
          {r.tooShort && <li class="bad">{t("verdict.too_short", { min })}</li>}
          <li class="points"><strong>{t("kitchen.referee.worth", { n: r.points })}</strong></li>
        </ul>
      )}
    </div>
  );
}
