/**
 * The ranked HTTP routes as the client calls them: create and rename an identity, read
 * a profile, the leaderboard and a table's results. Every call resolves to either the
 * answer or an `ApiError` carrying the server's error code, so pages can say what went
 * wrong (an unknown player, a wrong secret, a dropped connection) instead of guessing.
 */
import type { HistoryEntry, Language, LeaderboardResponse, LeaderboardRow, NewPlayerResponse, ProfileResponse, RenamedPlayerResponse, ResultsResponse } from "../../src/protocol.ts";

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

/** Fetch `path` and read its JSON answer; a refusal or a failure throws an ApiError. */
export async function call<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new ApiError(0, "network", "could not reach the server");
  }
  const body = (await res.json().catch(() => null)) as (T & { error?: { code?: string; message?: string } }) | null;
  if (!res.ok || body === null) {
    const e = body?.error;
    throw new ApiError(res.status, e?.code ?? `http_${res.status}`, e?.message ?? `HTTP ${res.status}`);
  }
  return body;
}

/** A JSON request, with the player's secret when given. */
export const json = (method: string, body: unknown, secret?: string): RequestInit => ({
  method,
  headers: { "content-type": "application/json", ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
  body: JSON.stringify(body),
});

/** Create a ranked identity under `name` (POST /api/players). */
export function createPlayer(name: string): Promise<Identity> {
  return call<NewPlayerResponse>("/api/players", json("POST", { name }));
}

/** Rename the identity (PATCH /api/players/<id>, proved by its secret); resolves to the new name. */
export async function renamePlayer(identity: Identity, name: string): Promise<string> {
  const answer = await call<RenamedPlayerResponse>(`/api/players/${encodeURIComponent(identity.playerId)}`, json("PATCH", { name }, identity.secret));
  return answer.name;
}

/** A player's profile: their rating and recent ranked matches in `language` (English unless given). */
export function getProfile(playerId: string, language?: Language): Promise<ProfileResponse> {
  return call<ProfileResponse>(`/api/players/${encodeURIComponent(playerId)}${language ? `?language=${language}` : ""}`);
}

/** `language`'s established players, best first. */
export async function getLeaderboard(language: Language, limit = 100): Promise<LeaderboardRow[]> {
  return (await call<LeaderboardResponse>(`/api/leaderboard?limit=${limit}&language=${language}`)).players;
}

/** A finished match's results (ranked ones are kept; casual ones for a day). */
export function getResults(tableId: string): Promise<ResultsResponse> {
  return call<ResultsResponse>(`/api/tables/${encodeURIComponent(tableId)}/results`);
}
