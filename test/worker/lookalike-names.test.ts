/**
 * Issue 17, row 7: `Аnn` (Cyrillic А) and `Ann` looked the same on the leaderboard. A
 * name whose word mixes scripts is refused everywhere a name is given: a new identity, a
 * rename, a seat at a table.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN, Player, createTable, randomAddress } from "./client.ts";
import { newPlayer } from "./ranked-client.ts";

const POSER = "\u0410nn";
const WHY = "name: \u201C\u0410nn\u201D mixes Cyrillic and Latin letters in one word: write each word in one script";

describe("names that look alike", () => {
  it("refuses a mixed-script name for a new identity and for a rename, and keeps the old name", async () => {
    const made = await exports.default.fetch(`${ORIGIN}/api/players`, {
      method: "POST", body: JSON.stringify({ name: POSER }), headers: { "CF-Connecting-IP": randomAddress() },
    });
    expect(made.status).toBe(400);
    expect(await made.json()).toEqual({ error: { code: "bad_message", message: WHY } });
    const ann = await newPlayer("Ann");
    const renamed = await exports.default.fetch(`${ORIGIN}/api/players/${ann.playerId}`, {
      method: "PATCH", body: JSON.stringify({ name: POSER }), headers: { Authorization: `Bearer ${ann.secret}`, "CF-Connecting-IP": randomAddress() },
    });
    expect(renamed.status).toBe(400);
    const profile = (await (await exports.default.fetch(`${ORIGIN}/api/players/${ann.playerId}`, { headers: { "CF-Connecting-IP": randomAddress() } })).json()) as { name: string };
    expect(profile.name).toBe("Ann");
  });

  it("refuses a mixed-script name at a table, and takes one script per word", async () => {
    const id = await createTable();
    const p = await Player.connect(id);
    p.send({ type: "join", name: POSER });
    expect(await p.take("error")).toMatchObject({ code: "bad_message" });
    const ok = await Player.join(id, "Ann \u0421\u043C\u0438\u0442");
    expect(ok.lastState().seats.map((s) => s.name)).toEqual(["Ann \u0421\u043C\u0438\u0442"]);
  });
});
