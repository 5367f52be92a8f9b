/**
 * The client's ranked queue (client/ranked/queue.ts) against a scripted lobby socket: a
 * `cooldown` (a missed match) or a `rate_limited` with a wait ends the queue with the
 * lobby's message, instead of reconnecting every time the lobby closes the idle socket.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RankedQueue } from "../../client/ranked/queue.ts";

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closedBy: string | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) { FakeSocket.all.push(this); }
  send(text: string) { this.sent.push(JSON.parse(text)); }
  close(_code?: number, reason?: string) { this.closedBy = reason ?? "closed"; this.readyState = 3; }
  open() { this.readyState = 1; this.onopen?.(); }
  receive(msg: unknown) { this.onmessage?.({ data: JSON.stringify(msg) }); }
  serverClose(code: number) { this.readyState = 3; this.onclose?.({ code }); }
}

// A device made after issue 32 holds its proof, so the queue opens its socket at once (older ones ask first: client/ranked/device-proof.ts).
const identity = { playerId: "A".repeat(22), secret: "s".repeat(22), name: "Ann", device: `${"A".repeat(22)}.proof` };

describe("the ranked queue in the browser", () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal("location", { protocol: "http:", host: "baffle.test" });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("queues for its language, and for it again from the socket that replaces a dropped one", () => {
    new RankedQueue(identity, "de");
    FakeSocket.all[0]!.open();
    expect(FakeSocket.all[0]!.sent[0]).toEqual({ type: "queue", playerId: identity.playerId, secret: identity.secret, language: "de" });
    FakeSocket.all[0]!.serverClose(1006);
    vi.advanceTimersByTime(2_000);
    FakeSocket.all[1]!.open();
    expect(FakeSocket.all[1]!.sent[0]).toMatchObject({ type: "queue", language: "de" });
  });

  it("stops at a cooldown, showing the lobby's message, and does not reconnect", () => {
    const q = new RankedQueue(identity, "en");
    const ws = FakeSocket.all[0]!;
    ws.open();
    expect(ws.sent[0]).toMatchObject({ type: "queue", playerId: identity.playerId });
    const message = "You missed a ranked match you were matched for: you can queue again in 4:59";
    ws.receive({ type: "error", code: "cooldown", message, retryAfterMs: 299_000 });
    expect(q.status.value).toBe("problem");
    expect(q.problem.value).toBe(message);
    expect(ws.closedBy).not.toBeNull();
    ws.serverClose(4408); // the lobby closes the socket that did not queue
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it("stops when its address has made too many tables, but reconnects after a dropped socket", () => {
    const q = new RankedQueue(identity, "en");
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.serverClose(1006);
    vi.advanceTimersByTime(2_000);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.open();
    FakeSocket.all[1]!.receive({ type: "error", code: "rate_limited", message: "Too many tables from your address: queue again in 30 s", retryAfterMs: 30_000 });
    expect(q.status.value).toBe("problem");
    // A per-socket rate_limited (no wait given) is only shown: the queue goes on.
    const r = new RankedQueue(identity, "en");
    FakeSocket.all[2]!.open();
    FakeSocket.all[2]!.receive({ type: "error", code: "rate_limited", message: "Too many messages: slow down" });
    expect(r.status.value).toBe("connecting");
    expect(r.problem.value).toBe("Too many messages: slow down.");
  });
});
