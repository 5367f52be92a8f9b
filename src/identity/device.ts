/**
 * A device's proof, for the budgets in front of the sockets. Many honest players share
 * one address (a class, an office, a carrier's NAT), so a budget per address alone lets
 * one of them spend everyone's. A player's device holds a token made when its identity
 * was: the player id and an HMAC of it under the deployment's key (`DAILY_SECRET`, with
 * its own prefix so no other signature can pass for one). The Worker checks it with one
 * HMAC, no database read, on every socket request (`?device=<token>`), and then counts
 * the request against that device's budget: a flooder spends only their own.
 */
import { isPlayerId } from "../protocol.ts";
import { base64url, hmac, sameString } from "../daily/hmac.ts";

/** The token a device shows for `playerId`. */
export async function deviceToken(key: string, playerId: string): Promise<string> {
  return `${playerId}.${base64url(await hmac(key, `device\n${playerId}`)).slice(0, 22)}`;
}

/** The player id a device token proves, or null (missing, malformed or forged). */
export async function provenDevice(key: string | undefined, token: string | undefined | null): Promise<string | null> {
  if (!key || !token || token.length > 64) return null;
  const dot = token.indexOf(".");
  const playerId = token.slice(0, dot);
  if (dot < 0 || !isPlayerId(playerId)) return null;
  return sameString(token, await deviceToken(key, playerId)) ? playerId : null;
}
