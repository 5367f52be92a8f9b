/**
 * Helpers for the daily board's Worker tests: requests with a player's secret and an
 * address, a try started and handed in (the fake clock moved on to when the last word
 * was entered, as a real try takes that long), the day's words, and earlier days of a
 * player's history written straight into D1 (there is no test hook in the product).
 */
import { env, exports } from "cloudflare:workers";
import { expect, vi } from "vitest";
import { wordDesk } from "../../src/words/desk.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { addDays, dateOf } from "../../src/daily/calendar.ts";
import { DAILY_LEADERBOARD_MS } from "../../src/daily/day-facts.ts";
import type { DailyLeaderboardResponse, DailyStartResponse, Language, NewPlayerResponse } from "../../src/protocol.ts";
import { ORIGIN } from "./client.ts";

export const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

export async function call(path: string, init: { method?: string; body?: unknown; secret?: string; address?: string } = {}): Promise<Response> {
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      "content-type": "application/json",
      ...(init.secret ? { authorization: `Bearer ${init.secret}` } : {}),
      ...(init.address ? { "CF-Connecting-IP": init.address } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

export async function start(who: NewPlayerResponse, date?: string, language?: Language): Promise<DailyStartResponse> {
  const res = await call("/api/daily/start", { body: { playerId: who.playerId, ...(date ? { date } : {}), ...(language ? { language } : {}) }, secret: who.secret });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as DailyStartResponse;
}

/** The start time a token signs. */
export function startedAtOf(token: string): number {
  const body = token.split(".")[0]!;
  return Number((JSON.parse(atob(body.replace(/-/g, "+").replace(/_/g, "/"))) as { s: number }).s);
}

/** Hand in `words`, first moving the clock on to the last word's time if it is not there yet (a real try takes that long). */
export function handIn(token: string, words: { word: string; ms: number }[], address?: string): Promise<Response> {
  const last = Math.max(0, ...words.map((w) => w.ms));
  const due = startedAtOf(token) + last;
  if (Date.now() < due) vi.setSystemTime(due);
  return handInNow(token, words, address);
}

/** Hand in `words` at the clock's time as it is. */
export function handInNow(token: string, words: { word: string; ms: number }[], address?: string): Promise<Response> {
  return call("/api/daily/hand-in", { body: { token, words }, ...(address ? { address } : {}) });
}

/** Every word on `cells` in `language`'s dictionary, shortest first. */
export async function wordsOn(cells: readonly string[], language: Language = "en"): Promise<string[]> {
  const dawg = (await wordDesk(env.DICT, language)).dawg;
  return solveBoard(dawg, cells, 3).map((w) => w.word).sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
}

/** The day's public top list (of `language`'s board if given), asked past the short cache. */
export async function leaderboard(date = dateOf(Date.now()), language?: Language): Promise<DailyLeaderboardResponse> {
  later(DAILY_LEADERBOARD_MS);
  const res = await call(`/api/daily/${date}/leaderboard${language ? `?language=${language}` : ""}`);
  expect(res.status).toBe(200);
  return (await res.json()) as DailyLeaderboardResponse;
}

/**
 * Give `who` a daily history before `today`: one handed-in result on each of the `days`
 * days before it, each with `share` of its board's points (1 by default: no later
 * result can be far above it) and flagged or not, on `language`'s board.
 */
export async function giveHistory(who: NewPlayerResponse, today: string, days = 3, share = 1, flagged = false, language: Language = "en"): Promise<void> {
  await env.DB.batch(Array.from({ length: days }, (_, i) => env.DB.prepare(
    `INSERT INTO daily_results (day, language, player_id, name, started_at, handed_in_at, points, word_count, longest, words, flagged, share, listed)
     VALUES (?, ?, ?, ?, 0, 1, 10, 5, 'earlier', '[]', ?, ?, ?)`,
  ).bind(addDays(today, -1 - i), language, who.playerId, who.name, flagged ? 1 : 0, share, flagged ? 0 : 1)));
}
