/**
 * The live standings of the event under way, under the arena's play (read again after
 * each round's results, when the sheets have the round): your place, the top 10 and the
 * players just above and below you, the points table, and the link to the whole
 * standings. Places are exact: counted from every player's total, whatever the shard.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { ArenaEventLine, ArenaEventResponse, ArenaKey } from "../../src/protocol.ts";
import { t } from "../i18n/index.ts";
import type { Identity } from "../ranked/identity.ts";
import { AppLink } from "../ranked/Shell.tsx";
import { EventBanner, useArenaEvents } from "./EventBanner.tsx";
import { EventTable } from "./EventTable.tsx";
import { getArenaEvent } from "./events-api.ts";

/** How long after a round's results the standings are read again (the shards' D1 writes). */
const AFTER_RESULTS_MS = 4_000;

export function EventLive({ arena, identity, refresh }: { arena: ArenaKey; identity: Identity | null; refresh: number }) {
  const { events, now } = useArenaEvents(arena);
  const on = events.find((e) => e.startsAt <= now) ?? null;
  const standings = useSignal<ArenaEventResponse | null>(null);
  useEffect(() => {
    standings.value = null;
    if (!on) return;
    let live = true;
    const read = () => getArenaEvent(on.id, identity?.playerId).then((s) => live && (standings.value = s), () => undefined);
    void read();
    // The shards write a round's points as its results go out: read again once they have.
    const again = refresh > 0 ? setTimeout(read, AFTER_RESULTS_MS) : undefined;
    return () => {
      live = false;
      clearTimeout(again);
    };
  }, [on?.id, refresh, identity?.playerId]);
  const s = standings.value;
  return (
    <section class="card event-live" aria-labelledby="event-live-title">
      <h2 id="event-live-title">{t("arena.event.standings")}</h2>
      <EventBanner arena={arena} limit={2} />
      {on && s && s.id === on.id && <Standing s={s} />}
      <details class="event-rules">
        <summary>{t("arena.event.points")}</summary>
        <p class="muted small">{t("arena.event.rules")}</p>
      </details>
      {on && (
        <p>
          <AppLink href={`/arena/e/${on.id}`}>{t("arena.event.page")}</AppLink>
        </p>
      )}
    </section>
  );
}

function Standing({ s }: { s: ArenaEventResponse }) {
  const you = s.you ?? null;
  const near: ArenaEventLine[] = you ? [...you.above, you.line, ...you.below] : [];
  const inTop = !!you && s.standings.slice(0, 10).some((l) => l.playerId === you.line.playerId);
  return (
    <>
      <p class="event-you" role="status">
        {you ? t("arena.event.yourPlace", { place: you.line.place, of: s.players, points: t("common.pts", { n: you.line.points }) }) : t("arena.event.notYet")}
      </p>
      {s.standings.length === 0 ? (
        <p class="muted">{t("arena.event.empty")}</p>
      ) : (
        <>
          <h3>{t("arena.results.top")}</h3>
          <EventTable rows={s.standings.slice(0, 10)} caption={t("arena.results.top")} />
          {you && !inTop && (
            <>
              <h3>{t("arena.results.neighbours")}</h3>
              <EventTable rows={near} caption={t("arena.results.neighbours")} />
            </>
          )}
        </>
      )}
    </>
  );
}
