/**
 * The ranked HTTP routes: identities (create, rename), profiles, the leaderboard, the
 * lobby's socket, and the stored results of ranked matches. Mounted by src/worker.ts.
 */
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { readJsonObject } from "../http/body.ts";
import { limitPerClient } from "../limits/client-limiter.ts";
import type { RateRule } from "../limits/rate.ts";
import {
  PlayerNameSchema, isPlayerId,
  type LeaderboardResponse, type NewPlayerResponse, type RenamedPlayerResponse,
} from "../protocol.ts";
import type { TableEnv } from "../env.ts";
import { LOBBY_CONNECT_RULE, PROFILE_RULE, RENAME_RULE, leaderboardSize } from "./costs.ts";
import { bearerSecret, hashSecret, newIdentity } from "./identity.ts";
import { LOBBY_NAME } from "./lobby-object.ts";
import { createPlayer, leaderboard, profile, renamePlayer } from "./store.ts";

/** Largest body the player routes accept. */
const MAX_BODY_BYTES = 2048;

/** How long a leaderboard answer is reused (here and by HTTP caches). */
export const LEADERBOARD_CACHE_MS = 30_000;

/** Identities are made rarely: 10 at once, then 5 a minute, per client address. */
export const CREATE_PLAYER_RULE: RateRule = { burst: 10, perMinute: 5 };

export const rankedRoutes = new Hono<{ Bindings: TableEnv }>();

rankedRoutes.post("/api/players", limitPerClient("players", CREATE_PLAYER_RULE), async (c) => {
  const body = await readName(c);
  if (body instanceof Response) return body;
  const { playerId, secret } = newIdentity();
  await createPlayer(c.env.DB, { playerId, name: body.name, secretHash: await hashSecret(secret), now: Date.now() });
  return c.json({ playerId, secret, name: body.name } satisfies NewPlayerResponse, 201);
});

rankedRoutes.patch("/api/players/:id", limitPerClient("renames", RENAME_RULE), async (c) => {
  const id = c.req.param("id");
  if (!isPlayerId(id)) return problem(400, "bad_player_id", "Malformed player id");
  const secret = bearerSecret(c.req.header("Authorization"));
  if (!secret) return problem(401, "bad_secret", "Send the player's secret as Authorization: Bearer <secret>");
  const body = await readName(c);
  if (body instanceof Response) return body;
  const outcome = await renamePlayer(c.env.DB, id, await hashSecret(secret), body.name);
  if (outcome === "unknown") return problem(404, "unknown_player", "There is no player with this id");
  if (outcome === "bad_secret") return problem(401, "bad_secret", "That secret does not belong to this player");
  return c.json({ playerId: id, name: body.name } satisfies RenamedPlayerResponse);
});

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

/** The body `{"name":"…"}`, or the error answer. */
async function readName(c: Context): Promise<{ name: string } | Response> {
  const body = await readJsonObject(c.req.raw, MAX_BODY_BYTES);
  if (!body.ok) return problem(body.status, body.code, body.message);
  const parsed = v.safeParse(PlayerNameSchema, body.value);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((p) => String(p.key)).join(".");
    return problem(400, "bad_message", where ? `${where}: ${issue.message}` : issue.message);
  }
  return parsed.output;
}

function problem(status: 400 | 401 | 404 | 413 | 426, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}
