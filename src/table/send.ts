/**
 * Sending to a table's sockets. A send or close on a socket that closed under us is
 * ignored: its close event tidies up.
 */
import type { Effect } from "../game/match-state.ts";
import type { ErrorCode, ServerMessage } from "../protocol.ts";

/** An `error` message. */
export function errorMessage(code: ErrorCode, message: string): ServerMessage {
  return { type: "error", code, message };
}

/** Send one message. */
export function send(ws: WebSocket, msg: ServerMessage): void {
  sendRaw(ws, JSON.stringify(msg));
}

/** Send a frame already serialised (one JSON for many sockets). */
export function sendRaw(ws: WebSocket, frame: string): void {
  try { ws.send(frame); } catch { /* the socket closed under us */ }
}

/** Send an error (unless `code` is null) and close the socket. */
export function closeWith(ws: WebSocket, closeCode: number, code: ErrorCode | null, message: string): void {
  if (code) send(ws, errorMessage(code, message));
  try { ws.close(closeCode, message.slice(0, 120)); } catch { /* already closed */ }
}

/** Deliver what a rule said to send: each effect to its seat's sockets, or to every seat and watcher. */
export function fanOut(effects: readonly Effect[], seated: readonly [WebSocket, number][], watchers: readonly WebSocket[]): void {
  for (const effect of effects) {
    const frame = JSON.stringify(effect.msg);
    for (const [ws, seat] of seated) if (effect.to === "all" || effect.to === seat) sendRaw(ws, frame);
    if (effect.to === "all") for (const w of watchers) sendRaw(w, frame);
  }
}
