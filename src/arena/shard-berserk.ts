/**
 * A shard's side of berserk (berserk.ts holds the rules): a player's choice checked and
 * kept, and shown again to a player who rejoins while it still applies. Kept out of
 * shard-object.ts, which stays a thin shell.
 */
import type { TableEnv } from "../env.ts";
import type { ArenaKey, ArenaServerMessage } from "../protocol.ts";
import { berserkOver, chooseBerserk } from "./berserk.ts";
import { berserkEndsAt } from "./event-rules.ts";
import { eventClock } from "./event-routes.ts";
import { errorMessage } from "./shard-sockets.ts";
import type { ShardStore } from "./shard-store.ts";
import { momentOf } from "./shard-view.ts";

const REFUSED = {
  berserk_too_late: "Berserk is chosen before a round starts; try again before the next one",
  not_in_event: "Berserk is for the rounds of an event; the next round is not in one",
} as const;

/** `playerId` asks to play the next round berserk: kept and confirmed, or refused with a code. */
export function berserkChosen(store: ShardStore, arena: ArenaKey, env: TableEnv, playerId: string, now: number): ArenaServerMessage {
  if (!store.clock) return errorMessage("berserk_too_late", REFUSED.berserk_too_late);
  const choice = chooseBerserk(arena, momentOf(store.clock, now), store.clock.timings, eventClock(env).calendar);
  if (!choice.ok) return errorMessage(choice.code, REFUSED[choice.code]);
  store.chooseBerserk(playerId, choice.round);
  return { type: "berserk", round: choice.round, endsAt: choice.endsAt };
}

/** The player's kept choice for the round on the clock now (or the next one), to send again on a rejoin. */
export function berserkShown(store: ShardStore, playerId: string, now: number): ArenaServerMessage[] {
  const m = momentOf(store.clock, now);
  if (m.phase === "idle" || !store.clock) return [];
  const roundMs = store.clock.timings.roundMs;
  if (store.isBerserk(playerId, m.number)) return [{ type: "berserk", round: m.number, endsAt: berserkEndsAt(m.startsAt, roundMs) }];
  if (m.phase === "results" && m.nextAt !== null && store.isBerserk(playerId, m.number + 1)) {
    return [{ type: "berserk", round: m.number + 1, endsAt: berserkEndsAt(m.nextAt, roundMs) }];
  }
  return [];
}

/** Whether `playerId` plays `round` berserk and their half of it is over at `now` (their words no longer count). */
export function pastBerserkHalf(store: ShardStore, playerId: string, round: { number: number; startsAt: number; endsAt: number }, now: number): boolean {
  return store.isBerserk(playerId, round.number) && berserkOver(round, now);
}
