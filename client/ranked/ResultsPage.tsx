/**
 * `/r/<tableId>`: a finished match, for anyone with the link: final standings (a together
 * match: the team's stars per round and its best), points per round, and each round's
 * board with every player's list (shared words struck).
 * Ranked results are kept for good; a casual table's for a day after it ends.
 */
import "../i18n/english-pages.ts";
import type { ResultsResponse } from "../../src/protocol.ts";
import { RoundReview } from "../components/Review.tsx";
import { ScoreChart } from "../components/ScoreChart.tsx";
import { Standings } from "../components/Standings.tsx";
import { TeamStars } from "../components/TeamReview.tsx";
import { settingsSummary, unusualRules } from "../state/words.ts";
import { getResults } from "./api.ts";
import { LoadProblem } from "./LeaderboardPage.tsx";
import { RatingChanges } from "./RankedTable.tsx";
import { unratedText } from "./rating.ts";
import { Shell } from "./Shell.tsx";
import { useLoad } from "./useLoad.ts";
import { momentText, t } from "../i18n/index.ts";
import { apiErrorText } from "../i18n/page-errors.ts";

/** The results page for one table. */
export function ResultsPage({ tableId }: { tableId: string }) {
  const { data, error, reload } = useLoad(tableId, () => getResults(tableId));
  return (
    <Shell title={t("results.title")} wide>
      {error ? (
        <section class="card">
          <h2>{t("results.title")}</h2>
          {error.status === 404 ? (
            <p>{t("results.none")}</p>
          ) : (
            <LoadProblem message={apiErrorText(error.code, error.message, error.status)} retry={reload} />
          )}
        </section>
      ) : !data ? (
        <p class="card muted" role="status">
          {t("common.loading")}
        </p>
      ) : (
        <Results r={data} />
      )}
    </Shell>
  );
}

function Results({ r }: { r: ResultsResponse }) {
  const rows = [...r.standings].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const series = rows.map((s) => ({ name: s.name, scores: r.rounds.find((x) => x.seat === s.seat)?.scores ?? [] }));
  const when = new Date(r.finishedAt);
  return (
    <>
      <section class="card results" aria-labelledby="results-title">
        <h2 id="results-title">
          {r.ranked ? t("results.heading.ranked") : t("results.heading")}
          {r.ranked && <span class="tag">{t("results.rankedTag")}</span>}
        </h2>
        <p class="muted small">
          {t("results.finished")} <time dateTime={when.toISOString()}>{momentText(r.finishedAt)}</time> ·{" "}
          {r.ranked ? t("results.rankedRules") : settingsSummary(r.settings)}
        </p>
        {!r.ranked && unusualRules(r.settings).length > 0 && <p class="muted small">{unusualRules(r.settings).join(" · ")}</p>}
        {/* A together match, as at its end: the team's stars, and nobody placed. */}
        {r.team ? <TeamStars team={r.team} labelledBy="results-title" /> : <Standings rows={rows} you={-1} caption={t("standings.final")} />}
        {series.some((s) => s.scores.length > 0) && <ScoreChart series={series} />}
        {r.unrated && <p class="unrated-note">{unratedText(r.unrated)}</p>}
        {r.ratings && r.ratings.length > 0 && <RatingChanges ratings={r.ratings} you={-1} />}
      </section>
      {!r.roundLists?.length && (
        <p class="card muted small">{t("results.noLists")}</p>
      )}
      {(r.roundLists ?? []).map((review) => (
        <div key={review.round} class="card">
          <RoundReview review={review} you={-1} title={review.tieBreak ? t("table.roundLabel.tieBreak") : t("chart.round", { n: review.round })} cancellation={r.ranked ? true : r.settings.cancellation} language={r.settings.language} playInNewTab={false} />
        </div>
      ))}
    </>
  );
}
