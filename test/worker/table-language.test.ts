/**
 * A table's language over real sockets: the setting travels like every other one
 * (POST /api/tables, the settings message, state.settings), applies from the next round,
 * and the invite's link preview speaks it.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN, Player, createTable, editMatch, endRoundNow, startMatch } from "./client.ts";

const post = (body: unknown) => exports.default.fetch(`${ORIGIN}/api/tables`, {
  method: "POST", headers: { "content-type": "application/json", "CF-Connecting-IP": "198.18.40.1" }, body: JSON.stringify(body),
});

describe("a table's language", () => {
  it("is taken when the table is made, sent in every state, and refused when it is no language we play", async () => {
    const id = await createTable({ settings: { language: "de" } });
    expect((await editMatch(id)).settings.language).toBe("de");
    const ann = await Player.join(id, "Ann");
    expect(ann.lastState().settings.language).toBe("de");
    const bad = await post({ settings: { language: "it" } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "bad_message", message: expect.stringContaining("settings.language") } });
    ann.ws.close();
  });

  it("is the host's to change in the lobby, and from the review it is a ruling that rescores nothing", async () => {
    const id = await createTable({ settings: { rounds: 2 } });
    const [ann, bob] = await startMatch(id, ["Ann", "Bob"]);
    ann!.send({ type: "settings", settings: { language: "fr" } });
    expect(await ann!.take("error")).toMatchObject({ code: "wrong_phase" });
    await endRoundNow(id);
    await bob!.take("roundEnd");
    bob!.send({ type: "settings", settings: { language: "fr" } });
    expect(await bob!.take("error")).toMatchObject({ code: "not_host" });
    ann!.send({ type: "settings", settings: { language: "fr" } });
    const notice = await bob!.take("rulesChanged");
    expect(notice).toMatchObject({ rescored: false, match: null, changes: [{ key: "language", from: "en", to: "fr" }] });
    expect(notice.text).toBe("Ann changed the rules: the next round is played in French.");
    expect((await bob!.take("state", (s) => s.settings.language === "fr")).phase).toBe("review");
    ann!.ws.close();
    bob!.ws.close();
  });

  it("is the language of the invite's link preview", async () => {
    const id = await createTable({ settings: { language: "de" } });
    const hannah = await Player.join(id, "Hannah");
    const html = await (await exports.default.fetch(`${ORIGIN}/t/${id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="Einladung an Hannahs Tisch: 3 Runden, 4×4" />`);
    expect(html).toContain(`<meta property="og:locale" content="de_DE" />`);
    hannah.ws.close();
  });
});
