/**
 * Score histograms: how the arena places thousands of players without anyone seeing
 * everyone. Each shard counts its own players by score; the coordinator adds the
 * shards' counts; a place is then one more than the number of players with strictly
 * more points (ties share a place, and the next place is skipped: 1, 2, 2, 4), which a
 * histogram answers exactly however the players are split. A histogram is a list of
 * [points, players] pairs, highest points first, with no empty entries, so two equal
 * histograms are equal arrays and one travels as a few hundred bytes at most (a round's
 * scores have a few dozen distinct values).
 */

/** [points, players] pairs, highest points first, counts above zero. */
export type Histogram = readonly (readonly [points: number, players: number])[];

/** The histogram of a list of scores. */
export function histogramOf(scores: Iterable<number>): Histogram {
  const counts = new Map<number, number>();
  for (const s of scores) counts.set(s, (counts.get(s) ?? 0) + 1);
  return normalise(counts);
}

/** The sum of histograms: the players of all of them. */
export function mergeHistograms(...parts: readonly Histogram[]): Histogram {
  const counts = new Map<number, number>();
  for (const h of parts) for (const [p, n] of h) counts.set(p, (counts.get(p) ?? 0) + n);
  return normalise(counts);
}

/** `whole` without the players of `part` (a shard's own players taken out of the merged count). */
export function subtractHistogram(whole: Histogram, part: Histogram): Histogram {
  const counts = new Map<number, number>(whole.map(([p, n]) => [p, n]));
  for (const [p, n] of part) counts.set(p, (counts.get(p) ?? 0) - n);
  return normalise(counts);
}

/** How many players a histogram counts. */
export function playersIn(h: Histogram): number {
  let n = 0;
  for (const [, c] of h) n += c;
  return n;
}

/** How many players of `h` have strictly more than `points`. */
export function higherThan(h: Histogram, points: number): number {
  let n = 0;
  for (const [p, c] of h) {
    if (p <= points) break;
    n += c;
  }
  return n;
}

/** How many players of `h` have exactly `points`. */
export function sameAs(h: Histogram, points: number): number {
  for (const [p, c] of h) if (p === points) return c;
  return 0;
}

/** The place of a score among the players of `h`: one more than those with more points. */
export function placeIn(h: Histogram, points: number): number {
  return 1 + higherThan(h, points);
}

/**
 * The share of the other players a score beat (0–100, rounded down): those with fewer
 * points, over everyone else. Alone, a player has beaten everyone (100). `points` must
 * be one of the scores `h` counts.
 */
export function percentileIn(h: Histogram, points: number): number {
  const others = playersIn(h) - 1;
  if (others <= 0) return 100;
  const lower = playersIn(h) - higherThan(h, points) - sameAs(h, points);
  return Math.floor((100 * Math.max(0, lower)) / others);
}

/**
 * A place counted from two histograms: `mine` exact and current (the shard's own
 * players), `others` as last merged (every other shard's). The live place of a player.
 */
export function livePlace(mine: Histogram, others: Histogram, points: number): number {
  return 1 + higherThan(mine, points) + higherThan(others, points);
}

/** Whether a value is a well-formed histogram (for what arrives from another object). */
export function isHistogram(h: unknown): h is Histogram {
  if (!Array.isArray(h)) return false;
  let last = Infinity;
  for (const e of h) {
    if (!Array.isArray(e) || e.length !== 2) return false;
    const [p, n] = e as unknown[];
    if (!Number.isInteger(p) || !Number.isInteger(n) || (n as number) <= 0 || (p as number) >= last) return false;
    last = p as number;
  }
  return true;
}

function normalise(counts: Map<number, number>): Histogram {
  return [...counts].filter(([, n]) => n > 0).sort((a, b) => b[0] - a[0]);
}
