/**
 * `/r/<tableId>`: a finished match, for anyone with the link: final standings, points
 * per round, and each round's board with every player's list (shared words struck).
 * Ranked results are kept for good; a casual table's for a day after it ends.
 */
import type { ResultsResponse } from "../../src/protocol.ts";
import { RoundReview } from "../components/Review.tsx";
import { ScoreChart } from "../components/ScoreChart.tsx";
import { Standings } from "../components/Standings.tsx";
import { settingsSummary } from "../state/words.ts";
import { getResults } from "./api.ts";
import { LoadProblem } from "./LeaderboardPage.tsx";
import { RatingChanges } from "./RankedTable.tsx";
import { unratedText } from "./rating.ts";
import { Shell } from "./Shell.tsx";
import { useLoad } from "./useLoad.ts";

/** The results page for one table. */
export function ResultsPage({ tableId }: { tableId: string }) {
  const { data, error, reload } = useLoad(tableId, () => getResults(tableId));
  return (
    <Shell title="Results" wide>
      {error ? (
        <section class="card">
          <h2>Results</h2>
          {error.status === 404 ? (
            <p>No results here: the match has not finished, or it was a casual table that finished more than a day ago.</p>
          ) : (
            <LoadProblem message={error.message} retry={reload} />
          )}
        </section>
      ) : !data ? (
        <p class="card muted" role="status">
          Loading…
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
          {r.ranked ? "Ranked match" : "Match"} results
          {r.ranked && <span class="tag">ranked</span>}
        </h2>
        <p class="muted small">
          Finished <time dateTime={when.toISOString()}>{when.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}</time> ·{" "}
          {r.ranked ? "3 rounds · 4 × 4 board · Normal (3 min) timer" : settingsSummary(r.settings)}
        </p>
        <Standings rows={rows} you={-1} caption="Final standings" />
        {series.some((s) => s.scores.length > 0) && <ScoreChart series={series} />}
        {r.unrated && <p class="unrated-note">{unratedText(r.unrated)}</p>}
        {r.ratings && r.ratings.length > 0 && <RatingChanges ratings={r.ratings} you={-1} />}
      </section>
      {!r.roundLists?.length && (
        <p class="card muted small">This match's round-by-round boards and lists are no longer kept (a table keeps them for its latest match).</p>
      )}
      {(r.roundLists ?? []).map((review) => (
        <div key={review.round} class="card">
          <RoundReview review={review} you={-1} title={review.tieBreak ? "Tie-break" : `Round ${review.round}`} cancellation={r.ranked ? true : r.settings.cancellation} playInNewTab={false} />
        </div>
      ))}
    </>
  );
}
