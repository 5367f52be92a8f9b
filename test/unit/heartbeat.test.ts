/**
 * The table socket's heartbeat (client/state/heartbeat.ts), in plain Node with a fake
 * clock: it pings at once and every 10 s, gives a socket up when a pong is 5 s late
 * (only once this server has answered at all), and takes the server's clock from the
 * least-delayed round trip, or from a state's stamp until a pong comes.
 */
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { Heartbeat } from "../../client/state/heartbeat.ts";

/** A socket that records what is sent; `open` as a browser's WebSocket.OPEN. */
function socket() {
  const sent: { type: string; id: number }[] = [];
  return { sent, ws: { readyState: WebSocket.OPEN, send: (f: string) => void sent.push(JSON.parse(f)) } as unknown as WebSocket };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

it("pings at once and every 10 seconds, and not after stop", () => {
  const beat = new Heartbeat();
  const { ws, sent } = socket();
  beat.start(ws, () => {});
  expect(sent).toHaveLength(1);
  for (const s of sent) beat.pong(s.id, Date.now());
  vi.advanceTimersByTime(10_000);
  expect(sent.map((m) => m.type)).toEqual(["ping", "ping"]);
  expect(new Set(sent.map((m) => m.id)).size).toBe(2);
  beat.stop();
  vi.advanceTimersByTime(30_000);
  expect(sent).toHaveLength(2);
});

it("gives the socket up when a pong is 5 seconds late, once the server has answered a ping", () => {
  const beat = new Heartbeat();
  const { ws, sent } = socket();
  const dead = vi.fn();
  beat.start(ws, dead);
  // No pong ever: a server that has not answered yet is not judged.
  vi.advanceTimersByTime(60_000);
  expect(dead).not.toHaveBeenCalled();
  beat.pong(sent.at(-1)!.id, Date.now());
  vi.advanceTimersByTime(10_000); // the next ping
  vi.advanceTimersByTime(4_999);
  expect(dead).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(dead).toHaveBeenCalledTimes(1);
});

it("a pong in time keeps the socket", () => {
  const beat = new Heartbeat();
  const { ws, sent } = socket();
  const dead = vi.fn();
  beat.start(ws, dead);
  beat.pong(sent[0]!.id, Date.now());
  // Each ping (at 10 s, 20 s, …) answered a second later.
  for (let k = 0; k < 5; k++) {
    vi.advanceTimersByTime(k === 0 ? 11_000 : 10_000);
    beat.pong(sent.at(-1)!.id, Date.now());
  }
  expect(sent).toHaveLength(6);
  vi.advanceTimersByTime(4_000);
  expect(dead).not.toHaveBeenCalled();
});

it("a new socket is not judged by the last one's answers", () => {
  const beat = new Heartbeat();
  const first = socket();
  beat.start(first.ws, () => {});
  beat.pong(first.sent[0]!.id, Date.now());
  const dead = vi.fn();
  const second = socket();
  beat.start(second.ws, dead);
  vi.advanceTimersByTime(60_000);
  expect(dead).not.toHaveBeenCalled();
  expect(first.sent).toHaveLength(1);
});

it("the server's clock comes from a state's stamp until a pong, then from the shortest round trip", () => {
  const beat = new Heartbeat();
  const { ws, sent } = socket();
  // The server's clock is 600 s ahead of this device's.
  const server = () => Date.now() + 600_000;
  beat.stamped(server() + 40); // a state that took 40 ms to arrive
  expect(beat.offset.value).toBe(600_040);
  beat.start(ws, () => {});
  // A 100 ms round trip, stamped half-way: the offset is exact.
  vi.advanceTimersByTime(50);
  const stamp = server();
  vi.advanceTimersByTime(50);
  beat.pong(sent[0]!.id, stamp);
  expect(beat.offset.value).toBe(600_000);
  // A later state's stamp no longer moves it.
  beat.stamped(server() + 40);
  expect(beat.offset.value).toBe(600_000);
  // A slower round trip (1 s, the answer stamped late) does not move it either.
  vi.advanceTimersByTime(9_900);
  vi.advanceTimersByTime(900);
  const late = server();
  vi.advanceTimersByTime(100);
  beat.pong(sent[1]!.id, late);
  expect(beat.offset.value).toBe(600_000);
  // A quicker one (20 ms, stamped 5 ms in) does: the least-delayed trip is the truest.
  vi.advanceTimersByTime(9_000);
  vi.advanceTimersByTime(5);
  const quick = server();
  vi.advanceTimersByTime(15);
  beat.pong(sent[2]!.id, quick);
  expect(beat.offset.value).toBe(599_995);
});

it("a pong for no ping of ours (or a repeat) changes nothing", () => {
  const beat = new Heartbeat();
  const { ws, sent } = socket();
  beat.start(ws, () => {});
  beat.stamped(Date.now() + 1234);
  beat.pong(sent[0]!.id + 99, 0);
  expect(beat.offset.value).toBe(1234);
});
