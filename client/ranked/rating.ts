/** How ratings read on screen: whole numbers (no grouping: a rating is read as one figure, 1524), "?" while still provisional (as on Lichess). */

import "../i18n/english-pages.ts";
import type { RatingView, UnratedReason } from "../../src/protocol.ts";
import { t } from "../i18n/index.ts";

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

/** Why a ranked match changed nobody's rating, in a sentence (docs/ranked.md has the rules). */
export function unratedText(reason: UnratedReason): string {
  return t(`ranked.unrated.${reason}`);
}

/** A short label for a profile's match list. */
export function unratedLabel(reason: UnratedReason): string {
  return reason === "aborted" ? t("ranked.unrated.abortedShort") : t("ranked.unrated.short");
}
