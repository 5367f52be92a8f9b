/**
 * Leaderboards by period and friends (docs/social.md): the answers of
 * `/api/leaderboards/…` and of the friends routes under `/api/players/<id>/…`. The
 * friends routes take no body: who follows or blocks whom is in the path, proved by
 * the player's secret (`Authorization: Bearer <secret>`).
 */

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

// What these routes answer, with the schemas the client reads them by, is in social-answers.ts.

/** Most players one may follow. */
export const MAX_FOLLOWS = 200;
