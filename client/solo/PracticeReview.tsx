/**
 * The end of a practice round: the score sheet's three figures (points, words, longest
 * word) against the personal bests, with "New best" where one fell, then the board
 * beside the player's words and the board's full solution. Pointing at, focusing or
 * tapping any word lights its path and shows what it means. A given board ("Play this
 * board") is unrated: no personal bests, and the score stands beside the original
 * players' instead. Every round shows its board code, to replay or pass on.
 */
import { useSignal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import { Board } from "../components/Board.tsx";
import { BoardCode } from "../components/BoardCode.tsx";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { WordMeaning } from "../components/WordMeaning.tsx";
import { navigate } from "../state/route.ts";
import { BestsTable } from "./BestsTable.tsx";
import { personalBest, type NewBests } from "./bests.ts";
import { SIZE_LABEL } from "./options.ts";
import type { Challenge } from "./challenge.ts";
import type { PracticeResult, PracticeRound } from "./practice.ts";

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
  const best = first ? null : personalBest(size);
  const anyBest = beat.points || beat.words || beat.longest;
  const found = new Set(round.words.map((w) => w.word));
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
        <h1 id="practice-result-title">{first ? "Your first round on this board" : anyBest ? "New personal best!" : "Round over"}</h1>
        <p class="muted">
          {SIZE_LABEL[size]} board · {round.solution.length} words on it · solitaire scoring{challenge && " · this board, unrated"}
          {first && " · these are now your bests to beat"}
        </p>
        {challenge && challenge.theirs.length > 0 && <Comparison points={result.points} theirs={challenge.theirs} />}
        <dl class="figures">
          <Figure label="Points" value={String(result.points)} isBest={beat.points} best={best && !challenge ? String(best.points) : null} />
          <Figure label="Words found" value={String(result.words)} isBest={beat.words} best={best && !challenge ? String(best.words) : null} />
          <Figure
            label="Longest word"
            value={result.longest ? result.longest.toUpperCase() : "—"}
            isBest={beat.longest}
            best={best?.longest && !challenge ? best.longest.toUpperCase() : null}
          />
        </dl>
        <div class="actions center">
          <button type="button" class="primary big" onClick={onAgain}>
            {challenge ? "Play a new board" : "Play again"}
          </button>
          <button type="button" onClick={onChangeOptions}>
            Change options
          </button>
          <button type="button" onClick={() => navigate("/")}>
            Home
          </button>
        </div>
      </section>

      <section class="round-review" aria-labelledby="practice-review-title">
        <h2 id="practice-review-title">The board</h2>
        <div class="review-grid">
          <div class="review-left">
            <div class="review-board">
              <Board cells={round.board.cells} path={lit.value} label="Board of the round" />
              <WordMeaning word={chosen.value} />
            </div>
            <BoardCode cells={round.board.cells} onPlay={onReplay} />
          </div>
          <div class="lists">
            <section class="list you" aria-label="Your words">
              <h3>
                <span>Your words</span>
                <span class="score">
                  {result.points} {result.points === 1 ? "pt" : "pts"}
                </span>
              </h3>
              <ul>
                {round.words.map((w) => (
                  <li key={w.word}>
                    {wordButton(
                      w.word,
                      w.path,
                      <>
                        <span class="w">{w.word}</span>
                        <span class="pts">
                          +{w.points}
                          <span class="visually-hidden"> {w.points === 1 ? "point" : "points"}</span>
                        </span>
                      </>,
                    )}
                  </li>
                ))}
                {round.words.length === 0 && <li class="muted small">No words</li>}
              </ul>
            </section>
            <section class="list solution" aria-label={`Every word on this board, ${solution.length}`}>
              <h3>
                <span>Every word on this board</span>
                <span class="score muted">
                  {found.size} of {solution.length}
                </span>
              </h3>
              <ul>
                {solution.map((w) => (
                  <li key={w.word} class={found.has(w.word) ? "got" : undefined}>
                    {wordButton(
                      w.word,
                      w.path,
                      <>
                        <span class="w">{w.word}</span>
                        {found.has(w.word) && (
                          <span class="pts">
                            ✓<span class="visually-hidden">, you found it</span>
                          </span>
                        )}
                      </>,
                    )}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </section>

      <section class="card" aria-labelledby="practice-bests-title">
        <h2 id="practice-bests-title">Personal bests</h2>
        <BestsTable highlight={size} />
      </section>
    </div>
  );
}

type ComparisonRow = { name: string; score: number; you: boolean };

const COMPARISON_COLUMNS: readonly Column<ComparisonRow>[] = [
  { label: "Player", names: true, cell: (r) => r.name },
  { label: "Points", num: true, cell: (r) => r.score },
];

/** Your points on the board beside the original players' at their table, best first. */
function Comparison({ points, theirs }: { points: number; theirs: Challenge["theirs"] }) {
  const rows = [{ name: "You (practice)", score: points, you: true }, ...theirs.map((t) => ({ ...t, you: false }))].sort((a, b) => b.score - a.score || Number(b.you) - Number(a.you));
  return (
    <DataTable
      class="standings comparison"
      caption="You and the players of this board"
      columns={COMPARISON_COLUMNS}
      rows={rows}
      rowKey={(_, i) => i}
      marked={(r) => r.you}
      foot="Their points are as their table scored them (with its rules, shared words cancelled where it cancelled them); yours are solitaire."
    />
  );
}

function Figure({ label, value, isBest, best }: { label: string; value: string; isBest: boolean; best: string | null }) {
  return (
    <div class={isBest ? "figure best" : "figure"}>
      <dt>{label}</dt>
      <dd>
        <span class="figure-value">{value}</span>
        {isBest ? <span class="tag new-best">New best</span> : best !== null && <span class="small muted">Best: {best}</span>}
      </dd>
    </div>
  );
}
