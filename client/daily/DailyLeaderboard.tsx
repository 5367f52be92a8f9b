/**
 * A day's leaderboard, top 100 and the player's own row under it when they are further
 * down. The server refreshes it every few seconds; this asks again as often while shown,
 * so players see the others arrive.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { DailyLeaderboardResponse, DailyResultResponse } from "../../src/protocol.ts";
import { AppLink } from "../ranked/Shell.tsx";
import type { Identity } from "../ranked/identity.ts";
import { getDailyLeaderboard } from "./api.ts";

/** How often the shown leaderboard is fetched again. */
const REFRESH_MS = 5_000;

/** The day's leaderboard with `me` marked. */
export function DailyLeaderboard({ day, me }: { day: DailyResultResponse; me: Identity }) {
  const board = useSignal<DailyLeaderboardResponse | null>(null);
  const failed = useSignal(false);
  useEffect(() => {
    let live = true;
    const load = () =>
      getDailyLeaderboard(day.date).then(
        (b) => live && ((board.value = b), (failed.value = false)),
        () => live && (failed.value = true),
      );
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [day.date]);

  const b = board.value;
  const listed = b?.players.some((p) => p.playerId === me.playerId) ?? false;
  return (
    <section class="card daily-leaderboard" aria-labelledby="daily-lb-title">
      <h2 id="daily-lb-title">
        Today's leaderboard {b && <span class="muted small">· {b.total} {b.total === 1 ? "player" : "players"} so far</span>}
      </h2>
      {failed.value && !b && <p class="problem">The leaderboard could not be loaded; trying again shortly.</p>}
      {b && (
        <div class="table-scroll">
          <table class="ranked-table">
            <caption class="visually-hidden">Today's results, best first</caption>
            <thead>
              <tr>
                <th scope="col" class="num">#</th>
                <th scope="col">Player</th>
                <th scope="col" class="num">Points</th>
                <th scope="col" class="num">Words</th>
                <th scope="col" class="num wide-only">Longest</th>
              </tr>
            </thead>
            <tbody>
              {b.players.map((p) => (
                <tr key={p.playerId} class={p.playerId === me.playerId ? "you" : undefined}>
                  <td class="num">{p.place}</td>
                  <th scope="row">
                    <AppLink href={`/p/${p.playerId}`}>{p.name}</AppLink>
                    {p.playerId === me.playerId && <span class="tag">you</span>}
                  </th>
                  <td class="num">{p.points}</td>
                  <td class="num">{p.words}</td>
                  <td class="num wide-only">{p.longest}</td>
                </tr>
              ))}
              {!listed && day.place !== null && day.result && (
                <tr class="you">
                  <td class="num">{day.place}</td>
                  <th scope="row">
                    {me.name}
                    <span class="tag">you</span>
                  </th>
                  <td class="num">{day.result.points}</td>
                  <td class="num">{day.result.words.length}</td>
                  <td class="num wide-only">{day.result.longest.length}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
