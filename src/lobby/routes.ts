/**
 * The ranked HTTP routes: profiles, the leaderboard and the lobby's socket. Mounted by
 * src/worker.ts; the identities they refer to are made by src/identity/routes.ts.
 */
import { Hono } from "hono";
import { limitPerClient, limitPerDevice } from "../limits/client-limiter.ts";
import { upgradeOnly } from "../http/upgrade.ts";
import { isLanguage, isPlayerId, type Language, type LeaderboardResponse } from "../protocol.ts";
import type { TableEnv } from "../env.ts";
import { LOBBY_CONNECT_RULE, LOBBY_DEVICES_RULE, PROFILE_RULE, leaderboardSize } from "./costs.ts";
import { LOBBY_NAME } from "./lobby-object.ts";
import { leaderboard, profile } from "../ranked/store.ts";

/** How long a leaderboard answer is reused (here and by HTTP caches). */
export const LEADERBOARD_CACHE_MS = 30_000;

export const rankedRoutes = new Hono<{ Bindings: TableEnv }>();

rankedRoutes.get("/api/players/:id", limitPerClient("profiles", PROFILE_RULE), async (c) => {
  const id = c.req.param("id");
  if (!isPlayerId(id)) return problem(400, "bad_player_id", "Malformed player id");
  const language = languageOf(c.req.query("language"));
  if (!language) return problem(400, "bad_language", "language is one of en, de, fr, es");
  const found = await profile(c.env.DB, id, language);
  if (!found) return problem(404, "unknown_player", "There is no player with this id");
  return c.json(found);
});

/** Cached leaderboards, one per language and size of `LEADERBOARD_SIZES`. */
const boards = new Map<string, { at: number; body: LeaderboardResponse }>();

rankedRoutes.get("/api/leaderboard", async (c) => {
  const raw = c.req.query("limit");
  const limit = raw === undefined ? 50 : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return problem(400, "bad_limit", "limit is a whole number from 1 to 100");
  const language = languageOf(c.req.query("language"));
  if (!language) return problem(400, "bad_language", "language is one of en, de, fr, es");
  const now = Date.now();
  const size = leaderboardSize(limit);
  let cached = boards.get(`${language}/${size}`);
  if (!cached || now - cached.at >= LEADERBOARD_CACHE_MS) {
    cached = { at: now, body: { language, players: await leaderboard(c.env.DB, size, now, language) } };
    boards.set(`${language}/${size}`, cached);
  }
  c.header("Cache-Control", `public, max-age=${Math.ceil((cached.at + LEADERBOARD_CACHE_MS - now) / 1000)}`);
  return c.json(size === limit ? cached.body : { ...cached.body, players: cached.body.players.slice(0, limit) });
});

rankedRoutes.get("/api/lobby/ws", upgradeOnly(), limitPerDevice("lobby", LOBBY_CONNECT_RULE, LOBBY_DEVICES_RULE), async (c) => {
  return c.env.LOBBY.get(c.env.LOBBY.idFromName(LOBBY_NAME)).fetch(c.req.raw);
});

/** A route's `?language=`: English when absent, null when it is no language we play. */
function languageOf(raw: string | undefined): Language | null {
  if (raw === undefined) return "en";
  return isLanguage(raw) ? raw : null;
}

function problem(status: 400 | 404 | 426, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}
