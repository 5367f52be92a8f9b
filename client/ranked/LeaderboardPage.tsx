/**
 * `/leaderboard`: established players who played in the last week, best first, by the
 * server's conservative rating. New players are provisional and not listed yet; the
 * page says so, and links to the player's own profile where their rating shows.
 */
import type { LeaderboardRow } from "../../src/protocol.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { loadIdentity } from "./identity.ts";
import { getLeaderboard } from "./api.ts";
import { ratingText } from "./rating.ts";
import { AppLink, PlayRanked, Shell } from "./Shell.tsx";
import { useLoad } from "./useLoad.ts";

const COLUMNS: readonly Column<LeaderboardRow>[] = [
  { label: "#", num: true, cell: (p) => p.rank },
  { label: "Player", names: true, cell: (p) => <AppLink href={`/p/${p.playerId}`}>{p.name}</AppLink> },
  { label: "Rating", num: true, cell: (p) => ratingText(p.rating) },
  { label: "Games", num: true, class: "wide-only", cell: (p) => p.games },
  { label: "Wins", num: true, cell: (p) => p.wins },
];

/** The leaderboard page. */
export function LeaderboardPage() {
  const { data, error, reload } = useLoad("leaderboard", () => getLeaderboard(100));
  const me = loadIdentity();
  return (
    <Shell title="Leaderboard">
      <section class="card" aria-labelledby="lb-title">
        <h2 id="lb-title">Leaderboard</h2>
        <p class="muted small">
          Players with an established rating who played ranked in the last 7 days. A rating stays provisional (shown with a
          “?”) for the first few games.
        </p>
        {error ? (
          <LoadProblem message={error.message} retry={reload} />
        ) : !data ? (
          <p class="muted" role="status">
            Loading…
          </p>
        ) : data.length === 0 ? (
          <p class="empty">Nobody is listed yet: ratings become established after a few ranked games.</p>
        ) : (
          <div class="table-scroll">
            <DataTable
              class="ranked-table"
              caption="Best rated players"
              hiddenCaption
              columns={COLUMNS}
              rows={data}
              rowKey={(p) => p.playerId}
              you={(p) => p.playerId === me?.playerId}
            />
          </div>
        )}
        <PlayRanked />
      </section>
    </Shell>
  );
}

/** A failed load, said plainly, with a way to try again. */
export function LoadProblem({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div role="alert">
      <p class="problem">{message}</p>
      <button type="button" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
