/**
 * The daily board's HTTP routes (docs/protocol.md, "The daily board"). Thin: the board
 * is a function of the date and the secret (day-board.ts), a start is a signed token
 * (token.ts), a hand-in is checked by the pure rules (try.ts) and written as one row
 * (store.ts). No Durable Object is involved, so thousands of players on one board meet
 * nowhere but in D1's one row each, and the leaderboard is served from a short cache.
 *
 * Each language has a board of its own every day (its dice, its dictionary), with its
 * own results, leaderboard, history and streak: `language` in the start's body, carried
 * in the signed token to the hand-in, and `?language=` on the reads (English if absent).
 */
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { readJsonObject } from "../http/body.ts";
import { logEvent } from "../log.ts";
import { limitPerClient } from "../limits/client-limiter.ts";
import type { RateRule } from "../limits/rate.ts";
import { isProofFailure, provePlayer as proveIdentity } from "../identity/proof.ts";
import type { TableEnv } from "../env.ts";
import { addDays, dailyNumber, dateOf, dayEnd, dayStatus } from "./calendar.ts";
import { dayBoard } from "./day-board.ts";
import {
  DailyHandInSchema, DailyStartSchema, isLanguage, isPlayerId, type Language,
  type DailyHistoryResponse, type DailyLeaderboardResponse, type DailyStartResponse, type DailyTodayResponse,
} from "../protocol.ts";
import { dayLeaderboard, finishedDay, noteHandIn, openHistogram } from "./day-facts.ts";
import { earlierDays, handIn, historyOf, resultOf, startTry } from "./store.ts";
import { currentStreak, longestStreak } from "./streak.ts";
import { signStart, verifyStart } from "./token.ts";
import { standingIn } from "./ranking.ts";
import { TOP_LIST_RULES, boardShare, topListHold } from "./top-list.ts";
import { aheadOfClock, checkTry, CLOCK_ALLOWANCE_MS, DAILY_ROUND_MS, dayIsOver, HAND_IN_GRACE_MS, handInOnTime, type CheckedTry } from "./try.ts";
import { dayView } from "./view.ts";

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
  const language = body.language ?? "en";
  const status = dayStatus(date, now);
  if (status === "not_a_date") return problem(400, "bad_date", `${date} is not a date`);
  if (status === "future" || status === "before_launch") return problem(404, "no_board", `There is no daily board for ${date} (yet)`);
  let scored = false, resumed = false, startedAt = now;
  if (status === "today") {
    const row = await startTry(c.env.DB, { day: date, language, playerId: body.playerId, name: player.name, now });
    if (row.handedInAt === null && handInOnTime(row.startedAt, now)) {
      scored = true;
      resumed = row.startedAt !== now;
      startedAt = row.startedAt;
    }
  }
  const { board } = await dayBoard(c.env.DICT, secret, date, language);
  const token = await signStart(secret, { playerId: body.playerId, date, language, startedAt, scored });
  return c.json({
    date, language, number: dailyNumber(date)!, size: 4, cells: [...board.cells], scored, resumed,
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
  if (aheadOfClock(body.words, claim.startedAt, now)) {
    return problem(409, "ahead_of_clock", `A word's time is later than this try has run (${Math.max(0, now - claim.startedAt)} ms since its start)`);
  }
  // The player's earlier days (for the top list's rule) are read while the board is found.
  const { language } = claim;
  const [day, earlier] = await Promise.all([
    dayBoard(c.env.DICT, secret, claim.date, language),
    claim.scored ? earlierDays(c.env.DB, claim.playerId, language, addDays(claim.date, -TOP_LIST_RULES.lookBackDays), claim.date) : [],
  ]);
  const checked = checkTry(day.board, day.desk, body.words, language);
  if (!claim.scored) {
    return c.json(dayView({
      date: claim.date, language, number: dailyNumber(claim.date)!, practice: true, checked,
      standing: null, solution: day.solution, cells: day.board.cells, finders: null, streak: 0,
    }));
  }
  if (!handInOnTime(claim.startedAt, now)) {
    return problem(409, "too_late", `A try counts only if handed in within ${(DAILY_ROUND_MS + HAND_IN_GRACE_MS) / 1000} s of its start`);
  }
  // The solver flag (src/game/fair-play.ts) and the top list's rule (top-list.ts) decide
  // whether the result is on the public list; its owner sees it the same way either way.
  const { flagged } = day.desk.flag({
    entries: checked.words.map((w) => ({ word: w.word, at: claim.startedAt + w.ms })),
    boardWords: day.solution.length, roundMs: DAILY_ROUND_MS, startedAt: claim.startedAt,
  });
  const share = boardShare(checked.points, day.solution);
  const held = topListHold(earlier, { share, flagged });
  const stored = await handIn(c.env.DB, {
    day: claim.date, language, playerId: claim.playerId, startedAt: claim.startedAt, now, share, listed: held === null,
    points: checked.points, longest: checked.longest, words: checked.words.map((w) => ({ word: w.word, ms: w.ms })), flagged,
  });
  if (!stored) return problem(409, "already_handed_in", "Today's scored try was handed in already; play again as practice");
  const seq = noteHandIn();
  const number = dailyNumber(claim.date)!;
  logEvent({ event: "daily_result_stored", date: claim.date, language, number, points: checked.points, words: checked.words.length, flagged, listed: held === null });
  // A spike waits off the public list for review: who, and how far above their own level.
  if (held === "spike") {
    const best = Math.max(...earlier.map((d) => d.share ?? 0));
    logEvent({ event: "daily_result_held", date: claim.date, number, playerId: claim.playerId, points: checked.points, share: round3(share), best: round3(best) });
  }
  return c.json(await playerDay(c.env, claim.date, language, claim.playerId, now, { checked, seq }));
});

const round3 = (x: number) => Math.round(x * 1000) / 1000;

dailyRoutes.get("/api/daily/:date/leaderboard", async (c) => {
  const date = c.req.param("date");
  if (dailyNumber(date) === null) return problem(404, "no_board", `There is no daily board for ${date}`);
  const language = languageOf(c.req.query("language"));
  if (!language) return badLanguage();
  const now = Date.now();
  const { body, until } = await dayLeaderboard(c.env.DB, date, language, now, dayIsOver(dayEnd(date)!, now));
  const maxAge = until === null ? 86_400 : Math.max(1, Math.ceil((until - now) / 1000));
  c.header("Cache-Control", `public, max-age=${maxAge}`);
  return c.json(body);
});

dailyRoutes.get("/api/daily/:date/players/:id", async (c) => {
  const date = c.req.param("date");
  if (dailyNumber(date) === null) return problem(404, "no_board", `There is no daily board for ${date}`);
  if (!c.env.DAILY_SECRET) return unavailable();
  const language = languageOf(c.req.query("language"));
  if (!language) return badLanguage();
  const player = await provePlayer(c, c.req.param("id"));
  if (player instanceof Response) return player;
  return c.json(await playerDay(c.env, date, language, c.req.param("id"), Date.now()));
});

dailyRoutes.get("/api/players/:id/daily", async (c) => {
  const id = c.req.param("id");
  if (!isPlayerId(id)) return problem(400, "bad_player_id", "Malformed player id");
  const language = languageOf(c.req.query("language"));
  if (!language) return badLanguage();
  const now = Date.now();
  const days = await historyOf(c.env.DB, id, language, 400);
  const played = days.map((d) => d.date);
  // A day's longest word is shown once nobody can still play that day's board for a result.
  const shown = days.slice(0, DAILY_HISTORY_SHOWN).map((d) => (dayIsOver(dayEnd(d.date)!, now) ? d : { ...d, longest: null }));
  return c.json({ language, streak: currentStreak(played, now), longestStreak: longestStreak(played), days: shown } satisfies DailyHistoryResponse);
});

/**
 * A player's day as they see it after their try. `handedIn` is the try just checked and
 * stored, when this answers its hand-in: its row need not be read back (and its refused
 * words, which are not stored, are kept), so the hand-in costs the write and one round
 * of reads, the streak and the place side by side. The place is among every result of
 * the day, this one included, flagged or not: the owner of a flagged result sees it like
 * any other (the flag acts only on the public list).
 */
async function playerDay(env: TableEnv, date: string, language: Language, playerId: string, now: number, handedIn?: { checked: CheckedTry; seq: number }) {
  const end = dayEnd(date)!;
  const over = dayIsOver(end, now);
  const [row, days, facts] = await Promise.all([
    handedIn ? null : resultOf(env.DB, date, language, playerId),
    historyOf(env.DB, playerId, language, 400),
    over
      ? finishedDay(env.DB, date, language, now).then((d) => ({ at: Infinity, seq: Infinity, counts: d.histogram, finders: new Map(Object.entries(d.finders)) }))
      : openHistogram(env.DB, date, language, now).then((h) => ({ ...h, finders: null })),
  ]);
  const streak = currentStreak(days.map((d) => d.date).filter((d) => d <= date), Math.min(now, end - 1));
  const number = dailyNumber(date)!;
  const points = handedIn?.checked.points ?? row?.points ?? null;
  if (points === null || (!handedIn && row?.handedInAt === null)) {
    return dayView({ date, language, number, practice: false, checked: null, standing: null, solution: [], cells: [], finders: null, streak });
  }
  const day = await dayBoard(env.DICT, env.DAILY_SECRET!, date, language);
  const checked = handedIn?.checked ?? checkTry(day.board, day.desk, row!.words, language);
  // A histogram read before this result was stored does not count it yet.
  const countsIt = handedIn ? facts.seq >= handedIn.seq : facts.at >= row!.handedInAt!;
  const standing = standingIn(facts.counts, points, !countsIt);
  return dayView({ date, language, number, practice: false, checked, standing, solution: day.solution, cells: day.board.cells, finders: facts.finders, streak });
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

/** A read's `?language=`: English when absent, null when it is no language we play. */
function languageOf(raw: string | undefined): Language | null {
  if (raw === undefined) return "en";
  return isLanguage(raw) ? raw : null;
}

function badLanguage(): Response {
  return problem(400, "bad_language", "language is one of en, de, fr, es");
}

function unavailable(): Response {
  return problem(503, "daily_unavailable", "This server has no DAILY_SECRET: the daily board is off (docs/operating.md)");
}

function problem(status: 400 | 401 | 403 | 404 | 409 | 413 | 503, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}
