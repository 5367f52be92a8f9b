/**
 * Rounds as players meet them through the Worker: a 3-2-1 whose board no frame carries
 * before the reveal, computer players who keep only what they entered before a round
 * ended early, and a round that an away player does not hold up.
 */
import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { COUNTDOWN_MS } from "../../src/protocol.ts";
import { Player, createTable, editMatch, freeWords, revealNow, startMatch, stubOf } from "./client.ts";

describe("the countdown", () => {
  it("sends the board in no frame before the countdown ends, and refuses entries until then", async () => {
    const id = await createTable({ settings: { rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"], {}, [], { reveal: false });
    const counting = ann!.lastState();
    expect(counting).toMatchObject({ phase: "playing", board: null, boardWords: null });
    expect(counting.startsAt! - counting.now).toBeGreaterThan(0);
    expect(counting.startsAt! - counting.now).toBeLessThanOrEqual(COUNTDOWN_MS);
    expect(counting.endsAt! - counting.startsAt!).toBe(180_000);
    const stored = await editMatch(id);
    const board = stored.board!;
    const [word] = await freeWords(id, 1);
    expect(await ann!.word(word!)).toMatchObject({ ok: false, reason: "not_started" });
    // A tab that reconnects during the countdown is no wiser.
    const again = await Player.join(id, "Bob", bob!.token);
    expect(again.lastState()).toMatchObject({ board: null, startsAt: counting.startsAt });

    // The table's own alarm reveals it (no test hook): wait for the board.
    const shown = await ann!.take("state", (s) => s.board !== null, COUNTDOWN_MS + 5_000);
    expect(shown.board).toEqual(board);
    expect(shown.now).toBeGreaterThanOrEqual(counting.startsAt!);
    expect(shown.startsAt).toBeNull();
    expect(shown.endsAt).toBe(counting.endsAt);
    await bob!.take("state", (s) => s.board !== null);
    await again.take("state", (s) => s.board !== null);
    for (const p of [ann!, bob!, again]) {
      const before = p.frames.slice(0, p.frames.findIndex((f) => f.type === "state" && f.board !== null));
      expect(before.length).toBeGreaterThan(0);
      for (const frame of before) expect(JSON.stringify(frame)).not.toContain(JSON.stringify(board));
    }
    expect(await ann!.word(word!)).toMatchObject({ ok: true });
  });
});

describe("computer players in a round that ends early", () => {
  it("hold only the entries made before the round ended", async () => {
    const id = await createTable({ settings: { rounds: 1 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"], {}, ["hard"]);
    const plan = (await editMatch(id)).seats[2]!.plan;
    expect(plan.length).toBeGreaterThan(10);
    // Three of its entries come due; the alarm enters them.
    await editMatch(id, (m) => {
      m.seats[2]!.plan.slice(0, 3).forEach((p) => { p.at = Date.now() - 1; });
    });
    await runDurableObjectAlarm(stubOf(id));
    await ann!.take("counts", (c) => c.counts["2"] === 3);
    const entered = plan.slice(0, 3).map((p) => p.word);
    ann!.send({ type: "done" });
    await bob!.take("state", (s) => s.seats[0]!.done);
    bob!.send({ type: "done" });
    const end = await ann!.take("roundEnd");
    expect(end.players[2]!.words.map((w) => w.word).sort()).toEqual([...entered].sort());
    const after = await editMatch(id);
    expect(after.seats[2]!.plan).toEqual([]);
    expect(after.seats[2]!.words.map((w) => w.word).sort()).toEqual([...entered].sort());
  });
});

describe("away players", () => {
  it("do not hold the round: the other one presses I'm done and it ends", async () => {
    const id = await createTable({ settings: { rounds: 2 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    bob!.close();
    await ann!.take("presence", (p) => p.seat === 1 && !p.connected);
    ann!.send({ type: "done" });
    const end = await ann!.take("roundEnd");
    expect(end.round).toBe(1);
    expect((await ann!.take("state", (s) => s.phase === "review")).round).toBe(1);
  });

  it("end the round when the last one not done closes the tab", async () => {
    const id = await createTable({ settings: { rounds: 2 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    ann!.send({ type: "done" });
    await bob!.take("state", (s) => s.seats[0]!.done);
    bob!.close();
    expect((await ann!.take("roundEnd")).round).toBe(1);
  });
});

// Keeps the helper honest: revealing twice is harmless.
it("reveals once", async () => {
  const id = await createTable();
  const [ann] = await startMatch(id, ["Ann", "Bob"]);
  await revealNow(id);
  await ann!.sync();
  expect(ann!.frames.filter((f) => f.type === "state" && f.board !== null)).toHaveLength(1);
});
