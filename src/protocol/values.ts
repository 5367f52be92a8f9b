/**
 * The contract's plain values: a table's choices, ranges and defaults, the protocol's
 * version, the 3-2-1's length, a name's length and a round id's shape. No schemas here:
 * the game page's first load imports this module directly (never src/protocol.ts), so it
 * does not carry valibot or any schema; the screens that check what the server says load
 * those with themselves. settings.ts checks that the defaults are a `Settings`.
 */

/** Bumped when a message changes shape incompatibly. */
export const PROTOCOL_VERSION = 1;

/** The 3-2-1 before every round: the board is revealed this long after the round is set up. */
export const COUNTDOWN_MS = 3_000;

/** Longest display name, in graphemes (what a person counts as letters). */
export const MAX_NAME_GRAPHEMES = 20;

/** A round id: the arena's key and the round's number (`en-42`). */
export const ARENA_ROUND_ID_PATTERN = /^[a-z]{2}-[1-9][0-9]{0,11}$/;

/** Whether `id` has the shape of a round id (not whether the round was played). */
export function isArenaRoundId(id: string): boolean {
  return ARENA_ROUND_ID_PATTERN.test(id);
}

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


/** A new table's settings (a `Settings`: settings.ts checks it). */
export const DEFAULT_SETTINGS = {
  rounds: 3, target: null as number | null, board: "4x4" as BoardChoice, bots: "normal" as BotLevel, timer: "normal" as TimerChoice,
  roundSeconds: null as number | null, minLength: null as 3 | 4 | null, cancellation: true, scoring: null as ScoringChoice | null,
  properNouns: false, penalty: 0, language: "en" as Language, play: "versus" as PlayChoice,
};

/** Settings keys whose change rescores the rounds already played. */
export const SCORING_KEYS = ["cancellation", "scoring", "penalty"] as const;
