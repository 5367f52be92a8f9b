/**
 * Issue 32: identities made before the device proof have no device token, so their
 * sockets count against their whole address's budget. On their next visit the device
 * asks for one with the secret it keeps: the same identity (id, name, ratings) gets its
 * proof, which the socket budgets accept; a wrong secret or an unknown id gets nothing.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { provenDevice } from "../../src/identity/device.ts";
import { hashSecret } from "../../src/identity/secrets.ts";
import { createPlayer } from "../../src/identity/store.ts";
import type { TableEnv } from "../../src/env.ts";
import { ORIGIN, randomAddress } from "./client.ts";

const api = (path: string, init: RequestInit = {}) =>
  exports.default.fetch(`${ORIGIN}${path}`, { ...init, headers: { "CF-Connecting-IP": randomAddress(), ...(init.headers as Record<string, string>) } });
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

/** An identity as one made before the proof: its row only, with a played rating, and no token ever handed out. */
async function olderIdentity(): Promise<{ playerId: string; secret: string }> {
  const playerId = crypto.randomUUID().replaceAll("-", "").slice(0, 22);
  const secret = crypto.randomUUID().replaceAll("-", "").slice(0, 22);
  await createPlayer(env.DB, { playerId, name: "Old", secretHash: await hashSecret(secret), now: 1 });
  await env.DB.prepare("INSERT INTO ratings (player_id, language, mu, sigma, games, wins) VALUES (?, 'en', 31.5, 4.2, 12, 7)").bind(playerId).run();
  return { playerId, secret };
}

describe("a device proof for an identity made before it", () => {
  it("is given on the next visit to the same identity, keeping its id, name and rating; the sockets accept it", async () => {
    const old = await olderIdentity();
    const players = (await env.DB.prepare("SELECT COUNT(*) AS n FROM players").first<{ n: number }>())!.n;
    const res = await api(`/api/players/${old.playerId}/device`, { method: "POST", headers: { Authorization: `Bearer ${old.secret}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { playerId: string; device: string };
    expect(body.playerId).toBe(old.playerId);
    expect(await provenDevice((env as unknown as TableEnv).DAILY_SECRET, body.device)).toBe(old.playerId);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM players").first<{ n: number }>())!.n).toBe(players);
    const profile = (await (await api(`/api/players/${old.playerId}`)).json()) as { playerId: string; name: string; games: number; wins: number };
    expect(profile).toMatchObject({ playerId: old.playerId, name: "Old", games: 12, wins: 7 });
    // The arena's socket takes it as a proven device (a forged one is refused as unproven: tested in arena-edge).
    const ws = await exports.default.fetch(`${ORIGIN}/api/arena/en/ws?shard=0&device=${encodeURIComponent(body.device)}`, { headers: { Upgrade: "websocket", "CF-Connecting-IP": randomAddress() } });
    expect(ws.status).toBe(101);
    ws.webSocket!.accept();
    ws.webSocket!.close();
  });

  it("gives nothing for a wrong secret, a missing one or an unknown id", async () => {
    const old = await olderIdentity();
    const wrong = await api(`/api/players/${old.playerId}/device`, { method: "POST", headers: { Authorization: "Bearer AAAAAAAAAAAAAAAAAAAAAA" } });
    expect([wrong.status, await errorCode(wrong)]).toEqual([401, "bad_secret"]);
    const none = await api(`/api/players/${old.playerId}/device`, { method: "POST" });
    expect([none.status, await errorCode(none)]).toEqual([401, "bad_secret"]);
    const unknown = await api(`/api/players/${"u".repeat(22)}/device`, { method: "POST", headers: { Authorization: `Bearer ${old.secret}` } });
    expect([unknown.status, await errorCode(unknown)]).toEqual([404, "unknown_player"]);
  });
});
