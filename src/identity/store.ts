/**
 * Player identities in D1 (the `players` table; schema in migrations/): an id, the name
 * others see, and the hash of the secret kept on the player's device. Ranked play, the
 * daily board and the arena all know a player by this record; the rating columns of the
 * same row belong to the ranked store (src/ranked/store.ts), which is why a new row starts
 * them at the rating model's prior here and nowhere else decides it.
 */
import { rating } from "openskill";

/** A stored identity. */
export interface IdentityRecord {
  playerId: string;
  name: string;
  secretHash: string;
}

/** Store a new identity (its rating columns at OpenSkill's prior, before any ranked game). */
export async function createPlayer(db: D1Database, p: { playerId: string; name: string; secretHash: string; now: number }): Promise<void> {
  const prior = rating();
  await db.prepare("INSERT INTO players (id, name, secret_hash, mu, sigma, created_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(p.playerId, p.name, p.secretHash, prior.mu, prior.sigma, p.now).run();
}

/** The identity with this id, or null. */
export async function findIdentity(db: D1Database, playerId: string): Promise<IdentityRecord | null> {
  const row = await db.prepare("SELECT id, name, secret_hash FROM players WHERE id = ?").bind(playerId)
    .first<{ id: string; name: string; secret_hash: string }>();
  return row && { playerId: row.id, name: row.name, secretHash: row.secret_hash };
}

/**
 * SQL for the public lists' reads: the player whose id is in `column` is not flagged
 * (`players.flagged_at`, set by the ranked solver flag and the paced-solver rule).
 */
export function notFlagged(column: string): string {
  return `${column} NOT IN (SELECT id FROM players WHERE flagged_at IS NOT NULL)`;
}

/** Rename a player whose secret hash matches. */
export async function renamePlayer(db: D1Database, playerId: string, secretHash: string, name: string): Promise<"ok" | "unknown" | "bad_secret"> {
  const found = await findIdentity(db, playerId);
  if (!found) return "unknown";
  if (found.secretHash !== secretHash) return "bad_secret";
  await db.prepare("UPDATE players SET name = ? WHERE id = ? AND secret_hash = ?").bind(name, playerId, secretHash).run();
  return "ok";
}
