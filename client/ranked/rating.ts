/** How ratings read on screen: whole numbers, "?" while still provisional (as on Lichess). */

import type { RatingView, UnratedReason } from "../../src/protocol.ts";

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

/** Why a ranked match changed nobody's rating, in a sentence (docs/ranked.md has the rules). */
export function unratedText(reason: UnratedReason): string {
  switch (reason) {
    case "aborted": return "Aborted, not rated: fewer than two players entered a word in the first round.";
    case "pair_limit": return "Not rated: some of these players already moved each other's ratings three times today.";
    case "flagged": return "Not rated: a player's entries did not look like a person's, so nobody's rating changed.";
  }
}

/** A short label for a profile's match list. */
export function unratedLabel(reason: UnratedReason): string {
  return reason === "aborted" ? "aborted, not rated" : "not rated";
}
