/** The arena's chunk: the play page, a round's results page and an event's standings. */
import "../i18n/english-pages.ts";
import "../ranked/ranked.css";
import "./arena.css";
import { ArenaPage } from "./ArenaPage.tsx";
import { ArenaRoundPage } from "./ArenaRoundPage.tsx";
import { EventPage } from "./EventPage.tsx";
import type { ArenaRoute } from "./routes.ts";

export function ArenaPages({ route }: { route: ArenaRoute }) {
  if (route.page === "event") return <EventPage key={route.eventId} eventId={route.eventId} />;
  return route.page === "round" ? <ArenaRoundPage key={route.roundId} roundId={route.roundId} /> : <ArenaPage />;
}
