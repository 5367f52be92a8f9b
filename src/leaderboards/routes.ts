/**
 * The period leaderboards' route (docs/social.md): `GET /api/leaderboards/<scope>/
 * <language>/<kind>`, the arena's (scope `arena`, one per arena) or the daily board's
 * (`daily`, one per language) lists of the current day, week, month or year with the
 * hall of fame. Served from the isolate's memory for `MEMORY_MS`, else from the one
 * stored row (store.ts), worked out again only when that row is `REFRESH_MS` old (by period).
 */
import { Hono } from "hono";
import type { TableEnv } from "../env.ts";
import { BOARD_SCOPES, isArenaKey, isLanguage, isPeriodKind, type BoardScope, type PeriodBoardResponse } from "../protocol.ts";
import { periodOf } from "./periods.ts";
import { refreshBoard, storedBoard } from "./store.ts";

/** How long an isolate reuses a board it read (and HTTP caches may keep it). */
export const MEMORY_MS = 60_000;

export const leaderboardRoutes = new Hono<{ Bindings: TableEnv }>();

const boards = new Map<string, { at: number; end: number; body: Promise<PeriodBoardResponse> }>();

leaderboardRoutes.get("/api/leaderboards/:scope/:language/:kind", async (c) => {
  const { scope, language, kind } = c.req.param();
  if (!(BOARD_SCOPES as readonly string[]).includes(scope)) return problem("unknown_scope", "The scope is arena or daily");
  if (scope === "arena" ? !isArenaKey(language) : !isLanguage(language)) return problem("bad_language", `There is no ${scope} board in "${language}"`);
  if (!isPeriodKind(kind)) return problem("bad_period", "The period is day, week, month or year");
  if (!isLanguage(language)) return problem("bad_language", `There is no ${scope} board in "${language}"`); // narrows the type
  const now = Date.now();
  const key = `${scope}/${language}/${kind}`;
  let cached = boards.get(key);
  // A new period starts with a new board, whatever the memory holds.
  if (!cached || now - cached.at >= MEMORY_MS || now >= cached.end) {
    const db = c.env.DB;
    const body = storedBoard(db, scope as BoardScope, language, kind, now).then((b) => b ?? refreshBoard(db, scope as BoardScope, language, kind, now));
    const fresh = { at: now, end: periodOf(kind, now).end, body };
    body.catch(() => boards.get(key) === fresh && boards.delete(key));
    boards.set(key, (cached = fresh));
  }
  c.header("Cache-Control", `public, max-age=${Math.max(1, Math.ceil((cached.at + MEMORY_MS - now) / 1000))}`);
  return c.json(await cached.body);
});

function problem(code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status: code === "unknown_scope" ? 404 : 400 });
}
