/**
 * What an arena shard keeps on and says to each socket: its attachment (it survives
 * hibernation), the joined sockets, its error frames and closes, and a short cache of
 * identity checks so a reconnecting crowd costs one D1 read per player per few seconds.
 */
import type { Door } from "../doors/doors.ts";
import { findIdentity } from "../identity/store.ts";
import { ARENA_CLOSE, type ArenaErrorCode, type ArenaServerMessage } from "../protocol.ts";
import type { ShardAttachment } from "./shard-limits.ts";

/** An identity check is reused for this long. */
const IDENTITY_MS = 10_000;

type Identity = { name: string; secretHash: string } | { missing: true };

/** Identity checks by player id (unknown ids too), each reused for `IDENTITY_MS`. */
export class IdentityCache {
  private readonly entries = new Map<string, Identity & { at: number }>();

  /** A player's identity; null if D1 cannot be read. */
  async lookup(db: D1Database, playerId: string): Promise<Identity | null> {
    const now = Date.now();
    const hit = this.entries.get(playerId);
    if (hit && now - hit.at < IDENTITY_MS) return hit;
    let found;
    try {
      found = await findIdentity(db, playerId);
    } catch {
      return null;
    }
    if (this.entries.size > 10_000) this.entries.clear();
    const entry = found ? { at: now, name: found.name, secretHash: found.secretHash } : { at: now, missing: true as const };
    this.entries.set(playerId, entry);
    return entry;
  }
}

/**
 * What the doors (src/doors/) see of each open socket: one not joined is waiting to, a
 * joined one idles from when it last sent a frame (`seen`; from `now` for a socket the
 * shard has not heard since it woke).
 */
export function shardDoorsOf(sockets: readonly WebSocket[], seen: Map<WebSocket, number>, now: number): Door<WebSocket>[] {
  const out: Door<WebSocket>[] = [];
  for (const ws of sockets) {
    if (ws.readyState !== WebSocket.OPEN) continue;
    const a = attachmentOf(ws);
    if (!seen.has(ws)) seen.set(ws, Math.max(a.openedAt, now - 1));
    out.push({ socket: ws, client: a.client, openedAt: a.openedAt, waitingSince: a.playerId === null ? a.openedAt : null, seenAt: seen.get(ws)!, device: a.device ?? null });
  }
  return out;
}

/** Joined open sockets with their players. */
export function joinedOf(sockets: readonly WebSocket[]): [WebSocket, string][] {
  const out: [WebSocket, string][] = [];
  for (const ws of sockets) {
    const id = attachmentOf(ws).playerId;
    if (id !== null && ws.readyState === WebSocket.OPEN) out.push([ws, id]);
  }
  return out;
}

export function attachmentOf(ws: WebSocket): ShardAttachment {
  return (ws.deserializeAttachment() as ShardAttachment | null) ?? { client: "", openedAt: 0, playerId: null, name: null };
}

/** Send a socket to the shard its player plays on, and close it. */
export function moveAway(ws: WebSocket, home: number, shards: number): void {
  send(ws, { type: "move", shard: home, shards });
  try { ws.close(ARENA_CLOSE.moved, "play on another shard"); } catch { /* closed */ }
}

/** Forget the socket's player here (they play elsewhere now) and send it to their shard. */
export function sendHome(ws: WebSocket, home: number, shards: number): void {
  ws.serializeAttachment({ ...attachmentOf(ws), playerId: null } satisfies ShardAttachment);
  moveAway(ws, home, shards);
}

export function errorMessage(code: ArenaErrorCode, message: string): ArenaServerMessage {
  return { type: "error", code, message };
}

export function send(ws: WebSocket, msg: ArenaServerMessage): void {
  try { ws.send(JSON.stringify(msg)); } catch { /* closed under us */ }
}

export function closeWith(ws: WebSocket, closeCode: number, code: ArenaErrorCode, message: string): void {
  send(ws, errorMessage(code, message));
  try { ws.close(closeCode, message.slice(0, 120)); } catch { /* already closed */ }
}
