/**
 * The end of a match: the winners, final standings with shared places, a chart of
 * everyone's points round by round, and "Play again" for the same group. The last
 * round's review stays below, so nobody misses how it ended.
 */
import type { StateMessage } from "../../src/protocol.ts";
import type { TableSession } from "../state/session.ts";
import { Reactions } from "./Reactions.tsx";
import { isRanked, RankedOutcome } from "../ranked/lazy.ts";
import { ResultsLink } from "../ranked/ResultsLink.tsx";
import { HouseRules } from "./HouseRules.tsx";
import { MatchMetrics } from "./MatchMetrics.tsx";
import { HouseWords } from "./HouseWords.tsx";
import { RoundReview } from "./Review.tsx";
import { SittingOut } from "./SittingOut.tsx";
import { ScoreChart } from "./ScoreChart.tsx";
import { TeamStars } from "./TeamReview.tsx";
import { rankRows, Standings, type StandingRow } from "./Standings.tsx";
import { list, t } from "../i18n/index.ts";
import "../i18n/english-after-round.ts";

/** The match-end screen. */
export function MatchEnd({ session, state }: { session: TableSession; state: StateMessage }) {
  const end = session.matchEnd.value;
  const review = session.review.value;
  const nameOf = (seat: number) => state.seats.find((s) => s.seat === seat)?.name ?? t("common.seat", { n: seat + 1 });
  const rows: StandingRow[] = end
    ? [...end.standings].sort((a, b) => a.rank - b.rank || a.seat - b.seat)
    : rankRows(state.seats.filter((s) => !s.left || s.bot).map((s) => ({ seat: s.seat, name: s.name, total: s.total })));
  const winners = end ? end.winners : rows.filter((r) => r.rank === 1).map((r) => r.seat);
  // "You and Ann share first place" reads better than your own name in the third person.
  const names = [...winners].sort((a, b) => (a === state.you ? -1 : b === state.you ? 1 : 0)).map((seat) => (seat === state.you ? t("common.youCap") : nameOf(seat)));
  const youWon = winners.includes(state.you);
  // Only the host may start the next match (see docs/protocol.md); others are told who can.
  const host = state.seats.find((s) => s.host);
  const isHost = host?.seat === state.you;
  const hostName = host && !host.bot ? host.name : null;
  const byTieBreak = end?.decidedBy === "tieBreak";
  const together = end?.team;
  const headline = together
    ? t("matchEnd.team.title")
    : names.length === 0
      ? t("matchEnd.over")
      : names.length === 1
        ? youWon
          ? byTieBreak ? t("matchEnd.youWinTieBreak") : t("matchEnd.youWin")
          : byTieBreak ? t("matchEnd.winsTieBreak", { name: names[0]! }) : t("matchEnd.wins", { name: names[0]! })
        : t("matchEnd.shareFirst", { names: list(names), you: youWon });
  // A shared first place can be played off, unless the match ended by forfeit.
  const canTieBreak = winners.length > 1 && end?.decidedBy !== "forfeit" && !together;
  // Any seated person may ask for a rematch; the host sees who asked and answers with Play again.
  const me = state.seats.find((s) => s.seat === state.you && !s.left);
  const asking = state.seats.filter((s) => s.rematch && !s.left && s.seat !== state.you);
  const playAgain = () => session.send({ type: "playAgain" });
  const series = end
    ? rows.map((r) => ({ name: r.name, scores: end.rounds.find((x) => x.seat === r.seat)?.scores ?? [] }))
    : [];

  return (
    <div class="match-end">
      <section class="card finale" aria-labelledby="finale-title">
        <Trophy />
        <h2 id="finale-title">{headline}</h2>
        {together && <TeamStars team={together} />}
        {byTieBreak && names.length > 1 && <p class="muted">{t("matchEnd.stillLevel", { n: end!.tieBreaks })}</p>}
        {byTieBreak && names.length === 1 && <p class="muted">{t("matchEnd.decidedByTieBreak")}</p>}
        {/* Together nobody is placed: the chart and the metrics say what each brought. */}
        {!together && <Standings rows={rows} you={state.you} caption={t("standings.final")} />}
        {series.length > 0 && <ScoreChart series={series} />}
        {end && <MatchMetrics summary={end} nameOf={nameOf} order={rows.map((r) => r.seat)} />}
        <div class="actions center">
          {isRanked(state) ? (
            <RankedOutcome session={session} />
          ) : isHost ? (
            <>
              {canTieBreak && (
                <button type="button" class="primary big" onClick={() => session.send({ type: "tieBreak" })}>
                  {t("matchEnd.playTieBreak")}
                </button>
              )}
              {asking.length > 0 ? (
                <div class="rematch-ask" role="status">
                  <p>{t("matchEnd.rematch.asks", { names: list(asking.map((s) => s.name)), n: asking.length })}</p>
                  <button type="button" class="primary big" onClick={playAgain}>
                    {t("matchEnd.playAgain")}
                  </button>
                </div>
              ) : (
                <button type="button" class={canTieBreak ? "big" : "primary big"} onClick={playAgain}>
                  {t("matchEnd.playAgain")}
                </button>
              )}
            </>
          ) : (
            <>
              {me && !state.watching && (me.rematch ? (
                <p class="rematch-sent" role="status">{t("matchEnd.rematch.asked", { name: hostName ?? "" })}</p>
              ) : (
                <button type="button" class="primary big" onClick={() => session.send({ type: "rematch" })}>
                  {t("matchEnd.rematch.ask")}
                </button>
              ))}
              {!me?.rematch && (
                <p class="muted">
                  {hostName ? t("matchEnd.hostCanStart", { name: hostName, tieBreak: canTieBreak }) : t("matchEnd.theHostCanStart", { tieBreak: canTieBreak })}
                </p>
              )}
            </>
          )}
        </div>
        <Reactions session={session} canSend={!!me && !me.left && !state.watching} />
        {!isRanked(state) && <ResultsLink tableId={state.tableId || session.tableId} />}
        {!isRanked(state) && <HouseWords session={session} state={state} review={review} />}
        {!isRanked(state) &&
          (isHost ? (
            <HouseRules settings={state.settings} onChange={(settings) => session.send({ type: "settings", settings })} duringMatch />
          ) : (
            <HouseRules settings={state.settings} />
          ))}
      </section>
      {review && <SittingOut review={review} state={state} />}
      {review && <RoundReview review={review} you={state.you} cancellation={state.settings.cancellation} language={state.settings.language} title={review.tieBreak ? t("matchEnd.lastRound.tieBreak") : t("matchEnd.lastRound", { round: review.round })} />}
    </div>
  );
}

/** A trophy drawn in SVG, so it looks the same on every device (no emoji font needed). */
function Trophy() {
  return (
    <svg class="trophy" viewBox="0 0 64 64" aria-hidden="true">
      <path d="M20 8h24v14c0 8-5 14-12 14s-12-6-12-14z" fill="#f5b83d" />
      <path d="M20 12H10v4c0 7 5 12 11 12M44 12h10v4c0 7-5 12-11 12" fill="none" stroke="#f5b83d" stroke-width="4" />
      <path d="M28 36h8v10h-8z" fill="#d99a22" />
      <rect x="18" y="46" width="28" height="8" rx="2" fill="#f5b83d" />
      <path d="M26 14l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6L17 21l6-1z" transform="translate(6 0) scale(0.8) translate(4 2)" fill="#fff3cf" />
    </svg>
  );
}
