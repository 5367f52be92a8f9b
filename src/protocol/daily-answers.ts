/**
 * What the daily board's routes answer (docs/protocol.md, "The daily board"), as valibot
 * schemas whose outputs are the types: the daily pages read every answer through its
 * schema (client/daily/api.ts), never a cast. Exported from src/protocol.ts as types only.
 */
import * as v from "valibot";
import { LANGUAGES } from "./values.ts";
import { UnfoundWordSchema } from "./table-frames.ts";

const num = v.number();
const str = v.string();
const bool = v.boolean();
const language = v.picklist(LANGUAGES);

/** `GET /api/daily`: today's board's date and number (not its dice). */
export const DailyTodayResponseSchema = v.object({
  date: str,
  number: num,
  /** When today's board gives way to tomorrow's (ms). */
  endsAt: num,
});
export type DailyTodayResponse = v.InferOutput<typeof DailyTodayResponseSchema>;

/** A day's board handed out: a try has started. */
export const DailyStartResponseSchema = v.object({
  date: str,
  /** The board's language (its letters, and the dictionary it is checked with). */
  language,
  number: num,
  size: v.literal(4),
  /** Row-major cell texts, "qu" for the Q die. */
  cells: v.array(str),
  /** Whether this is the player's scored try (false: practice, never stored). */
  scored: bool,
  /** True when this continues a scored try already started (a reload). */
  resumed: bool,
  /** The server's time of the start and the round's end (ms). */
  startedAt: num,
  endsAt: num,
  roundMs: num,
  /** The server's clock now, so a client can measure its own offset. */
  now: num,
  /** Carried back by the hand-in; signed, so the start cannot be moved. */
  token: str,
});
export type DailyStartResponse = v.InferOutput<typeof DailyStartResponseSchema>;

/** One row of a day's leaderboard. */
export const DailyRowSchema = v.object({
  place: num,
  playerId: str,
  name: str,
  points: num,
  words: num,
  /** Letters in the longest word. */
  longest: num,
});
export type DailyRow = v.InferOutput<typeof DailyRowSchema>;

/** `GET /api/daily/<date>/leaderboard?language=L`: one language's board's top results (shared places) and how many counted. */
export const DailyLeaderboardResponseSchema = v.object({
  date: str,
  language,
  number: num,
  total: num,
  players: v.array(DailyRowSchema),
});
export type DailyLeaderboardResponse = v.InferOutput<typeof DailyLeaderboardResponseSchema>;

/** A counted word of a try. */
export const DailyWordSchema = v.object({ word: str, points: num, path: v.array(num) });
export type DailyWord = v.InferOutput<typeof DailyWordSchema>;

/**
 * A player's day: `GET /api/daily/<date>/players/<id>` (with the player's secret) and
 * the answer to a hand-in. `result` is null before the scored try is handed in.
 */
export const DailyResultResponseSchema = v.object({
  date: str,
  language,
  number: num,
  /** This answer is for a practice try (a hand-in with a practice token): nothing was stored. */
  practice: bool,
  /** The day's board (row-major cells), once this player has a result for it. */
  cells: v.nullable(v.array(str)),
  result: v.nullable(v.object({
    points: num,
    words: v.array(DailyWordSchema),
    longest: str,
    /** Handed-in words that did not count, and why. */
    refused: v.array(v.object({ word: str, reason: str })),
  })),
  /** Place and share of the other players beaten, among the day's results so far (everyone's). */
  place: v.nullable(num),
  percentile: v.nullable(num),
  total: num,
  /** The day's words this player missed (after their try), longest and everyday first. */
  missed: v.nullable(v.array(UnfoundWordSchema)),
  /** Once the day is over: this player's words nobody else found that day. */
  unique: v.nullable(v.array(str)),
  /** Days in a row played, up to this day. */
  streak: num,
});
export type DailyResultResponse = v.InferOutput<typeof DailyResultResponseSchema>;

/** One day on a player's daily history. */
export const DailyHistoryEntrySchema = v.object({
  date: str,
  number: num,
  points: num,
  words: num,
  /** The longest word; null on the public history until the day is over (it would give the board away). */
  longest: v.nullable(str),
});
export type DailyHistoryEntry = v.InferOutput<typeof DailyHistoryEntrySchema>;

/** `GET /api/players/<id>/daily?language=L`: streaks and recent days on one language's board. */
export const DailyHistoryResponseSchema = v.object({
  language,
  streak: num,
  longestStreak: num,
  days: v.array(DailyHistoryEntrySchema),
});
export type DailyHistoryResponse = v.InferOutput<typeof DailyHistoryResponseSchema>;
