/**
 * The ranked HTTP routes as the client calls them: create and rename an identity, read
 * a profile, the leaderboard and a table's results. Every call resolves to either the
 * answer or an `ApiError` carrying the server's error code, so pages can say what went
 * wrong (an unknown player, a wrong secret, a dropped connection) instead of guessing.
 */
import type * as v from "valibot";
import type { HistoryEntry, Language, LeaderboardRow, ProfileResponse, ResultsResponse } from "../../src/protocol.ts";
import {
  LeaderboardResponseSchema, NewPlayerResponseSchema, ProfileResponseSchema, RenamedPlayerResponseSchema, ResultsResponseSchema,
} from "../../src/protocol/http-answers.ts";
import { checkServerData } from "../state/frames.ts";

export type { HistoryEntry, LeaderboardRow, ProfileResponse as Profile };
import type { Identity } from "./identity.ts";

/** A refused or failed request: `code` is the server's error code, or "network". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The server's `{ error: { code, message } }`, read without trusting its shape. */
export function errorOf(body: unknown): { code?: string; message?: string } {
  const e = typeof body === "object" && body !== null && "error" in body ? body.error : null;
  if (typeof e !== "object" || e === null) return {};
  const code = "code" in e && typeof e.code === "string" ? e.code : undefined;
  const message = "message" in e && typeof e.message === "string" ? e.message : undefined;
  return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
}

/**
 * Fetch `path` and read its JSON answer with `schema` (the protocol's, never a cast); a
 * refusal or a failure throws an ApiError, and so does an answer that is not what the
 * schema says (`bad_answer`, warned and counted as a dropped frame is).
 */
export async function call<S extends v.GenericSchema>(path: string, schema: S, init?: RequestInit): Promise<v.InferOutput<S>> {
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new ApiError(0, "network", "could not reach the server");
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok || body === null) {
    const e = errorOf(body);
    throw new ApiError(res.status, e.code ?? `http_${res.status}`, e.message ?? `HTTP ${res.status}`);
  }
  const answer = checkServerData(schema, body, path.split("?")[0]!);
  if (answer === null) throw new ApiError(res.status, "bad_answer", `unexpected answer from ${path}`);
  return answer;
}

/** A JSON request, with the player's secret when given. */
export const json = (method: string, body: unknown, secret?: string): RequestInit => ({
  method,
  headers: { "content-type": "application/json", ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
  body: JSON.stringify(body),
});

/** Create a ranked identity under `name` (POST /api/players). */
export function createPlayer(name: string): Promise<Identity> {
  return call("/api/players", NewPlayerResponseSchema, json("POST", { name }));
}

/** Rename the identity (PATCH /api/players/<id>, proved by its secret); resolves to the new name. */
export async function renamePlayer(identity: Identity, name: string): Promise<string> {
  const answer = await call(`/api/players/${encodeURIComponent(identity.playerId)}`, RenamedPlayerResponseSchema, json("PATCH", { name }, identity.secret));
  return answer.name;
}

/** A player's profile: their rating and recent ranked matches in `language` (English unless given). */
export function getProfile(playerId: string, language?: Language): Promise<ProfileResponse> {
  return call(`/api/players/${encodeURIComponent(playerId)}${language ? `?language=${language}` : ""}`, ProfileResponseSchema);
}

/** `language`'s established players, best first. */
export async function getLeaderboard(language: Language, limit = 100): Promise<LeaderboardRow[]> {
  return (await call(`/api/leaderboard?limit=${limit}&language=${language}`, LeaderboardResponseSchema)).players;
}

/** A finished match's results (ranked ones are kept; casual ones for a day). */
export function getResults(tableId: string): Promise<ResultsResponse> {
  return call(`/api/tables/${encodeURIComponent(tableId)}/results`, ResultsResponseSchema);
}
