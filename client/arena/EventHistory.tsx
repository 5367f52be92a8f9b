/** A player's events on their profile: each event (linking to its standings), their place of how many, and their points. */
import "../i18n/english-pages.ts";
import { DataTable } from "../components/DataTable.tsx";
import { momentText, num, t } from "../i18n/index.ts";
import { AppLink } from "../ranked/Shell.tsx";
import { useLoad } from "../ranked/useLoad.ts";
import { eventName, eventStartOf, getPlayerEvents } from "./events-api.ts";

export function EventHistory({ playerId }: { playerId: string }) {
  const { data } = useLoad(`events-${playerId}`, () => getPlayerEvents(playerId));
  if (!data || data.events.length === 0) return null;
  const label = (id: string) => {
    const start = eventStartOf(id);
    return start === null ? eventName(id) : `${eventName(id)} · ${momentText(start)}`;
  };
  return (
    <section class="card event-history" aria-labelledby="event-history-title">
      <h2 id="event-history-title">{t("arena.event.events")}</h2>
      <DataTable
        class="ranked-table arena-table"
        caption={t("arena.event.events")}
        hiddenCaption
        columns={[
          { label: t("arena.event.event"), names: true, cell: (e) => <AppLink href={`/arena/e/${e.id}`}>{label(e.id)}</AppLink> },
          { label: t("arena.col.place"), num: true, cell: (e) => t("arena.live.place", { place: e.place, of: e.players }) },
          { label: t("arena.col.points"), num: true, cell: (e) => num(e.points) },
        ]}
        rows={data.events}
        rowKey={(e) => e.id}
      />
    </section>
  );
}
