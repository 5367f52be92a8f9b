/** The arena's chunk: the play page and a round's results page. */
import "../i18n/english-pages.ts";
import "../ranked/ranked.css";
import "./arena.css";
import { ArenaPage } from "./ArenaPage.tsx";
import { ArenaRoundPage } from "./ArenaRoundPage.tsx";
import type { ArenaRoute } from "./routes.ts";

export function ArenaPages({ route }: { route: ArenaRoute }) {
  return route.page === "round" ? <ArenaRoundPage key={route.roundId} roundId={route.roundId} /> : <ArenaPage />;
}
