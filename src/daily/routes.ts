/**
 * The daily board's HTTP routes (docs/protocol.md, "The daily board"). Thin: the board
 * is a function of the date and the secret (day-board.ts), a start is a signed token
 * (token.ts), a hand-in is checked by the pure rules (try.ts) and written as one row
 * (store.ts). No Durable Object is involved, so thousands of players on one board meet
 * nowhere but in D1's one row each, and the leaderboard is served from a short cache.
 */
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { solverSignals } from "../game/fair-play.ts";
import { readJsonObject } from "../http/body.ts";
import { logEvent } from "../log.ts";
import { limitPerClient } from "../limits/client-limiter.ts";
import type { RateRule } from "../limits/rate.ts";
import { isProofFailure, provePlayer as proveIdentity } from "../identity/proof.ts";
import type { TableEnv } from "../env.ts";
import { dailyNumber, dateOf, dayEnd, dayStatus } from "./calendar.ts";
import { dayBoard } from "./day-board.ts";
import {
  DailyHandInSchema, DailyStartSchema, isPlayerId,
  type DailyHistoryResponse, type DailyLeaderboardResponse, type DailyStartResponse, type DailyTodayResponse,
} from "../protocol.ts";
import { handIn, historyOf, pointsHistogram, resultOf, startTry, topResults, wordListsOf } from "./store.ts";
import { currentStreak, longestStreak } from "./streak.ts";
import { signStart, verifyStart } from "./token.ts";
import { standingIn } from "./ranking.ts";
import { checkTry, DAILY_ROUND_MS, HAND_IN_GRACE_MS, handInOnTime, type CheckedTry } from "./try.ts";
import { dayView } from "./view.ts";

/** How long a day's leaderboard answer is reused, here and by HTTP caches. */
export const DAILY_LEADERBOARD_MS = 5_000;

/** Results on a day's leaderboard. */
export const DAILY_LEADERBOARD_SIZE = 100;

/** Days kept on a player's daily history (streaks count over more). */
export const DAILY_HISTORY_SHOWN = 30;

const MAX_BODY_BYTES = 32 * 1024;

/**
 * Tries per client address: starts and hand-ins spend from one budget, 60 at once, then
 * 30 a minute (a person plays a try in three minutes). A practice hand-in stores nothing
 * but is checked again in full, so without it a script could make the Worker check lists
 * as fast as it can send them.
 */
export const DAILY_TRY_RULE: RateRule = { burst: 60, perMinute: 30 };

export const dailyRoutes = new Hono<{ Bindings: TableEnv }>();
type C = Context<{ Bindings: TableEnv }>;

dailyRoutes.get("/api/daily", (c) => {
  const date = dateOf(Date.now());
  return c.json({ date, number: dailyNumber(date)!, endsAt: dayEnd(date)! } satisfies DailyTodayResponse);
});

dailyRoutes.post("/api/daily/start", limitPerClient("daily", DAILY_TRY_RULE), async (c) => {
  const now = Date.now();
  const secret = c.env.DAILY_SECRET;
  if (!secret) return unavailable();
  const body = await readBody(c, DailyStartSchema);
  if (body instanceof Response) return body;
  const player = await provePlayer(c, body.playerId);
  if (player instanceof Response) return player;
  const date = body.date ?? dateOf(now);
  const status = dayStatus(date, now);
  if (status === "not_a_date") return problem(400, "bad_date", `${date} is not a date`);
  if (status === "future" || status === "before_launch") return problem(404, "no_board", `There is no daily board for ${date} (yet)`);
  let scored = false, resumed = false, startedAt = now;
  if (status === "today") {
    const row = await startTry(c.env.DB, { day: date, playerId: body.playerId, name: player.name, now });
    if (row.handedInAt === null && handInOnTime(row.startedAt, now)) {
      scored = true;
      resumed = row.startedAt !== now;
      startedAt = row.startedAt;
    }
  }
  const { board } = await dayBoard(c.env.DICT, secret, date);
  const token = await signStart(secret, { playerId: body.playerId, date, startedAt, scored });
  return c.json({
    date, number: dailyNumber(date)!, size: 4, cells: [...board.cells], scored, resumed,
    startedAt, endsAt: startedAt + DAILY_ROUND_MS, roundMs: DAILY_ROUND_MS, now, token,
  } satisfies DailyStartResponse);
});

dailyRoutes.post("/api/daily/hand-in", limitPerClient("daily", DAILY_TRY_RULE), async (c) => {
  const now = Date.now();
  const secret = c.env.DAILY_SECRET;
  if (!secret) return unavailable();
  const body = await readBody(c, DailyHandInSchema);
  if (body instanceof Response) return body;
  const claim = await verifyStart(secret, body.token);
  if (!claim) return problem(403, "bad_token", "This try's start token is not one this server signed");
  const day = await dayBoard(c.env.DICT, secret, claim.date);
  const checked = checkTry(day.board, day.dawg, body.words);
  if (!claim.scored) {
    return c.json(dayView({
      date: claim.date, number: dailyNumber(claim.date)!, practice: true, checked, flagged: false,
      standing: null, solution: day.solution, cells: day.board.cells, finders: null, streak: 0,
    }));
  }
  if (!handInOnTime(claim.startedAt, now)) {
    return problem(409, "too_late", `A try counts only if handed in within ${(DAILY_ROUND_MS + HAND_IN_GRACE_MS) / 1000} s of its start`);
  }
  // Kept off the leaderboard when the solver flag (src/game/fair-play.ts) says so.
  const { flagged } = solverSignals({
    entries: checked.words.map((w) => ({ word: w.word, at: claim.startedAt + w.ms, level: day.dawg.levelOf(w.word) })),
    boardWords: day.solution.length, roundMs: DAILY_ROUND_MS, startedAt: claim.startedAt,
  });
  const stored = await handIn(c.env.DB, {
    day: claim.date, playerId: claim.playerId, startedAt: claim.startedAt, now,
    points: checked.points, longest: checked.longest, words: checked.words.map((w) => ({ word: w.word, ms: w.ms })), flagged,
  });
  if (!stored) return problem(409, "already_handed_in", "Today's scored try was handed in already; play again as practice");
  logEvent({ event: "daily_result_stored", date: claim.date, number: dailyNumber(claim.date)!, points: checked.points, words: checked.words.length, flagged });
  return c.json(await playerDay(c.env, claim.date, claim.playerId, now, { checked, flagged }));
});

dailyRoutes.get("/api/daily/:date/leaderboard", async (c) => {
  const date = c.req.param("date");
  const number = dailyNumber(date);
  if (number === null) return problem(404, "no_board", `There is no daily board for ${date}`);
  const now = Date.now();
  let cached = leaderboards.get(date);
  if (!cached || now - cached.at >= DAILY_LEADERBOARD_MS) {
    const { total, players } = await topResults(c.env.DB, date, DAILY_LEADERBOARD_SIZE);
    cached = { at: now, body: { date, number, total, players } };
    leaderboards.set(date, cached);
    while (leaderboards.size > 8) leaderboards.delete(leaderboards.keys().next().value!);
  }
  c.header("Cache-Control", `public, max-age=${Math.max(1, Math.ceil((cached.at + DAILY_LEADERBOARD_MS - now) / 1000))}`);
  return c.json(cached.body);
});

dailyRoutes.get("/api/daily/:date/players/:id", async (c) => {
  const date = c.req.param("date");
  if (dailyNumber(date) === null) return problem(404, "no_board", `There is no daily board for ${date}`);
  if (!c.env.DAILY_SECRET) return unavailable();
  const player = await provePlayer(c, c.req.param("id"));
  if (player instanceof Response) return player;
  return c.json(await playerDay(c.env, date, c.req.param("id"), Date.now()));
});

dailyRoutes.get("/api/players/:id/daily", async (c) => {
  const id = c.req.param("id");
  if (!isPlayerId(id)) return problem(400, "bad_player_id", "Malformed player id");
  const days = await historyOf(c.env.DB, id, 400);
  const played = days.map((d) => d.date);
  return c.json({
    streak: currentStreak(played, Date.now()), longestStreak: longestStreak(played), days: days.slice(0, DAILY_HISTORY_SHOWN),
  } satisfies DailyHistoryResponse);
});

const leaderboards = new Map<string, { at: number; body: DailyLeaderboardResponse }>();

/**
 * A player's day as they see it after their try. `handedIn` is the try just checked and
 * stored, when this answers its hand-in: its row need not be read back (and its refused
 * words, which are not stored, are kept), so the hand-in costs the write and one round
 * of reads, the streak and the place side by side.
 */
async function playerDay(env: TableEnv, date: string, playerId: string, now: number, handedIn?: { checked: CheckedTry; flagged: boolean }) {
  const end = dayEnd(date)!;
  const over = now > end + DAILY_ROUND_MS + HAND_IN_GRACE_MS;
  const [row, days, histogram, finders] = await Promise.all([
    handedIn ? null : resultOf(env.DB, date, playerId),
    historyOf(env.DB, playerId, 400),
    histogramOf(env.DB, date, now),
    over ? findersOf(env.DB, date) : null,
  ]);
  const streak = currentStreak(days.map((d) => d.date).filter((d) => d <= date), Math.min(now, end - 1));
  const number = dailyNumber(date)!;
  const points = handedIn?.checked.points ?? row?.points ?? null;
  if (points === null || (!handedIn && row?.handedInAt === null)) {
    return dayView({ date, number, practice: false, checked: null, flagged: false, standing: null, solution: [], cells: [], finders: null, streak });
  }
  const day = await dayBoard(env.DICT, env.DAILY_SECRET!, date);
  const checked = handedIn?.checked ?? checkTry(day.board, day.dawg, row!.words);
  const flagged = handedIn?.flagged ?? row!.flagged;
  // A histogram read before this result was stored does not count it yet.
  const handedInAt = handedIn ? now : row!.handedInAt!;
  const standing = standingIn(histogram.counts, points, !flagged && histogram.at < handedInAt);
  return dayView({ date, number, practice: false, checked, flagged, standing, solution: day.solution, cells: day.board.cells, finders, streak });
}

const histograms = new Map<string, { at: number; counts: Promise<[number, number][]> }>();

/** The day's points histogram, read at most every DAILY_LEADERBOARD_MS per isolate. */
function histogramOf(db: D1Database, date: string, now: number): Promise<{ at: number; counts: [number, number][] }> {
  let cached = histograms.get(date);
  if (!cached || now - cached.at >= DAILY_LEADERBOARD_MS) {
    const counts = pointsHistogram(db, date);
    const fresh = { at: now, counts };
    counts.catch(() => histograms.get(date) === fresh && histograms.delete(date));
    histograms.set(date, fresh);
    while (histograms.size > 8) histograms.delete(histograms.keys().next().value!);
    cached = fresh;
  }
  const { at, counts } = cached;
  return counts.then((c) => ({ at, counts: c }));
}

const findersByDay = new Map<string, Promise<Map<string, number>>>();

/** For a finished day, how many players found each word (computed once per isolate). */
function findersOf(db: D1Database, date: string): Promise<Map<string, number>> {
  let found = findersByDay.get(date);
  if (!found) {
    found = wordListsOf(db, date).then((lists) => {
      const count = new Map<string, number>();
      for (const l of lists) for (const w of new Set(l.words)) count.set(w, (count.get(w) ?? 0) + 1);
      return count;
    });
    found.catch(() => findersByDay.delete(date));
    findersByDay.set(date, found);
    while (findersByDay.size > 2) findersByDay.delete(findersByDay.keys().next().value!);
  }
  return found;
}

/** The player named in the request, proved by `Authorization: Bearer <secret>`, or the error answer. */
async function provePlayer(c: C, playerId: string): Promise<{ name: string } | Response> {
  const proof = await proveIdentity(c.env.DB, playerId, c.req.header("Authorization"));
  return isProofFailure(proof) ? problem(proof.status, proof.code, proof.message) : { name: proof.name };
}

/** The JSON body checked against `schema`, or the error answer. */
async function readBody<S extends v.GenericSchema>(c: C, schema: S): Promise<v.InferOutput<S> | Response> {
  const body = await readJsonObject(c.req.raw, MAX_BODY_BYTES);
  if (!body.ok) return problem(body.status, body.code, body.message);
  const parsed = v.safeParse(schema, body.value);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((p) => String(p.key)).join(".");
    return problem(400, "bad_message", where ? `${where}: ${issue.message}` : issue.message);
  }
  return parsed.output;
}

function unavailable(): Response {
  return problem(503, "daily_unavailable", "This server has no DAILY_SECRET: the daily board is off (docs/operating.md)");
}

function problem(status: 400 | 401 | 403 | 404 | 409 | 413 | 503, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}
