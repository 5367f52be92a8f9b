/**
 * Ranked play by language (issue 24, docs/ranked.md): the lobby matches only players who
 * queued for the same language and seats them at a table in it, and a player's rating is
 * kept per language: a German match moves German ratings, not English ones, and each
 * language has its own profile figures.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ProfileResponse } from "../../src/protocol.ts";
import { ORIGIN, editMatch } from "./client.ts";
import { LobbyClient, ageQueue, enterWords, newPlayer, playToTheEnd, seatTogether, setSkill, skillOf } from "./ranked-client.ts";
import { useLanguages } from "./dictionaries.ts";

useLanguages("de");

const profileOf = async (playerId: string, query = "") =>
  (await (await exports.default.fetch(`${ORIGIN}/api/players/${playerId}${query}`)).json()) as ProfileResponse;

describe("ranked by language", () => {
  it("never matches two players who queue in different languages; two in the same one meet at a table in it", async () => {
    const [ann, bea, cem] = await Promise.all(["Ann", "Bea", "Cem"].map(newPlayer));
    const english = await LobbyClient.queue(ann!); // English when unsaid
    const german = await LobbyClient.queue(bea!, undefined, "de");
    await ageQueue(60_000); // the widest window, long past the 10-second rule
    expect([...english.frames, ...german.frames].filter((f) => f.type === "matched")).toEqual([]);
    // Each is told the size of their own language's queue.
    expect(english.frames.at(-1)).toMatchObject({ type: "queued", waiting: 1, language: "en" });
    expect(german.frames.at(-1)).toMatchObject({ type: "queued", waiting: 1, language: "de" });

    const german2 = await LobbyClient.queue(cem!, undefined, "de");
    const [a, b] = await Promise.all([german.take("matched"), german2.take("matched")]);
    expect(a.tableId).toBe(b.tableId);
    expect(a.players.map((p) => p.name).sort()).toEqual(["Bea", "Cem"]);
    expect((await editMatch(a.tableId)).settings.language).toBe("de");
    expect(await env.DB.prepare("SELECT language FROM matches WHERE table_id = ?").bind(a.tableId).first()).toEqual({ language: "de" });
    await ageQueue(60_000);
    expect(english.frames.filter((f) => f.type === "matched")).toEqual([]);
    for (const l of [english, german, german2]) l.close();
  });

  it("refuses a queue request for a language we do not play, with a code", async () => {
    const dan = await newPlayer("Dan");
    const c = await LobbyClient.connect();
    c.send({ type: "queue", playerId: dan.playerId, secret: dan.secret, language: "ja" });
    expect(await c.take("error")).toMatchObject({ code: "bad_message" });
    c.close();
  });

  it("a German match moves the players' German ratings and not their English ones", async () => {
    const [ann, bob] = await Promise.all(["Ann", "Bob"].map(newPlayer));
    await setSkill(ann!.playerId, { mu: 30, sigma: 4, games: 12, wins: 7, lastPlayedAt: Date.now() - 60_000 });
    await setSkill(bob!.playerId, { mu: 27, sigma: 5, games: 9, wins: 2, lastPlayedAt: Date.now() - 60_000 });
    const englishBefore = [await skillOf(ann!.playerId), await skillOf(bob!.playerId)];

    const { players, tableId } = await seatTogether([ann!, bob!], "de");
    expect(players[0]!.lastState().settings.language).toBe("de");
    await enterWords(tableId, players, [2, 1]); // Ann scores more
    await playToTheEnd(players);
    const { ratings } = await players[0]!.take("ratings");
    // Rated from their German skill, a new player's there, not from their English one.
    for (const r of ratings) expect(r.before).toEqual({ rating: 1500, provisional: true });
    const [annDe, bobDe] = [await skillOf(ann!.playerId, "de"), await skillOf(bob!.playerId, "de")];
    expect(annDe).toMatchObject({ games: 1, wins: 1 });
    expect(bobDe).toMatchObject({ games: 1, wins: 0 });
    expect(annDe.mu).toBeGreaterThan(25);
    expect(bobDe.mu).toBeLessThan(25);
    expect([await skillOf(ann!.playerId), await skillOf(bob!.playerId)]).toEqual(englishBefore);

    const de = await profileOf(ann!.playerId, "?language=de");
    expect(de).toMatchObject({ language: "de", games: 1, wins: 1, rating: ratings.find((r) => r.playerId === ann!.playerId)!.after.rating });
    expect(de.history.map((h) => h.tableId)).toEqual([tableId]);
    const en = await profileOf(ann!.playerId);
    expect(en).toMatchObject({ language: "en", games: 12, wins: 7, history: [] });
    expect(en.languages.map((l) => [l.language, l.games])).toEqual([["en", 12], ["de", 1]]);
    const bad = await exports.default.fetch(`${ORIGIN}/api/players/${ann!.playerId}?language=xx`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "bad_language" } });
    players.forEach((p) => p.ws.close());
  });
});
