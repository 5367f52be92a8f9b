/**
 * A ranked table's link to the ranked database: it reports players who are out (so the
 * lobby stops sending them back, and no-shows wait before queueing again), a called-off
 * match, and the final result. The result is applied exactly once by the store (the
 * table id is the key); until a report is stored the table's alarm keeps retrying it,
 * and the table is not cleaned up.
 */
import type { MatchState } from "../game/match.ts";
import { finalPlaces, newlyOut, noShows } from "../game/ranked.ts";
import { rankedOutcome } from "../game/ranked-watch.ts";
import { recordResult } from "./results-store.ts";
import { judgePaced } from "./paced-store.ts";
import { cancelRankedMatch, markOut, recordNoShow } from "./store.ts";
import type { RatingChange, ResultsResponse, UnratedReason } from "../protocol.ts";
import type { RankedSettlement } from "../game/ranked.ts";
import type { Owed, Settlement } from "../game/modes/index.ts";
import { owesReport } from "../game/modes/ranked.ts";
import { logEvent } from "../log.ts";
import { resultsView } from "../table/view.ts";

/** The port a table settles its ranked mode's debts through (src/tables.ts gives it to the table). */
export function settleRatings(env: { DB: D1Database }, owed: Owed): Promise<Settlement | null> {
  return syncRanked(env.DB, owed.state);
}

/** Send the database whatever the table owes it. Throws if the database fails (retry later). */
export async function syncRanked(db: D1Database, state: MatchState): Promise<RankedSettlement | null> {
  const ranked = state.ranked;
  if (!ranked || !owesReport(state)) return null;
  const out = newlyOut(state);
  // Misses first: a called-off match below puts whoever is not a miss at the front of the queue.
  const now = Date.now();
  await Promise.all(noShows(state, out).map((playerId) => recordNoShow(db, { playerId, tableId: state.tableId, at: now, kind: "noshow" })));
  await markOut(db, state.tableId, out);
  const done: RankedSettlement = {
    reportedOut: [...ranked.reportedOut, ...out], reported: ranked.reported, ratings: ranked.ratings, unrated: ranked.unrated ?? null,
  };
  if (!ranked.reported && state.phase === "finished") {
    const places = finalPlaces(state);
    if (ranked.cancelled || !places) {
      await cancelRankedMatch(db, state.tableId, Date.now());
    } else {
      const outcome = rankedOutcome(state);
      // The paced-solver rule judges each player's rounds of this match with their earlier ones;
      // a player it flags now is reported flagged, as the solver flag's are (placed last, victims refunded).
      const paced = await judgePaced(db, ranked.players.map((p) => ({
        playerId: p.playerId, marks: (ranked.watch?.verdicts ?? []).filter((v) => v.seat === p.seat && v.marks).map((v) => v.marks!),
      })), "ranked", state.results!.finishedAt, false);
      // Whoever aborted it misses it, as a no-show does: a queue cooldown (src/ranked/cooldown.ts).
      await Promise.all(outcome.abortedBy.map((playerId) => recordNoShow(db, { playerId, tableId: state.tableId, at: now, kind: "abort" })));
      const stored = await recordResult(
        db,
        {
          tableId: state.tableId, finishedAt: state.results!.finishedAt, places,
          aborted: outcome.unrated === "aborted", abortedBy: outcome.abortedBy, flagged: [...new Set([...outcome.flagged, ...paced.newly])],
        },
        (ratings, unrated) => rankedResults(state, ratings, unrated, outcome.abortedBy),
      );
      done.ratings = stored?.ratings ?? null;
      done.unrated = stored?.unrated ?? null;
      if (done.ratings) {
        logEvent({
          event: "ranked_result_stored", tableId: state.tableId, players: places.length, durationMs: state.results!.finishedAt - state.createdAt,
          ...(done.unrated ? { unrated: done.unrated } : {}),
        });
      }
    }
    done.reported = true;
  }
  return done;
}

/** A ranked match's full results, as stored in the database and served after clean-up. */
export function rankedResults(
  state: MatchState, ratings: RatingChange[], unrated: UnratedReason | null = null, abortedBy: readonly string[] = [],
): ResultsResponse {
  return {
    ...resultsView(state)!, ranked: true, ratings, roundLists: state.ranked?.roundLists ?? [],
    ...(unrated ? { unrated } : {}), ...(unrated === "aborted" ? { abortedBy: [...abortedBy] } : {}),
  };
}
