/**
 * What the period leaderboards and the friends routes answer (docs/social.md), as valibot
 * schemas whose outputs are the types: the client reads every answer through its schema
 * (client/social/api.ts), never a cast. Exported from src/protocol.ts as types only.
 */
import * as v from "valibot";
import { LANGUAGES } from "./values.ts";
import { BOARD_SCOPES, PERIOD_KINDS } from "./social.ts";

const num = v.number();
const str = v.string();
const language = v.picklist(LANGUAGES);

/** One row of a period's list. */
export const LeaderRowSchema = v.object({
  place: num,
  playerId: str,
  name: str,
  /** The arena's average percentile (to a tenth), or points (a daily total, a best round or day). */
  value: num,
  /** Rounds (arena) or days (daily) behind the value. */
  count: num,
  /** A best-single list's round id (`en-42`) or day (`2026-12-02`); null on the other lists. */
  at: v.nullable(str),
});
export type LeaderRow = v.InferOutput<typeof LeaderRowSchema>;

/** A past period's winners. */
export const HallOfFameEntrySchema = v.object({ key: str, main: v.nullable(LeaderRowSchema), best: v.nullable(LeaderRowSchema) });
export type HallOfFameEntry = v.InferOutput<typeof HallOfFameEntrySchema>;

/** `GET /api/leaderboards/<scope>/<language>/<kind>`: the current period's lists and the hall of fame. */
export const PeriodBoardResponseSchema = v.object({
  scope: v.picklist(BOARD_SCOPES),
  language,
  kind: v.picklist(PERIOD_KINDS),
  period: v.object({ key: str, start: num, end: num }),
  /** The arena's minimum of counted rounds for the average list; null for the daily board. */
  minRounds: v.nullable(num),
  /** The arena by average percentile, the daily board by points added up. */
  main: v.array(LeaderRowSchema),
  /** The best single round (arena) or day (daily) of each player. */
  best: v.array(LeaderRowSchema),
  /** Winners of the periods before this one, latest first. */
  hallOfFame: v.array(HallOfFameEntrySchema),
  computedAt: num,
});
export type PeriodBoardResponse = v.InferOutput<typeof PeriodBoardResponseSchema>;

/** A friend's latest daily result (in any language). */
export const FriendDailySchema = v.object({ date: str, language, points: num, words: num });
export type FriendDaily = v.InferOutput<typeof FriendDailySchema>;

/** A friend's latest arena day. */
export const FriendArenaSchema = v.object({
  arena: str,
  day: str,
  rounds: num,
  /** Their average percentile that day, null without a counted round. */
  averagePercentile: v.nullable(num),
  bestPoints: num,
  bestRound: v.nullable(str),
});
export type FriendArena = v.InferOutput<typeof FriendArenaSchema>;

/** A friend's latest ranked match. */
export const FriendRankedSchema = v.object({ tableId: str, place: v.nullable(num), players: num, finishedAt: num });
export type FriendRanked = v.InferOutput<typeof FriendRankedSchema>;

/** A player one follows, with their latest results. `event` is null until arena events are kept. */
export const FriendSchema = v.object({
  playerId: str,
  name: str,
  since: num,
  daily: v.nullable(FriendDailySchema),
  arena: v.nullable(FriendArenaSchema),
  ranked: v.nullable(FriendRankedSchema),
  event: v.null(),
});
export type Friend = v.InferOutput<typeof FriendSchema>;

/** `GET /api/players/<id>/friends` (the player's own, proved): whom they follow and whom they blocked. */
export const FriendsResponseSchema = v.object({
  friends: v.array(FriendSchema),
  blocked: v.array(v.object({ playerId: str, name: str })),
});
export type FriendsResponse = v.InferOutput<typeof FriendsResponseSchema>;

/** One row of "you and your friends". */
export const CircleRowSchema = v.object({
  playerId: str,
  name: str,
  you: v.boolean(),
  points: num,
  words: v.nullable(num),
  /** The place among everyone (the arena's round), or null (the daily board: the list is the circle's). */
  place: v.nullable(num),
});
export type CircleRow = v.InferOutput<typeof CircleRowSchema>;

/** `GET /api/players/<id>/circle/daily/<date>?language=` and `/circle/arena/<roundId>`: you and your friends on one board, most points first. */
export const CircleResponseSchema = v.object({ board: str, rows: v.array(CircleRowSchema) });
export type CircleResponse = v.InferOutput<typeof CircleResponseSchema>;
