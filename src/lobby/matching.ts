/**
 * Who plays whom: the lobby's matching rule, pure (`now` is an argument).
 *
 * Shaped after Lichess's pools. Each waiting player accepts opponents whose rating lies
 * within a window around their own; the window starts narrow and widens every few
 * seconds of waiting, so a player is first offered close opponents and, if none come,
 * gradually wider ones. Two players are compatible when each lies within the other's
 * window. A group is 2–4 players, all pairwise compatible: four start at once; two or
 * three start only once the longest-waiting of them has waited `shortGroupAfterMs`, which
 * gives a fourth player time to arrive.
 *
 * The step visits players longest-waiting first; each one who is not yet placed anchors a
 * group and takes the nearest compatible players in rating order (a sorted list with
 * placed players unlinked, so a step costs about O(n log n) plus the window scans).
 *
 * Pools: players meet only those who queued for the same language (a German word hunt
 * and an English one are different games, rated apart), and players the solver flag
 * marked (src/game/fair-play.ts) form pools of their own, as on Lichess. The same rule
 * runs over each pool separately, so a flagged player never meets an unflagged one, nor
 * a German player an English one.
 */
import type { Language } from "../protocol.ts";

/** A player in the queue. */
export interface Waiter {
  playerId: string;
  /** Display rating. */
  rating: number;
  /** When they joined the queue. */
  since: number;
  /** Marked by the solver flag: matched only with other flagged players. */
  flagged?: boolean;
  /** The language they queued for (English if absent): matched only with players of the same. */
  language?: Language;
}

/** The pool a waiter is matched in: their language, and whether the solver flag marked them. */
function poolOf(w: Waiter): string {
  return `${w.language ?? "en"}${w.flagged ? "/flagged" : ""}`;
}

/** The matching rule's constants. */
export interface MatchRules {
  /** Window half-width for a player who has just joined, in display points. */
  startWindow: number;
  /** Added to the window every `widenEveryMs` of waiting. */
  widenBy: number;
  widenEveryMs: number;
  /** The window stops widening here. */
  maxWindow: number;
  /** Groups of fewer than four start once their longest waiter has waited this long. */
  shortGroupAfterMs: number;
}

export const MATCH_RULES: Readonly<MatchRules> = {
  startWindow: 100, widenBy: 50, widenEveryMs: 2_000, maxWindow: 800, shortGroupAfterMs: 10_000,
};

export const MIN_GROUP = 2;
export const MAX_GROUP = 4;

/**
 * The longest queue matched at once when a player joins. A step over this many costs
 * ~1.6 ms; beyond it the newcomer waits for the next tick (at most a second), so the
 * step runs once a second however fast players join: at 10,000 waiting a step costs
 * ~25 ms, and one per join would cap one lobby at ~40 joins a second.
 */
export const MATCH_ON_JOIN_MAX = 1_000;

/** Whether a join runs a matching step at once, given how many are waiting. */
export function matchesOnJoin(waiting: number): boolean {
  return waiting <= MATCH_ON_JOIN_MAX;
}

/** How far from their own rating a player who has waited `waitedMs` accepts opponents. */
export function ratingWindow(waitedMs: number, rules: MatchRules = MATCH_RULES): number {
  const steps = Math.floor(Math.max(0, waitedMs) / rules.widenEveryMs);
  return Math.min(rules.maxWindow, rules.startWindow + steps * rules.widenBy);
}

/** Whether `a` and `b` accept each other at `now`. Never true for a player and themself. */
export function compatible(a: Waiter, b: Waiter, now: number, rules: MatchRules = MATCH_RULES): boolean {
  if (a.playerId === b.playerId) return false;
  const gap = Math.abs(a.rating - b.rating);
  return gap <= ratingWindow(now - a.since, rules) && gap <= ratingWindow(now - b.since, rules);
}

/**
 * One matching step: the groups to seat now (each a list of waiters, longest-waiting
 * first) and everyone left waiting. A player id appearing twice counts once (the
 * earlier entry); nobody is placed in two groups.
 */
export function matchStep(queue: readonly Waiter[], now: number, rules: MatchRules = MATCH_RULES): { groups: Waiter[][]; waiting: Waiter[] } {
  const pools = new Map<string, Waiter[]>();
  for (const w of earliestEach(queue)) {
    const pool = pools.get(poolOf(w));
    if (pool) pool.push(w);
    else pools.set(poolOf(w), [w]);
  }
  if (pools.size <= 1) return matchPool(queue, now, rules);
  const steps = [...pools.values()].map((pool) => matchPool(pool, now, rules));
  return { groups: steps.flatMap((s) => s.groups), waiting: steps.flatMap((s) => s.waiting).sort((a, b) => a.since - b.since) };
}

/** Each player once: their earliest entry. */
function earliestEach(queue: readonly Waiter[]): Waiter[] {
  const byId = new Map<string, Waiter>();
  for (const w of queue) {
    const seen = byId.get(w.playerId);
    if (!seen || w.since < seen.since) byId.set(w.playerId, w);
  }
  return [...byId.values()];
}

/** One matching step over players who may all meet each other. */
function matchPool(queue: readonly Waiter[], now: number, rules: MatchRules): { groups: Waiter[][]; waiting: Waiter[] } {
  const players = earliestEach(queue);
  const sorted = [...players].sort((a, b) => a.rating - b.rating || a.since - b.since);
  const n = sorted.length;
  const pos = new Map(sorted.map((w, i) => [w, i]));
  // A doubly linked list over `sorted`: placed players are unlinked, so scans skip them.
  const prev = Int32Array.from({ length: n }, (_, i) => i - 1);
  const next = Int32Array.from({ length: n }, (_, i) => (i + 1 < n ? i + 1 : -1));
  const placed = new Uint8Array(n);
  const unlink = (i: number) => {
    placed[i] = 1;
    if (prev[i]! >= 0) next[prev[i]!] = next[i]!;
    if (next[i]! >= 0) prev[next[i]!] = prev[i]!;
  };

  const groups: Waiter[][] = [];
  const byWait = [...players].sort((a, b) => a.since - b.since || a.rating - b.rating);
  for (const anchor of byWait) {
    const home = pos.get(anchor)!;
    if (placed[home]) continue;
    const reach = ratingWindow(now - anchor.since, rules);
    const group = [anchor];
    let left = prev[home]!;
    let right = next[home]!;
    while (group.length < MAX_GROUP) {
      const gapL = left >= 0 ? anchor.rating - sorted[left]!.rating : Infinity;
      const gapR = right >= 0 ? sorted[right]!.rating - anchor.rating : Infinity;
      if (Math.min(gapL, gapR) > reach) break;
      const pick = gapL <= gapR ? left : right;
      if (pick === left) left = prev[left]!;
      else right = next[right]!;
      const candidate = sorted[pick]!;
      if (group.every((member) => compatible(member, candidate, now, rules))) group.push(candidate);
    }
    const longest = Math.max(...group.map((w) => now - w.since));
    if (group.length === MAX_GROUP || (group.length >= MIN_GROUP && longest >= rules.shortGroupAfterMs)) {
      for (const w of group) unlink(pos.get(w)!);
      groups.push(group.sort((a, b) => a.since - b.since));
    }
  }
  return { groups, waiting: sorted.filter((_, i) => !placed[i]).sort((a, b) => a.since - b.since) };
}
