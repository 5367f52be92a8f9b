/**
 * Link previews: the pages a player pastes into a chat (home, a table's invite, a
 * results page, the daily board) come with Open Graph and Twitter-card tags saying what
 * they are, in the client's own index.html.
 */
import { env, exports } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import app from "../../src/worker.ts";
import { describe, expect, it } from "vitest";
import { dailyNumber, dateOf } from "../../src/daily/calendar.ts";
import { ORIGIN, Player, createTable, endRoundNow, freeWords, startMatch } from "./client.ts";

const get = (path: string) => exports.default.fetch(`${ORIGIN}${path}`);

/** The page's meta tags, property or name → content (entities decoded). */
async function metaOf(res: Response): Promise<Record<string, string>> {
  const html = await res.text();
  expect(html).toMatch(/<script[^>]+src="\/assets\//); // still the client itself
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    out[m[1]!] = m[2]!.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  }
  return out;
}

describe("link previews", () => {
  it("say whose table an invite is for and how it plays", async () => {
    const id = await createTable({ settings: { rounds: 5, board: "5x5" } });
    const empty = await metaOf(await get(`/t/${id}`));
    expect(empty["og:title"]).toBe("Join a Baffle table: 5 rounds, 5×5");
    const hannah = await Player.join(id, "Hannah & co");
    const res = await get(`/t/${id}`);
    expect(res.status).toBe(200);
    const tags = await metaOf(res);
    expect(tags["og:title"]).toBe("Join Hannah & co's table: 5 rounds, 5×5");
    expect(tags["twitter:title"]).toBe(tags["og:title"]);
    expect(tags["og:url"]).toBe(`${ORIGIN}/t/${id}`);
    expect(tags["og:image"]).toBe(`${ORIGIN}/icons/icon-512.png`);
    expect(tags["twitter:card"]).toBe("summary");
    hannah.ws.close();
  });

  it("keep a malformed invite link a 400 page with a generic preview", async () => {
    const res = await get("/t/not-a-table");
    expect(res.status).toBe(400);
    expect((await metaOf(res))["og:title"]).toBe("Join a Baffle table");
  });

  it("name the winner of a finished match on its results page", async () => {
    const id = await createTable({ settings: { rounds: 1 } });
    const [hannah, bob] = await startMatch(id, ["Hannah", "Bob"]);
    const [w] = await freeWords(id, 1);
    expect((await hannah!.word(w!)).ok).toBe(true);
    await endRoundNow(id);
    await hannah!.take("matchEnd");
    const tags = await metaOf(await get(`/r/${id}`));
    expect(tags["og:title"]).toBe("Baffle results: Hannah won");
    expect(tags["og:description"]).toMatch(/^Hannah \d+ · Bob 0$/);
    hannah!.ws.close();
    bob!.ws.close();
  });

  it("describe the home page and give the daily board its number", async () => {
    expect((await metaOf(await get("/")))["og:title"]).toBe("Baffle: a real-time word hunt");
    const daily = await metaOf(await get("/daily"));
    expect(daily["og:title"]).toBe(`Baffle #${dailyNumber(dateOf(Date.now()))}: today's board`);
    expect(daily["og:url"]).toBe(`${ORIGIN}/daily`);
  });

  it("take their links from the public origin, or without one the request's own address, never a Host header", async () => {
    const forged = { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" };
    const configured = await metaOf(await exports.default.fetch(`${ORIGIN}/daily`, { headers: forged }));
    expect(configured["og:url"]).toBe(`${ORIGIN}/daily`);
    expect(configured["og:image"]).toBe(`${ORIGIN}/icons/icon-512.png`);
    // No PUBLIC_ORIGIN (as under `npm start`): the address the request came to.
    const bare = await app.fetch(new Request("http://127.0.0.1:8787/daily", { headers: forged }), { ...env, PUBLIC_ORIGIN: "" }, createExecutionContext());
    const tags = await metaOf(bare);
    expect(tags["og:url"]).toBe("http://127.0.0.1:8787/daily");
    expect(tags["og:image"]).toBe("http://127.0.0.1:8787/icons/icon-512.png");
    expect(JSON.stringify(tags)).not.toContain("evil.example");
  });
});
