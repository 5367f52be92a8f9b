/**
 * Issue 26, row 9: an unknown path answered 200 with the home page. The Worker decides:
 * every page the client has is the app (200), anything else is the app's Not found page
 * with status 404, and an unknown API path a JSON 404.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "./client.ts";

const get = (path: string) => exports.default.fetch(`${ORIGIN}${path}`);
const ID = "A".repeat(22);

/** The client's page: its index.html, whose script starts the app. */
async function isApp(res: Response): Promise<boolean> {
  return (res.headers.get("content-type") ?? "").includes("text/html") && /<script[^>]+src="\/assets\//.test(await res.text());
}

describe("unknown paths", () => {
  it("answer 404 with the app's page, which shows Not found", async () => {
    for (const path of ["/nothing-here", "/practice/extra", "/t/" + ID + "/more", "/p/not-an-id", "/r/short", "/leaderboards", "/dailyx", "/kitchen/sheet"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await isApp(res), path).toBe(true);
    }
  });

  it("leave every page the client has at 200", async () => {
    const pages = [
      "/", "/practice", "/practice/", "/practice?board=4TEARSOLDGNIMTEXAS", "/daily", "/ranked", "/leaderboard", "/device",
      `/p/${ID}`, `/r/${ID}`, `/t/${ID}`, "/arena", "/kitchen", "/kitchen/",
    ];
    for (const path of pages) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await isApp(res), path).toBe(true);
    }
  });

  it("under /api answer a JSON 404", async () => {
    const res = await get("/api/nothing");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
  });
});
