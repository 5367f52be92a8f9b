/**
 * One player's line in an event's standings while it runs (the arena page's live
 * standings, client/arena/EventLive.tsx): their place, exact from the histogram of every
 * total, and the players just above and below them in points order (the order of the
 * standings: points, then who got there first). Three small indexed reads, whatever the
 * crowd.
 */
import type { ArenaEventLine, ArenaEventYou } from "../protocol.ts";
import { higherThan, type Histogram } from "./histogram.ts";
import { notFlagged } from "../identity/store.ts";

/** Players shown on each side of the viewer. */
export const NEIGHBOURS = 2;

interface LineRow {
  player_id: string;
  name: string;
  points: number;
  rounds: number;
  at: number;
  berserk_wins: number;
}

/** `playerId`'s standing in `eventId`, or null when they have no sheet in it yet. */
export async function eventStandingOf(db: D1Database, eventId: string, playerId: string, histogram: Histogram): Promise<ArenaEventYou | null> {
  const me = await db.prepare("SELECT player_id, name, points, rounds, at, berserk_wins FROM arena_event_sheets WHERE event_id = ? AND player_id = ?")
    .bind(eventId, playerId).first<LineRow>();
  if (!me) return null;
  const [above, below] = await db.batch([
    db.prepare(
      `SELECT player_id, name, points, rounds, at, berserk_wins FROM arena_event_sheets
        WHERE event_id = ?1 AND ${notFlagged("player_id")} AND (points > ?2 OR (points = ?2 AND (at < ?3 OR (at = ?3 AND (name < ?4 OR (name = ?4 AND player_id < ?5))))))
        ORDER BY points ASC, at DESC, name DESC, player_id DESC LIMIT ?6`,
    ).bind(eventId, me.points, me.at, me.name, me.player_id, NEIGHBOURS),
    db.prepare(
      `SELECT player_id, name, points, rounds, at, berserk_wins FROM arena_event_sheets
        WHERE event_id = ?1 AND ${notFlagged("player_id")} AND (points < ?2 OR (points = ?2 AND (at > ?3 OR (at = ?3 AND (name > ?4 OR (name = ?4 AND player_id > ?5))))))
        ORDER BY points DESC, at, name, player_id LIMIT ?6`,
    ).bind(eventId, me.points, me.at, me.name, me.player_id, NEIGHBOURS),
  ]);
  const line = (r: LineRow): ArenaEventLine => ({ playerId: r.player_id, name: r.name, points: r.points, rounds: r.rounds, place: 1 + higherThan(histogram, r.points), berserk: r.berserk_wins });
  return {
    line: line(me),
    above: (above!.results as LineRow[]).reverse().map(line),
    below: (below!.results as LineRow[]).map(line),
  };
}
