/**
 * The ids that travel in URLs and frames. The Worker refuses anything of another shape
 * before it reaches a Durable Object or the database, so ids cannot be guessed or forged
 * into names.
 */

/** A table id: 128 random bits in base64url (22 characters). */
export const TABLE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Whether `id` has the shape of a table id (not whether the table exists). */
export function isTableId(id: string): boolean {
  return TABLE_ID_PATTERN.test(id);
}

/** A player id: 22 base64url characters, like a table id. */
export const PLAYER_ID_PATTERN = TABLE_ID_PATTERN;

/** Whether `id` has the shape of a player id. */
export function isPlayerId(id: string): boolean {
  return PLAYER_ID_PATTERN.test(id);
}
