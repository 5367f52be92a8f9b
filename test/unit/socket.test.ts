/**
 * The client's one reconnecting socket (client/state/socket.ts) against a fake clock and
 * fake sockets: the backoff grows 0.5 s → 8 s with ±25 % jitter and starts again after a
 * success, every open resumes (the owner's `opened`), frames reach the owner only through
 * its parser, and a close the owner calls final stops it.
 */
import { describe, expect, it } from "vitest";
import { BACKOFF_MS, ReconnectingSocket, backoffDelay, type AfterClose, type SocketClock, type SocketLike } from "../../client/state/socket.ts";

/** Timers that run only when the test moves the clock. */
class FakeClock implements SocketClock {
  now = 0;
  private timers = new Map<number, { at: number; fn: () => void }>();
  private id = 0;
  constructor(private readonly rnd = 0.5) {}
  setTimeout(fn: () => void, ms: number): unknown { this.timers.set(++this.id, { at: this.now + ms, fn }); return this.id; }
  clearTimeout(h: unknown): void { this.timers.delete(h as number); }
  random(): number { return this.rnd; }
  /** When the next timer is due, or null. */
  next(): number | null { const ats = [...this.timers.values()].map((t) => t.at); return ats.length ? Math.min(...ats) : null; }
  advance(ms: number): void {
    const until = this.now + ms;
    for (let at = this.next(); at !== null && at <= until; at = this.next()) {
      const [id, t] = [...this.timers.entries()].find(([, t]) => t.at === at)!;
      this.timers.delete(id);
      this.now = at;
      t.fn();
    }
    this.now = until;
  }
}

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  sent: string[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  send(data: string): void { this.sent.push(data); }
  close(code = 1000): void { this.closedWith = code; this.readyState = 3; }
  serverOpens(): void { this.readyState = 1; this.onopen?.({}); }
  serverSays(data: unknown): void { this.onmessage?.({ data }); }
  serverCloses(code: number): void { this.readyState = 3; this.onclose?.({ code }); }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

function setUp(after: (code: number) => AfterClose = () => "retry", url: () => string | null = () => "wss://x/ws") {
  const clock = new FakeClock();
  const sockets: FakeSocket[] = [];
  const got: { n: number }[] = [];
  let opens = 0;
  const socket = new ReconnectingSocket<{ n: number }>({
    url,
    parse: (text) => { const v = JSON.parse(text) as unknown; return typeof v === "object" && v !== null && typeof (v as { n?: unknown }).n === "number" ? { n: (v as { n: number }).n } : null; },
    opened: (ws) => { opens++; ws.send(JSON.stringify({ type: "join" })); },
    received: (m) => got.push(m),
    closed: after,
  }, (u) => { const s = new FakeSocket(u); sockets.push(s); return s; }, clock);
  return { clock, sockets, got, socket, opens: () => opens };
}

describe("the backoff", () => {
  it("doubles from 0.5 s to 8 s and stays there, each wait within ±25 % by the jitter", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((a) => backoffDelay(a, () => 0.5))).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(backoffDelay(0, () => 0)).toBe(375);
    expect(backoffDelay(4, () => 0.999999)).toBeCloseTo(10_000, -1);
    expect(backoffDelay(-1, () => 0.5)).toBe(BACKOFF_MS[0]);
  });
});

describe("a reconnecting socket", () => {
  it("resumes on every open, and reconnects after each loss with a growing wait", async () => {
    const { clock, sockets, socket, opens } = setUp();
    await socket.connect();
    sockets[0]!.serverOpens();
    expect(socket.status).toBe("open");
    expect(sockets[0]!.sent).toEqual(['{"type":"join"}']);
    sockets[0]!.serverCloses(1006);
    expect(socket.status).toBe("reconnecting");
    clock.advance(499);
    expect(sockets).toHaveLength(1);
    clock.advance(1);
    await flush();
    expect(sockets).toHaveLength(2);
    sockets[1]!.serverCloses(1006); // never opened: the next wait doubles
    clock.advance(999);
    await flush();
    expect(sockets).toHaveLength(2);
    clock.advance(1);
    await flush();
    expect(sockets).toHaveLength(3);
    sockets[2]!.serverOpens();
    expect(opens()).toBe(2);
    expect(sockets[2]!.sent).toEqual(['{"type":"join"}']);
  });

  it("starts the backoff again once the owner heard it is through", async () => {
    const { clock, sockets, socket } = setUp();
    await socket.connect();
    for (let i = 0; i < 3; i++) { sockets.at(-1)!.serverCloses(1006); clock.advance(10_000); await flush(); }
    expect(socket.failures).toBe(3);
    sockets.at(-1)!.serverOpens();
    socket.succeeded();
    sockets.at(-1)!.serverCloses(1006);
    expect(clock.next()).toBe(clock.now + 500);
  });

  it("hands the owner only frames its parser accepts", async () => {
    const { sockets, socket, got } = setUp();
    await socket.connect();
    sockets[0]!.serverOpens();
    sockets[0]!.serverSays('{"n":1}');
    sockets[0]!.serverSays('{"m":2}');
    sockets[0]!.serverSays(new ArrayBuffer(2));
    sockets[0]!.serverSays('{"n":3}');
    expect(got).toEqual([{ n: 1 }, { n: 3 }]);
  });

  it("stops on a close the owner calls final, goes at once when sent elsewhere, and ends for good on close()", async () => {
    const final = setUp((code) => (code === 4401 ? "stop" : code === 4300 ? "now" : "retry"));
    await final.socket.connect();
    final.sockets[0]!.serverOpens();
    final.sockets[0]!.serverCloses(4300);
    await flush();
    expect(final.sockets).toHaveLength(2);
    final.sockets[1]!.serverCloses(4401);
    expect(final.socket.status).toBe("idle");
    final.clock.advance(60_000);
    await flush();
    expect(final.sockets).toHaveLength(2);
    const ended = setUp();
    await ended.socket.connect();
    ended.sockets[0]!.serverOpens();
    ended.socket.close();
    expect(ended.sockets[0]!.closedWith).toBe(1000);
    expect(ended.socket.status).toBe("closed");
    expect(ended.socket.send({ type: "word" })).toBe(false);
    ended.clock.advance(60_000);
    await flush();
    expect(ended.sockets).toHaveLength(1);
  });

  it("drops a silent socket at once and comes back after the backoff; reconnects at once when the network returns", async () => {
    const { clock, sockets, socket } = setUp();
    await socket.connect();
    sockets[0]!.serverOpens();
    socket.drop(4000, "no pong");
    expect(sockets[0]!.closedWith).toBe(4000);
    expect(socket.status).toBe("reconnecting");
    socket.reconnectNow();
    await flush();
    expect(sockets).toHaveLength(2);
    clock.advance(10_000);
    await flush();
    expect(sockets).toHaveLength(2); // the pending retry was cleared by the reconnect
  });

  it("waits idle while there is nothing to connect with", async () => {
    let url: string | null = null;
    const { sockets, socket } = setUp(undefined, () => url);
    await socket.connect();
    expect(socket.status).toBe("idle");
    expect(sockets).toHaveLength(0);
    url = "wss://x/ws";
    socket.reconnectNow();
    await flush();
    expect(sockets).toHaveLength(1);
  });
});
