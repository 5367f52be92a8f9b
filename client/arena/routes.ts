/** The arena's addresses: `/arena` (play), `/arena/r/<roundId>` (a round's results) and `/arena/e/<eventId>` (an event's standings). Anything else is not ours (null). */
import { isArenaEventId } from "../../src/protocol/arena-events.ts";
import { isArenaRoundId } from "../../src/protocol/values.ts";

export type ArenaRoute = { page: "arena" } | { page: "round"; roundId: string } | { page: "event"; eventId: string };

/** Which arena page `path` points at, or null. */
export function arenaRouteOf(path: string): ArenaRoute | null {
  const p = path.replace(/\/+$/, "") || "/";
  if (p === "/arena") return { page: "arena" };
  const e = /^\/arena\/e\/([^/]+)$/.exec(p);
  if (e) return isArenaEventId(e[1]!) ? { page: "event", eventId: e[1]! } : null;
  const m = /^\/arena\/r\/([^/]+)$/.exec(p);
  return m && isArenaRoundId(m[1]!) ? { page: "round", roundId: m[1]! } : null;
}
