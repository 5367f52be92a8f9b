/**
 * The arena's HTTP routes (docs/protocol.md, "The arena"). Thin: a player's socket goes
 * to the shard they name (the client computes it from the status's shard count, and the
 * shard sends anyone who picked wrong where they belong), the status is the
 * coordinator's, read at most once a second per isolate, so a crowd arriving costs the
 * coordinator nothing per player.
 */
import { Hono } from "hono";
import { limitPerClient, limitPerDevice } from "../limits/client-limiter.ts";
import { upgradeOnly } from "../http/upgrade.ts";
import type { RateRule } from "../limits/rate.ts";
import type { TableEnv } from "../env.ts";
import {
  ARENA_MAX_SHARDS, isArenaKey, isArenaRoundId, isPlayerId, type ArenaBestResponse, type ArenaKey, type ArenaStatusResponse,
} from "../protocol.ts";
import { bestSince, historyOf, storedRound } from "./store.ts";

/** New arena connections per device (or per address without a proven device): 20 at once, then 30 a minute (a move to another shard is one). */
export const ARENA_CONNECT_RULE: RateRule = { burst: 20, perMinute: 30 };
/** New arena connections of all proven devices behind one address: a class of 40 joining and reconnecting. */
export const ARENA_DEVICES_RULE: RateRule = { burst: 200, perMinute: 300 };
/** How long a status answer is reused. */
export const STATUS_CACHE_MS = 1_000;
/** How long the best-of boards are reused (here and by HTTP caches). */
export const BEST_CACHE_MS = 30_000;
/** Results on each best-of board. */
export const BEST_SIZE = 10;
/** History reads per client address: 60 at once, then 60 a minute (as profiles). */
export const HISTORY_RULE: RateRule = { burst: 60, perMinute: 60 };

export const arenaRoutes = new Hono<{ Bindings: TableEnv }>();

arenaRoutes.get("/api/arena/rounds/:id", async (c) => {
  const id = c.req.param("id");
  if (!isArenaRoundId(id)) return problem(400, "bad_round_id", "Round ids look like en-42");
  const round = await storedRound(c.env.DB, id);
  if (!round) return problem(404, "no_round", `No results for round ${id}`);
  c.header("Cache-Control", "public, max-age=3600"); // a finished round never changes
  return c.json(round);
});

const bests = new Map<string, { at: number; body: Promise<ArenaBestResponse> }>();

arenaRoutes.get("/api/arena/:arena/best", async (c) => {
  const arena = c.req.param("arena");
  if (!isArenaKey(arena)) return problem(404, "unknown_arena", `There is no arena "${arena}"`);
  const now = Date.now();
  let cached = bests.get(arena);
  if (!cached || now - cached.at >= BEST_CACHE_MS) {
    const body = Promise.all([bestSince(c.env.DB, arena, now - 3_600_000, BEST_SIZE), bestSince(c.env.DB, arena, now - 86_400_000, BEST_SIZE)])
      .then(([hour, day]) => ({ arena, hour, day }));
    const fresh = { at: now, body };
    body.catch(() => bests.get(arena) === fresh && bests.delete(arena));
    bests.set(arena, (cached = fresh));
  }
  c.header("Cache-Control", `public, max-age=${Math.max(1, Math.ceil((cached.at + BEST_CACHE_MS - now) / 1000))}`);
  return c.json(await cached.body);
});

arenaRoutes.get("/api/players/:id/arena", limitPerClient("arena-history", HISTORY_RULE), async (c) => {
  const id = c.req.param("id");
  if (!isPlayerId(id)) return problem(400, "bad_player_id", "Malformed player id");
  return c.json(await historyOf(c.env.DB, id));
});

arenaRoutes.get("/api/arena/:arena/ws", upgradeOnly(), limitPerDevice("arena", ARENA_CONNECT_RULE, ARENA_DEVICES_RULE), async (c) => {
  const arena = c.req.param("arena");
  if (!isArenaKey(arena)) return problem(404, "unknown_arena", `There is no arena "${arena}"`);
  const shard = c.req.query("shard") ?? "0";
  if (!/^(0|[1-9][0-9]{0,3})$/.test(shard) || Number(shard) >= ARENA_MAX_SHARDS) return problem(400, "bad_shard", `shard is a whole number from 0 to ${ARENA_MAX_SHARDS - 1}`);
  return c.env.ARENA_SHARD.get(c.env.ARENA_SHARD.idFromName(`arena:${arena}:${Number(shard)}`)).fetch(c.req.raw);
});

const statuses = new Map<string, { at: number; body: Promise<ArenaStatusResponse> }>();

arenaRoutes.get("/api/arena/:arena", async (c) => {
  const arena = c.req.param("arena");
  if (!isArenaKey(arena)) return problem(404, "unknown_arena", `There is no arena "${arena}"`);
  const now = Date.now();
  let cached = statuses.get(arena);
  if (!cached || now - cached.at >= STATUS_CACHE_MS) {
    const body = statusOf(c.env, arena);
    const fresh = { at: now, body };
    body.catch(() => statuses.get(arena) === fresh && statuses.delete(arena));
    statuses.set(arena, (cached = fresh));
  }
  c.header("Cache-Control", "no-store");
  // The times are absolute; `now` is this answer's, so a client's clock offset is not a second stale.
  return c.json({ ...(await cached.body), now: Date.now() });
});

async function statusOf(env: TableEnv, arena: ArenaKey): Promise<ArenaStatusResponse> {
  const status = await env.ARENA.get(env.ARENA.idFromName(`arena:${arena}`)).status(arena);
  return { arena, ...status, round: status.round && { ...status.round } };
}

function problem(status: 400 | 404 | 426, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}
