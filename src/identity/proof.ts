/**
 * Proving who sends a request: the player id in the path and `Authorization: Bearer
 * <secret>`, checked against the stored hash. Every route that acts for a player (a
 * rename, a daily try, the arena) asks here, so each answers the same codes.
 */
import { isPlayerId } from "../protocol.ts";
import { bearerSecret, hashSecret } from "./secrets.ts";
import { findIdentity, type IdentityRecord } from "./store.ts";

/** Why a request could not be tied to a player, as the HTTP answer gives it. */
export interface ProofFailure {
  status: 400 | 401 | 404;
  code: "bad_player_id" | "bad_secret" | "unknown_player";
  message: string;
}

/** The identity `playerId` names when `authorization` carries its secret, or why not. */
export async function provePlayer(db: D1Database, playerId: string, authorization: string | undefined | null): Promise<IdentityRecord | ProofFailure> {
  if (!isPlayerId(playerId)) return { status: 400, code: "bad_player_id", message: "Malformed player id" };
  const secret = bearerSecret(authorization);
  if (!secret) return { status: 401, code: "bad_secret", message: "Send the player's secret as Authorization: Bearer <secret>" };
  const found = await findIdentity(db, playerId);
  if (!found) return { status: 404, code: "unknown_player", message: "There is no player with this id" };
  if (found.secretHash !== (await hashSecret(secret))) return { status: 401, code: "bad_secret", message: "That secret does not belong to this player" };
  return found;
}

/** Whether `proof` failed. */
export function isProofFailure(proof: IdentityRecord | ProofFailure): proof is ProofFailure {
  return "code" in proof;
}
