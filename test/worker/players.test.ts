import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hashSecret } from "../../src/identity/secrets.ts";
import { ORIGIN, randomAddress } from "./client.ts";
import type { Language, LeaderboardResponse } from "../../src/protocol.ts";
import { newPlayer } from "./ranked-client.ts";

/** A request from a client address of its own unless `init` names one. */
const api = (path: string, init: RequestInit = {}) =>
  exports.default.fetch(`${ORIGIN}${path}`, { ...init, headers: { "CF-Connecting-IP": randomAddress(), ...(init.headers as Record<string, string>) } });
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe("ranked identities", () => {
  it("creates a player with an id and a secret, and stores only the secret's hash", async () => {
    const res = await api("/api/players", { method: "POST", body: JSON.stringify({ name: "  Ann  " }) });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { playerId: string; secret: string; name: string };
    expect(body.name).toBe("Ann");
    expect(body.playerId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.secret).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await env.DB.prepare("SELECT * FROM players WHERE id = ?").bind(body.playerId).first<Record<string, unknown>>();
    expect(row!.secret_hash).toBe(await hashSecret(body.secret));
    expect(JSON.stringify(row)).not.toContain(body.secret);
    const profile = await api(`/api/players/${body.playerId}`);
    expect(profile.status).toBe(200);
    const text = await profile.text();
    expect(text).not.toContain(body.secret);
    expect(JSON.parse(text)).toEqual({
      playerId: body.playerId, name: "Ann", language: "en", rating: 1500, provisional: true, games: 0, wins: 0, languages: [], history: [],
    });
  });

  it("refuses bad names and bodies with a code, creating nobody", async () => {
    const before = (await env.DB.prepare("SELECT COUNT(*) AS n FROM players").first<{ n: number }>())!.n;
    for (const [body, code] of [
      ["{", "bad_json"], [JSON.stringify({ name: "" }), "bad_message"], [JSON.stringify({ name: "a\u202Eb" }), "bad_message"],
      [JSON.stringify({ name: "x".repeat(21) }), "bad_message"], [JSON.stringify({ name: "Ann", admin: true }), "bad_message"],
    ] as const) {
      const res = await api("/api/players", { method: "POST", body });
      expect(res.status).toBe(400);
      expect(await errorCode(res)).toBe(code);
    }
    const huge = await api("/api/players", { method: "POST", body: JSON.stringify({ name: "x".repeat(5000) }) });
    expect(huge.status).toBe(413);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM players").first<{ n: number }>())!.n).toBe(before);
  });

  it("limits how many identities one client address makes (429 with Retry-After), and counts nothing refused", async () => {
    const address = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await api("/api/players", { method: "POST", body: JSON.stringify({ name: `N${i}` }), headers: { "CF-Connecting-IP": address } })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    const refused = await api("/api/players", { method: "POST", body: JSON.stringify({ name: "N11" }), headers: { "CF-Connecting-IP": address } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await errorCode(refused)).toBe("rate_limited");
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM players WHERE name = 'N11' OR name = 'N10'").first<{ n: number }>())!.n).toBe(0);
    const other = await api("/api/players", { method: "POST", body: JSON.stringify({ name: "Elsewhere" }) });
    expect(other.status).toBe(201);
  });

  it("renames with the secret, and refuses a wrong or missing secret with 401", async () => {
    const ann = await newPlayer("Ann");
    const rename = (auth: string | null, name = "Annie") => api(`/api/players/${ann.playerId}`, {
      method: "PATCH", body: JSON.stringify({ name }), headers: auth ? { Authorization: auth } : {},
    });
    const wrong = await rename(`Bearer ${"z".repeat(22)}`);
    expect(wrong.status).toBe(401);
    expect(await errorCode(wrong)).toBe("bad_secret");
    const missing = await rename(null);
    expect(missing.status).toBe(401);
    expect(await errorCode(missing)).toBe("bad_secret");
    expect(((await (await api(`/api/players/${ann.playerId}`)).json()) as { name: string }).name).toBe("Ann");
    const ok = await rename(`Bearer ${ann.secret}`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ playerId: ann.playerId, name: "Annie" });
    expect(((await (await api(`/api/players/${ann.playerId}`)).json()) as { name: string }).name).toBe("Annie");
    const badName = await rename(`Bearer ${ann.secret}`, "");
    expect(badName.status).toBe(400);
  });

  it("answers an unknown or malformed player id with a code", async () => {
    const unknown = await api(`/api/players/${"Q".repeat(22)}`);
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe("unknown_player");
    const malformed = await api("/api/players/nope");
    expect(malformed.status).toBe(400);
    expect(await errorCode(malformed)).toBe("bad_player_id");
    const renameUnknown = await api(`/api/players/${"Q".repeat(22)}`, {
      method: "PATCH", body: JSON.stringify({ name: "X" }), headers: { Authorization: `Bearer ${"s".repeat(22)}` },
    });
    expect(renameUnknown.status).toBe(404);
  });
});

/**
 * Rated, finished matches between `id` and each of `opponents` other players, `each`
 * apiece, the opponents established at the time (σ before the match `sigma`) unless told.
 */
async function ratedGamesAgainst(id: string, opponents: number, at: number, each = 2, sigma = 2, language: Language = "en"): Promise<void> {
  for (let i = 0; i < opponents; i++) {
    const other = `${id.slice(0, 14)}Opp${String(i).padStart(5, "0")}`;
    await storedPlayer(other, "Opp", { mu: 25, sigma, games: 1, wins: 0, at: null }, at, language);
    for (let k = 0; k < each; k++) {
      const table = `${id.slice(0, 12)}Tab${String(i).padStart(4, "0")}${k}${"x".repeat(2)}`.slice(0, 22);
      await env.DB.batch([
        env.DB.prepare("INSERT INTO matches (table_id, status, created_at, finished_at, language) VALUES (?, 'finished', ?, ?, ?)").bind(table, at, at, language),
        env.DB.prepare("INSERT INTO match_players (table_id, player_id, seat, name, token, place, sigma_before) VALUES (?, ?, 0, 'Me', 't', 1, 2)").bind(table, id),
        env.DB.prepare("INSERT INTO match_players (table_id, player_id, seat, name, token, place, sigma_before) VALUES (?, ?, 1, 'Opp', 't', 2, ?)").bind(table, other, sigma),
      ]);
    }
  }
}

/** A player stored with a rating in `language` (as the lobby keeps them: identity in `players`, skill in `ratings`). */
async function storedPlayer(id: string, name: string, r: { mu: number; sigma: number; games: number; wins: number; at: number | null }, createdAt: number, language: Language = "en"): Promise<void> {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO players (id, name, secret_hash, mu, sigma, created_at) VALUES (?, ?, 'h', 25, ?, ?)").bind(id, name, 25 / 3, createdAt),
    env.DB.prepare("INSERT INTO ratings (player_id, language, mu, sigma, games, wins, last_played_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
      .bind(id, language, r.mu, r.sigma, r.games, r.wins, r.at),
  ]);
}

describe("the leaderboard", () => {
  it("lists established players active in the last 7 days, best conservative rating first", async () => {
    const now = Date.now();
    const day = 24 * 60 * 60_000;
    const rows = [
      // id, mu, sigma, last played
      ["LbStrongButNew00000000", 40, 8, now],
      ["LbSteady00000000000000", 30, 1.0, now - day],
      ["LbHighButUnsure0000000", 33, 2.5, now - day], // μ − 3σ = 25.5, below Steady's 27
      ["LbStale000000000000000", 45, 1.0, now - 8 * day],
      ["LbWeak0000000000000000", 22, 1.5, now],
    ] as const;
    for (const [id, mu, sigma, at] of rows) {
      await storedPlayer(id, id.slice(2, 8), { mu, sigma, games: 20, wins: 5, at }, at);
      await ratedGamesAgainst(id, 5, now - day);
    }
    // Twenty rated games, but against only two identities: a farm, not listed.
    await storedPlayer("LbFarmed00000000000000", "Farm", { mu: 50, sigma: 1, games: 20, wins: 20, at: now }, now);
    await ratedGamesAgainst("LbFarmed00000000000000", 2, now - day, 10);
    // Twenty rated games against ten brand-new identities each time: wins over fresh identities, not listed (issue 27).
    await storedPlayer("LbBoosted0000000000000", "Boost", { mu: 50, sigma: 1, games: 20, wins: 20, at: now }, now);
    await ratedGamesAgainst("LbBoosted0000000000000", 10, now - day, 2, 25 / 3);
    const res = await api("/api/leaderboard?limit=7");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toMatch(/max-age=\d+/);
    const { players } = (await res.json()) as { players: { rank: number; playerId: string; rating: number; games: number; wins: number }[] };
    expect(players.map((p) => p.playerId)).toEqual(["LbSteady00000000000000", "LbHighButUnsure0000000", "LbWeak0000000000000000"]);
    expect(players.map((p) => p.rank)).toEqual([1, 2, 3]);
    expect(players[0]).toMatchObject({ rating: 1710, games: 20, wins: 5 });
    const bad = await api("/api/leaderboard?limit=0");
    expect(bad.status).toBe(400);
    expect(((await (await api("/api/leaderboard?limit=1")).json()) as { players: unknown[] }).players).toHaveLength(1);
  });

  it("is one per language: a German rating is listed on the German board only", async () => {
    const now = Date.now();
    const day = 24 * 60 * 60_000;
    await storedPlayer("LbGerman00000000000000", "Greta", { mu: 31, sigma: 1, games: 20, wins: 9, at: now }, now, "de");
    await ratedGamesAgainst("LbGerman00000000000000", 5, now - day, 2, 2, "de");
    const german = (await (await api("/api/leaderboard?language=de")).json()) as LeaderboardResponse;
    expect(german).toMatchObject({ language: "de", players: [{ rank: 1, playerId: "LbGerman00000000000000", games: 20, wins: 9 }] });
    expect(german.players).toHaveLength(1);
    const english = (await (await api("/api/leaderboard?language=en&limit=100")).json()) as LeaderboardResponse;
    expect(english.language).toBe("en");
    expect(english.players.map((p) => p.playerId)).not.toContain("LbGerman00000000000000");
    const bad = await api("/api/leaderboard?language=ja");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "bad_language" } });
  });
});
