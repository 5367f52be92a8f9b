/**
 * A table's settings: the common choices (rounds, board, computer players' level, timer)
 * and the house rules, their defaults, and the schema a change of them must pass.
 */
import * as v from "valibot";

/** Round counts offered as the common choices (any whole number 1–20 is accepted). */
export const ROUND_CHOICES = [1, 3, 5] as const;
export const BOARD_CHOICES = ["4x4", "5x5", "6x6"] as const;
export const BOT_LEVELS = ["easy", "normal", "hard"] as const;
export const TIMER_CHOICES = ["normal", "relaxed", "quick"] as const;
export const SCORING_CHOICES = ["classic", "big", "superbig"] as const;
export const MIN_LENGTH_CHOICES = [3, 4] as const;
/** The languages a table can play in (src/lang/ holds each one's letters, dice and dictionary). */
/** How the table plays: against each other (today's game) or together, one team hunting one shared list. */
export const PLAY_CHOICES = ["versus", "together"] as const;
export const LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pt", "sv", "ru"] as const;

/** Ranges of the numeric house rules (inclusive). */
export const ROUNDS_RANGE = { min: 1, max: 20 } as const;
export const TARGET_RANGE = { min: 10, max: 500 } as const;
export const ROUND_SECONDS_RANGE = { min: 30, max: 600, step: 15 } as const;
export const PENALTY_RANGE = { min: 0, max: 5 } as const;

export type BoardChoice = (typeof BOARD_CHOICES)[number];
export type BotLevel = (typeof BOT_LEVELS)[number];
export type TimerChoice = (typeof TIMER_CHOICES)[number];
export type ScoringChoice = (typeof SCORING_CHOICES)[number];
export type Language = (typeof LANGUAGES)[number];
export type PlayChoice = (typeof PLAY_CHOICES)[number];

/** Whether `value` is a language Baffle plays in (a route's `?language=`, a stored choice). */
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * A table's settings: the common choices and the house rules. `null` means "the board's
 * usual" (`minLength`, `scoring`), "the timer preset" (`roundSeconds`) or "no target".
 */
export interface Settings {
  /** Rounds to play (ignored while `target` is set). */
  rounds: number;
  /** Play until someone's total reaches this, instead of a fixed number of rounds. */
  target: number | null;
  board: BoardChoice;
  bots: BotLevel;
  timer: TimerChoice;
  /** Round length in seconds, overriding `timer`. */
  roundSeconds: number | null;
  /** Shortest word allowed, in letters (Qu is two). */
  minLength: 3 | 4 | null;
  /** Shared words score nothing (false: everyone scores all they found). */
  cancellation: boolean;
  /** Points table. */
  scoring: ScoringChoice | null;
  /** Names of people, places, days, months… count as words. */
  properNouns: boolean;
  /** Points taken off for each entry refused as `not_a_word` or `not_on_board`. */
  penalty: number;
  /** The language words are played in: its dice, its dictionary, its computer players. */
  language: Language;
  /**
   * Versus (the default) or together: everyone at the table, computer players too, hunts
   * one shared list; a word counts once for the team, credited to its first finder, with
   * no cancellation and no penalty, and the team earns stars at shares of the board's
   * points (src/game/modes/together.ts). Chosen in the lobby; never at a ranked table.
   */
  play: PlayChoice;
}

export const DEFAULT_SETTINGS: Settings = {
  rounds: 3, target: null, board: "4x4", bots: "normal", timer: "normal", roundSeconds: null,
  minLength: null, cancellation: true, scoring: null, properNouns: false, penalty: 0,
  language: "en", play: "versus",
};

/** Settings keys whose change rescores the rounds already played. */
export const SCORING_KEYS = ["cancellation", "scoring", "penalty"] as const;

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

/** One changed setting, for the notice everyone gets. */
export interface SettingChange {
  key: keyof Settings;
  from: Settings[keyof Settings];
  to: Settings[keyof Settings];
}
