/**
 * After a round: every player's words side by side, points per word and per player, the
 * longest words nobody found (in the server's order: words a reader may know first,
 * rare ones after, marked "rare"), and the standings. Pointing at, focusing or tapping a
 * word lights its path on the board and shows what it means (WordMeaning.tsx). "Ready"
 * tells the table we want the next round.
 *
 * Scoring is shown as it was counted, so each list's visible points (the penalty line
 * included) add up to the total in its heading: with cancellation on a word two players
 * found is struck out and labelled (colour is never the only sign); with it off the word
 * scores for both, so it shows its points like any other, marked "also found by …".
 */
import { useSignal } from "@preact/signals";
import type { ComponentChildren } from "preact";
import type { Language, RoundEndMessage, StateMessage } from "../../src/protocol.ts";
import { clockText, useTick } from "../state/clock.ts";
import type { TableSession } from "../state/session.ts";
import { Reactions } from "./Reactions.tsx";
import { Board } from "./Board.tsx";
import { BoardCode } from "./BoardCode.tsx";
import { HouseRules } from "./HouseRules.tsx";
import { HouseWords } from "./HouseWords.tsx";
import { SittingOut } from "./SittingOut.tsx";
import { Unfound } from "./Unfound.tsx";
import { LazyCoachNote } from "../coach/LazyCoach.tsx";
import { WordMeaning } from "./WordMeaning.tsx";
import { YourRound } from "./YourRound.tsx";
import { TeamRoundLine } from "./TeamReview.tsx";
import { rankRows, Standings } from "./Standings.tsx";
import { list, t } from "../i18n/index.ts";
import "../i18n/english-after-round.ts";

/** The review screen between rounds. */
export function Review({ session, state }: { session: TableSession; state: StateMessage }) {
  const review = session.review.value;
  if (!review) return <p class="card center muted">{t("review.addingUp")}</p>;
  const me = state.seats.find((s) => s.seat === state.you);
  const readyCount = state.seats.filter((s) => !s.left && !s.bot && s.ready).length;
  const humans = state.seats.filter((s) => !s.left && !s.bot).length;
  const nextAt = state.nextAt ?? review.nextAt;
  return (
    <div class="review">
      <div class="review-actions sticky-actions">
        {nextAt !== null && <NextRoundCountdown at={nextAt} offset={session.clockOffset.value} />}
        {/* Ready is a player's: a watcher (no seat) only sees when the next round starts. */}
        {!me || me.left ? (
          nextAt !== null && <p class="muted">{t("review.readyCount", { n: readyCount, of: humans })}</p>
        ) : me.ready ? (
          <p class="muted">{t("review.readyWaiting", { n: readyCount, of: humans })}</p>
        ) : (
          <button type="button" class="primary big" onClick={() => session.send({ type: "ready" })}>
            {t("review.ready")}
          </button>
        )}
      </div>
      <Reactions session={session} canSend={!!me && !me.left} />
      <SittingOut review={review} state={state} />
      {!state.ranked && !state.watching && <LazyCoachNote mode="table" />}
      <RoundReview
        review={review}
        you={state.you}
        cancellation={state.settings.cancellation}
        language={state.settings.language}
        title={review.tieBreak ? t("review.title.tieBreak") : t("review.title", { round: review.round })}
      >
        <Standings
          rows={
            review.standings?.length
              ? [...review.standings].sort((a, b) => a.rank - b.rank || a.seat - b.seat)
              : rankRows(review.players.map((p) => ({ seat: p.seat, name: p.name, total: p.total })))
          }
          you={state.you}
          caption={t("standings.after", { round: review.round, rounds: state.rounds })}
        />
        {!state.ranked && <HouseWords session={session} state={state} review={review} />}
        {!state.ranked &&
          (me?.host ? (
            <HouseRules settings={state.settings} onChange={(settings) => session.send({ type: "settings", settings })} duringMatch />
          ) : (
            <HouseRules settings={state.settings} />
          ))}
      </RoundReview>
    </div>
  );
}

function NextRoundCountdown({ at, offset }: { at: number; offset: number }) {
  const left = at - (useTick(at - offset) + offset);
  return <p class="countdown">{t("review.nextIn", { clock: clockText(left) })}</p>;
}

/** The board and word lists of one finished round; shared by the review and match end. */
export function RoundReview({
  review,
  you,
  title,
  cancellation = true,
  playInNewTab = true,
  language = "en",
  children,
}: {
  review: RoundEndMessage;
  you: number;
  title: string;
  /** Shared words scored nothing (the table's rule when the round was scored; ranked: always). */
  cancellation?: boolean;
  /** "Play this board" opens practice in a new tab (true at a table, which must stay open). */
  playInNewTab?: boolean;
  /**
   * The language the round was played in (the table's): words are defined in English only,
   * and board codes spell English dice, so another language's round has no "Play this board".
   */
  language?: Language;
  /** Shown under the board (the standings so far). */
  children?: ComponentChildren;
}) {
  const lit = useSignal<number[]>([]);
  const chosen = useSignal<string | null>(null);
  // Shown as the language writes them (élève); checked, scored and looked up folded (eleve).
  const written = (word: string) => review.written?.[word] ?? word;
  const show = (word: string, path: number[]) => {
    lit.value = path;
    chosen.value = word;
  };
  const players = [...review.players].sort((a, b) => (a.seat === you ? -1 : b.seat === you ? 1 : a.seat - b.seat));
  const finders = findersOf(review);
  const foundBy = new Map([...finders].map(([word, by]) => [word, by.map((s) => (s.seat === you ? t("review.alsoFoundBy.you") : s.name))]));

  // The button's name comes from its visible text (plus hidden words that finish the
  // sentence), so what a screen reader says matches what is shown.
  const wordButton = (word: string, path: number[], children: ComponentChildren) => (
    <button
      type="button"
      class={chosen.value === word ? "word-btn on" : "word-btn"}
      aria-pressed={chosen.value === word}
      onMouseEnter={() => show(word, path)}
      onFocus={() => show(word, path)}
      onClick={() => show(word, path)}
    >
      {children}
    </button>
  );

  return (
    <section class="round-review" aria-labelledby={`review-title-${review.round}`}>
      <h2 id={`review-title-${review.round}`}>{title}</h2>
      {review.team ? <TeamRoundLine team={review.team} /> : <YourRound review={review} you={you} written={written} />}
      <div class="review-grid">
        <div class="review-left">
          <div class="review-board">
            <Board cells={review.board} path={lit.value} label={t("board.ofRound")} />
            <WordMeaning word={chosen.value} written={chosen.value ? written(chosen.value) : undefined} language={language} board={review.board} />
          </div>
          {<BoardCode cells={review.board} language={language} theirs={review.players.map((p) => ({ name: p.name, score: p.score }))} newTab={playInNewTab} />}
          {children}
        </div>
        <div class="lists">
          {/* Together: each word is under whoever found it first. */}
          {review.team && <h3 class="who-found">{t("review.team.whoFound")}</h3>}
          {players.map((p) => (
            <section key={p.seat} class={p.seat === you ? "list you" : "list"} aria-label={t("review.wordsOf", { name: p.name })}>
              <h3>
                <span class="list-name" title={p.name}>
                  {p.seat === you ? t("review.nameYou", { name: p.name }) : p.name}
                </span>
                <span class="score">{t("common.pts", { n: p.score })}</span>
              </h3>
              <p class="metric-line muted">
                {t("common.words", { n: p.wordsFound })}
                {p.longest && <> · {t("review.longest", { word: written(p.longest).toUpperCase() })}</>}
              </p>
              <ul>
                {p.words.map((w) => {
                  const cancelled = w.shared && cancellation;
                  const others = w.shared ? finders.get(w.word)!.filter((s) => s.seat !== p.seat).map((s) => (s.seat === you ? t("review.alsoFoundBy.you") : s.name)) : [];
                  return (
                    <li key={w.word} class={cancelled ? "shared" : undefined}>
                      {wordButton(
                        w.word,
                        w.path,
                        <>
                          {cancelled ? <s class="w">{written(w.word)}</s> : <span class="w">{written(w.word)}</span>}
                          {cancelled ? (
                            <span class="pts">
                              {t("review.shared")}<span class="visually-hidden">{t("review.shared.hidden")}</span>
                            </span>
                          ) : (
                            <span class="pts">
                              {t("common.gained", { n: w.points })}
                              <span class="visually-hidden"> {t("common.pointsWord", { n: w.points })}</span>
                            </span>
                          )}
                          {!cancelled && others.length > 0 && <span class="also">{t("review.alsoFoundBy", { names: list(others) })}</span>}
                        </>,
                      )}
                    </li>
                  );
                })}
                {p.penalty > 0 && (
                  <li class="penalty-line">
                    <span class="w" title={p.rejected.join(", ")}>
                      {t("review.refused", { n: p.rejected.length })}
                    </span>
                    <span class="pts">
                      {t("common.lost", { n: p.penalty })}
                      <span class="visually-hidden"> {t("common.pointsWord", { n: p.penalty })}</span>
                    </span>
                  </li>
                )}
                {p.words.length === 0 && <li class="muted small">{t("review.noWords")}</li>}
              </ul>
            </section>
          ))}
          <Unfound review={review} finders={foundBy} wordButton={wordButton} />
        </div>
      </div>
    </section>
  );
}

/** For each word someone found, who found it (in seat order). */
function findersOf(review: RoundEndMessage): Map<string, { seat: number; name: string }[]> {
  const finders = new Map<string, { seat: number; name: string }[]>();
  for (const p of review.players) {
    for (const w of p.words) finders.set(w.word, [...(finders.get(w.word) ?? []), { seat: p.seat, name: p.name }]);
  }
  return finders;
}
