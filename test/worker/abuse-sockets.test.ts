/**
 * Issue 7, rows 1 and 2: what a hostile client can do with sockets alone. Strangers
 * holding sockets open must not lock a seated player out, and reconnecting must not
 * reset a seat's budget or flood the other players with full views.
 */
import { describe, expect, it } from "vitest";
import { Player, createTable, editMatch, freeWords, startMatch } from "./client.ts";

const STRANGER = "198.51.100.7";

describe("sockets that never join", () => {
  it("closes idle sockets within ten seconds and always lets a seated player back in", async () => {
    const id = await createTable();
    const ann = await Player.join(id, "Ann");
    const bob = await Player.join(id, "Bob");
    const idle: Player[] = [];
    for (let i = 0; i < 30; i++) idle.push(await Player.connect(id, STRANGER));
    const openedAt = Date.now();

    // Ann's connection drops while 30 strangers hold sockets; she gets back in with her token.
    ann.close();
    await bob.take("presence", (p) => p.seat === ann.seat && !p.connected);
    const back = await Player.join(id, "Ann", ann.token);
    expect(back.seat).toBe(ann.seat);
    await bob.take("presence", (p) => p.seat === ann.seat && p.connected);
    // And a new friend can still sit down.
    expect((await Player.join(id, "Cy")).seat).toBe(2);

    // No socket is left waiting for long: the oldest make room at once, the rest time out.
    for (const p of idle) {
      const closed = await p.closedWith(15_000);
      expect(closed.code).toBe(4408);
      expect(p.frames).toContainEqual(expect.objectContaining({ type: "error", code: "join_timeout" }));
    }
    expect(Date.now() - openedAt).toBeLessThan(14_000);
    expect(idle.filter((p) => p.closed!.reason.includes("make room")).length).toBeGreaterThanOrEqual(14);
    expect(back.closed).toBeNull();
    expect(bob.closed).toBeNull();
    expect((await editMatch(id)).seats.map((s) => s.name)).toEqual(["Ann", "Bob", "Cy"]);
  });
});

describe("flooding by reconnecting", () => {
  it("keeps one seat's words within its budget across connections, and the others hear only presence", async () => {
    const id = await createTable({ settings: { board: "5x5" } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    const words = await freeWords(id, 400, 4);
    expect(words.length).toBeGreaterThan(60);
    const bobFrom = bob!.frames.length;
    const started = Date.now();
    let next = 0;
    let rejoins = 0;
    const attackers: Player[] = [];
    while (Date.now() - started < 3_000) {
      const p = await Player.connect(id, STRANGER);
      p.send({ type: "join", name: "Ann", token: ann!.token });
      for (let i = 0; i < 25; i++) p.send({ type: "word", word: words[next++ % words.length] });
      attackers.push(p);
      rejoins += 1;
      attackers.at(-2)?.close();
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 300));
    const elapsed = (Date.now() - started) / 1000;
    const accepted = (await editMatch(id)).seats[0]!.words.length;
    // A burst of 30 and 10 a second for the seat, whatever the number of connections.
    expect(rejoins).toBeGreaterThan(10);
    expect(accepted).toBeLessThanOrEqual(30 + Math.ceil(10 * elapsed));
    // Rejoins beyond the seat's own budget are refused and closed.
    expect(attackers.some((p) => p.closed?.code === 4429)).toBe(true);

    const seen = bob!.frames.slice(bobFrom);
    expect(seen.filter((f) => f.type === "state")).toEqual([]);
    expect(seen.length / elapsed).toBeLessThan(20);
    expect(new TextEncoder().encode(JSON.stringify(seen)).length / elapsed).toBeLessThan(4_000);
    // Bob is served as before.
    expect((await bob!.word("zzzz")).ok).toBe(false);
  });
});
