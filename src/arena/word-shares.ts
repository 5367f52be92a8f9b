/**
 * How many found each word, and what share of the round's players that is ("found by
 * 12%"). Shards count their own players' words and send the coordinator the count of
 * each word that changed (the shard's whole count for it, not an increment, so a report
 * sent twice changes nothing); the coordinator adds the shards' counts.
 *
 * The share is a whole percentage a player can read at a glance, with two promises the
 * rounding alone would break: a word somebody found never shows 0% (1% at least), and
 * only a word everybody found shows 100%.
 */

import { ownValue } from "../game/keyed.ts";

/** Word → how many players found it. */
export type WordCounts = Readonly<Record<string, number>>;

/** The counts of several shards added up. */
export function mergeWordCounts(...parts: readonly WordCounts[]): Record<string, number> {
  const out = new Map<string, number>();
  for (const part of parts) for (const [w, n] of Object.entries(part)) if (n > 0) out.set(w, (out.get(w) ?? 0) + n);
  return Object.fromEntries(out);
}

/** The words whose count differs between `before` and `after`, with their count in `after` (0 for a word gone). */
export function changedCounts(before: WordCounts, after: WordCounts): Record<string, number> {
  const out = new Map<string, number>();
  for (const [w, n] of Object.entries(after)) if (ownValue(before, w) !== n) out.set(w, n);
  for (const w of Object.keys(before)) if (!Object.hasOwn(after, w)) out.set(w, 0);
  return Object.fromEntries(out);
}

/** `counts` with `changes` applied (each change is the new count; 0 removes the word). */
export function applyCounts(counts: WordCounts, changes: WordCounts): Record<string, number> {
  const out = new Map(Object.entries(counts));
  for (const [w, n] of Object.entries(changes)) {
    if (n > 0) out.set(w, n);
    else out.delete(w);
  }
  return Object.fromEntries(out);
}

/**
 * The share of `players` who found a word `count` of them found, as a whole percentage:
 * 0 only when nobody did, 100 only when everybody did, otherwise rounded to the nearest
 * and kept within 1–99.
 */
export function sharePercent(count: number, players: number): number {
  if (count <= 0 || players <= 0) return 0;
  if (count >= players) return 100;
  return Math.min(99, Math.max(1, Math.round((100 * count) / players)));
}
