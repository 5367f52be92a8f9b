/**
 * Ratings: Weng-Lin (OpenSkill) with the Bradley-Terry full-pairing model, and the
 * display scale players see. Pure: the store reads μ and σ, calls `rateMatch`, writes
 * the answer back.
 *
 * Why this model: Baffle is a free-for-all of 2–4 with shared places. OpenSkill's
 * default Plackett-Luce model can leave a third place level with two tied winners
 * (places 1, 1, 3, 4); the full-pairing Bradley-Terry model compares every pair, so
 * every tie pattern keeps rank order. `limitSigma` stops σ growing after a match, so a
 * winner's conservative rating never dips. The update itself is worked out pair by pair
 * in src/ranked/pairwise.ts, which is OpenSkill's (`RATE_OPTIONS`) with each result
 * weighted by the opponent's certainty. See docs/ranked.md for the scale.
 */
import { bradleyTerryFull } from "openskill/models";
import type { RatingView } from "../protocol.ts";
import { ratePairs } from "./pairwise.ts";

/** A player's skill in OpenSkill units. */
export interface Skill {
  mu: number;
  sigma: number;
}

/** A new player's skill (OpenSkill's defaults). */
export const NEW_SKILL: Readonly<Skill> = { mu: 25, sigma: 25 / 3 };

/** Display points per OpenSkill unit: maps the starting σ onto Glicko's starting RD of 350. */
export const DISPLAY_SCALE = 350 / NEW_SKILL.sigma;

/** A new player's displayed rating. */
export const DISPLAY_START = 1500;

/** A rating is provisional while its deviation (DISPLAY_SCALE × σ) is at least this (Lichess: 110). */
export const PROVISIONAL_RD = 110;

/** OpenSkill's model and options that every rating change follows (src/ranked/pairwise.ts with every weight 1 is exactly this). */
export const RATE_OPTIONS = { model: bradleyTerryFull, limitSigma: true } as const;

/**
 * New skills after one match. `places[i]` is player i's place (1 = first; equal places
 * are ties). Returns the skills in the same order. Each result is weighted by the
 * opponent's certainty (src/ranked/pairwise.ts).
 */
export function rateMatch(skills: readonly Skill[], places: readonly number[]): Skill[] {
  return ratePairs(skills, places).after;
}

/** The rating shown to players, rounded. */
export function displayRating(skill: Skill): number {
  return Math.round(DISPLAY_START + DISPLAY_SCALE * (skill.mu - NEW_SKILL.mu));
}

/** Whether the rating is still provisional (shown as `1500?`). */
export function isProvisional(skill: Skill): boolean {
  return DISPLAY_SCALE * skill.sigma >= PROVISIONAL_RD;
}

/** The display rating and its provisional mark. */
export function ratingView(skill: Skill): RatingView {
  return { rating: displayRating(skill), provisional: isProvisional(skill) };
}

/** The leaderboard's conservative value, μ − 3σ on the display scale. */
export function conservativeRating(skill: Skill): number {
  return DISPLAY_START + DISPLAY_SCALE * (skill.mu - 3 * skill.sigma - NEW_SKILL.mu);
}

/** The σ below which a rating is established (for SQL filters). */
export const ESTABLISHED_SIGMA = PROVISIONAL_RD / DISPLAY_SCALE;
