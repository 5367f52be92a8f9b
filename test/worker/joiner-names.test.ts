/**
 * Issue 32, row 6: `A\u200Dnn` (a zero-width joiner between letters) was taken as a name
 * and showed as "Ann" on the arena's top list beside the real Ann; and a name that only
 * looks like another (a Greek ΑΝΝ) was not told apart as "Ann 2" at a table.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN, Player, createTable, randomAddress } from "./client.ts";
import { newPlayer } from "./ranked-client.ts";

const POSER = "A\u200Dnn";

function create(name: string): Promise<Response> {
  return exports.default.fetch(`${ORIGIN}/api/players`, { method: "POST", body: JSON.stringify({ name }), headers: { "CF-Connecting-IP": randomAddress() } });
}

describe("a zero-width joiner in a name", () => {
  it("is refused between letters for a new identity, a rename and a seat, and kept between emoji", async () => {
    const made = await create(POSER);
    expect(made.status).toBe(400);
    expect(await made.json()).toMatchObject({ error: { code: "bad_message" } });
    const ann = await newPlayer("Ann");
    const renamed = await exports.default.fetch(`${ORIGIN}/api/players/${ann.playerId}`, {
      method: "PATCH", body: JSON.stringify({ name: POSER }), headers: { Authorization: `Bearer ${ann.secret}`, "CF-Connecting-IP": randomAddress() },
    });
    expect(renamed.status).toBe(400);
    for (const trailing of ["Ann\u200D", "\u200DAnn", "😀\u200DAnn", "Ann\u200D😀"]) expect((await create(trailing)).status, JSON.stringify(trailing)).toBe(400);
    const coder = await create("\u{1F469}\u200D\u{1F4BB} Ann"); // 👩‍💻: a woman, the joiner, a laptop
    expect(coder.status).toBe(201);
    expect(((await create("\u{1F3F3}\uFE0F\u200D\u{1F308}")).status)).toBe(201); // 🏳️‍🌈
    const id = await createTable();
    const p = await Player.connect(id);
    p.send({ type: "join", name: POSER });
    expect(await p.take("error")).toMatchObject({ code: "bad_message" });
  });

  it("a name that reads as another's (its confusable skeleton) is told apart as its \"2\" at a table", async () => {
    const id = await createTable();
    const ann = await Player.join(id, "Ann");
    await Player.join(id, "\u0391\u039D\u039D"); // Greek capitals Alpha, Nu, Nu
    await Player.join(id, "B0B");
    await Player.join(id, "BOB");
    const state = await ann.take("state", (s) => s.seats.length === 4);
    expect(state.seats.map((s) => s.name)).toEqual(["Ann", "\u0391\u039D\u039D 2", "B0B", "BOB 2"]);
  });
});
