/**
 * The friends routes (docs/social.md). Accountless like everything else: the player is
 * the device's identity, proved on every call by its secret, and whom they follow is
 * theirs alone to read. No search of strangers and no messages: a player is followed
 * from their profile or from a link or QR code they share (`/f/<id>`), which carry only
 * their public id. Following shows results that are public anyway; a block hides both
 * players from each other (store.ts).
 */
import { Hono, type Context } from "hono";
import type { TableEnv } from "../env.ts";
import { isProofFailure, provePlayer } from "../identity/proof.ts";
import { limitPerClient } from "../limits/client-limiter.ts";
import type { RateRule } from "../limits/rate.ts";
import { isArenaKey, isArenaRoundId, isLanguage, isPlayerId, MAX_FOLLOWS, type CircleResponse, type FriendsResponse } from "../protocol.ts";
import { arenaCircle, block, blockedBy, dailyCircle, follow, friendsOf, unblock, unfollow } from "./store.ts";

/** Friends calls per client address: 60 at once, then 60 a minute. */
export const FRIENDS_RULE: RateRule = { burst: 60, perMinute: 60 };

export const friendRoutes = new Hono<{ Bindings: TableEnv }>();
type C = Context<{ Bindings: TableEnv }>;

friendRoutes.use("/api/players/:id/friends", limitPerClient("friends", FRIENDS_RULE));
friendRoutes.use("/api/players/:id/follows/*", limitPerClient("friends", FRIENDS_RULE));
friendRoutes.use("/api/players/:id/blocks/*", limitPerClient("friends", FRIENDS_RULE));
friendRoutes.use("/api/players/:id/circle/*", limitPerClient("friends", FRIENDS_RULE));

friendRoutes.get("/api/players/:id/friends", async (c) => {
  const me = await proved(c);
  if (me instanceof Response) return me;
  const [friends, blocked] = await Promise.all([friendsOf(c.env.DB, me), blockedBy(c.env.DB, me)]);
  c.header("Cache-Control", "private, no-store");
  return c.json({ friends, blocked } satisfies FriendsResponse);
});

friendRoutes.put("/api/players/:id/follows/:other", async (c) => {
  const me = await proved(c);
  if (me instanceof Response) return me;
  const other = otherOf(c);
  if (other instanceof Response) return other;
  const outcome = await follow(c.env.DB, me, other, Date.now(), MAX_FOLLOWS);
  switch (outcome) {
    case "ok": return c.body(null, 204);
    case "self": return problem(400, "follow_self", "A player cannot follow themselves");
    case "unknown_player": return problem(404, "unknown_player", "There is no player with this id");
    case "too_many": return problem(409, "too_many_follows", `A player follows at most ${MAX_FOLLOWS} players`);
    case "blocked_by_you": return problem(409, "blocked", "You blocked this player: unblock them first");
  }
});

friendRoutes.delete("/api/players/:id/follows/:other", async (c) => {
  const me = await proved(c);
  if (me instanceof Response) return me;
  const other = otherOf(c);
  if (other instanceof Response) return other;
  await unfollow(c.env.DB, me, other);
  return c.body(null, 204);
});

friendRoutes.put("/api/players/:id/blocks/:other", async (c) => {
  const me = await proved(c);
  if (me instanceof Response) return me;
  const other = otherOf(c);
  if (other instanceof Response) return other;
  const outcome = await block(c.env.DB, me, other, Date.now());
  if (outcome === "self") return problem(400, "block_self", "A player cannot block themselves");
  if (outcome === "unknown_player") return problem(404, "unknown_player", "There is no player with this id");
  return c.body(null, 204);
});

friendRoutes.delete("/api/players/:id/blocks/:other", async (c) => {
  const me = await proved(c);
  if (me instanceof Response) return me;
  const other = otherOf(c);
  if (other instanceof Response) return other;
  await unblock(c.env.DB, me, other);
  return c.body(null, 204);
});

friendRoutes.get("/api/players/:id/circle/daily/:date", async (c) => {
  const me = await proved(c);
  if (me instanceof Response) return me;
  const date = c.req.param("date");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return problem(400, "bad_date", `${date} is not a date`);
  const language = c.req.query("language") ?? "en";
  if (!isLanguage(language)) return problem(400, "bad_language", "language is one of en, de, fr, es");
  c.header("Cache-Control", "private, no-store");
  return c.json({ board: date, rows: await dailyCircle(c.env.DB, me, date, language) } satisfies CircleResponse);
});

friendRoutes.get("/api/players/:id/circle/arena/:round", async (c) => {
  const me = await proved(c);
  if (me instanceof Response) return me;
  const round = c.req.param("round");
  const [arena, number] = round.split("-") as [string, string];
  if (!isArenaRoundId(round) || !isArenaKey(arena)) return problem(400, "bad_round_id", "Round ids look like en-42");
  // A player's round is kept under the day its history was written: the round's end, a moment after.
  const stored = await c.env.DB.prepare("SELECT started_at, ended_at FROM arena_rounds WHERE round_id = ?").bind(round).first<{ started_at: number; ended_at: number }>();
  const now = Date.now();
  const days = [...new Set((stored ? [stored.started_at, stored.ended_at + 600_000] : [now - 86_400_000, now]).map((t) => new Date(t).toISOString().slice(0, 10)))];
  c.header("Cache-Control", "private, no-store");
  return c.json({ board: round, rows: await arenaCircle(c.env.DB, me, arena, Number(number), days) } satisfies CircleResponse);
});

/** The player of the path, proved by their secret, or the error answer. */
async function proved(c: C): Promise<string | Response> {
  const proof = await provePlayer(c.env.DB, c.req.param("id") ?? "", c.req.header("Authorization"));
  return isProofFailure(proof) ? problem(proof.status, proof.code, proof.message) : proof.playerId;
}

function otherOf(c: C): string | Response {
  const other = c.req.param("other") ?? "";
  return isPlayerId(other) ? other : problem(400, "bad_player_id", "Malformed player id");
}

function problem(status: 400 | 401 | 404 | 409, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}
