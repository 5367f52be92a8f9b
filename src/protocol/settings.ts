/**
 * A table's settings: the common choices (rounds, board, computer players' level, timer)
 * and the house rules as the table sends them, and the schema a change of them must pass.
 * The choices and defaults themselves are in values.ts.
 */
import * as v from "valibot";

import {
  BOARD_CHOICES, BOT_LEVELS, DEFAULT_SETTINGS, LANGUAGES, MIN_LENGTH_CHOICES, PENALTY_RANGE, PLAY_CHOICES, ROUND_SECONDS_RANGE, ROUNDS_RANGE,
  SCORING_CHOICES, TARGET_RANGE, TIMER_CHOICES,
} from "./values.ts";

/**
 * A table's settings: the common choices and the house rules, as the table sends them. `null`
 * means "the board's usual" (`minLength`, `scoring`), "the timer preset" (`roundSeconds`) or
 * "no target". The type is this schema's output, so the client's check and the server's
 * sends cannot drift apart.
 */
export const SettingsSchema = v.object({
  /** Rounds to play (ignored while `target` is set). */
  rounds: v.number(),
  /** Play until someone's total reaches this, instead of a fixed number of rounds. */
  target: v.nullable(v.number()),
  board: v.picklist(BOARD_CHOICES),
  bots: v.picklist(BOT_LEVELS),
  timer: v.picklist(TIMER_CHOICES),
  /** Round length in seconds, overriding `timer`. */
  roundSeconds: v.nullable(v.number()),
  /** Shortest word allowed, in letters (Qu is two). */
  minLength: v.nullable(v.picklist(MIN_LENGTH_CHOICES)),
  /** Shared words score nothing (false: everyone scores all they found). */
  cancellation: v.boolean(),
  /** Points table. */
  scoring: v.nullable(v.picklist(SCORING_CHOICES)),
  /** Names of people, places, days, months… count as words. */
  properNouns: v.boolean(),
  /** Points taken off for each entry refused as `not_a_word` or `not_on_board`. */
  penalty: v.number(),
  /** The language words are played in: its dice, its dictionary, its computer players. */
  language: v.picklist(LANGUAGES),
  /**
   * Versus (the default) or together: everyone at the table, computer players too, hunts
   * one shared list; a word counts once for the team, credited to its first finder, with
   * no cancellation and no penalty, and the team earns stars at shares of the board's
   * points (src/game/modes/together.ts). Chosen in the lobby; never at a ranked table.
   */
  play: v.picklist(PLAY_CHOICES),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;

type Assert<T extends true> = T;

/** The defaults (values.ts, which the first page load imports without valibot) are settings. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type DefaultsAreSettings = Assert<Same<typeof DEFAULT_SETTINGS, Settings>>;

const wholeNumber = (min: number, max: number) =>
  v.pipe(v.number(), v.integer("Must be a whole number"), v.minValue(min, `At least ${min}`), v.maxValue(max, `At most ${max}`));

export const SettingsPatchSchema = v.strictObject({
  rounds: v.optional(wholeNumber(ROUNDS_RANGE.min, ROUNDS_RANGE.max)),
  target: v.optional(v.nullable(wholeNumber(TARGET_RANGE.min, TARGET_RANGE.max))),
  board: v.optional(v.picklist(BOARD_CHOICES)),
  bots: v.optional(v.picklist(BOT_LEVELS)),
  timer: v.optional(v.picklist(TIMER_CHOICES)),
  roundSeconds: v.optional(v.nullable(v.pipe(
    wholeNumber(ROUND_SECONDS_RANGE.min, ROUND_SECONDS_RANGE.max),
    v.multipleOf(ROUND_SECONDS_RANGE.step, `In steps of ${ROUND_SECONDS_RANGE.step} seconds`),
  ))),
  minLength: v.optional(v.nullable(v.picklist(MIN_LENGTH_CHOICES))),
  cancellation: v.optional(v.boolean()),
  scoring: v.optional(v.nullable(v.picklist(SCORING_CHOICES))),
  properNouns: v.optional(v.boolean()),
  penalty: v.optional(wholeNumber(PENALTY_RANGE.min, PENALTY_RANGE.max)),
  language: v.optional(v.picklist(LANGUAGES)),
  play: v.optional(v.picklist(PLAY_CHOICES)),
});
export type SettingsPatch = v.InferOutput<typeof SettingsPatchSchema>;

/** Every key of `Settings` (the type check below keeps the list whole). */
const SETTING_KEYS = [
  "rounds", "target", "board", "bots", "timer", "roundSeconds", "minLength", "cancellation", "scoring",
  "properNouns", "penalty", "language", "play",
] as const satisfies readonly (keyof Settings)[];
type Whole<K extends readonly unknown[]> = [Exclude<keyof Settings, K[number]>] extends [never] ? true : false;
export type SettingKeysWhole = Assert<Whole<typeof SETTING_KEYS>>;

/** One changed setting, for the notice everyone gets. */
export const SettingChangeSchema = v.object({
  key: v.picklist(SETTING_KEYS),
  from: v.union([v.number(), v.string(), v.boolean(), v.null()]),
  to: v.union([v.number(), v.string(), v.boolean(), v.null()]),
});
export type SettingChange = v.InferOutput<typeof SettingChangeSchema>;
