/**
 * The arena's next event, announced with a ticking countdown (home's arena card and the
 * arena page): "Hourly sprint starts in 12:04", or while it runs "Hourly sprint is on:
 * 8:41 left to play a round", with a link to its standings. Joining is playing: every
 * round a player plays inside the event's window counts for it, so the one tap is the
 * arena's own button (home) or nothing at all (the arena page, already playing).
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { ArenaEventsList, ArenaKey } from "../../src/protocol.ts";
import { fromNow, t } from "../i18n/index.ts";
import { clockText, useTick } from "../state/clock.ts";
import { navigate } from "../state/route.ts";
import "./event-banner.css";

/** An event of the calendar as `GET /api/arena/<arena>/events` lists it. */
export type ListedEvent = ArenaEventsList["events"][number];

/** "Hourly sprint" or "Daily marathon", from an event's kind or its id (`en-sprint-…`). */
export function eventName(kindOrId: string): string {
  return kindOrId.includes("marathon") ? t("events.marathon") : t("events.sprint");
}

/** The calendar's next events (plain fetch: this rides in home's bundle, kept small). */
async function getArenaEvents(arena: ArenaKey): Promise<{ now: number; events: ListedEvent[] }> {
  const res = await fetch(`/api/arena/${arena}/events`);
  if (!res.ok) throw new Error(`events: ${res.status}`);
  // The schema is its own chunk, fetched with the answer (this rides in home's bundle).
  const list = (await import("../state/answers.ts")).readEvents(await res.json());
  if (!list) throw new Error("events: unexpected answer");
  return list;
}

/** The events of `arena` on or next (soonest first), fetched again once the first has ended. */
export function useArenaEvents(arena: ArenaKey): { events: ListedEvent[]; now: number } {
  const events = useSignal<ListedEvent[]>([]);
  const offset = useSignal(0);
  const now = useTick() + offset.value;
  const ended = events.value.length > 0 && events.value[0]!.endsAt <= now;
  useEffect(() => {
    let live = true;
    getArenaEvents(arena).then((r) => {
      if (!live) return;
      offset.value = r.now - Date.now();
      events.value = r.events;
    }, () => undefined);
    return () => void (live = false);
  }, [arena, ended]);
  return { events: events.value.filter((e) => e.endsAt > now), now };
}

/** The line announcing `e` at `now`. */
export function eventLine(e: ListedEvent, now: number): string {
  const name = eventName(e.kind);
  if (e.startsAt <= now) return t("events.on", { name, time: clockText(e.endsAt - now) });
  if (e.startsAt - now < 60 * 60_000) return t("events.startsIn", { name, time: clockText(e.startsAt - now) });
  return t("events.startsLater", { name, when: fromNow(e.startsAt, now) });
}

/** One line per event on or next (at most `limit`), each linking to its standings. */
export function EventBanner({ arena, limit = 1, class: cls = "" }: { arena: ArenaKey; limit?: number; class?: string }) {
  const { events, now } = useArenaEvents(arena);
  if (events.length === 0) return null;
  return (
    <ul class={`event-banner ${cls}`}>
      {events.slice(0, limit).map((e) => (
        <li key={e.id} class={e.startsAt <= now ? "event-on" : undefined}>
          <a
            href={`/arena/e/${e.id}`}
            onClick={(ev) => {
              if (ev.ctrlKey || ev.metaKey || ev.shiftKey || ev.button !== 0) return;
              ev.preventDefault();
              navigate(`/arena/e/${e.id}`);
            }}
          >
            <span role="timer" aria-live="off">{eventLine(e, now)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
