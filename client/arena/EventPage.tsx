/**
 * `/arena/e/<eventId>`: an event's podium and whole standings (its best 100, the count of
 * everyone), kept for good; while it runs, a note that they change after each round and
 * the viewer's own place. The link a player shares (its preview: src/previews/).
 */
import "../i18n/english-pages.ts";
import { NotFound } from "../components/NotFound.tsx";
import { momentText, t } from "../i18n/index.ts";
import { apiErrorText } from "../i18n/page-errors.ts";
import { LoadProblem } from "../ranked/LeaderboardPage.tsx";
import { loadIdentity } from "../ranked/identity.ts";
import { AppLink, Shell } from "../ranked/Shell.tsx";
import { useLoad } from "../ranked/useLoad.ts";
import { EventTable } from "./EventTable.tsx";
import { eventName, getArenaEvent } from "./events-api.ts";

const MEDAL = ["🥇", "🥈", "🥉"];

export function EventPage({ eventId }: { eventId: string }) {
  const me = loadIdentity()?.playerId;
  const { data: e, error, reload } = useLoad(eventId, () => getArenaEvent(eventId, me));
  const title = e ? `${eventName(e.kind)} · ${momentText(e.startsAt)}` : eventName(eventId);
  if (error?.status === 404 || error?.status === 400) return <NotFound body={t("arena.event.unknown")} />;
  if (error || !e) {
    return (
      <Shell title={title}>
        {error ? (
          <section class="card">
            <LoadProblem message={apiErrorText(error.code, error.message, error.status)} retry={reload} />
          </section>
        ) : (
          <p class="card muted" role="status">{t("common.loading")}</p>
        )}
      </Shell>
    );
  }
  const you = e.you ?? null;
  return (
    <Shell title={title} wide>
      <section class="card event-page" aria-labelledby="event-title">
        <h1 id="event-title">{eventName(e.kind)}</h1>
        <p class="event-when">{momentText(e.startsAt)}</p>
        <p class="muted">
          {t("arena.round.summary", { players: e.players })} · {e.running ? t("arena.event.running") : t("arena.event.finished")}
        </p>
        {you && <p class="event-you">{t("arena.event.yourPlace", { place: you.line.place, of: e.players, points: t("common.pts", { n: you.line.points }) })}</p>}
        {e.podium.length > 0 && (
          <>
            <h2>{t("arena.event.podium")}</h2>
            <ol class="event-podium">
              {e.podium.map((l) => (
                <li key={l.playerId} class={`event-step event-step-${l.place}`}>
                  <span class="event-medal" aria-hidden="true">{MEDAL[l.place - 1] ?? ""}</span>
                  <span class="event-podium-name">{l.name}</span>
                  <span class="muted small">{t("arena.live.place", { place: l.place, of: e.players })} · {t("common.pts", { n: l.points })}</span>
                </li>
              ))}
            </ol>
          </>
        )}
        <h2>{t("arena.event.standings")}</h2>
        {e.standings.length === 0 ? <p class="muted">{t("arena.event.empty")}</p> : <EventTable rows={e.standings} caption={t("arena.event.standings")} />}
        <details class="event-rules">
          <summary>{t("arena.event.points")}</summary>
          <p class="muted small">{t("arena.event.rules")}</p>
        </details>
        <p>
          <AppLink href="/arena">{t("arena.event.back")}</AppLink>
        </p>
      </section>
    </Shell>
  );
}
