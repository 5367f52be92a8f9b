/**
 * A ranked rating as tables, the lobby and profiles show it (see docs/ranked.md). The
 * types are the schemas' outputs: the client checks what it is sent with the same shapes
 * the server's sends are typed by.
 */
import * as v from "valibot";

/**
 * A rating on the display scale (a new player is 1500). `provisional` while the
 * uncertainty is high: show it as `1500?`.
 */
export const RatingViewSchema = v.object({
  rating: v.number(),
  provisional: v.boolean(),
});
export type RatingView = v.InferOutput<typeof RatingViewSchema>;

/** A ranked player's rating before and after a match. */
export const RatingChangeSchema = v.object({
  seat: v.number(),
  playerId: v.string(),
  name: v.string(),
  place: v.number(),
  before: RatingViewSchema,
  after: RatingViewSchema,
});
export type RatingChange = v.InferOutput<typeof RatingChangeSchema>;

/**
 * Why a finished ranked match changed nobody's rating (see docs/ranked.md): `aborted`
 * (fewer than two players entered a word in its first round, or it ended before that),
 * `pair_limit` (two of its players already moved each other's ratings three times in 24
 * hours), `flagged` (a player's entries were not a person's).
 */
export const UNRATED_REASONS = ["aborted", "pair_limit", "flagged"] as const;
export type UnratedReason = (typeof UNRATED_REASONS)[number];
