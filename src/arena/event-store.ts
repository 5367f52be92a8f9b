/**
 * Tournament sheets in D1 (migrations/0011_arena_events.sql): after each round, the shard
 * that held a player adds the round to their sheet in every event the round counts for
 * (event-schedule.ts), by the pure rules (event-rules.ts). A player plays a round on one
 * shard only, so each sheet has one writer a round; a retried write changes nothing
 * (`last_number`), and a round missed since the last one counted ends a streak.
 *
 * An event's standings are read from the sheets whole, in points order, with the
 * histogram of every total, so places are exact and the podium is the lines placed 1–3.
 */
import type { ArenaEventLine, ArenaEventResponse, ArenaPlayerEventsResponse } from "../protocol.ts";
import { EMPTY_SHEET, scoreRound, type EventSheet } from "./event-rules.ts";
import { podiumOf } from "./event-standings.ts";
import { eventsOfRound, type ArenaEvent, type EventCalendar } from "./event-schedule.ts";
import { higherThan } from "./histogram.ts";
import type { ArenaTimings } from "./schedule.ts";
import type { RowsMeter } from "./store.ts";
import { notFlagged } from "../identity/store.ts";

/** Lines of an event's standings served. */
export const STANDINGS_SIZE = 100;

/** How one player's round ended, as the shard knows it after the results. */
export interface EventRoundRow {
  playerId: string;
  name: string;
  /** Null for a result not counted (flagged, or no word). */
  percentile: number | null;
  flagged: boolean;
  berserk?: boolean;
}

interface SheetRow {
  player_id: string;
  points: number;
  streak: number;
  rounds: number;
  doubled: number;
  berserk_wins: number;
  flagged: number;
  last_number: number;
}

/** Add round `number` (started at `startsAt`) to its players' sheets in every event it counts for. */
export async function recordEventRound(
  db: D1Database, arena: string, round: { number: number; startsAt: number }, t: ArenaTimings, c: EventCalendar,
  rows: readonly EventRoundRow[], now: number,
): Promise<RowsMeter & { events: string[] }> {
  const events = eventsOfRound(arena, round.startsAt, t, c);
  const meter = { rowsWritten: 0, rowsRead: 0, events: events.map((e) => e.id) };
  if (rows.length === 0 || events.length === 0) return meter;
  const ids = JSON.stringify(rows.map((r) => r.playerId));
  for (const event of events) {
    const before = await db.prepare(
      "SELECT player_id, points, streak, rounds, doubled, berserk_wins, flagged, last_number FROM arena_event_sheets WHERE event_id = ? AND player_id IN (SELECT value FROM json_each(?))",
    ).bind(event.id, ids).all<SheetRow>();
    meter.rowsRead += before.meta.rows_read ?? 0;
    const held = new Map(before.results.map((r) => [r.player_id, r]));
    const next = rows.flatMap((r) => {
      const old = held.get(r.playerId);
      if (old && old.last_number >= round.number) return []; // counted already
      const sheet: EventSheet = old
        ? { points: old.points, streak: old.last_number === round.number - 1 ? old.streak : 0, rounds: old.rounds, doubled: old.doubled, berserkWins: old.berserk_wins }
        : EMPTY_SHEET;
      const flagged = r.flagged || r.percentile === null;
      const s = scoreRound(sheet, { played: true, percentile: r.percentile ?? 0, flagged, berserk: !!r.berserk });
      return [{ playerId: r.playerId, name: r.name, ...s, flagged: (old?.flagged ?? 0) + (r.flagged ? 1 : 0) }];
    });
    if (next.length === 0) continue;
    const done = await db.prepare(
      `INSERT INTO arena_event_sheets (event_id, player_id, name, points, streak, rounds, doubled, berserk_wins, flagged, last_number, at)
       SELECT ?1, json_extract(value, '$.playerId'), json_extract(value, '$.name'), json_extract(value, '$.points'), json_extract(value, '$.streak'),
              json_extract(value, '$.rounds'), json_extract(value, '$.doubled'), json_extract(value, '$.berserkWins'), json_extract(value, '$.flagged'), ?2, ?3
         FROM json_each(?4) WHERE true
       ON CONFLICT (event_id, player_id) DO UPDATE SET
         name = excluded.name, points = excluded.points, streak = excluded.streak, rounds = excluded.rounds, doubled = excluded.doubled,
         berserk_wins = excluded.berserk_wins, flagged = excluded.flagged, last_number = excluded.last_number,
         at = CASE WHEN excluded.points > points THEN excluded.at ELSE at END
       WHERE excluded.last_number > last_number`,
    ).bind(event.id, round.number, now, JSON.stringify(next)).run();
    meter.rowsWritten += done.meta.rows_written ?? 0;
    meter.rowsRead += done.meta.rows_read ?? 0;
  }
  return meter;
}

/** An event's standings as kept: the histogram of every total, the best lines, the podium. */
export async function eventStandings(db: D1Database, event: ArenaEvent, now: number): Promise<ArenaEventResponse> {
  const [counts, lines] = await db.batch([
    db.prepare("SELECT points, COUNT(*) AS n FROM arena_event_sheets WHERE event_id = ? GROUP BY points ORDER BY points DESC").bind(event.id),
    db.prepare(`SELECT player_id, name, points, rounds, at, berserk_wins FROM arena_event_sheets WHERE event_id = ? AND ${notFlagged("player_id")} ORDER BY points DESC, at, name, player_id LIMIT ?`).bind(event.id, STANDINGS_SIZE),
  ]);
  const histogram = (counts!.results as { points: number; n: number }[]).map((r): [number, number] => [r.points, r.n]);
  const top = (lines!.results as { player_id: string; name: string; points: number; rounds: number; at: number; berserk_wins: number }[])
    .map((r) => ({ playerId: r.player_id, name: r.name, points: r.points, words: r.rounds, at: r.at, berserk: r.berserk_wins }));
  const line = (e: (typeof top)[number] & { place: number }): ArenaEventLine => ({ playerId: e.playerId, name: e.name, points: e.points, rounds: e.words, place: e.place, berserk: e.berserk });
  const placed = top.map((e) => ({ ...e, place: 1 + higherThan(histogram, e.points) }));
  return {
    id: event.id, arena: event.arena, kind: event.kind, startsAt: event.startsAt, endsAt: event.endsAt, running: now < event.endsAt + 60_000,
    players: histogram.reduce((n, [, c]) => n + c, 0), histogram, standings: placed.map(line),
    podium: podiumOf({ histogram, top, samples: [] }).map((e) => line(placed.find((p) => p.playerId === e.playerId)!)),
  };
}

/** A player's latest events with their place in each, for the profile. */
export async function eventsOfPlayer(db: D1Database, playerId: string, limit = 20): Promise<ArenaPlayerEventsResponse> {
  const rows = await db.prepare(
    `SELECT s.event_id AS id, s.points, s.rounds,
            1 + (SELECT COUNT(*) FROM arena_event_sheets o WHERE o.event_id = s.event_id AND o.points > s.points) AS place,
            (SELECT COUNT(*) FROM arena_event_sheets o WHERE o.event_id = s.event_id) AS players
       FROM arena_event_sheets s WHERE s.player_id = ? ORDER BY s.at DESC LIMIT ?`,
  ).bind(playerId, limit).all<{ id: string; points: number; rounds: number; place: number; players: number }>();
  return { events: rows.results };
}
