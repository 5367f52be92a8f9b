/**
 * The table's watchers as sockets: a watcher is a socket with no seat and a `watch` in
 * its attachment (name, whether it asked for a seat, since when), so the list survives
 * hibernation and costs no storage. The rules about watchers are in src/game/watchers.ts;
 * what a watcher may see is `watcherView` in view.ts.
 */
import type { MatchState, Refused } from "../game/match-state.ts";
import { watchRefusal, watcherCatchUp, watcherViews, type SeatRequest } from "../game/watchers.ts";
import type { ServerMessage, WatcherView } from "../protocol.ts";
import { attachmentOf, type Attachment, type Watch } from "./guards.ts";
import { sendRaw as sendTo } from "./send.ts";
import { watcherView } from "./view.ts";

/** The open sockets that watch, oldest first (optionally leaving one out: it is closing). */
export function watchersOf(sockets: readonly WebSocket[], except?: WebSocket): { ws: WebSocket; watch: Watch }[] {
  const out: { ws: WebSocket; watch: Watch }[] = [];
  for (const ws of sockets) {
    const watch = attachmentOf(ws).watch;
    if (watch && ws !== except && ws.readyState === WebSocket.OPEN) out.push({ ws, watch });
  }
  return out.sort((a, b) => a.watch.since - b.watch.since);
}

/** The watchers as everyone sees them. */
export function watcherList(sockets: readonly WebSocket[], except?: WebSocket): WatcherView[] {
  return watcherViews(watchersOf(sockets, except).map((w) => w.watch));
}

/** Send everyone at the table (seats and watchers, but `except`) who is watching now. */
export function announceWatchers(sockets: readonly WebSocket[], except?: WebSocket): void {
  const frame = JSON.stringify({ type: "watchers", watchers: watcherList(sockets, except) } satisfies ServerMessage);
  for (const ws of sockets) {
    const a = attachmentOf(ws);
    if (ws !== except && ws.readyState === WebSocket.OPEN && (a.seat !== null || a.watch)) sendTo(ws, frame);
  }
}

/**
 * Let `ws` watch `state`'s table (`wantsSeat`: a late friend asking to play), or update
 * what it asked: it gets `watching`, the watcher view and the review or standings on
 * screen, and everyone hears who is watching. Returns the refusal (a table that takes no watchers, the cap).
 */
export function startWatching(
  ws: WebSocket, sockets: readonly WebSocket[], state: MatchState, name: string | null, wantsSeat: boolean,
): Refused | null {
  const attachment = attachmentOf(ws);
  const refusal = attachment.watch ? null : watchRefusal(state, watchersOf(sockets).length);
  if (refusal) return refusal;
  const watch = { name: name ?? attachment.watch?.name ?? null, wantsSeat, since: attachment.watch?.since ?? Date.now() };
  ws.serializeAttachment({ ...attachment, watch } satisfies Attachment);
  sendTo(ws, JSON.stringify({ type: "watching", wantsSeat } satisfies ServerMessage));
  sendTo(ws, JSON.stringify(watcherView(state, Date.now(), watcherList(sockets))));
  for (const msg of watcherCatchUp(state)) sendTo(ws, JSON.stringify(msg));
  announceWatchers(sockets);
  return null;
}

/** The watchers who asked for a seat, oldest first, each with a new token from `newToken`. */
export function seatRequestsOf(sockets: readonly WebSocket[], newToken: () => string): (SeatRequest & { ws: WebSocket })[] {
  return watchersOf(sockets).filter((w) => w.watch.wantsSeat).map((w) => ({ ws: w.ws, name: w.watch.name ?? "Player", token: newToken() }));
}

/** After Play again: each watcher the rules seated now speaks for its seat (found by its token). */
export function seatWatchers(asked: readonly (SeatRequest & { ws: WebSocket })[], state: MatchState): void {
  for (const w of asked) {
    const given = state.seats.find((s) => s.token === w.token);
    if (given) w.ws.serializeAttachment({ ...attachmentOf(w.ws), seat: given.seat, watch: undefined } satisfies Attachment);
  }
}
