/**
 * The identity routes: make an identity (`POST /api/players`: an id and a secret, the
 * secret shown once and only its hash stored) and rename one (`PATCH /api/players/<id>`,
 * proved by the secret), and give an identity made before the device proof its proof
 * (`POST /api/players/<id>/device`, proved by the secret: the same identity, nothing new
 * made). Mounted by src/worker.ts; ranked play, the daily board and the
 * arena all use the identities made here.
 */
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { readJsonObject } from "../http/body.ts";
import { limitPerClient } from "../limits/client-limiter.ts";
import type { RateRule } from "../limits/rate.ts";
import { PlayerNameSchema, isPlayerId, type DeviceProofResponse, type NewPlayerResponse, type RenamedPlayerResponse } from "../protocol.ts";
import type { TableEnv } from "../env.ts";
import { bearerSecret, hashSecret, newIdentity } from "./secrets.ts";
import { deviceToken } from "./device.ts";
import { createPlayer, findIdentity, renamePlayer } from "./store.ts";

/** Largest body the identity routes accept. */
const MAX_BODY_BYTES = 2048;

/** Identities are made rarely: 10 at once, then 5 a minute, per client address. */
export const CREATE_PLAYER_RULE: RateRule = { burst: 10, perMinute: 5 };

/** Device proofs for older identities: 10 at once, then 5 a minute, per client address (one a device, once). */
export const DEVICE_PROOF_RULE: RateRule = { burst: 10, perMinute: 5 };

/** Renames: 10 at once, then 5 a minute, per client address. */
export const RENAME_RULE: RateRule = { burst: 10, perMinute: 5 };

export const identityRoutes = new Hono<{ Bindings: TableEnv }>();

identityRoutes.post("/api/players", limitPerClient("players", CREATE_PLAYER_RULE), async (c) => {
  const body = await readName(c);
  if (body instanceof Response) return body;
  const { playerId, secret } = newIdentity();
  await createPlayer(c.env.DB, { playerId, name: body.name, secretHash: await hashSecret(secret), now: Date.now() });
  const device = c.env.DAILY_SECRET ? await deviceToken(c.env.DAILY_SECRET, playerId) : undefined;
  return c.json({ playerId, secret, name: body.name, ...(device ? { device } : {}) } satisfies NewPlayerResponse, 201);
});

identityRoutes.patch("/api/players/:id", limitPerClient("renames", RENAME_RULE), async (c) => {
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

identityRoutes.post("/api/players/:id/device", limitPerClient("device-proofs", DEVICE_PROOF_RULE), async (c) => {
  const id = c.req.param("id");
  if (!isPlayerId(id)) return problem(400, "bad_player_id", "Malformed player id");
  const secret = bearerSecret(c.req.header("Authorization"));
  if (!secret) return problem(401, "bad_secret", "Send the player's secret as Authorization: Bearer <secret>");
  const found = await findIdentity(c.env.DB, id);
  if (!found) return problem(404, "unknown_player", "There is no player with this id");
  if (found.secretHash !== (await hashSecret(secret))) return problem(401, "bad_secret", "That secret does not belong to this player");
  const device = c.env.DAILY_SECRET ? await deviceToken(c.env.DAILY_SECRET, id) : undefined;
  return c.json({ playerId: id, ...(device ? { device } : {}) } satisfies DeviceProofResponse);
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

function problem(status: 400 | 401 | 404 | 413, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}
