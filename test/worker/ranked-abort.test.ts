/**
 * Issue 17, the honest player's side: aborted matches are not rated (an instant forfeit
 * is not a win, an empty match is not a game), an abandoned match ends (a player away
 * for a minute is out, and the one left wins), and leaving once the match counts still
 * costs the leaver rating.
 */
import { exports } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RANKED_AWAY_MS } from "../../src/game/ranked-away.ts";
import type { ProfileResponse, ResultsResponse } from "../../src/protocol.ts";
import { ORIGIN, Player, editMatch, freeWords, revealNow, stubOf, until } from "./client.ts";
import { LobbyClient, enterWords, joinRanked, matchedPlayers, playToTheEnd, skillOf } from "./ranked-client.ts";

/** A two- or three-player ranked match from the lobby, everyone seated and playing round 1. */
async function seated(names: string[]) {
  const { ids, lobbies, matched, tableId } = await matchedPlayers(names);
  lobbies.forEach((l) => l.close());
  const players: Player[] = [];
  for (const [i, m] of matched.entries()) {
    players.push(await joinRanked(tableId, m.players.find((p) => p.playerId === ids[i]!.playerId)!.name, m.token));
  }
  for (const p of players) await p.take("state", (s) => s.phase === "playing");
  return { ids, players, tableId };
}


async function results(tableId: string): Promise<ResultsResponse> {
  const res = await exports.default.fetch(`${ORIGIN}/api/tables/${tableId}/results`);
  return (await res.json()) as ResultsResponse;
}

async function profileOf(playerId: string): Promise<ProfileResponse> {
  return (await (await exports.default.fetch(`${ORIGIN}/api/players/${playerId}`)).json()) as ProfileResponse;
}

describe("aborted ranked matches are not rated", () => {
  it("an instant forfeit is not a win: unrated for both, the leaver named as the one who aborted it", async () => {
    const { ids, players, tableId } = await seated(["Abe", "Bea"]);
    players[1]!.send({ type: "leave" });
    expect((await players[0]!.take("matchEnd")).winners).toEqual([players[0]!.seat]);
    const msg = await players[0]!.take("ratings");
    expect(msg.unrated).toBe("aborted");
    for (const r of msg.ratings) expect(r.after).toEqual(r.before);
    for (const i of ids) expect(await skillOf(i.playerId)).toMatchObject({ mu: 25, sigma: 25 / 3, games: 0, wins: 0 });
    const stored = await until(async () => { const r = await results(tableId); return r.unrated ? r : null; }, "stored results");
    expect(stored).toMatchObject({ ranked: true, unrated: "aborted", abortedBy: [ids[1]!.playerId] });
    const [abe, bea] = [await profileOf(ids[0]!.playerId), await profileOf(ids[1]!.playerId)];
    expect(abe).toMatchObject({ games: 0, wins: 0 });
    expect(abe.history[0]).toMatchObject({ tableId, unrated: "aborted" });
    expect(abe.history[0]!.aborted).toBeUndefined();
    expect(bea.history[0]).toMatchObject({ tableId, unrated: "aborted", aborted: true });
    // Aborting is a miss: Bea waits out a cooldown before queueing again; Abe does not.
    const again = await until(async () => {
      const c = await LobbyClient.queue(ids[1]!);
      c.close();
      return c.frames[0]?.type === "error" ? c.frames[0] : null;
    }, "Bea's cooldown");
    expect(again).toMatchObject({ code: "cooldown" });
    const abe2 = await LobbyClient.queue(ids[0]!);
    expect(abe2.frames[0]).toMatchObject({ type: "queued" });
    abe2.close();
  });

  it("a match in which nobody entered anything is aborted, whoever pressed I'm done", async () => {
    const { ids, players, tableId } = await seated(["Cal", "Dot"]);
    await playToTheEnd(players);
    const msg = await players[0]!.take("ratings");
    expect(msg.unrated).toBe("aborted");
    for (const i of ids) expect((await skillOf(i.playerId)).games).toBe(0);
    const stored = await until(async () => { const r = await results(tableId); return r.unrated ? r : null; }, "stored results");
    expect(stored.abortedBy!.sort()).toEqual(ids.map((i) => i.playerId).sort());
  });

  it("one player's words are not enough: the first round needs two players' entries", async () => {
    const { ids, players, tableId } = await seated(["Eli", "Flo"]);
    await revealNow(tableId, players);
    const [w] = await freeWords(tableId, 1);
    expect((await players[0]!.word(w!)).ok).toBe(true);
    await playToTheEnd(players);
    expect((await players[0]!.take("ratings")).unrated).toBe("aborted");
    expect((await skillOf(ids[0]!.playerId)).games).toBe(0);
  });

  it("leaving once two players have entered words still costs the leaver rating", async () => {
    const { ids, players, tableId } = await seated(["Gil", "Hope"]);
    await enterWords(tableId, players);
    players[1]!.send({ type: "leave" });
    await players[0]!.take("matchEnd");
    const msg = await players[0]!.take("ratings");
    expect(msg.unrated).toBeUndefined();
    expect(msg.ratings.find((r) => r.playerId === ids[0]!.playerId)).toMatchObject({ place: 1 });
    expect(msg.ratings.find((r) => r.playerId === ids[1]!.playerId)!.after.rating).toBeLessThan(1500);
    expect((await skillOf(ids[1]!.playerId)).games).toBe(1);
  });
});

describe("abandoned ranked matches end", () => {
  it("a player away for a minute is out, and the one left wins at once instead of playing on alone", async () => {
    const { ids, players, tableId } = await seated(["Ivy", "Jay"]);
    await enterWords(tableId, players);
    players[1]!.ws.close(1000, "tab closed");
    await until(async () => (await editMatch(tableId)).seats.find((s) => s.seat === players[1]!.seat)!.connected === false ? true : null, "Jay away");
    const wentAt = (await editMatch(tableId)).seats.find((s) => s.seat === players[1]!.seat)!.goneSince!;
    // The table's single alarm is set for the moment Jay's minute runs out, not the round's end.
    const alarm = await runInDurableObject(stubOf(tableId), (_i, state) => state.storage.getAlarm());
    expect(alarm).toBe(wentAt + RANKED_AWAY_MS);
    await editMatch(tableId, (m) => { m.seats.find((s) => s.seat === players[1]!.seat)!.goneSince = Date.now() - RANKED_AWAY_MS - 1; });
    await runDurableObjectAlarm(stubOf(tableId));
    const end = await players[0]!.take("matchEnd");
    expect(end.winners).toEqual([players[0]!.seat]);
    const { ratings, unrated } = await players[0]!.take("ratings");
    expect(unrated).toBeUndefined();
    expect(ratings.find((r) => r.playerId === ids[0]!.playerId)).toMatchObject({ place: 1 });
    expect(ratings.find((r) => r.playerId === ids[1]!.playerId)!.after.rating).toBeLessThan(1500);
  });

  it("a player back within the minute plays on", async () => {
    const { players, tableId } = await seated(["Kit", "Lee"]);
    players[1]!.ws.close(1000, "tab closed");
    await until(async () => (await editMatch(tableId)).seats.some((s) => !s.connected) ? true : null, "Lee away");
    const back = await Player.join(tableId, "Lee", players[1]!.token);
    await editMatch(tableId, (m) => { for (const s of m.seats) if (s.goneSince) s.goneSince = Date.now() - RANKED_AWAY_MS - 1; });
    await runDurableObjectAlarm(stubOf(tableId));
    const m = await editMatch(tableId);
    expect(m.phase).toBe("playing");
    expect(m.seats.every((s) => !s.left)).toBe(true);
    back.ws.close();
  });

  it("in a match of three, the away player is placed last and the other two play on", async () => {
    const { ids, players, tableId } = await seated(["Max", "Nia", "Oli"]);
    await enterWords(tableId, players);
    players[2]!.ws.close(1000, "tab closed");
    await until(async () => (await editMatch(tableId)).seats.some((s) => !s.connected) ? true : null, "Oli away");
    await editMatch(tableId, (m) => { for (const s of m.seats) if (!s.connected) s.goneSince = Date.now() - RANKED_AWAY_MS - 1; });
    await runDurableObjectAlarm(stubOf(tableId));
    const seats = (await editMatch(tableId)).seats;
    expect(seats.find((s) => s.seat === players[2]!.seat)).toMatchObject({ left: true, bot: true });
    expect((await editMatch(tableId)).phase).toBe("playing");
    await playToTheEnd(players.slice(0, 2));
    const { ratings } = await players[0]!.take("ratings");
    expect(ratings.find((r) => r.playerId === ids[2]!.playerId)).toMatchObject({ place: 3 });
  });
});

