/**
 * The ranked pieces of a table screen. Before the match: who the lobby seated and who
 * has arrived (no invite link, options or Start: the table starts itself on the standard
 * rules). After it: everyone's rating before and after, once the table has stored the
 * result, and "Play ranked again"; or, if too few came, that the match was called off.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { RatingChange, StateMessage, UnratedReason } from "../../src/protocol.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { clockText, useTick } from "../state/clock.ts";
import { navigate } from "../state/route.ts";
import type { TableSession } from "../state/session.ts";
import { getResults } from "./api.ts";
import { matchedPlayers } from "./matches.ts";
import { deltaText, ordinal, unratedText, viewText } from "./rating.ts";
import { AppLink } from "./Shell.tsx";
import { askToNotify } from "./alert.ts";

/** A ranked table before its match starts. */
export function RankedArrival({ session, state }: { session: TableSession; state: StateMessage }) {
  const seats = state.seats.filter((s) => !s.left);
  const ratings = new Map(matchedPlayers(state.tableId).map((p) => [p.name, p]));
  const here = seats.filter((s) => s.connected || s.bot).length;
  return (
    <section class="card ranked-arrival" aria-labelledby="arrival-title">
      <h2 id="arrival-title">Ranked match</h2>
      <p class="muted">3 rounds · 4 × 4 board · 3-minute timer. It starts by itself once everyone is here, or after 30 seconds with at least two.</p>
      <ul class="seats">
        {seats.map((p) => {
          const r = ratings.get(p.name);
          return (
            <li key={p.seat} class={`seat${p.seat === state.you ? " you" : ""}`}>
              <span class="avatar" aria-hidden="true">
                {p.name.charAt(0).toUpperCase()}
              </span>
              <span class="seat-who">
                <span class="seat-name">{p.name}</span>
                <span class="seat-note">
                  {p.connected ? "Here" : "On the way…"}
                  {r !== undefined && ` · rating ${viewText(r)}`}
                </span>
              </span>
              {p.seat === state.you && <span class="tag">you</span>}
            </li>
          );
        })}
      </ul>
      <p class="small muted" role="status">
        {here} of {seats.length} here
      </p>
      {state.startBy != null && here < seats.length && <StartsIn at={state.startBy} offset={session.clockOffset.value} />}
    </section>
  );
}

function StartsIn({ at, offset }: { at: number; offset: number }) {
  const left = at - (useTick() + offset);
  return <p class="countdown">{left > 0 ? `Starting in ${clockText(left)} with whoever is here` : "Starting…"}</p>;
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
        <p class="muted">The new ratings will show on each player's profile shortly.</p>
      ) : (
        <p class="muted" role="status">
          Updating ratings…
        </p>
      )}
      <PlayAgain tableId={tableId} />
    </div>
  );
}

const CHANGE_COLUMNS: readonly Column<RatingChange>[] = [
  { label: "Place", cell: (c) => ordinal(c.place) },
  { label: "Player", names: true, cell: (c) => <AppLink href={`/p/${c.playerId}`}>{c.name}</AppLink> },
  {
    label: "Rating",
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
      caption="Rating changes"
      columns={CHANGE_COLUMNS}
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
      <h2 id="cancelled-title">Match called off</h2>
      <p class="muted">Fewer than two players came to the table, so there was no game and nobody's rating changed.</p>
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
          Play ranked again
        </button>
      </div>
      <p class="small muted center">
        {tableId && (
          <>
            <AppLink href={`/r/${tableId}`}>Results page</AppLink>
            {" · "}
          </>
        )}
        <AppLink href="/leaderboard">Leaderboard</AppLink>
      </p>
    </>
  );
}
