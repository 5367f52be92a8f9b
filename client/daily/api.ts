/**
 * The daily board's HTTP routes as the client calls them (docs/protocol.md, "The daily
 * board"); refusals come back as ApiError with the server's code, like the ranked calls.
 * Each language has its own board, results and history: every call names one.
 */
import type {
  DailyHistoryResponse, DailyLeaderboardResponse, DailyResultResponse, DailyStartResponse, DailyTodayResponse, Language,
} from "../../src/protocol.ts";
import {
  DailyHistoryResponseSchema, DailyLeaderboardResponseSchema, DailyResultResponseSchema, DailyStartResponseSchema, DailyTodayResponseSchema,
} from "../../src/protocol/daily-answers.ts";
import { call, json } from "../ranked/api.ts";
import type { Identity } from "../ranked/identity.ts";

/** Today's board's date and number. */
export function getToday(): Promise<DailyTodayResponse> {
  return call("/api/daily", DailyTodayResponseSchema);
}

/** Start (or resume) a try at today's board in `language`, or practise a past day's. */
export function startDaily(identity: Identity, language: Language, date?: string): Promise<DailyStartResponse> {
  return call("/api/daily/start", DailyStartResponseSchema, json("POST", { playerId: identity.playerId, language, ...(date ? { date } : {}) }, identity.secret));
}

/** Hand in a try's words, each with when it was entered (ms since the start). */
export function handInDaily(token: string, words: { word: string; ms: number }[]): Promise<DailyResultResponse> {
  return call("/api/daily/hand-in", DailyResultResponseSchema, json("POST", { token, words }));
}

/** A day's leaderboard in `language` (refreshed by the server every few seconds). */
export function getDailyLeaderboard(date: string, language: Language): Promise<DailyLeaderboardResponse> {
  return call(`/api/daily/${date}/leaderboard?language=${language}`, DailyLeaderboardResponseSchema);
}

/** The identity's day in `language`: its result, place, missed words. */
export function getMyDay(identity: Identity, date: string, language: Language): Promise<DailyResultResponse> {
  return call(`/api/daily/${date}/players/${encodeURIComponent(identity.playerId)}?language=${language}`, DailyResultResponseSchema, {
    headers: { authorization: `Bearer ${identity.secret}` },
  });
}

/** A player's streak and recent days in `language`. */
export function getDailyHistory(playerId: string, language: Language): Promise<DailyHistoryResponse> {
  return call(`/api/players/${encodeURIComponent(playerId)}/daily?language=${language}`, DailyHistoryResponseSchema);
}
