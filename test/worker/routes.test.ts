import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "../../src/protocol.ts";
import { ORIGIN, Player, createTable, editMatch } from "./client.ts";

const get = (path: string, init?: RequestInit) => exports.default.fetch(`${ORIGIN}${path}`, init);

describe("table routes", () => {
  it("creates a table with an unguessable id and a join link", async () => {
    const res = await get("/api/tables", { method: "POST" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { tableId: string; url: string };
    expect(body.tableId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.url).toBe(`${ORIGIN}/t/${body.tableId}`);
    const other = await createTable();
    expect(other).not.toBe(body.tableId);
    const page = await get(`/t/${body.tableId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/<script[^>]+src="\/assets\//); // the client itself
  });

  it("takes settings when creating", async () => {
    const id = await createTable({ settings: { rounds: 5, board: "5x5", bots: "hard", timer: "quick" } });
    expect((await editMatch(id)).settings).toEqual({ ...DEFAULT_SETTINGS, rounds: 5, board: "5x5", bots: "hard", timer: "quick" });
  });

  it("refuses bad bodies", async () => {
    for (const body of ["{", JSON.stringify({ settings: { rounds: 21 } }), JSON.stringify({ colour: "red" }), "x".repeat(5000)]) {
      const res = await get("/api/tables", { method: "POST", body });
      expect([400, 413]).toContain(res.status);
      expect(((await res.json()) as { error: { code: string } }).error.code).toMatch(/bad_json|bad_message|too_large/);
    }
  });

  it("refuses malformed ids before any Durable Object", async () => {
    for (const path of ["/api/tables/short/ws", "/api/tables/short/results", "/t/not-an-id", "/api/tables/%3Cscript%3E/results"]) {
      const res = await get(path, { headers: { Upgrade: "websocket" } });
      expect(res.status).toBe(400);
    }
  });

  it("answers 404 for results of an unknown table and before a match ends", async () => {
    expect((await get(`/api/tables/${"A".repeat(22)}/results`)).status).toBe(404);
    const id = await createTable();
    expect((await get(`/api/tables/${id}/results`)).status).toBe(404);
  });

  it("does not create a table for a well-formed unknown id", async () => {
    const p = await Player.connect("B".repeat(22));
    const err = await p.take("error");
    expect(err.code).toBe("unknown_table");
    expect((await p.closedWith()).code).toBe(4404);
    expect((await get(`/api/tables/${"B".repeat(22)}/results`)).status).toBe(404);
  });

  it("needs a WebSocket upgrade", async () => {
    const id = await createTable();
    expect((await get(`/api/tables/${id}/ws`)).status).toBe(426);
  });
});
