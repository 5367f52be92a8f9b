/**
 * Issue 17, rows 3 and 4: ratings cannot be farmed with identities one controls (the
 * same pair moves each other's ratings at most three times a day) or bought with a
 * solver (it is placed last in its match, its earlier victims are refunded, it is marked
 * on its profile and matched only with other flagged players; issue 27 placed it last
 * instead of leaving the match unrated, which let a loser erase a loss).
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { NewPlayerResponse, ProfileResponse } from "../../src/protocol.ts";
import { ORIGIN, Player, freeWords, revealNow } from "./client.ts";
import { LobbyClient, ageQueue, enterWords, joinRanked, newPlayer, playToTheEnd, skillOf } from "./ranked-client.ts";

/** Queue `ids` together, match them, seat them: everyone playing round 1. */
async function playTogether(ids: NewPlayerResponse[]): Promise<{ players: Player[]; tableId: string }> {
  const lobbies = [];
  for (const id of ids) lobbies.push(await LobbyClient.queue(id));
  await ageQueue(30_000); // the widest window: their ratings drift apart as one keeps winning
  const matched = await Promise.all(lobbies.map((l) => l.take("matched")));
  lobbies.forEach((l) => l.close());
  const tableId = matched[0]!.tableId;
  const players: Player[] = [];
  for (const [i, m] of matched.entries()) players.push(await joinRanked(tableId, ids[i]!.name, m.token));
  for (const p of players) await p.take("state", (s) => s.phase === "playing");
  return { players, tableId };
}

async function profileOf(playerId: string): Promise<ProfileResponse> {
  return (await (await exports.default.fetch(`${ORIGIN}/api/players/${playerId}`)).json()) as ProfileResponse;
}

describe("who you play matters", () => {
  it("the same two identities move each other's ratings three times a day; the fourth match is unrated and says so", async () => {
    const ids = [await newPlayer("Pam"), await newPlayer("Rex")];
    const seen: (string | undefined)[] = [];
    for (let match = 0; match < 4; match++) {
      const { players, tableId } = await playTogether(ids);
      await enterWords(tableId, players, [2, 1]);
      await playToTheEnd(players);
      seen.push((await players[0]!.take("ratings")).unrated);
      players.forEach((p) => p.ws.close());
    }
    expect(seen).toEqual([undefined, undefined, undefined, "pair_limit"]);
    expect((await skillOf(ids[0]!.playerId)).games).toBe(3);
    const history = (await profileOf(ids[0]!.playerId)).history;
    expect(history.map((h) => h.unrated)).toEqual(["pair_limit", undefined, undefined, undefined]);
    expect(history[0]!.ratingAfter).toEqual(history[0]!.ratingBefore);
  });
});

describe("solvers", () => {
  it("a solver is placed last and rated so, its earlier victim is refunded, it is marked and queued apart", async () => {
    const [honest, solver, other] = [await newPlayer("Sue"), await newPlayer("Tom"), await newPlayer("Uma")];
    // First a match Tom wins the ordinary way: Sue's rating drops.
    const first = await playTogether([honest, solver]);
    await enterWords(first.tableId, first.players, [1, 2]);
    await playToTheEnd(first.players);
    await first.players[0]!.take("ratings");
    first.players.forEach((p) => p.ws.close());
    const beaten = await skillOf(honest.playerId);
    expect(beaten.mu).toBeLessThan(25);

    // Then Tom enters nine words the moment the board appears, as the terminal player does.
    const second = await playTogether([honest, solver]);
    await revealNow(second.tableId, second.players);
    const [mine, ...burst] = await freeWords(second.tableId, 10, 3, 4);
    expect((await second.players[0]!.word(mine!)).ok).toBe(true);
    for (const w of burst) second.players[1]!.send({ type: "word", word: w });
    for (const w of burst) await second.players[1]!.take("verdict", (v) => v.word === w);
    await playToTheEnd(second.players);
    // Tom scored more, but the flag places him last: Sue wins the match and is rated so.
    const { unrated, ratings } = await second.players[0]!.take("ratings");
    expect(unrated).toBeUndefined();
    const sue = ratings.find((r) => r.playerId === honest.playerId)!;
    expect(sue.place).toBe(1);
    expect(ratings.find((r) => r.playerId === solver.playerId)!.place).toBe(2);
    second.players.forEach((p) => p.ws.close());

    // Sue gets back what she lost to Tom (in a match of two, all of it) on top of her win; Tom is marked on his profile.
    const refunded = await skillOf(honest.playerId);
    expect(refunded.mu).toBeGreaterThan(25);
    expect(refunded).toMatchObject({ games: 2, wins: 1 });
    expect((await profileOf(solver.playerId)).flagged).toBe(true);
    expect((await profileOf(honest.playerId)).flagged).toBeUndefined();

    // Tom is matched only with other flagged players: with Uma he waits.
    const tom = await LobbyClient.queue(solver);
    const uma = await LobbyClient.queue(other);
    await ageQueue(30_000);
    expect(tom.frames.some((f) => f.type === "matched")).toBe(false);
    expect(uma.frames.some((f) => f.type === "matched")).toBe(false);
    tom.close();
    uma.close();
  });
});
