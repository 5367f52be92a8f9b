/**
 * The ranked HTTP routes: profiles, the leaderboard and the lobby's socket. Mounted by
 * src/worker.ts; the identities they refer to are made by src/identity/routes.ts.
 */
import { Hono } from "hono";
import { limitPerClient } from "../limits/client-limiter.ts";
import { isPlayerId, type LeaderboardResponse } from "../protocol.ts";
import type { TableEnv } from "../env.ts";
import { LOBBY_CONNECT_RULE, PROFILE_RULE, leaderboardSize } from "./costs.ts";
import { LOBBY_NAME } from "./lobby-object.ts";
import { leaderboard, profile } from "./store.ts";

/** How long a leaderboard answer is reused (here and by HTTP caches). */
export const LEADERBOARD_CACHE_MS = 30_000;

export const rankedRoutes = new Hono<{ Bindings: TableEnv }>();

rankedRoutes.get("/api/players/:id", limitPerClient("profiles", PROFILE_RULE), async (c) => {
  const id = c.req.param("id");
  if (!isPlayerId(id)) return problem(400, "bad_player_id", "Malformed player id");
  const found = await profile(c.env.DB, id);
  if (!found) return problem(404, "unknown_player", "There is no player with this id");
  return c.json(found);
});

/** Cached leaderboards, one per size of `LEADERBOARD_SIZES`. */
const boards = new Map<number, { at: number; body: LeaderboardResponse }>();

rankedRoutes.get("/api/leaderboard", async (c) => {
  const raw = c.req.query("limit");
  const limit = raw === undefined ? 50 : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return problem(400, "bad_limit", "limit is a whole number from 1 to 100");
  const now = Date.now();
  const size = leaderboardSize(limit);
  let cached = boards.get(size);
  if (!cached || now - cached.at >= LEADERBOARD_CACHE_MS) {
    cached = { at: now, body: { players: await leaderboard(c.env.DB, size, now) } };
    boards.set(size, cached);
  }
  c.header("Cache-Control", `public, max-age=${Math.ceil((cached.at + LEADERBOARD_CACHE_MS - now) / 1000)}`);
  return c.json(size === limit ? cached.body : { ...cached.body, players: cached.body.players.slice(0, limit) });
});

rankedRoutes.get("/api/lobby/ws", limitPerClient("lobby", LOBBY_CONNECT_RULE), async (c) => {
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") return problem(426, "upgrade_required", "Connect with a WebSocket");
  return c.env.LOBBY.get(c.env.LOBBY.idFromName(LOBBY_NAME)).fetch(c.req.raw);
});

function problem(status: 400 | 404 | 426, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}
