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
