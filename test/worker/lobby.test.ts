import { env } from "cloudflare:workers";
import { evictDurableObject, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LobbyClient, ageQueue, lobbyStub, matchedPlayers, newPlayer } from "./ranked-client.ts";

describe("the ranked lobby", () => {
  it("refuses an unknown player or a wrong secret with bad_player and closes 4401", async () => {
    const ann = await newPlayer("Ann");
    const wrong = await LobbyClient.connect();
    wrong.send({ type: "queue", playerId: ann.playerId, secret: "x".repeat(22) });
    expect(await wrong.take("error")).toMatchObject({ code: "bad_player" });
    expect((await wrong.closedWith()).code).toBe(4401);
    const unknown = await LobbyClient.connect();
    unknown.send({ type: "queue", playerId: "B".repeat(22), secret: ann.secret });
    expect(await unknown.take("error")).toMatchObject({ code: "bad_player" });
    expect((await unknown.closedWith()).code).toBe(4401);
  });

  it("answers bad frames with a code and keeps the socket; ping is answered", async () => {
    const c = await LobbyClient.connect();
    c.send("{nope");
    expect(await c.take("error")).toMatchObject({ code: "bad_json" });
    c.send({ type: "queue", playerId: "short", secret: "s" });
    expect(await c.take("error")).toMatchObject({ code: "bad_message" });
    c.send({ type: "join", name: "Ann" });
    expect(await c.take("error")).toMatchObject({ code: "bad_message" });
    c.send("x".repeat(5000));
    expect(await c.take("error")).toMatchObject({ code: "frame_too_large" });
    c.send({ type: "cancel" });
    expect(await c.take("error")).toMatchObject({ code: "not_queued" });
    c.send({ type: "ping", id: 9 });
    expect(await c.take("pong")).toMatchObject({ id: 9 });
    expect(c.closed).toBeNull();
    c.close();
  });

  it("refuses a plain HTTP request, and throttles a flooding socket with rate_limited", async () => {
    const { exports } = await import("cloudflare:workers");
    const plain = await exports.default.fetch("http://baffle.test/api/lobby/ws");
    expect(plain.status).toBe(426);
    const c = await LobbyClient.connect();
    for (let i = 0; i < 45; i++) c.send({ type: "ping", id: i });
    expect(await c.take("error")).toMatchObject({ code: "rate_limited" });
    await c.waitFor(() => c.frames.filter((f) => f.type === "pong" || f.type === "error").length === 45);
    expect(c.frames.filter((f) => f.type === "pong").length).toBeLessThan(45);
    c.close();
  });

  it("keeps a player's place when they send queue again on the same socket", async () => {
    const ann = await newPlayer("Ann");
    const c = await LobbyClient.queue(ann);
    const first = await c.take("queued");
    await new Promise((r) => setTimeout(r, 20));
    c.send({ type: "queue", playerId: ann.playerId, secret: ann.secret });
    const again = await c.take("queued");
    expect(again.since).toBe(first.since);
    expect(again.waiting).toBe(1);
    c.close();
  });

  it("queues, reports the queue size, and cancels", async () => {
    const [a, b] = [await newPlayer("Ann"), await newPlayer("Bob")];
    const la = await LobbyClient.queue(a);
    expect(la.frames[0]).toMatchObject({ type: "queued", waiting: 1, rating: 1500, provisional: true });
    const lb = await LobbyClient.queue(b);
    expect(lb.frames[0]).toMatchObject({ type: "queued", waiting: 2 });
    await runDurableObjectAlarm(lobbyStub()); // a tick: not yet 10 s, so nobody is matched
    await la.take("queued", (q) => q.waiting === 2);
    lb.send({ type: "cancel" });
    await lb.take("cancelled");
    await ageQueue(10_000);
    await la.take("queued", (q) => q.waiting === 1);
    expect(la.frames.some((f) => f.type === "matched")).toBe(false);
    la.close();
    lb.close();
  });

  it("replaces the first socket when the same player queues from a second tab, and never matches them with themself", async () => {
    const ann = await newPlayer("Ann");
    const first = await LobbyClient.queue(ann);
    const second = await LobbyClient.queue(ann);
    expect(await first.take("replaced")).toBeTruthy();
    expect((await first.closedWith()).code).toBe(4409);
    expect(second.frames[0]).toMatchObject({ type: "queued", waiting: 1 });
    await ageQueue(60_000);
    expect(second.frames.some((f) => f.type === "matched")).toBe(false);
    second.close();
  });

  it("forgets a queued player whose socket closed", async () => {
    const [a, b] = [await newPlayer("Ann"), await newPlayer("Bob")];
    const la = await LobbyClient.queue(a);
    const lb = await LobbyClient.queue(b);
    lb.close();
    await lb.closedWith();
    await ageQueue(10_000);
    expect(la.frames.some((f) => f.type === "matched")).toBe(false);
    la.close();
  });

  it("loses nobody when evicted with players queued", async () => {
    const [a, b] = [await newPlayer("Ann"), await newPlayer("Bob")];
    const la = await LobbyClient.queue(a);
    const lb = await LobbyClient.queue(b);
    await evictDurableObject(lobbyStub());
    await ageQueue(10_000);
    const [ma, mb] = [await la.take("matched"), await lb.take("matched")];
    expect(ma.tableId).toBe(mb.tableId);
    expect(ma.players.map((p) => p.playerId).sort()).toEqual([a.playerId, b.playerId].sort());
    la.close();
    lb.close();
  });

  it("answers a player with an unfinished ranked match with that match, not a queue place", async () => {
    const { ids, lobbies, matched, tableId } = await matchedPlayers(["Cy", "Dee"]);
    lobbies.forEach((l) => l.close());
    const again = await LobbyClient.queue(ids[0]!);
    expect(again.frames[0]).toMatchObject({ type: "matched", tableId, token: matched[0]!.token });
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM matches WHERE table_id = ?").bind(tableId).first<{ n: number }>();
    expect(row!.n).toBe(1);
    again.close();
  });

  it("starts four compatible players at once, without waiting", async () => {
    const ids = await Promise.all(["E", "F", "G", "H"].map((n) => newPlayer(n)));
    const lobbies = [];
    for (const id of ids) lobbies.push(await LobbyClient.queue(id));
    const matched = await Promise.all(lobbies.map((l) => l.take("matched")));
    expect(new Set(matched.map((m) => m.tableId)).size).toBe(1);
    expect(matched[0]!.players).toHaveLength(4);
    lobbies.forEach((l) => l.close());
  });

  it("puts a group back in the queue when its table cannot be recorded, and seats it once it can", async () => {
    const [a, b] = [await newPlayer("Ann"), await newPlayer("Bob")];
    const la = await LobbyClient.queue(a);
    const lb = await LobbyClient.queue(b);
    await env.DB.exec("ALTER TABLE match_players RENAME TO match_players_away");
    try {
      await ageQueue(10_000);
      await new Promise((r) => setTimeout(r, 100));
      expect(la.frames.some((f) => f.type === "matched")).toBe(false);
    } finally {
      await env.DB.exec("ALTER TABLE match_players_away RENAME TO match_players");
    }
    await ageQueue(0);
    const [ma, mb] = [await la.take("matched"), await lb.take("matched")];
    expect(ma.tableId).toBe(mb.tableId);
    la.close();
    lb.close();
  });
});
