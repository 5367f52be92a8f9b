import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { TableObject } from "../../src/table/table-object.ts";
import { Player, createTable, editMatch, endRoundNow, freeWords, startMatch, stubOf } from "./client.ts";

const settle = () => new Promise((r) => setTimeout(r, 100));

describe("nothing is lost", () => {
  it("restores the full view, own words included, when a player reconnects with the token mid-round", async () => {
    const id = await createTable();
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    const words = await freeWords(id, 2);
    for (const w of words) expect((await ann!.word(w)).ok).toBe(true);
    ann!.close();
    await bob!.take("presence", (p) => p.seat === 0 && !p.connected);
    const back = await Player.join(id, "Ann", ann!.token);
    expect(back.seat).toBe(0);
    const view = back.lastState();
    expect(view).toMatchObject({ phase: "playing", round: 1, you: 0 });
    expect(view.words.map((w) => w.word)).toEqual(words);
    expect(view.board).toEqual(bob!.lastState().board);
    await bob!.take("presence", (p) => p.seat === 0 && p.connected);
    expect(await back.word(words[0]!)).toMatchObject({ reason: "already_found" });
  });

  it("runs the alarm twice without applying anything twice", async () => {
    const id = await createTable();
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    const [w] = await freeWords(id, 1);
    await ann!.word(w!);
    await editMatch(id, (m) => { m.endsAt = Date.now() - 1; });
    await runInDurableObject(stubOf(id), async (table: TableObject) => {
      await table.alarm();
      await table.alarm();
    });
    await bob!.take("roundEnd");
    await settle();
    expect(bob!.frames.filter((f) => f.type === "roundEnd")).toHaveLength(1);
    const m = await editMatch(id);
    expect(m).toMatchObject({ phase: "review", round: 1 });
    expect(m.seats.map((s) => s.scores)).toEqual([[m.seats[0]!.total], [0]]);
    expect(await runDurableObjectAlarm(stubOf(id))).toBe(true); // an early alarm in the pause changes nothing
    await settle();
    expect(bob!.frames.filter((f) => f.type === "roundEnd")).toHaveLength(1);
    expect(await editMatch(id)).toEqual(m);
  });

  it("survives eviction mid-round with every entry kept and the sockets still working", async () => {
    const id = await createTable({ settings: { rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    const [w1, w2, w3] = await freeWords(id, 3);
    expect((await ann!.word(w1!)).ok).toBe(true);
    await evictDurableObject(stubOf(id));
    expect((await ann!.word(w2!)).ok).toBe(true); // the hibernated socket wakes the object
    expect(await ann!.word(w1!)).toMatchObject({ reason: "already_found" });
    await evictDurableObject(stubOf(id));
    expect((await bob!.word(w3!)).ok).toBe(true);
    const back = await Player.join(id, "Ann", ann!.token);
    expect(back.lastState().words.map((w) => w.word)).toEqual([w1, w2]);
    await evictDurableObject(stubOf(id));
    expect(await endRoundNow(id)).toBe(true);
    const end = await bob!.take("roundEnd");
    expect(end.players.map((p) => p.words.map((w) => w.word))).toEqual([[w1, w2], [w3]]);
  });
});

describe("leaving", () => {
  it("seats a computer player for a leaver in a game of three, who is then placed last", async () => {
    const id = await createTable({ settings: { rounds: 1, bots: "easy" } });
    const [ann, bob, cy] = await startMatch(id, ["Ann", "Bob", "Cy"]);
    const [w] = await freeWords(id, 1);
    expect((await ann!.word(w!)).ok).toBe(true);
    ann!.send({ type: "leave" });
    expect((await ann!.closedWith()).code).toBe(1000);
    const state = await bob!.take("state", (s) => s.seats[0]!.left);
    expect(state.seats[0]).toMatchObject({ bot: true, left: true, level: "easy" });
    expect(state.seats[1]!.host).toBe(true);
    const m = await editMatch(id);
    expect(m.seats[0]!.plan.length).toBeGreaterThan(0);
    expect(m.seats[0]!.token).toBeNull();
    await endRoundNow(id);
    const end = await cy!.take("matchEnd");
    expect(end.standings.at(-1)).toMatchObject({ seat: 0, rank: 3 });
    expect(end.winners).not.toContain(0);
  });

  it("forfeits a two-player game to the other player", async () => {
    const id = await createTable();
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    const [w] = await freeWords(id, 1);
    expect((await ann!.word(w!)).ok).toBe(true);
    ann!.send({ type: "leave" });
    const end = await bob!.take("matchEnd");
    expect(end.winners).toEqual([1]);
    expect(end.standings.map((s) => s.seat)).toEqual([1, 0]);
    await bob!.take("state", (s) => s.phase === "finished");
  });
});
