/**
 * What a shard writes to D1 once a round's results are in: each of its players' arena
 * history (store.ts) and their tournament points in every event the round counts for
 * (event-store.ts). Both writes can be repeated without harm, so the shard retries the
 * pair on each sync until it succeeds, and marks the round written only then.
 */
import type { TableEnv } from "../env.ts";
import { logEvent } from "../log.ts";
import { eventClock } from "./event-routes.ts";
import { recordEventRound } from "./event-store.ts";
import { yourResult, type RoundResults } from "./results.ts";
import { roundIdOf, type ArenaTimings } from "./schedule.ts";
import type { RoundPlayer } from "./shard-store.ts";
import { recordHistory } from "./store.ts";

/** Write a finished round's records for one shard's players; false if D1 could not be written (try again later). */
export async function writeRoundRecords(
  env: TableEnv, arena: string, shard: number, round: { number: number; startsAt: number }, timings: ArenaTimings | undefined,
  players: Iterable<RoundPlayer>, results: RoundResults, now: number,
): Promise<boolean> {
  const rows = [...players].filter((p) => p.words.length > 0).map((p) => {
    const r = yourResult(results, p);
    return { playerId: p.playerId, name: p.name, points: r.points, place: r.place, percentile: r.percentile, flagged: r.flagged, berserk: r.berserk };
  });
  try {
    const written = await recordHistory(env.DB, arena, round.number, roundIdOf(arena, round.number), rows, now);
    const clock = eventClock(env);
    const scored = await recordEventRound(env.DB, arena, round, timings ?? clock.timings, clock.calendar, rows, now);
    logEvent({ event: "arena_history_written", arena, round: round.number, shard, players: rows.length, ...written, events: scored.events, eventRowsWritten: scored.rowsWritten });
    return true;
  } catch (err) {
    console.error(JSON.stringify({ event: "arena_history_failed", arena, shard, error: String(err) }));
    return false;
  }
}
