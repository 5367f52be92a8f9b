/** The social pages' addresses: `/friends`, `/f/<playerId>` (a follow link) and `/leaders` (leaderboards by period). Anything else is not ours (null). */
import { isPlayerId } from "../../src/protocol/ids.ts";
import { decodedId } from "../state/path-id.ts";

export type SocialRoute = { page: "friends" } | { page: "follow"; playerId: string } | { page: "leaders" };

/** Which social page `path` points at, or null. */
export function socialRouteOf(path: string): SocialRoute | null {
  const p = path.replace(/\/+$/, "") || "/";
  if (p === "/friends") return { page: "friends" };
  if (p === "/leaders") return { page: "leaders" };
  const m = /^\/f\/([^/]+)$/.exec(p);
  const id = m ? decodedId(m[1]!) : null;
  return id !== null && isPlayerId(id) ? { page: "follow", playerId: id } : null;
}
