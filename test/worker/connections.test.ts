/**
 * The sockets themselves: ping/pong through the Worker, and a socket that fails
 * (webSocketError) counting as a disconnection. The cap on sockets waiting to join is
 * tested with the other defences in abuse-sockets.test.ts.
 */
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { TableObject } from "../../src/table/table-object.ts";
import { Player, createTable, editMatch, stubOf } from "./client.ts";

describe("connections", () => {
  it("answers a ping with a pong carrying its id and the server's clock, before and after joining", async () => {
    const id = await createTable();
    const p = await Player.connect(id);
    const before = Date.now();
    p.send({ type: "ping", id: 41 });
    const pong = await p.take("pong");
    expect(pong).toEqual({ type: "pong", id: 41, now: expect.any(Number) });
    expect(pong.now).toBeGreaterThanOrEqual(before);
    expect(pong.now).toBeLessThanOrEqual(Date.now());
    p.send({ type: "join", name: "Ann" });
    await p.take("welcome");
    p.send({ type: "ping", id: -3 });
    expect(await p.take("pong")).toMatchObject({ id: -3 });
  });

  it("treats a failed socket (webSocketError) as its seat disconnecting", async () => {
    const id = await createTable();
    const ann = await Player.join(id, "Ann");
    const bob = await Player.join(id, "Bob");
    await runInDurableObject(stubOf(id), async (table: TableObject, state) => {
      const annSocket = state.getWebSockets().find((ws) => (ws.deserializeAttachment() as { seat: number | null }).seat === ann.seat)!;
      await table.webSocketError(annSocket);
    });
    await bob.take("presence", (p) => p.seat === ann.seat && !p.connected);
    const stored = await editMatch(id);
    expect(stored.seats.map((s) => s.connected)).toEqual([false, true]);
    expect(stored.idleSince).toBeNull(); // Bob is still here
  });
});
