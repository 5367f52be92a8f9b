/**
 * The friends and period-leaderboard routes as the client calls them (docs/social.md).
 * Friends calls are the device's identity's own, proved by its secret; a refusal throws
 * the ApiError of client/ranked/api.ts with the server's code.
 */
import type { BoardScope, CircleResponse, FriendsResponse, Language, PeriodBoardResponse, PeriodKind } from "../../src/protocol.ts";
import { CircleResponseSchema, FriendsResponseSchema, PeriodBoardResponseSchema } from "../../src/protocol/social-answers.ts";
import { ApiError, call, errorOf } from "../ranked/api.ts";
import type { Identity } from "../ranked/identity.ts";

const mine = (me: Identity, path: string) => `/api/players/${encodeURIComponent(me.playerId)}${path}`;
const auth = (me: Identity) => ({ authorization: `Bearer ${me.secret}` });

/** A call answered with no body (204) on success. */
async function send(path: string, method: "PUT" | "DELETE", me: Identity): Promise<void> {
  let res: Response;
  try {
    res = await fetch(path, { method, headers: auth(me) });
  } catch {
    throw new ApiError(0, "network", "could not reach the server");
  }
  if (res.ok) return;
  const e = errorOf(await res.json().catch(() => null));
  throw new ApiError(res.status, e.code ?? `http_${res.status}`, e.message ?? `HTTP ${res.status}`);
}

/** Whom the device's player follows, with their latest results, and whom they blocked. */
export const getFriends = (me: Identity) => call(mine(me, "/friends"), FriendsResponseSchema, { headers: auth(me) });
export const followPlayer = (me: Identity, other: string) => send(mine(me, `/follows/${encodeURIComponent(other)}`), "PUT", me);
export const unfollowPlayer = (me: Identity, other: string) => send(mine(me, `/follows/${encodeURIComponent(other)}`), "DELETE", me);
export const blockPlayer = (me: Identity, other: string) => send(mine(me, `/blocks/${encodeURIComponent(other)}`), "PUT", me);
export const unblockPlayer = (me: Identity, other: string) => send(mine(me, `/blocks/${encodeURIComponent(other)}`), "DELETE", me);

/** You and your friends on a day's daily board. */
export const getDailyCircle = (me: Identity, date: string, language: Language) =>
  call(mine(me, `/circle/daily/${date}?language=${language}`), CircleResponseSchema, { headers: auth(me) });
/** You and your friends in an arena round. */
export const getArenaCircle = (me: Identity, roundId: string) => call(mine(me, `/circle/arena/${roundId}`), CircleResponseSchema, { headers: auth(me) });

/** A period's leaderboard and its hall of fame. */
export const getPeriodBoard = (scope: BoardScope, language: Language, kind: PeriodKind) =>
  call(`/api/leaderboards/${scope}/${language}/${kind}`, PeriodBoardResponseSchema);

/** The link that lets someone follow `playerId` (it carries only the public id). */
export const followLink = (origin: string, playerId: string) => `${origin}/f/${playerId}`;
