/**
 * The day's standings. Places are competition ranking, as at a table: equal points
 * share a place and the next place is skipped (1, 2, 2, 4). Among equal points the
 * earlier hand-in is listed first, but that changes only the order, never the place.
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
