/** A ranked rating as tables, the lobby and profiles show it (see docs/ranked.md). */

/**
 * A rating on the display scale (a new player is 1500). `provisional` while the
 * uncertainty is high: show it as `1500?`.
 */
export interface RatingView {
  rating: number;
  provisional: boolean;
}

/** A ranked player's rating before and after a match. */
export interface RatingChange {
  seat: number;
  playerId: string;
  name: string;
  place: number;
  before: RatingView;
  after: RatingView;
}

/**
 * Why a finished ranked match changed nobody's rating (see docs/ranked.md): `aborted`
 * (fewer than two players entered a word in its first round, or it ended before that),
 * `pair_limit` (two of its players already moved each other's ratings three times in 24
 * hours), `flagged` (a player's entries were not a person's).
 */
export type UnratedReason = "aborted" | "pair_limit" | "flagged";
