/** Unguessable identifiers for tables and seat tokens. */

/** 128 random bits from the platform's CSPRNG, base64url without padding: 22 characters. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
