/**
 * The ranked pieces of a table screen. Before the match: who the lobby seated and who
 * has arrived (no invite link, options or Start: the table starts itself on the standard
 * rules). After it: everyone's rating before and after, once the table has stored the
 * result, and "Play ranked again"; or, if too few came, that the match was called off.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { RatingChange, StateMessage, UnratedReason } from "../../src/protocol.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { clockText, useTick } from "../state/clock.ts";
import { navigate } from "../state/route.ts";
import type { TableSession } from "../state/session.ts";
import { initialOf } from "../state/names.ts";
import { getResults } from "./api.ts";
import { matchedPlayers } from "./matches.ts";
import { deltaText, unratedText, viewText } from "./rating.ts";
import { AppLink } from "./Shell.tsx";
import { askToNotify } from "./alert.ts";
import { ordinal, t } from "../i18n/index.ts";

/** A ranked table before its match starts. */
export function RankedArrival({ session, state }: { session: TableSession; state: StateMessage }) {
  const seats = state.seats.filter((s) => !s.left);
  const ratings = new Map(matchedPlayers(state.tableId).map((p) => [p.name, p]));
  const here = seats.filter((s) => s.connected || s.bot).length;
  return (
    <section class="card ranked-arrival" aria-labelledby="arrival-title">
      <h2 id="arrival-title">{t("ranked.match")}</h2>
      <p class="muted">{t("ranked.arrival.body")}</p>
      <ul class="seats">
        {seats.map((p) => {
          const r = ratings.get(p.name);
          return (
            <li key={p.seat} class={`seat${p.seat === state.you ? " you" : ""}`}>
              <span class="avatar" aria-hidden="true">
                {initialOf(p.name)}
              </span>
              <span class="seat-who">
                <span class="seat-name">{p.name}</span>
                <span class="seat-note">
                  {p.connected ? t("ranked.arrival.here") : t("ranked.arrival.onTheWay")}
                  {r !== undefined && ` · ${t("ranked.queue.rating", { rating: viewText(r) })}`}
                </span>
              </span>
              {p.seat === state.you && <span class="tag">{t("common.you")}</span>}
            </li>
          );
        })}
      </ul>
      <p class="small muted" role="status">
        {t("ranked.arrival.count", { n: here, of: seats.length })}
      </p>
      {state.startBy != null && here < seats.length && <StartsIn at={state.startBy} offset={session.clockOffset.value} />}
    </section>
  );
}

function StartsIn({ at, offset }: { at: number; offset: number }) {
  const left = at - (useTick() + offset);
  return <p class="countdown">{left > 0 ? t("ranked.arrival.startsIn", { clock: clockText(left) }) : t("ranked.arrival.starting")}</p>;
}

const POLL_MS = 2000;
const POLL_TRIES = 30;

/**
 * The rating changes of a finished ranked match: from the table's `ratings` message, or,
 * if it has not come (a page opened later on another device), from the kept results.
 */
export function RankedOutcome({ session }: { session: TableSession }) {
  const tableId = session.tableId;
  const fromResults = useSignal<{ ratings: RatingChange[]; unrated: UnratedReason | null } | null>(null);
  const gaveUp = useSignal(false);
  const pushed = session.ratings.value?.ratings ?? null;
  useEffect(() => {
    if (pushed) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The table stores the result in the background (retrying until it is stored), so
    // the results may not carry ratings for a moment yet.
    const attempt = async (tries: number) => {
      const r = await getResults(tableId).catch(() => null);
      if (!live) return;
      if (r?.ratings?.length) fromResults.value = { ratings: r.ratings, unrated: r.unrated ?? null };
      else if (tries > 0) timer = setTimeout(() => void attempt(tries - 1), POLL_MS);
      else gaveUp.value = true;
    };
    timer = setTimeout(() => void attempt(POLL_TRIES), POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [tableId, !!pushed]);
  const ratings = pushed ?? fromResults.value?.ratings ?? null;
  const unrated = pushed ? (session.ratings.value?.unrated ?? null) : (fromResults.value?.unrated ?? null);
  const you = session.state.value?.you ?? -1;

  return (
    <div class="ranked-outcome">
      {unrated && <p class="unrated-note">{unratedText(unrated)}</p>}
      {ratings ? (
        <RatingChanges ratings={ratings} you={you} />
      ) : gaveUp.value ? (
        <p class="muted">{t("ranked.outcome.later")}</p>
      ) : (
        <p class="muted" role="status">
          {t("ranked.outcome.updating")}
        </p>
      )}
      <PlayAgain tableId={tableId} />
    </div>
  );
}

const changeColumns = (): readonly Column<RatingChange>[] => [
  { label: t("standings.place"), cell: (c) => ordinal(c.place) },
  { label: t("standings.player"), names: true, cell: (c) => <AppLink href={`/p/${c.playerId}`}>{c.name}</AppLink> },
  {
    label: t("ranked.col.rating"),
    num: true,
    cellClass: "rating-change",
    cell: (c) => (
      <>
        <span class="nowrap">
          {viewText(c.before)} → {viewText(c.after)}
        </span>{" "}
        <span class={c.after.rating >= c.before.rating ? "delta up" : "delta down"}>{deltaText(c.before.rating, c.after.rating)}</span>
      </>
    ),
  },
];

/** Each player's rating before and after, by place. */
export function RatingChanges({ ratings, you }: { ratings: readonly RatingChange[]; you: number }) {
  const rows = [...ratings].sort((a, b) => a.place - b.place || a.seat - b.seat);
  return (
    <DataTable
      class="ranked-table rating-changes"
      caption={t("ranked.outcome.caption")}
      columns={changeColumns()}
      rows={rows}
      rowKey={(c) => c.playerId}
      you={(c) => c.seat === you}
    />
  );
}

/** A ranked match called off because fewer than two players came. */
export function RankedCancelled({ session }: { session: TableSession }) {
  return (
    <section class="card center" aria-labelledby="cancelled-title">
      <h2 id="cancelled-title">{t("ranked.cancelled.title")}</h2>
      <p class="muted">{t("ranked.cancelled.body")}</p>
      <PlayAgain />
    </section>
  );
}

/** "Play ranked again", and (after a match that was played) its results page. */
function PlayAgain({ tableId }: { tableId?: string }) {
  return (
    <>
      <div class="actions center">
        <button type="button" class="primary big" onClick={() => { askToNotify(); navigate("/ranked"); }}>
          {t("ranked.again")}
        </button>
      </div>
      <p class="small muted center">
        {tableId && (
          <>
            <AppLink href={`/r/${tableId}`}>{t("matchEnd.resultsPage")}</AppLink>
            {" · "}
          </>
        )}
        <AppLink href="/leaderboard">{t("home.ranked.leaderboard")}</AppLink>
      </p>
    </>
  );
}
