/**
 * `/leaderboard`: established players who played in the last week, best first, by the
 * server's conservative rating. New players are provisional and not listed yet; the
 * page says so, and links to the player's own profile where their rating shows.
 */
import { navigate } from "../state/route.ts";
import { loadIdentity } from "./identity.ts";
import { getLeaderboard } from "./api.ts";
import { ratingText } from "./rating.ts";
import { AppLink, Shell } from "./Shell.tsx";
import { useLoad } from "./useLoad.ts";

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
            <table class="ranked-table">
              <caption class="visually-hidden">Best rated players</caption>
              <thead>
                <tr>
                  <th scope="col" class="num">
                    #
                  </th>
                  <th scope="col">Player</th>
                  <th scope="col" class="num">
                    Rating
                  </th>
                  <th scope="col" class="num wide-only">
                    Games
                  </th>
                  <th scope="col" class="num">
                    Wins
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((p) => (
                  <tr key={p.playerId} class={p.playerId === me?.playerId ? "you" : undefined}>
                    <td class="num">{p.rank}</td>
                    <th scope="row">
                      <AppLink href={`/p/${p.playerId}`}>{p.name}</AppLink>
                      {p.playerId === me?.playerId && <span class="tag">you</span>}
                    </th>
                    <td class="num">{ratingText(p.rating)}</td>
                    <td class="num wide-only">{p.games}</td>
                    <td class="num">{p.wins}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div class="actions">
          <button type="button" class="primary" onClick={() => navigate("/ranked")}>
            Play ranked
          </button>
        </div>
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
