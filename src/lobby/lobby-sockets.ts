/**
 * What the lobby keeps on each socket (its attachment survives hibernation: the queue
 * entry lives there, not in memory), what its doors see of it, and how the lobby speaks
 * to it: its close codes, its error frames.
 */
import type { Door } from "../doors/doors.ts";
import { addressScopes } from "../limits/rate.ts";
import type { Language, LobbyErrorCode, LobbyServerMessage } from "../protocol.ts";

/** Close codes of the lobby's own (see docs/protocol.md). */
export const LOBBY_CLOSE = {
  /** Not queued in time, or pushed out by newer sockets from the same address. */
  idle: 4408,
  /** The same player queued from another connection. */
  replaced: 4409,
  /** Unknown player or wrong secret. */
  badPlayer: 4401,
} as const;

/** A queued player, kept in their socket's attachment. */
export interface QueueEntry {
  playerId: string;
  name: string;
  /** The language they queued for; `mu` and `sigma` are their skill in it. */
  language: Language;
  mu: number;
  sigma: number;
  since: number;
  /** Marked by the solver flag: matched only with other flagged players. */
  flagged?: boolean;
  /** Set while their table is being made (they are no longer matchable). */
  matchingSince: number | null;
}

export interface Attachment {
  /** Scheme and host the socket came in on, for table links. */
  origin: string;
  /** The player this socket proved itself as (kept after a match, for `replaced`). */
  playerId: string | null;
  entry: QueueEntry | null;
  /** The client address (CF-Connecting-IP), "" if unknown. */
  client: string;
  /** The device the Worker proved on the upgrade, or null. */
  device?: string | null;
  openedAt: number;
  /** Since when the socket has not been queued (null while queued or being seated). */
  idleSince: number | null;
}

/** The tags a socket from `client` is accepted with: one per address budget it counts against. */
export function tagsOf(client: string): string[] {
  return addressScopes(client).map((s) => `a:${s.key}`.slice(0, 256));
}

export function tableUrl(origin: string, tableId: string): string {
  return `${origin}/t/${tableId}`;
}

export function attachmentOf(ws: WebSocket): Attachment {
  return (ws.deserializeAttachment() as Attachment | null) ?? { origin: "", playerId: null, entry: null, client: "", openedAt: 0, idleSince: 0 };
}

/** What the doors (src/doors/) see of each open socket: one not queued is waiting to. */
export function doorsOf(sockets: readonly WebSocket[]): Door<WebSocket>[] {
  const out: Door<WebSocket>[] = [];
  for (const ws of sockets) {
    if (ws.readyState !== WebSocket.OPEN) continue;
    const a = attachmentOf(ws);
    out.push({ socket: ws, client: a.client, openedAt: a.openedAt, waitingSince: a.entry ? null : a.idleSince, device: a.device ?? null });
  }
  return out;
}

export function errorMessage(code: LobbyErrorCode, message: string, retryAfterMs?: number): LobbyServerMessage {
  return retryAfterMs === undefined ? { type: "error", code, message } : { type: "error", code, message, retryAfterMs };
}

export function send(ws: WebSocket, msg: LobbyServerMessage): void {
  try { ws.send(JSON.stringify(msg)); } catch { /* closed under us */ }
}

export function closeWith(ws: WebSocket, closeCode: number, code: LobbyErrorCode, message: string): void {
  send(ws, errorMessage(code, message));
  try { ws.close(closeCode, message.slice(0, 120)); } catch { /* already closed */ }
}
