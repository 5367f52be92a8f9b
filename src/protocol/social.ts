/**
 * Leaderboards by period and friends (docs/social.md): the answers of
 * `/api/leaderboards/…` and of the friends routes under `/api/players/<id>/…`. The
 * friends routes take no body: who follows or blocks whom is in the path, proved by
 * the player's secret (`Authorization: Bearer <secret>`).
 */
import type { Language } from "./settings.ts";

/** The lengths of period a leaderboard is kept for (UTC; a week is an ISO week from Monday). */
export const PERIOD_KINDS = ["day", "week", "month", "year"] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

/** Whether `kind` names a period length. */
export function isPeriodKind(kind: string): kind is PeriodKind {
  return (PERIOD_KINDS as readonly string[]).includes(kind);
}

/** What a period board ranks: the arena's rounds, or the daily board's days. */
export const BOARD_SCOPES = ["arena", "daily"] as const;
export type BoardScope = (typeof BOARD_SCOPES)[number];

/** One row of a period's list. */
export interface LeaderRow {
  place: number;
  playerId: string;
  name: string;
  /** The arena's average percentile (to a tenth), or points (a daily total, a best round or day). */
  value: number;
  /** Rounds (arena) or days (daily) behind the value. */
  count: number;
  /** A best-single list's round id (`en-42`) or day (`2026-12-02`); null on the other lists. */
  at: string | null;
}

/** A past period's winners. */
export interface HallOfFameEntry {
  key: string;
  main: LeaderRow | null;
  best: LeaderRow | null;
}

/** `GET /api/leaderboards/<scope>/<language>/<kind>`: the current period's lists and the hall of fame. */
export interface PeriodBoardResponse {
  scope: BoardScope;
  language: Language;
  kind: PeriodKind;
  period: { key: string; start: number; end: number };
  /** The arena's minimum of counted rounds for the average list; null for the daily board. */
  minRounds: number | null;
  /** The arena by average percentile, the daily board by points added up. */
  main: LeaderRow[];
  /** The best single round (arena) or day (daily) of each player. */
  best: LeaderRow[];
  /** Winners of the periods before this one, latest first. */
  hallOfFame: HallOfFameEntry[];
  computedAt: number;
}

/** A friend's latest daily result (in any language). */
export interface FriendDaily {
  date: string;
  language: Language;
  points: number;
  words: number;
}

/** A friend's latest arena day. */
export interface FriendArena {
  arena: string;
  day: string;
  rounds: number;
  /** Their average percentile that day, null without a counted round. */
  averagePercentile: number | null;
  bestPoints: number;
  bestRound: string | null;
}

/** A friend's latest ranked match. */
export interface FriendRanked {
  tableId: string;
  place: number | null;
  players: number;
  finishedAt: number;
}

/** A player one follows, with their latest results. `event` is null until arena events are kept. */
export interface Friend {
  playerId: string;
  name: string;
  since: number;
  daily: FriendDaily | null;
  arena: FriendArena | null;
  ranked: FriendRanked | null;
  event: null;
}

/** `GET /api/players/<id>/friends` (the player's own, proved): whom they follow and whom they blocked. */
export interface FriendsResponse {
  friends: Friend[];
  blocked: { playerId: string; name: string }[];
}

/** One row of "you and your friends". */
export interface CircleRow {
  playerId: string;
  name: string;
  you: boolean;
  points: number;
  words: number | null;
  /** The place among everyone (the arena's round), or null (the daily board: the list is the circle's). */
  place: number | null;
}

/** `GET /api/players/<id>/circle/daily/<date>?language=` and `/circle/arena/<roundId>`: you and your friends on one board, most points first. */
export interface CircleResponse {
  board: string;
  rows: CircleRow[];
}

/** Most players one may follow. */
export const MAX_FOLLOWS = 200;
