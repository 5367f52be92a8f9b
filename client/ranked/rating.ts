/** How ratings read on screen: whole numbers, "?" while still provisional (as on Lichess). */

import type { RatingView } from "../../src/protocol.ts";

/** "1524", or "1500?" while the rating is provisional. */
export function ratingText(rating: number, provisional = false): string {
  return `${Math.round(rating)}${provisional ? "?" : ""}`;
}

/** The same for a rating as the server sends it. */
export function viewText(r: RatingView): string {
  return ratingText(r.rating, r.provisional);
}

/** "+24", "−7", "±0": a rating change, with a real minus sign. */
export function deltaText(before: number, after: number): string {
  const d = Math.round(after) - Math.round(before);
  return d > 0 ? `+${d}` : d < 0 ? `\u2212${-d}` : "\u00b10";
}

/** "1st", "2nd", … */
export { ordinal } from "../state/words.ts";
