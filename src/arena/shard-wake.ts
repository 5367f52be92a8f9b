/**
 * When an arena shard must act, as pure rules over what it holds (its round, its clock,
 * its players, its joined sockets) and the time: what it syncs for, when its one alarm
 * comes, whether its round may give way to the next, and the shard count a player's home
 * is worked out with. The shard object (shard-object.ts) applies them.
 */
import { nextBoundary } from "./schedule.ts";
import type { RoundResults } from "./results.ts";
import type { ShardClock, ShardRound } from "./shard-store.ts";
import { momentOf } from "./shard-view.ts";

/** The shard syncs with its coordinator this often while it has anything to say. */
export const SYNC_MS = 1_000;

/** What the rules look at. */
export interface ShardNow {
  round: ShardRound | null;
  clock: ShardClock | null;
  results: RoundResults | null;
  /** Players with a place in the round held. */
  players: number;
  /** Open sockets that have joined. */
  joined: number;
  /** When the shard last heard from its coordinator. */
  syncedAt: number;
  now: number;
}

/**
 * Whether this shard plays its round: a player has joined it (a socket here, or a place
 * in the round). Only then does it report the round, sync on a clock or wake for it; a
 * shard that only sent someone elsewhere (`move`) does none of it.
 */
export function plays(s: ShardNow): boolean {
  return s.players > 0 || s.joined > 0;
}

/** Whether there is anything to tell the coordinator or hear from it. */
export function wantsSync(s: ShardNow): boolean {
  const round = s.round;
  const owed = !!round && s.players > 0 && ((round.judged && !round.finalStored) || (round.board !== null && !round.judged) || (round.finalStored && !round.historyWritten));
  return (s.joined > 0 || owed) && s.now - s.syncedAt >= SYNC_MS / 2;
}

/**
 * The moments the shard's alarm must come for besides its doors' deadlines (the earliest
 * wins), and the clock's next boundary (a countdown, a start, an end) it must hear about
 * at once, not at the next tick.
 */
export function shardWakes(s: ShardNow): { times: number[]; boundary: number | null } {
  const { round, clock, now } = s;
  const times: number[] = [];
  const busy = s.joined > 0 || (!!round && s.players > 0 && (!round.finalStored || !round.historyWritten) && round.board !== null);
  if (busy) times.push(Math.max(now + 50, s.syncedAt + SYNC_MS));
  const boundary = clock && s.joined > 0 ? nextBoundary(clock.run, clock.timings, now) : null;
  if (boundary !== null) times.push(boundary);
  // A start the coordinator's clock had not reached yet: ask again shortly.
  const m = momentOf(clock, now);
  if (m.phase === "playing" && round?.number === m.number && !round.board && s.joined > 0) times.push(now + 100);
  if (round && now < round.startsAt && plays(s)) times.push(round.startsAt);
  if (round && !round.judged && round.board && s.players > 0) times.push(round.endsAt);
  return { times, boundary };
}

/**
 * Whether the round held can give way to the next: once it is finished with (its final
 * report stored, its results here and its history written), or had nobody, or when the
 * next round has started and cannot wait.
 */
export function mayLeave(s: ShardNow, nextStarted: boolean): boolean {
  const round = s.round;
  if (!round || !round.board || s.players === 0 || nextStarted) return true;
  return round.finalStored && (s.results?.number ?? 0) >= round.number && round.historyWritten;
}

/** The shard count a player's home is computed with now: the round's own once it has started, else the clock's. */
export function shardsNow(s: ShardNow): number {
  const round = s.round;
  const m = momentOf(s.clock, s.now);
  if (m.phase === "playing" && round?.number === m.number && round.shards !== undefined) return round.shards;
  return s.clock?.shards ?? 1;
}
