/**
 * Issue 17, row 7 (costs): renames and profile reads are metered per client address, and
 * the leaderboard's `limit` snaps to a few cached sizes, so a new N never skips the cache.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN, randomAddress } from "./client.ts";
import { newPlayer } from "./ranked-client.ts";

const rename = (id: string, secret: string, name: string, address: string) => exports.default.fetch(`${ORIGIN}/api/players/${id}`, {
  method: "PATCH", body: JSON.stringify({ name }), headers: { Authorization: `Bearer ${secret}`, "CF-Connecting-IP": address },
});
const read = (path: string, address: string) => exports.default.fetch(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": address } });

describe("costs per client address", () => {
  it("limits renames per address: 10 at once, then 429 with Retry-After", async () => {
    const ann = await newPlayer("Ann");
    const address = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await rename(ann.playerId, ann.secret, `Ann ${i}`, address)).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await rename(ann.playerId, ann.secret, "Ann again", address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    // The refused rename changed nothing; another address still renames.
    const row = await env.DB.prepare("SELECT name FROM players WHERE id = ?").bind(ann.playerId).first<{ name: string }>();
    expect(row!.name).toBe("Ann 9");
    expect((await rename(ann.playerId, ann.secret, "Ann B", randomAddress())).status).toBe(200);
  });

  it("limits profile reads per address: 60 at once, then 429", async () => {
    const bob = await newPlayer("Bob");
    const address = randomAddress();
    const statuses = await Promise.all(Array.from({ length: 70 }, () => read(`/api/players/${bob.playerId}`, address).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(60);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect((await read(`/api/players/${bob.playerId}`, randomAddress())).status).toBe(200);
  });
});

describe("the leaderboard's limit", () => {
  it("answers every N from a few cached sizes: a new N does not reach the database", async () => {
    const address = randomAddress();
    const first = await read("/api/leaderboard?limit=7", address);
    expect(first.status).toBe(200);
    await env.DB.exec("ALTER TABLE players RENAME TO players_away");
    try {
      for (const n of [8, 9, 10, 3, 1]) {
        const res = await read(`/api/leaderboard?limit=${n}`, address);
        expect(res.status, `limit=${n}`).toBe(200);
        const body = (await res.json()) as { players: unknown[] };
        expect(body.players.length).toBeLessThanOrEqual(n);
      }
    } finally {
      await env.DB.exec("ALTER TABLE players_away RENAME TO players");
    }
    expect((await read("/api/leaderboard?limit=101", address)).status).toBe(400);
    expect((await read("/api/leaderboard?limit=0", address)).status).toBe(400);
  });
});
