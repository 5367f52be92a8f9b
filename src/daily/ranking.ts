/**
 * The day's standings. Places are competition ranking, as at a table: equal points
 * share a place and the next place is skipped (1, 2, 2, 4). Among equal points the
 * earlier hand-in is listed first, but that changes only the order, never the place.
 * A player's place and percentile come from a histogram of the day's points (one row
 * per distinct score, read at most every few seconds), never from a scan per request.
 */

/** A counted result as ranked. */
export interface RankedEntry {
  points: number;
  handedInAt: number;
}

/** Entries best first, each with its place. */
export function rankResults<T extends RankedEntry>(entries: readonly T[]): (T & { place: number })[] {
  const sorted = [...entries].sort((a, b) => b.points - a.points || a.handedInAt - b.handedInAt);
  let place = 0;
  return sorted.map((e, i) => {
    if (i === 0 || sorted[i - 1]!.points !== e.points) place = i + 1;
    return { ...e, place };
  });
}

/** A place from how many players scored more: one more than them. */
export function placeFrom(higher: number): number {
  return higher + 1;
}

/**
 * The share of the other players a result beat (0–100, rounded down): those with fewer
 * points, over everyone else. Alone on the board, a player has beaten everyone (100).
 */
export function percentileBeaten(total: number, higher: number, same: number): number {
  const others = total - 1;
  if (others <= 0) return 100;
  const lower = Math.max(0, total - higher - same);
  return Math.floor((100 * lower) / others);
}

/** Where `points` stands among the day's counted results: all, those above, those on it. */
export interface Standing {
  total: number;
  higher: number;
  same: number;
}

/**
 * The standing of `points` in a histogram of the day's counted results ([points, count]
 * pairs), with the result itself added when the histogram was read before it was stored.
 */
export function standingIn(histogram: readonly (readonly [number, number])[], points: number, addSelf: boolean): Standing {
  let total = addSelf ? 1 : 0, higher = 0, same = addSelf ? 1 : 0;
  for (const [p, n] of histogram) {
    total += n;
    if (p > points) higher += n;
    else if (p === points) same += n;
  }
  return { total, higher, same };
}
