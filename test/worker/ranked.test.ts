import { env, exports } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { syncRanked } from "../../src/ranked/report.ts";
import type { ResultsResponse } from "../../src/protocol.ts";
import { ORIGIN, Player, editMatch, stubOf } from "./client.ts";
import { LobbyClient, enterWords, joinRanked, matchedPlayers, passStartDeadline, playToTheEnd, skillOf } from "./ranked-client.ts";

describe("a ranked match from the lobby to the ratings", () => {
  it("seats three queued players at one table, plays it out, and changes three ratings once", async () => {
    const logged: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    const { ids, lobbies, matched, tableId } = await matchedPlayers(["Ann", "Bob", "Cy"]);
    expect(new Set(matched.map((m) => m.tableId)).size).toBe(1);
    expect(new Set(matched.map((m) => m.token)).size).toBe(3);
    expect(matched[0]!.url).toBe(`${ORIGIN}/t/${tableId}`);
    expect(matched[0]!.players.map((p) => p.name).sort()).toEqual(["Ann", "Bob", "Cy"]);
    expect(matched[0]!.players[0]).toMatchObject({ rating: 1500, provisional: true });
    lobbies.forEach((l) => l.close());

    const players: Player[] = [];
    for (const [i, m] of matched.entries()) {
      const me = m.players.find((p) => p.playerId === ids[i]!.playerId)!;
      players.push(await joinRanked(tableId, me.name, m.token));
    }
    for (const p of players) {
      const s = await p.take("state", (x) => x.phase === "playing");
      expect(s).toMatchObject({ ranked: true, rounds: 3, settings: { rounds: 3, board: "4x4", timer: "normal" } });
      expect(s.seats.every((x) => !x.bot)).toBe(true);
    }
    // Ranked tables refuse what would change their settings or seats.
    players[0]!.send({ type: "settings", settings: { rounds: 1 } });
    expect(await players[0]!.take("error")).toMatchObject({ code: "ranked_table" });
    players[0]!.send({ type: "addBot" });
    expect(await players[0]!.take("error")).toMatchObject({ code: "ranked_table" });

    await enterWords(tableId, players, [2, 1, 1]); // Ann scores two words, the others one each
    await playToTheEnd(players);
    const ratings = await players[1]!.take("ratings");
    expect(ratings.tableId).toBe(tableId);
    expect(ratings.ratings).toHaveLength(3);
    // Operators see the stored result once, as one structured line (src/log.ts).
    const stored = logged.filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.event === "ranked_result_stored");
    spy.mockRestore();
    expect(stored).toEqual([expect.objectContaining({ tableId, players: 3 })]);
    expect(stored[0]!.durationMs).toBeGreaterThanOrEqual(0);
    players[0]!.send({ type: "playAgain" });
    expect(await players[0]!.take("error")).toMatchObject({ code: "ranked_table" });

    const seatOf = (playerId: string) => ratings.ratings.find((r) => r.playerId === playerId)!;
    const annId = ids[0]!.playerId;
    expect(seatOf(annId).place).toBe(1);
    expect(seatOf(annId).after.rating).toBeGreaterThan(1500);
    for (const other of [ids[1]!, ids[2]!]) {
      expect(seatOf(other.playerId).place).toBe(2);
      expect(seatOf(other.playerId).after.rating).toBeLessThan(1500);
    }

    const matches = await env.DB.prepare("SELECT status FROM matches WHERE table_id = ?").bind(tableId).all();
    expect(matches.results).toEqual([{ status: "finished" }]);
    const skills = await Promise.all(ids.map((i) => skillOf(i.playerId)));
    expect(skills.every((s) => s.games === 1 && s.mu !== 25 && s.sigma < 25 / 3)).toBe(true);
    expect(skills.map((s) => s.wins)).toEqual([1, 0, 0]);

    // The same report delivered twice (directly, and by the table's own alarm) changes nothing.
    const state = await editMatch(tableId, (m) => { m.ranked!.reported = false; });
    const again = await syncRanked(env.DB, state);
    expect(again?.ratings).toEqual(ratings.ratings);
    await runDurableObjectAlarm(stubOf(tableId));
    expect(await Promise.all(ids.map((i) => skillOf(i.playerId)))).toEqual(skills);
    expect((await editMatch(tableId)).ranked!.reported).toBe(true);

    const profile = await (await exports.default.fetch(`${ORIGIN}/api/players/${annId}`)).json() as {
      games: number; wins: number; rating: number; history: { tableId: string; place: number; players: unknown[] }[];
    };
    expect(profile).toMatchObject({ games: 1, wins: 1, rating: seatOf(annId).after.rating });
    expect(profile.history).toHaveLength(1);
    expect(profile.history[0]).toMatchObject({ tableId, place: 1, ratingBefore: { rating: 1500, provisional: true } });
    expect(profile.history[0]!.players).toHaveLength(3);

    // Results outlive the table: they are served from D1 after it is cleaned up.
    await editMatch(tableId, (m) => { m.results!.finishedAt = Date.now() - 25 * 60 * 60_000; });
    await runDurableObjectAlarm(stubOf(tableId));
    expect(await editMatch(tableId)).toBeUndefined();
    const res = await exports.default.fetch(`${ORIGIN}/api/tables/${tableId}/results`);
    expect(res.status).toBe(200);
    const results = (await res.json()) as ResultsResponse;
    expect(results).toMatchObject({ tableId, ranked: true });
    expect(results.roundLists).toHaveLength(3);
    expect(results.ratings).toEqual(ratings.ratings);
    expect(results.standings.map((s) => s.rank)).toEqual([1, 2, 2]);
  });

  it("refuses a stranger at a ranked table (no token, or a token from elsewhere) with 4403", async () => {
    const { lobbies, tableId } = await matchedPlayers(["Dee", "Eve"]);
    lobbies.forEach((l) => l.close());
    const stranger = await Player.connect(tableId);
    stranger.send({ type: "join", name: "Mallory" });
    expect(await stranger.take("error")).toMatchObject({ code: "not_invited" });
    expect((await stranger.closedWith()).code).toBe(4403);
    const forger = await Player.connect(tableId);
    forger.send({ type: "join", name: "Mallory", token: "A".repeat(22) });
    expect(await forger.take("error")).toMatchObject({ code: "not_invited" });
    expect((await forger.closedWith()).code).toBe(4403);
    expect((await editMatch(tableId)).seats.map((s) => s.name).sort()).toEqual(["Dee", "Eve"]);
  });

  it("starts without a no-show after 30 s, places them last and rates them so", async () => {
    const { ids, lobbies, matched, tableId } = await matchedPlayers(["Fay", "Gus", "Hal"]);
    lobbies.forEach((l) => l.close());
    const name = (i: number) => matched[i]!.players.find((p) => p.playerId === ids[i]!.playerId)!.name;
    const fay = await joinRanked(tableId, name(0), matched[0]!.token);
    const gus = await joinRanked(tableId, name(1), matched[1]!.token);
    expect(fay.lastState()).toMatchObject({ phase: "lobby", ranked: true });
    expect(fay.lastState().startBy).toBeGreaterThan(Date.now() + 20_000);
    await passStartDeadline(tableId);
    const playing = await fay.take("state", (s) => s.phase === "playing");
    expect(playing.seats.find((s) => s.name === "Hal")).toMatchObject({ left: true });
    await enterWords(tableId, [fay, gus]);
    await playToTheEnd([fay, gus]);
    const { ratings } = await fay.take("ratings");
    const hal = ratings.find((r) => r.playerId === ids[2]!.playerId)!;
    expect(hal.place).toBe(3);
    expect(hal.after.rating).toBeLessThan(1500);
    expect(ratings.filter((r) => r.place < 3)).toHaveLength(2);
    expect((await skillOf(ids[2]!.playerId)).games).toBe(1);

    // The no-show's late token no longer seats anyone, and the lobby makes them wait
    // before queueing again (test/worker/no-shows.test.ts has the whole rule).
    const late = await Player.connect(tableId);
    late.send({ type: "join", name: "Hal", token: matched[2]!.token });
    expect((await late.closedWith()).code).toBe(4403);
    const again = await LobbyClient.queue(ids[2]!);
    expect(again.frames[0]).toMatchObject({ type: "error", code: "cooldown" });
    again.close();
  });

  it("calls the match off when fewer than two come: nobody's rating changes", async () => {
    const { ids, lobbies, matched, tableId } = await matchedPlayers(["Ida", "Jo"]);
    lobbies.forEach((l) => l.close());
    const ida = await joinRanked(tableId, "Ida", matched[0]!.token);
    await passStartDeadline(tableId);
    const over = await ida.take("state", (s) => s.phase === "finished");
    expect(over).toMatchObject({ ranked: true, cancelled: true });
    const deadline = Date.now() + 5_000;
    let status: unknown;
    while (Date.now() < deadline) {
      status = (await env.DB.prepare("SELECT status FROM matches WHERE table_id = ?").bind(tableId).first<{ status: string }>())?.status;
      if (status === "cancelled") break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe("cancelled");
    for (const i of ids) expect(await skillOf(i.playerId)).toMatchObject({ mu: 25, sigma: 25 / 3, games: 0 });
    const back = await LobbyClient.queue(ids[0]!);
    expect(back.frames[0]).toMatchObject({ type: "queued" });
    back.close();
  });

  it("places a leaver of a three-player ranked match last, plays on with a bot, and rates them so", async () => {
    const { ids, lobbies, matched, tableId } = await matchedPlayers(["Kim", "Lu", "Mo"]);
    lobbies.forEach((l) => l.close());
    const players: Player[] = [];
    for (const [i, m] of matched.entries()) players.push(await joinRanked(tableId, m.players.find((p) => p.playerId === ids[i]!.playerId)!.name, m.token));
    for (const p of players) await p.take("state", (s) => s.phase === "playing");
    await enterWords(tableId, players);
    players[2]!.send({ type: "leave" });
    const after = await players[0]!.take("state", (s) => s.seats.some((x) => x.left));
    expect(after.seats.find((x) => x.left)).toMatchObject({ bot: true, name: "Mo" });
    await playToTheEnd(players.slice(0, 2));
    const { ratings } = await players[0]!.take("ratings");
    const mo = ratings.find((r) => r.playerId === ids[2]!.playerId)!;
    expect(mo.place).toBe(3);
    expect(mo.after.rating).toBeLessThan(1500);
    expect(ratings.filter((r) => r.place < 3)).toHaveLength(2);
  });

  it("counts a two-player ranked leaver as a forfeit: the other wins, ratings change", async () => {
    const { ids, lobbies, matched, tableId } = await matchedPlayers(["Ned", "Oz"]);
    lobbies.forEach((l) => l.close());
    const players: Player[] = [];
    for (const [i, m] of matched.entries()) players.push(await joinRanked(tableId, m.players.find((p) => p.playerId === ids[i]!.playerId)!.name, m.token));
    await players[0]!.take("state", (s) => s.phase === "playing");
    await enterWords(tableId, players);
    players[1]!.send({ type: "leave" });
    const end = await players[0]!.take("matchEnd");
    expect(end.winners).toEqual([players[0]!.seat]);
    const { ratings } = await players[0]!.take("ratings");
    expect(ratings.find((r) => r.playerId === ids[0]!.playerId)).toMatchObject({ place: 1 });
    expect(ratings.find((r) => r.playerId === ids[1]!.playerId)!.after.rating).toBeLessThan(1500);
  });

  it("retries the report on the table's alarm until the database takes it", async () => {
    const { ids, lobbies, matched, tableId } = await matchedPlayers(["Pat", "Quin"]);
    lobbies.forEach((l) => l.close());
    const players: Player[] = [];
    for (const [i, m] of matched.entries()) players.push(await joinRanked(tableId, m.players.find((p) => p.playerId === ids[i]!.playerId)!.name, m.token));
    await players[0]!.take("state", (s) => s.phase === "playing");
    await enterWords(tableId, players);
    await env.DB.exec("ALTER TABLE matches RENAME TO matches_away");
    try {
      await playToTheEnd(players);
      await new Promise((r) => setTimeout(r, 200));
      const stuck = await editMatch(tableId);
      expect(stuck.phase).toBe("finished");
      expect(stuck.ranked!.reported).toBe(false);
      const alarm = await runInDurableObject(stubOf(tableId), (_i, state) => state.storage.getAlarm());
      expect(alarm! - Date.now()).toBeLessThanOrEqual(5_000);
      expect(await runDurableObjectAlarm(stubOf(tableId))).toBe(true); // still failing: nothing changes
      expect((await editMatch(tableId)).ranked!.reported).toBe(false);
    } finally {
      await env.DB.exec("ALTER TABLE matches_away RENAME TO matches");
    }
    expect(await runDurableObjectAlarm(stubOf(tableId))).toBe(true);
    const { ratings } = await players[0]!.take("ratings");
    expect(ratings).toHaveLength(2);
    expect((await editMatch(tableId)).ranked!.reported).toBe(true);
    for (const i of ids) expect((await skillOf(i.playerId)).games).toBe(1);
  });
});
