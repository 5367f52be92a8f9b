/**
 * Issue 17, rows 2 and 6: sniping and dodging. A matched player who never comes to the
 * table (or leaves it before the start) waits before queueing again, longer each time in
 * a day; the player they left behind goes back to the front of the queue; and tables the
 * lobby makes count against each player's address like `POST /api/tables`.
 *
 * The lobby caches identity checks for 10 s; a test that changes D1 under it evicts the
 * lobby (which drops the cache, and keeps the hibernated sockets).
 */
import { env, exports } from "cloudflare:workers";
import { evictDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { NewPlayerResponse } from "../../src/protocol.ts";
import { ORIGIN, until } from "./client.ts";
import { LobbyClient, ageQueue, joinRanked, lobbyStub, newPlayer, passStartDeadline } from "./ranked-client.ts";

const MINUTE = 60_000;

/** Queue `present` and `absent` (fresh sockets), match them, and let only `present` come. Returns the table id. */
async function noShow(present: NewPlayerResponse, absent: NewPlayerResponse): Promise<string> {
  const lobbies = [await LobbyClient.queue(present), await LobbyClient.queue(absent)];
  expect(lobbies.map((l) => l.frames[0]!.type)).toEqual(["queued", "queued"]);
  await ageQueue(10_000);
  const [mp] = await Promise.all(lobbies.map((l) => l.take("matched")));
  lobbies.forEach((l) => l.close());
  await joinRanked(mp!.tableId, "Present", mp!.token);
  await passStartDeadline(mp!.tableId);
  await until(async () => (await status(mp!.tableId)) === "cancelled", "the match called off in D1");
  return mp!.tableId;
}

async function status(tableId: string): Promise<string | undefined> {
  return (await env.DB.prepare("SELECT status FROM matches WHERE table_id = ?").bind(tableId).first<{ status: string }>())?.status;
}

/** Pretend the player's missed matches happened `ms` earlier, and drop the lobby's cache. */
async function missedEarlier(playerId: string, ms: number): Promise<void> {
  await env.DB.prepare("UPDATE no_shows SET at = at - ? WHERE player_id = ?").bind(ms, playerId).run();
  await evictDurableObject(lobbyStub());
}

/** Queue once and return the first answer. */
async function firstAnswer(who: NewPlayerResponse) {
  const c = await LobbyClient.queue(who);
  const first = c.frames[0]!;
  c.close();
  return first;
}

describe("no-shows", () => {
  it("makes a no-show wait 1, then 5, then 30 minutes within a day, with cooldown and the time left", async () => {
    const bob = await newPlayer("Bob");
    const waits: number[] = [];
    for (const [round, minutes] of [[1, 1], [2, 5], [3, 30], [4, 30]] as const) {
      await noShow(await newPlayer(`Host${round}`), bob);
      const refused = await firstAnswer(bob);
      expect(refused).toMatchObject({ type: "error", code: "cooldown" });
      const left = (refused as { retryAfterMs: number }).retryAfterMs;
      expect(left).toBeGreaterThan(minutes * MINUTE - 5_000);
      expect(left).toBeLessThanOrEqual(minutes * MINUTE);
      // The message says the time left, as minutes:seconds.
      const [, m, sec] = /queue again in (\d+):(\d\d)/.exec((refused as { message: string }).message)!;
      expect(Math.abs(Number(m) * MINUTE + Number(sec) * 1000 - left)).toBeLessThan(1_000);
      waits.push(minutes);
      // Still refused a moment before it ends, queued once it has.
      await missedEarlier(bob.playerId, minutes * MINUTE - 10_000);
      expect(await firstAnswer(bob)).toMatchObject({ code: "cooldown" });
      await missedEarlier(bob.playerId, 10_000);
      expect(await firstAnswer(bob)).toMatchObject({ type: "queued" });
    }
    expect(waits).toEqual([1, 5, 30, 30]);
    // A day after the first of them, the count starts again.
    await missedEarlier(bob.playerId, 24 * 60 * MINUTE);
    await noShow(await newPlayer("Host5"), bob);
    expect(await firstAnswer(bob)).toMatchObject({ code: "cooldown", retryAfterMs: expect.toSatisfy((ms: number) => ms <= MINUTE) });
  });

  it("puts the player left behind back at the front of the queue, with their wait kept", async () => {
    const [ann, bob] = [await newPlayer("Ann"), await newPlayer("Bob")];
    const tableId = await noShow(ann, bob);
    const seat = await env.DB.prepare("SELECT queued_at FROM match_players WHERE table_id = ? AND player_id = ?")
      .bind(tableId, ann.playerId).first<{ queued_at: number }>();
    // Cy has waited a little; Ann, back from the called-off table, is ahead of her.
    const cy = await LobbyClient.queue(await newPlayer("Cy"));
    const back = await LobbyClient.queue(ann);
    const queued = back.frames[0] as { type: string; since: number };
    expect(queued.type).toBe("queued");
    expect(queued.since).toBeLessThan((cy.frames[0] as { since: number }).since);
    expect(queued.since).toBe(seat!.queued_at);
    // Having waited 10 s already, Ann starts at once with whoever is there.
    const [ma, mc] = [await back.take("matched"), await cy.take("matched")];
    expect(ma.tableId).toBe(mc.tableId);
    for (const c of [back, cy]) c.close();
  });

  it("counts leaving before the start (declining an opponent) as a no-show", async () => {
    const [dee, eve] = [await newPlayer("Dee"), await newPlayer("Eve")];
    const lobbies = [await LobbyClient.queue(dee), await LobbyClient.queue(eve)];
    await ageQueue(10_000);
    const [md, me] = await Promise.all(lobbies.map((l) => l.take("matched")));
    lobbies.forEach((l) => l.close());
    // Eve comes first, sees who she was matched with, and leaves before Dee arrives.
    const eveAtTable = await joinRanked(me!.tableId, "Eve", me!.token);
    eveAtTable.send({ type: "leave" });
    await joinRanked(md!.tableId, "Dee", md!.token);
    await until(async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM no_shows WHERE player_id = ?").bind(eve.playerId).first<{ n: number }>())!.n === 1, "the no-show stored");
    await evictDurableObject(lobbyStub());
    expect(await firstAnswer(eve)).toMatchObject({ code: "cooldown" });
    expect(await firstAnswer(dee)).toMatchObject({ type: "matched", tableId: md!.tableId });
  });
});

describe("tables the lobby makes", () => {
  it("count against each matched player's address like POST /api/tables", async () => {
    const address = `192.0.2.${1 + Math.floor(Math.random() * 250)}`;
    let made = 0;
    for (let i = 0; i < 25; i++) {
      const res = await exports.default.fetch(`${ORIGIN}/api/tables`, { method: "POST", headers: { "CF-Connecting-IP": address } });
      if (res.status === 201) made += 1;
    }
    expect(made).toBeGreaterThanOrEqual(20);
    const [fay, gus, hal] = [await newPlayer("Fay"), await newPlayer("Gus"), await newPlayer("Hal")];
    const spent = await LobbyClient.queue(fay, address);
    const other = await LobbyClient.queue(gus);
    await ageQueue(10_000);
    const refused = await spent.take("error");
    expect(refused).toMatchObject({ code: "rate_limited" });
    expect((refused as { retryAfterMs?: number }).retryAfterMs).toBeGreaterThan(0);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM match_players WHERE player_id IN (?, ?)").bind(fay.playerId, gus.playerId).first<{ n: number }>();
    expect(rows!.n).toBe(0);
    // Gus is still queued, and is seated with the next player from elsewhere.
    const third = await LobbyClient.queue(hal);
    await ageQueue(0);
    const [mg, mh] = [await other.take("matched"), await third.take("matched")];
    expect(mg.tableId).toBe(mh.tableId);
    for (const c of [spent, other, third]) c.close();
  });
});
