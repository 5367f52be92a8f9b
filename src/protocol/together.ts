/**
 * What a together table (settings `play: "together"`) says beyond a versus one: the
 * team's shared list, a teammate's find as it happens, the team's goal on this board,
 * and its stars per round and over the match (rules: src/game/modes/together.ts).
 * Each type is its schema's output (the client checks frames with them). Imported by
 * table-frames.ts; imports nothing of the contract.
 */
import * as v from "valibot";

/** One word of the team's list: who found it first, what it scored, and its dice (to flash them). */
export const TeamWordViewSchema = v.object({
  word: v.string(),
  points: v.number(),
  path: v.array(v.number()),
  seat: v.number(),
});
export type TeamWordView = v.InferOutput<typeof TeamWordViewSchema>;

/**
 * To everyone at a together table when a teammate's word is accepted (a person's or a
 * computer player's): its dice flash on every board and it joins every list. The finder
 * also gets the usual `verdict`.
 */
export const TeamWordMessageSchema = v.object({
  ...TeamWordViewSchema.entries,
  type: v.literal("teamWord"),
  /** The finder's name, for the flash's words ("Ann found slate"). */
  name: v.string(),
});
export type TeamWordMessage = v.InferOutput<typeof TeamWordMessageSchema>;

const goalEntries = {
  points: v.number(),
  boardPoints: v.number(),
  /** Points for one, two and three stars on this board. */
  starPoints: v.array(v.number()),
  stars: v.picklist([0, 1, 2, 3]),
};

/** The team's standing on one board: its points, the board's, and the points each star needs. */
export const TeamGoalSchema = v.object(goalEntries);
export type TeamGoal = v.InferOutput<typeof TeamGoalSchema>;

/** A round's team result in the review and at the match's end. */
export const TeamRoundSchema = v.object({ ...goalEntries, round: v.number() });
export type TeamRound = v.InferOutput<typeof TeamRoundSchema>;

/** The match's stars: each round's, their sum, and the team's best round (its index in `rounds`). */
export const TeamMatchSchema = v.object({
  rounds: v.array(TeamRoundSchema),
  stars: v.number(),
  best: v.nullable(v.number()),
});
export type TeamMatch = v.InferOutput<typeof TeamMatchSchema>;

/** What a refusal `already_found` adds at a together table: the teammate who found it. */
export const FoundBySchema = v.object({
  seat: v.number(),
  name: v.string(),
});
export type FoundBy = v.InferOutput<typeof FoundBySchema>;
