/**
 * The ranked pages' addresses: `/ranked` (queue), `/leaderboard`, `/p/<playerId>`
 * (profile), `/r/<tableId>` (results, casual tables too) and `/device` (adopting a
 * profile from a private link). Anything else is not ours (null).
 */
import { isPlayerId, isTableId } from "../../src/protocol/ids.ts";
import { decodedId } from "../state/path-id.ts";

/** A ranked page and its parameter. */
export type RankedRoute =
  | { page: "ranked" }
  | { page: "leaderboard" }
  | { page: "profile"; playerId: string }
  | { page: "results"; tableId: string }
  | { page: "device" };

/** Which ranked page `path` points at, or null. */
export function rankedRouteOf(path: string): RankedRoute | null {
  const p = path.replace(/\/+$/, "") || "/";
  if (p === "/ranked") return { page: "ranked" };
  if (p === "/leaderboard") return { page: "leaderboard" };
  if (p === "/device") return { page: "device" };
  const m = /^\/([pr])\/([^/]+)$/.exec(p);
  if (!m) return null;
  const id = decodedId(m[2]!);
  if (id === null) return null;
  if (m[1] === "p") return isPlayerId(id) ? { page: "profile", playerId: id } : null;
  return isTableId(id) ? { page: "results", tableId: id } : null;
}
