import { describe, expect, it } from "vitest";
import { endRoundNow, editMatch, Player, createTable, startMatch } from "./client.ts";

/** Send `frame` and expect an error with `code`; the stored table must not change. */
async function refused(id: string, p: Player, frame: unknown, code: string) {
  const before = await editMatch(id);
  p.send(frame);
  const err = await p.take("error");
  expect(err.code).toBe(code);
  expect(err.message.length).toBeGreaterThan(0);
  expect(await editMatch(id)).toEqual(before);
}

describe("bad input", () => {
  it("refuses malformed frames with a clear code and leaves the table as it was", async () => {
    const id = await createTable();
    const ann = await Player.join(id, "Ann");
    const bob = await Player.join(id, "Bob");
    await refused(id, ann, "{not json", "bad_json");
    await refused(id, ann, { type: "teleport" }, "bad_message");
    await refused(id, ann, JSON.stringify({ type: "word", word: "a".repeat(5000) }), "frame_too_large");
    await refused(id, ann, { type: "word", word: "a".repeat(100) }, "bad_message");
    await refused(id, ann, { type: "settings", settings: { rounds: 21 } }, "bad_message");
    await refused(id, ann, { type: "join", name: "Ann", token: bob.token }, "already_joined");
    await refused(id, bob, { type: "settings", settings: { rounds: 1 } }, "not_host");
    await refused(id, bob, { type: "addBot", level: "hard" }, "not_host");
    await refused(id, bob, { type: "start" }, "not_host");
    await refused(id, ann, { type: "ready" }, "wrong_phase");
    await bob.sync();
    expect(bob.frames.filter((f) => f.type === "error")).toHaveLength(3); // only Bob's own
    expect(ann.closed).toBeNull();
  });

  it("refuses bad names and tokens before a seat is taken", async () => {
    const id = await createTable();
    await Player.join(id, "Ann");
    const p = await Player.connect(id);
    await refused(id, p, { type: "word", word: "tea" }, "not_joined");
    await refused(id, p, { type: "join", name: "   " }, "bad_message");
    await refused(id, p, { type: "join", name: "" }, "bad_message");
    await refused(id, p, { type: "join", name: "x".repeat(21) }, "bad_message");
    await refused(id, p, { type: "join", name: "Eve\u0007" }, "bad_message");
    await refused(id, p, { type: "join", name: "Eve", token: "A".repeat(22) }, "bad_token");
    await refused(id, p, { type: "join", name: "Eve", token: "short" }, "bad_message");
    p.send({ type: "join", name: "  Zoë 🦊  " });
    expect((await p.take("welcome")).seat).toBe(1);
    expect((await p.take("state")).seats[1]!.name).toBe("Zoë 🦊");
  });

  it("refuses a ninth seat, closing the socket; at a finished table a join watches instead", async () => {
    const id = await createTable();
    const host = await Player.join(id, "Host");
    for (let i = 0; i < 7; i++) {
      host.send({ type: "addBot" });
      await host.take("state", (s) => s.seats.length === i + 2);
    }
    const late = await Player.connect(id);
    late.send({ type: "join", name: "Late" });
    expect((await late.take("error")).code).toBe("table_full");
    await late.closedWith();

    const done = await createTable({ settings: { rounds: 1 } });
    await startMatch(done, ["Ann", "Bob"]);
    await endRoundNow(done);
    const after = await Player.connect(done);
    after.send({ type: "join", name: "Late" });
    expect(await after.take("watching")).toEqual({ type: "watching", wantsSeat: true }); // seated at Play again
    expect((await after.take("state")).phase).toBe("finished");
    await after.take("matchEnd");
    expect(after.closed).toBeNull();
  });

  it("limits a flooding connection without affecting the others", async () => {
    const id = await createTable();
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    const before = await editMatch(id);
    for (let i = 0; i < 120; i++) ann!.send({ type: "word", word: "zz" });
    await ann!.take("error", (e) => e.code === "rate_limited");
    const closed = await ann!.closedWith();
    expect(closed.code).toBe(1008);
    const verdicts = ann!.frames.filter((f) => f.type === "verdict");
    expect(verdicts.length).toBeLessThan(60); // a burst of 30, then 10 a second
    expect(ann!.frames.filter((f) => f.type === "error" && f.code === "rate_limited").length).toBeGreaterThanOrEqual(40);
    const after = await editMatch(id);
    expect(after.seats[0]!.words).toEqual(before.seats[0]!.words);
    expect(bob!.frames.some((f) => f.type === "error")).toBe(false);
    expect((await bob!.word("zz")).ok).toBe(false); // Bob is still served
    await bob!.take("presence", (p) => p.seat === 0 && !p.connected);
  });
});
