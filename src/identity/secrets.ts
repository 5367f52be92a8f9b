/** Player identities: ids and secrets are random, and only a secret's hash is ever stored. */
import { randomId } from "../random-id.ts";

/** A new player id and secret (128 random bits each). */
export function newIdentity(): { playerId: string; secret: string } {
  return { playerId: randomId(), secret: randomId() };
}

/**
 * SHA-256 of a secret, hex. A plain hash suffices: the secret is 128 random bits, so
 * there is no dictionary to try and nothing a slow hash would protect further.
 */
export async function hashSecret(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The secret in an `Authorization: Bearer <secret>` header, or null. */
export function bearerSecret(header: string | undefined | null): string | null {
  const m = /^Bearer\s+([A-Za-z0-9_-]{22,64})\s*$/.exec(header ?? "");
  return m ? m[1]! : null;
}
