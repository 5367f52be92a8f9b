/**
 * The daily board's HTTP API (docs/protocol.md, "The daily board"): what a client may
 * send, as valibot schemas checked at the edge (src/daily/routes.ts), and what each
 * route answers.
 */
import * as v from "valibot";
import { LANGUAGES, type Language } from "./settings.ts";
import { MAX_WORD_CHARS, type UnfoundWord } from "./table.ts";

/** Most words one hand-in may carry (a rich 4×4 board holds a few hundred). */
export const MAX_HANDED_IN = 600;

const DateSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "date is YYYY-MM-DD"));

/**
 * `POST /api/daily/start`: the player (proved by `Authorization: Bearer <secret>`), a past
 * day to practise, and the language whose board to play (each has its own; English if absent).
 */
export const DailyStartSchema = v.strictObject({
  playerId: v.pipe(v.string(), v.maxLength(64)),
  date: v.optional(DateSchema),
  language: v.optional(v.picklist(LANGUAGES)),
});
export type DailyStartRequest = v.InferOutput<typeof DailyStartSchema>;

/** `POST /api/daily/hand-in`: the start token and every word with when it was entered (ms since the start). */
export const DailyHandInSchema = v.strictObject({
  token: v.pipe(v.string(), v.maxLength(600)),
  words: v.pipe(
    v.array(v.strictObject({
      word: v.pipe(v.string(), v.maxLength(MAX_WORD_CHARS)),
      ms: v.pipe(v.number(), v.integer()),
    })),
    v.maxLength(MAX_HANDED_IN),
  ),
});
export type DailyHandInRequest = v.InferOutput<typeof DailyHandInSchema>;

/** `GET /api/daily`: today's board's date and number (not its dice). */
export interface DailyTodayResponse {
  date: string;
  number: number;
  /** When today's board gives way to tomorrow's (ms). */
  endsAt: number;
}

/** A day's board handed out: a try has started. */
export interface DailyStartResponse {
  date: string;
  /** The board's language (its letters, and the dictionary it is checked with). */
  language: Language;
  number: number;
  size: 4;
  /** Row-major cell texts, "qu" for the Q die. */
  cells: string[];
  /** Whether this is the player's scored try (false: practice, never stored). */
  scored: boolean;
  /** True when this continues a scored try already started (a reload). */
  resumed: boolean;
  /** The server's time of the start and the round's end (ms). */
  startedAt: number;
  endsAt: number;
  roundMs: number;
  /** The server's clock now, so a client can measure its own offset. */
  now: number;
  /** Carried back by the hand-in; signed, so the start cannot be moved. */
  token: string;
}

/** One row of a day's leaderboard. */
export interface DailyRow {
  place: number;
  playerId: string;
  name: string;
  points: number;
  words: number;
  /** Letters in the longest word. */
  longest: number;
}

/** `GET /api/daily/<date>/leaderboard?language=L`: one language's board's top results (shared places) and how many counted. */
export interface DailyLeaderboardResponse {
  date: string;
  language: Language;
  number: number;
  total: number;
  players: DailyRow[];
}

/** A counted word of a try. */
export interface DailyWord {
  word: string;
  points: number;
  path: number[];
}

/**
 * A player's day: `GET /api/daily/<date>/players/<id>` (with the player's secret) and
 * the answer to a hand-in. `result` is null before the scored try is handed in.
 */
export interface DailyResultResponse {
  date: string;
  language: Language;
  number: number;
  /** This answer is for a practice try (a hand-in with a practice token): nothing was stored. */
  practice: boolean;
  /** The day's board (row-major cells), once this player has a result for it. */
  cells: string[] | null;
  result: {
    points: number;
    words: DailyWord[];
    longest: string;
    /** Handed-in words that did not count, and why. */
    refused: { word: string; reason: string }[];
  } | null;
  /** Place and share of the other players beaten, among the day's results so far (everyone's). */
  place: number | null;
  percentile: number | null;
  total: number;
  /** The day's words this player missed (after their try), longest and everyday first. */
  missed: UnfoundWord[] | null;
  /** Once the day is over: this player's words nobody else found that day. */
  unique: string[] | null;
  /** Days in a row played, up to this day. */
  streak: number;
}

/** One day on a player's daily history. */
export interface DailyHistoryEntry {
  date: string;
  number: number;
  points: number;
  words: number;
  /** The longest word; null on the public history until the day is over (it would give the board away). */
  longest: string | null;
}

/** `GET /api/players/<id>/daily?language=L`: streaks and recent days on one language's board. */
export interface DailyHistoryResponse {
  language: Language;
  streak: number;
  longestStreak: number;
  days: DailyHistoryEntry[];
}
