/**
 * The ranked part of the client, loaded on demand (see client/lazy.tsx): the pages
 * behind the ranked routes and the ranked pieces of a table screen.
 */
import { AdoptPage } from "./AdoptPage.tsx";
import { LeaderboardPage } from "./LeaderboardPage.tsx";
import { ProfilePage } from "./ProfilePage.tsx";
import { RankedPage } from "./RankedPage.tsx";
import { ResultsPage } from "./ResultsPage.tsx";
import type { RankedRoute } from "./routes.ts";
import "./ranked.css";

export { RankedArrival, RankedCancelled, RankedOutcome } from "./RankedTable.tsx";

/** The page for a ranked route. */
export function RankedPages({ route }: { route: RankedRoute }) {
  switch (route.page) {
    case "ranked":
      return <RankedPage />;
    case "leaderboard":
      return <LeaderboardPage />;
    case "profile":
      return <ProfilePage key={route.playerId} playerId={route.playerId} />;
    case "results":
      return <ResultsPage key={route.tableId} tableId={route.tableId} />;
    case "device":
      return <AdoptPage />;
  }
}
