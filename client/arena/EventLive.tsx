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
import { EventBanner, useArenaEvents, type ListedEvent } from "./EventBanner.tsx";
import { EventTable } from "./EventTable.tsx";
import { getArenaEvent } from "./events-api.ts";

/** When after a round's results the standings are read again (the shards' D1 writes, slower under load). */
const AFTER_RESULTS_MS = [3_000, 8_000, 15_000];

export function EventLive({ arena, identity, refresh }: { arena: ArenaKey; identity: Identity | null; refresh: number }) {
  const { events, now } = useArenaEvents(arena);
  // Of the events on (a sprint inside the daily marathon), the one ending first: its standings move most.
  // Once its window has closed its last round is still played and scored: it stays until another is on.
  const last = useSignal<ListedEvent | null>(null);
  const running = events.filter((e) => e.startsAt <= now).sort((a, b) => a.endsAt - b.endsAt)[0] ?? null;
  if (running && running.id !== last.value?.id) last.value = running;
  const on = running ?? last.value;
  const standings = useSignal<ArenaEventResponse | null>(null);
  useEffect(() => {
    standings.value = null;
    if (!on) return;
    let live = true;
    const read = () => getArenaEvent(on.id, identity?.playerId).then((s) => live && (standings.value = s), () => undefined);
    void read();
    // The shards write a round's points as its results go out: read again once they have (later under load).
    const again = refresh > 0 ? AFTER_RESULTS_MS.map((ms) => setTimeout(read, ms)) : [];
    return () => {
      live = false;
      for (const t of again) clearTimeout(t);
    };
  }, [on?.id, refresh, identity?.playerId]);
  const s = standings.value;
  return (
    <section class="card event-live" aria-labelledby="event-live-title">
      <h2 id="event-live-title">{t("arena.event.standings")}</h2>
      <EventBanner arena={arena} limit={2} />
      {on && s && s.id === on.id && (running || s.you) && <Standing s={s} />}
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
