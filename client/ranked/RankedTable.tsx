/**
 * The ranked pieces of a table screen. Before the match: who the lobby seated and who
 * has arrived (no invite link, options or Start: the table starts itself on the standard
 * rules). After it: everyone's rating before and after, read from their profiles once
 * the table has reported the result, and "Play ranked again".
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { StateMessage } from "../../src/protocol.ts";
import { navigate } from "../state/route.ts";
import { getProfile, type HistoryEntry, type Profile } from "./api.ts";
import { matchedPlayers } from "./matches.ts";
import { deltaText, ordinal, ratingText } from "./rating.ts";
import { AppLink } from "./Shell.tsx";

/** A ranked table before its match starts. */
export function RankedArrival({ state }: { state: StateMessage }) {
  const seats = state.seats.filter((s) => !s.left);
  const ratings = new Map(matchedPlayers(state.tableId).map((p) => [p.name, p.rating]));
  const here = seats.filter((s) => s.connected || s.bot).length;
  return (
    <section class="card ranked-arrival" aria-labelledby="arrival-title">
      <h2 id="arrival-title">
        Ranked match <span class="tag">ranked</span>
      </h2>
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
                  {r !== undefined && ` · rating ${ratingText(r)}`}
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
    </section>
  );
}

/** One player's line in the rating changes. */
interface Change {
  playerId: string;
  name: string;
  entry: HistoryEntry;
  provisionalBefore: boolean;
  provisionalAfter: boolean;
}

const POLL_MS = 1500;
const POLL_TRIES = 40;

/** The rating change after a ranked match, and "Play ranked again". */
export function RankedOutcome({ tableId }: { tableId: string }) {
  const changes = useSignal<Change[] | null>(null);
  const gaveUp = useSignal(false);
  useEffect(() => {
    const players = matchedPlayers(tableId);
    if (players.length === 0) {
      gaveUp.value = true;
      return;
    }
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (tries: number) => {
      // The table reports the result to the ratings store in the background (retried
      // until stored), so a profile may not show this match for a moment yet.
      const found = await Promise.all(players.map((p) => getProfile(p.playerId).then((pr) => changeOf(pr, tableId), () => null)));
      if (!live) return;
      if (found.every((c) => c !== null)) {
        changes.value = (found as Change[]).sort((a, b) => a.entry.place - b.entry.place);
      } else if (tries > 0) {
        timer = setTimeout(() => void attempt(tries - 1), POLL_MS);
      } else {
        gaveUp.value = true;
      }
    };
    void attempt(POLL_TRIES);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [tableId]);

  return (
    <div class="ranked-outcome">
      {changes.value ? (
        <table class="ranked-table rating-changes">
          <caption>Rating changes</caption>
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Player</th>
              <th scope="col" class="num">
                Rating
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.value.map((c) => (
              <tr key={c.playerId}>
                <td>{ordinal(c.entry.place)}</td>
                <th scope="row">
                  <AppLink href={`/p/${c.playerId}`}>{c.name}</AppLink>
                </th>
                <td class="num rating-change">
                  {ratingText(c.entry.ratingBefore, c.provisionalBefore)} → {ratingText(c.entry.ratingAfter, c.provisionalAfter)}{" "}
                  <span class={c.entry.ratingAfter >= c.entry.ratingBefore ? "delta up" : "delta down"}>
                    {deltaText(c.entry.ratingBefore, c.entry.ratingAfter)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : gaveUp.value ? (
        <p class="muted">Ratings will show on each player's profile shortly.</p>
      ) : (
        <p class="muted" role="status">
          Updating ratings…
        </p>
      )}
      <div class="actions center">
        <button type="button" class="primary big" onClick={() => navigate("/ranked")}>
          Play ranked again
        </button>
      </div>
      <p class="small muted center">
        <AppLink href={`/r/${tableId}`}>Results page</AppLink> · <AppLink href="/leaderboard">Leaderboard</AppLink>
      </p>
    </div>
  );
}

/**
 * This match in a player's profile, if it is there yet. A rating that is provisional
 * after a match was provisional before it too (uncertainty only shrinks); a player's
 * first match always starts provisional.
 */
function changeOf(p: Profile, tableId: string): Change | null {
  const i = p.history.findIndex((h) => h.tableId === tableId);
  if (i < 0) return null;
  const entry = p.history[i]! as HistoryEntry & { provisionalBefore?: boolean; provisionalAfter?: boolean };
  const provisionalAfter = entry.provisionalAfter ?? (i === 0 ? p.provisional : false);
  const provisionalBefore = entry.provisionalBefore ?? (provisionalAfter || (i === p.history.length - 1 && p.games === p.history.length));
  return { playerId: p.playerId, name: p.name, entry, provisionalBefore, provisionalAfter };
}
