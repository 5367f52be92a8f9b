/**
 * The daily board's HTTP routes as the client calls them (docs/protocol.md, "The daily
 * board"); refusals come back as ApiError with the server's code, like the ranked calls.
 */
import type {
  DailyHistoryResponse, DailyLeaderboardResponse, DailyResultResponse, DailyStartResponse, DailyTodayResponse,
} from "../../src/protocol.ts";
import { call, json } from "../ranked/api.ts";
import type { Identity } from "../ranked/identity.ts";

/** Today's board's date and number. */
export function getToday(): Promise<DailyTodayResponse> {
  return call<DailyTodayResponse>("/api/daily");
}

/** Start (or resume) a try at today's board, or practise a past day's. */
export function startDaily(identity: Identity, date?: string): Promise<DailyStartResponse> {
  return call<DailyStartResponse>("/api/daily/start", json("POST", { playerId: identity.playerId, ...(date ? { date } : {}) }, identity.secret));
}

/** Hand in a try's words, each with when it was entered (ms since the start). */
export function handInDaily(token: string, words: { word: string; ms: number }[]): Promise<DailyResultResponse> {
  return call<DailyResultResponse>("/api/daily/hand-in", json("POST", { token, words }));
}

/** A day's leaderboard (refreshed by the server every few seconds). */
export function getDailyLeaderboard(date: string): Promise<DailyLeaderboardResponse> {
  return call<DailyLeaderboardResponse>(`/api/daily/${date}/leaderboard`);
}

/** The identity's day: its result, place, missed words. */
export function getMyDay(identity: Identity, date: string): Promise<DailyResultResponse> {
  return call<DailyResultResponse>(`/api/daily/${date}/players/${encodeURIComponent(identity.playerId)}`, {
    headers: { authorization: `Bearer ${identity.secret}` },
  });
}

/** A player's streak and recent days. */
export function getDailyHistory(playerId: string): Promise<DailyHistoryResponse> {
  return call<DailyHistoryResponse>(`/api/players/${encodeURIComponent(playerId)}/daily`);
}
