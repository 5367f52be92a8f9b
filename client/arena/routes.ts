/** The arena's addresses: `/arena` (play) and `/arena/r/<roundId>` (a round's results). Anything else is not ours (null). */
import { isArenaRoundId } from "../../src/protocol.ts";

export type ArenaRoute = { page: "arena" } | { page: "round"; roundId: string };

/** Which arena page `path` points at, or null. */
export function arenaRouteOf(path: string): ArenaRoute | null {
  const p = path.replace(/\/+$/, "") || "/";
  if (p === "/arena") return { page: "arena" };
  const m = /^\/arena\/r\/([^/]+)$/.exec(p);
  return m && isArenaRoundId(m[1]!) ? { page: "round", roundId: m[1]! } : null;
}
