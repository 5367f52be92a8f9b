/**
 * The server's history for the Me page, fetched from the routes that already serve it
 * (the profile, the daily history per language, the arena history) for this device's
 * identity, and added up by src/learn/server-history.ts. Null without an identity or when
 * every route failed (offline): the page then shows the device's figures alone.
 */
import { serverHistoryOf, type ServerHistory } from "../../src/learn/server-history.ts";
import type { Language } from "../../src/protocol.ts";
import { getArenaHistory } from "../arena/api.ts";
import { getDailyHistory } from "../daily/api.ts";
import { getProfile } from "../ranked/api.ts";
import { loadIdentity } from "../ranked/identity.ts";

/** The server's history of this device's player (or of `playerId`), asking the daily board in `languages` (English always). */
export async function serverFigures(languages: readonly Language[], playerId = loadIdentity()?.playerId): Promise<ServerHistory | null> {
  if (!playerId) return null;
  const me = { playerId };
  const none = () => null;
  const asked = [...new Set<Language>(["en", ...languages])];
  const [profile, arena, ...dailies] = await Promise.all([
    getProfile(me.playerId).catch(none),
    getArenaHistory(me.playerId).catch(none),
    ...asked.map((l) => getDailyHistory(me.playerId, l).catch(none)),
  ]);
  if (!profile && !arena && dailies.every((d) => d === null)) return null;
  return serverHistoryOf(profile, dailies, arena);
}
