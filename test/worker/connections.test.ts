/**
 * The sockets themselves: ping/pong through the Worker, the cap on connections to one
 * table, and a socket that fails (webSocketError) counting as a disconnection.
 */
import { exports } from "cloudflare:workers";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { TableObject } from "../../src/table/table-object.ts";
import { ORIGIN, Player, createTable, editMatch, stubOf } from "./client.ts";

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

  it("refuses strangers beyond the table's cap on connections, and the open ones carry on", async () => {
    const id = await createTable();
    const open: Player[] = [];
    let refused: Response | null = null;
    while (!refused && open.length < 200) {
      const res = await exports.default.fetch(`${ORIGIN}/api/tables/${id}/ws`, { headers: { Upgrade: "websocket" } });
      if (res.webSocket) {
        res.webSocket.accept();
        open.push(Player.over(res.webSocket));
      } else refused = res;
    }
    expect(refused, "a connection is refused at some point").not.toBeNull();
    expect(refused!.status).toBe(429);
    expect(open.length).toBeGreaterThanOrEqual(8); // a full table of eight always fits
    open[0]!.send({ type: "ping", id: 1 });
    expect(await open[0]!.take("pong")).toMatchObject({ id: 1 });
    open.at(-1)!.send({ type: "join", name: "Last" });
    expect(await open.at(-1)!.take("welcome")).toMatchObject({ seat: 0 });
    for (const p of open) p.close();
  });

  it("treats a failed socket (webSocketError) as its seat disconnecting", async () => {
    const id = await createTable();
    const ann = await Player.join(id, "Ann");
    const bob = await Player.join(id, "Bob");
    await runInDurableObject(stubOf(id), async (table: TableObject, state) => {
      const annSocket = state.getWebSockets().find((ws) => (ws.deserializeAttachment() as { seat: number | null }).seat === ann.seat)!;
      await table.webSocketError(annSocket);
    });
    const view = await bob.take("state", (s) => !s.seats[0]!.connected);
    expect(view.seats[1]!.connected).toBe(true);
    const stored = await editMatch(id);
    expect(stored.seats.map((s) => s.connected)).toEqual([false, true]);
    expect(stored.idleSince).toBeNull(); // Bob is still here
  });
});
