/**
 * Issue 27, row 4: many honest players behind one address (a school, an office, a
 * carrier's NAT). A socket that is queued is never pushed out by newer sockets from its
 * address: only sockets that have not queued count toward the address's cap.
 */
import { describe, expect, it } from "vitest";
import { LobbyClient, ageQueue, lobbyStub, newPlayer, setSkill } from "./ranked-client.ts";
import { runInDurableObject } from "cloudflare:test";
import { MAX_IDLE_PER_ADDRESS } from "../../src/lobby/lobby-guards.ts";

/** Sockets the lobby holds with a queue entry for one of `playerIds`. */
async function queuedIn(playerIds: string[]): Promise<string[]> {
  return runInDurableObject(lobbyStub(), (_i, state) => state.getWebSockets()
    .map((ws) => (ws.deserializeAttachment() as { entry: { playerId: string } | null } | null)?.entry?.playerId)
    .filter((id): id is string => id !== undefined && playerIds.includes(id)));
}

describe("one address, many players", () => {
  it("four queued players and eight idle sockets from one address leave the four queued", async () => {
    const address = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
    // Ratings far apart, so the four wait in the queue instead of being matched together.
    const ids = await Promise.all(["Ana", "Ben", "Cat", "Dan"].map(newPlayer));
    for (const [i, id] of ids.entries()) await setSkill(id.playerId, { mu: 25 + 30 * i });
    const queued: LobbyClient[] = [];
    for (const id of ids) queued.push(await LobbyClient.queue(id, address));
    for (const q of queued) expect(q.frames[0]).toMatchObject({ type: "queued" });
    const idle: LobbyClient[] = [];
    for (let i = 0; i < 8; i++) idle.push(await LobbyClient.connect(address));
    for (const q of queued) {
      q.send({ type: "ping", id: 1 });
      await q.take("pong");
      expect(q.closed).toBeNull();
      expect(q.frames.some((f) => f.type === "error")).toBe(false);
    }
    expect((await queuedIn(ids.map((i) => i.playerId))).sort()).toEqual(ids.map((i) => i.playerId).sort());
    // The eight idle sockets fit too: only they count toward the address's cap.
    for (const s of idle) {
      s.send({ type: "ping", id: 2 });
      await s.take("pong");
      expect(s.closed).toBeNull();
    }
    // Idle sockets past the cap push out the oldest idle one, still never a queued one.
    const more: LobbyClient[] = [];
    for (let i = idle.length; i <= MAX_IDLE_PER_ADDRESS; i++) more.push(await LobbyClient.connect(address));
    expect((await idle[0]!.closedWith()).code).toBe(4408);
    for (const q of queued) expect(q.closed).toBeNull();
    for (const s of [...queued, ...idle, ...more]) s.close();
  });

  it("a class of 30 behind one address connects, queues and is seated at once, with no refusal", async () => {
    const address = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => newPlayer(`Pupil ${i + 1}`)));
    const sockets = await Promise.all(ids.map(() => LobbyClient.connect(address)));
    ids.forEach((id, i) => sockets[i]!.send({ type: "queue", playerId: id.playerId, secret: id.secret }));
    await Promise.all(sockets.map((s) => s.waitFor(() => s.frames.some((f) => f.type === "queued" || f.type === "matched" || f.type === "error"))));
    expect(sockets.flatMap((s) => s.frames.filter((f) => f.type === "error"))).toEqual([]);
    await ageQueue(10_000); // groups of two and three start too
    const matched = await Promise.all(sockets.map((s) => s.take("matched")));
    expect(new Set(matched.map((m) => m.tableId)).size).toBeLessThanOrEqual(15);
    expect(sockets.flatMap((s) => s.frames.filter((f) => f.type === "error"))).toEqual([]);
    for (const s of sockets) s.close();
  });
});

