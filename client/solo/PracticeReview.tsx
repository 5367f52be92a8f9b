/**
 * The end of a practice round: the score sheet's three figures (points, words, longest
 * word) against the personal bests, with "New best" where one fell, then the board
 * beside the player's words and the board's full solution. Pointing at, focusing or
 * tapping any word lights its path and shows what it means. A given board ("Play this
 * board") is unrated: no personal bests, and the score stands beside the original
 * players' instead. Every round shows its board code, to replay or pass on.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { Board } from "../components/Board.tsx";
import { BoardCode } from "../components/BoardCode.tsx";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { WordMeaning } from "../components/WordMeaning.tsx";
import { navigate } from "../state/route.ts";
import { BestsTable } from "./BestsTable.tsx";
import { personalBest, type NewBests } from "./bests.ts";
import { sizeLabel } from "./options.ts";
import { writtenIn } from "./dictionary.ts";
import { num, t } from "../i18n/index.ts";
import type { Challenge } from "./challenge.ts";
import type { PracticeResult, PracticeRound } from "./practice.ts";
import { trainingNote } from "./training-text.ts";
import { LazyCoachNote } from "../coach/LazyCoach.tsx";

interface Props {
  round: PracticeRound;
  result: PracticeResult;
  beat: NewBests;
  /** The first round on this board: its figures are the bests to beat, not beaten bests. */
  first: boolean;
  /** The board was given, with the original players' scores: unrated. */
  challenge: Challenge | null;
  onAgain: () => void;
  /** Play this same board again. */
  onReplay: () => void;
  onChangeOptions: () => void;
}

/** Results, bests and the full solution of a finished practice round. */
export function PracticeReview({ round, result, beat: beaten, first, challenge, onAgain, onReplay, onChangeOptions }: Props) {
  const beat = first ? { points: false, words: false, longest: false } : beaten;
  const lit = useSignal<number[]>([]);
  const chosen = useSignal<string | null>(null);
  const size = round.board.size;
  const best = first ? null : personalBest(size, undefined, round.language);
  const anyBest = beat.points || beat.words || beat.longest;
  const found = new Set(round.words.map((w) => w.word));
  // Shown as the language writes them (élève); checked, scored and looked up folded (eleve).
  const written = writtenIn(round.language);
  const solution = [...round.solution].sort((a, b) => b.word.length - a.word.length || a.word.localeCompare(b.word));

  const wordButton = (word: string, path: number[], children: ComponentChildren) => (
    <button
      type="button"
      class={chosen.value === word ? "word-btn on" : "word-btn"}
      aria-pressed={chosen.value === word}
      onMouseEnter={() => ((lit.value = path), (chosen.value = word))}
      onFocus={() => ((lit.value = path), (chosen.value = word))}
      onClick={() => ((lit.value = path), (chosen.value = word))}
    >
      {children}
    </button>
  );

  return (
    <div class="practice-review">
      <section class="card finale" aria-labelledby="practice-result-title">
        <h1 id="practice-result-title">{first ? t("practice.review.first") : anyBest ? t("practice.review.newBest") : t("practice.review.over")}</h1>
        <p class="muted">{t("practice.review.about", { board: sizeLabel(size), n: round.solution.length, replay: !!challenge, first })}</p>
        {round.training && result.training && (
          <p class="training-result" data-complete={result.training.complete}>
            <strong>{trainingNote(round.training)}</strong> · {t("practice.training.result", { found: result.training.found, of: result.training.of })}
            {!challenge && <> · {t("practice.training.unrated")}</>}
          </p>
        )}
        {/* A full board is rare: it gets a word of its own (issue 33, item 9). */}
        {round.solution.length > 0 && round.solution.every((w) => found.has(w.word)) && (
          <p class="every-word" role="status">
            🎉 {t("review.everyWord.you")}
          </p>
        )}
        {challenge && challenge.theirs.length > 0 && <Comparison points={result.points} theirs={challenge.theirs} />}
        <dl class="figures">
          <Figure label={t("standings.points")} value={num(result.points)} isBest={beat.points} best={best && !challenge ? num(best.points) : null} />
          <Figure label={t("practice.review.wordsFound")} value={num(result.words)} isBest={beat.words} best={best && !challenge ? num(best.words) : null} />
          <Figure
            label={t("daily.longestWord")}
            value={result.longest ? written(result.longest).toUpperCase() : t("common.none")}
            isBest={beat.longest}
            best={best?.longest && !challenge ? written(best.longest).toUpperCase() : null}
          />
        </dl>
        {(result.hintCost ?? 0) > 0 && <p class="muted hint-cost">{t("practice.hints.cost", { n: result.hintCost! })}</p>}
        <div class="actions center">
          <button type="button" class="primary big" onClick={onAgain}>
            {challenge ? t("practice.review.newBoard") : t("matchEnd.playAgain")}
          </button>
          <button type="button" onClick={onChangeOptions}>
            {t("practice.review.options")}
          </button>
          <button type="button" onClick={() => navigate("/")}>
            {t("practice.review.home")}
          </button>
        </div>
      </section>

      <LazyCoachNote mode="practice" />
      <section class="round-review" aria-labelledby="practice-review-title">
        <h2 id="practice-review-title">{t("daily.board")}</h2>
        <div class="review-grid">
          <div class="review-left">
            <div class="review-board">
              <Board cells={round.board.cells} path={lit.value} label={t("board.ofRound")} />
              <WordMeaning word={chosen.value} written={chosen.value ? written(chosen.value) : undefined} language={round.language} board={round.board.cells} />
            </div>
            <BoardCode cells={round.board.cells} language={round.language} onPlay={onReplay} />
          </div>
          <div class="lists">
            <section class="list you" aria-label={t("words.title")}>
              <h3>
                <span>{t("words.title")}</span>
                <span class="score">{t("common.pts", { n: result.points })}</span>
              </h3>
              <ul>
                {round.words.map((w) => (
                  <li key={w.word}>
                    {wordButton(
                      w.word,
                      w.path,
                      <>
                        <span class="w">{written(w.word)}</span>
                        <span class="pts">
                          {t("common.gained", { n: w.points })}
                          <span class="visually-hidden"> {t("common.pointsWord", { n: w.points })}</span>
                        </span>
                      </>,
                    )}
                  </li>
                ))}
                {round.words.length === 0 && <li class="muted small">{t("review.noWords")}</li>}
              </ul>
            </section>
            <section class="list solution" aria-label={t("practice.review.solution.label", { n: solution.length })}>
              <h3>
                <span>{t("practice.review.solution")}</span>
                <span class="score muted">{t("lobby.players.count", { n: found.size, of: solution.length })}</span>
              </h3>
              {/* Grouped by length, longest first, each group in as many columns as fit: a phone's
                  one column of two hundred words was nine thousand pixels tall (issue 33, item 10). */}
              {byLength(solution).map(([length, words]) => (
                <div key={length} class="by-length">
                  <h4>{t("rules.letters", { n: length })}</h4>
                  <ul>
                    {words.map((w) => (
                      <li key={w.word} class={found.has(w.word) ? "got" : undefined}>
                        {wordButton(
                          w.word,
                          w.path,
                          <>
                            <span class="w">{written(w.word)}</span>
                            {found.has(w.word) && (
                              <span class="pts">
                                ✓<span class="visually-hidden">{t("practice.review.found.hidden")}</span>
                              </span>
                            )}
                          </>,
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          </div>
        </div>
      </section>

      <section class="card" aria-labelledby="practice-bests-title">
        <h2 id="practice-bests-title">{t("practice.bests")}</h2>
        <BestsTable highlight={size} language={round.language} />
      </section>
    </div>
  );
}

/** The words in groups of one length, longest first (the words already sorted so). */
function byLength<W extends { word: string }>(words: readonly W[]): [number, W[]][] {
  const groups = new Map<number, W[]>();
  for (const w of words) groups.set(w.word.length, [...(groups.get(w.word.length) ?? []), w]);
  return [...groups].sort((a, b) => b[0] - a[0]);
}

type ComparisonRow = { name: string; score: number; you: boolean };

const comparisonColumns = (): readonly Column<ComparisonRow>[] => [
  { label: t("standings.player"), names: true, cell: (r) => r.name },
  { label: t("standings.points"), num: true, cell: (r) => num(r.score) },
];

/** Your points on the board beside the original players' at their table, best first. */
function Comparison({ points, theirs }: { points: number; theirs: Challenge["theirs"] }) {
  const rows = [{ name: t("practice.review.youPractice"), score: points, you: true }, ...theirs.map((t) => ({ ...t, you: false }))].sort((a, b) => b.score - a.score || Number(b.you) - Number(a.you));
  return (
    <DataTable
      class="standings comparison"
      caption={t("practice.review.comparison")}
      columns={comparisonColumns()}
      rows={rows}
      rowKey={(_, i) => i}
      marked={(r) => r.you}
      foot={t("practice.review.comparison.foot")}
    />
  );
}

function Figure({ label, value, isBest, best }: { label: string; value: string; isBest: boolean; best: string | null }) {
  return (
    <div class={isBest ? "figure best" : "figure"}>
      <dt>{label}</dt>
      <dd>
        <span class="figure-value">{value}</span>
        {isBest ? <span class="tag new-best">{t("practice.review.newBestTag")}</span> : best !== null && <span class="small muted">{t("practice.review.best", { best })}</span>}
      </dd>
    </div>
  );
}
