/**
 * Berserk on the arena (issue 36, as lila's arena has it): before a round of an event
 * starts, a player may choose to play it with half its time, for a bonus if they still
 * finish in the top half (event-rules.ts scores it). These are the pure parts: which
 * round a choice is for, whether it may be made now, and when a berserk player's time
 * is up. The shard keeps the choice (shard-store.ts) and refuses their words after it.
 *
 * A choice is made before the round's board is out: during its countdown, or during the
 * results of the round before it (the next round is already on the clock). Once a round
 * is being played it is too late for it, as in lila, where berserk goes before the first
 * move. Only a round that counts for an event may be played berserk: outside an event
 * there is nothing for the bonus to add to.
 */
import { berserkEndsAt } from "./event-rules.ts";
import { eventsOfRound, type EventCalendar } from "./event-schedule.ts";
import type { ArenaMoment, ArenaTimings } from "./schedule.ts";

/** Why a berserk choice was refused (error codes on the socket). */
export type BerserkRefusal = "berserk_too_late" | "not_in_event";

/** The round a choice made at moment `m` is for, with its start; null when there is none ahead. */
export function berserkTarget(m: ArenaMoment): { number: number; startsAt: number } | null {
  if (m.phase === "countdown") return { number: m.number, startsAt: m.startsAt };
  if (m.phase === "results" && m.nextAt !== null) return { number: m.number + 1, startsAt: m.nextAt };
  return null;
}

/** Whether a player may go berserk now in `arena`: the round it is for and when their half ends, or why not. */
export function chooseBerserk(arena: string, m: ArenaMoment, t: ArenaTimings, c: EventCalendar):
  { ok: true; round: number; endsAt: number } | { ok: false; code: BerserkRefusal } {
  const target = berserkTarget(m);
  if (!target) return { ok: false, code: "berserk_too_late" };
  if (eventsOfRound(arena, target.startsAt, t, c).length === 0) return { ok: false, code: "not_in_event" };
  return { ok: true, round: target.number, endsAt: berserkEndsAt(target.startsAt, t.roundMs) };
}

/** Whether a berserk player's half of the round starting at `startsAt` is over at `now`. */
export function berserkOver(round: { startsAt: number; endsAt: number }, now: number): boolean {
  return now >= berserkEndsAt(round.startsAt, round.endsAt - round.startsAt);
}
