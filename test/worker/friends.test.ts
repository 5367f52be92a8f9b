/**
 * Friends through the Worker (src/friends/) in workerd with D1: following a player shows
 * their daily result on the Friends page and in "you and your friends" beside the day's
 * result; a block hides both players from each other; bad calls get a code and change
 * nothing. The clock is Date faked from noon UTC, as in the daily board's tests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dateOf } from "../../src/daily/calendar.ts";
import { DAILY_LEADERBOARD_MS } from "../../src/daily/day-facts.ts";
import type { CircleResponse, DailyResultResponse, FriendsResponse, NewPlayerResponse } from "../../src/protocol.ts";
import { randomAddress } from "./client.ts";
import { call, handIn, start, wordsOn } from "./daily-client.ts";
import { newPlayer } from "./ranked-client.ts";

const noon = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), 12);
const today = dateOf(noon);
let clock = noon;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(clock);
});
afterEach(() => {
  clock = Date.now() + DAILY_LEADERBOARD_MS;
  vi.useRealTimers();
});

const as = (who: NewPlayerResponse, path: string, method = "GET") =>
  call(`/api/players/${who.playerId}${path}`, { method, secret: who.secret, address: randomAddress() });

async function friendsOf(who: NewPlayerResponse): Promise<FriendsResponse> {
  const res = await as(who, "/friends");
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as FriendsResponse;
}

async function circle(who: NewPlayerResponse): Promise<CircleResponse> {
  const res = await as(who, `/circle/daily/${today}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as CircleResponse;
}

async function playDaily(who: NewPlayerResponse, count: number): Promise<number> {
  const s = await start(who);
  const words = (await wordsOn(s.cells)).slice(0, count);
  const res = await handIn(s.token, words.map((word, i) => ({ word, ms: 1_000 * (i + 1) })));
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as DailyResultResponse).result!.points;
}

const follow = (who: NewPlayerResponse, other: NewPlayerResponse) => as(who, `/follows/${other.playerId}`, "PUT");

describe("friends", () => {
  it("following a player shows their daily result on the Friends page and in you and your friends", async () => {
    const [ann, bob, cyd] = [await newPlayer("Ann"), await newPlayer("Bob"), await newPlayer("Cyd")];
    expect((await follow(ann, bob)).status).toBe(204);
    expect((await follow(ann, bob)).status).toBe(204); // again: nothing changes
    const bobPoints = await playDaily(bob, 3);
    const annPoints = await playDaily(ann, 1);
    await playDaily(cyd, 2); // not followed: on neither
    const page = await friendsOf(ann);
    expect(page.friends).toHaveLength(1);
    expect(page.friends[0]).toMatchObject({ playerId: bob.playerId, name: "Bob", daily: { date: today, language: "en", points: bobPoints, words: 3 }, arena: null, ranked: null });
    const rows = (await circle(ann)).rows;
    expect(rows.map((r) => [r.name, r.points, r.you])).toEqual(
      [["Ann", annPoints, true], ["Bob", bobPoints, false]].sort((a, b) => (b[1] as number) - (a[1] as number)),
    );
    // Following is one way: Bob sees only himself beside his result.
    expect((await circle(bob)).rows.map((r) => r.name)).toEqual(["Bob"]);
    expect((await friendsOf(bob)).friends).toEqual([]);
    // Unfollowing takes Bob off both.
    expect((await as(ann, `/follows/${bob.playerId}`, "DELETE")).status).toBe(204);
    expect((await friendsOf(ann)).friends).toEqual([]);
    expect((await circle(ann)).rows.map((r) => r.name)).toEqual(["Ann"]);
  });

  it("a block hides both ways, even where a follow remains or is made again", async () => {
    const [ann, bob] = [await newPlayer("Ann"), await newPlayer("Bob")];
    await follow(ann, bob);
    await follow(bob, ann);
    await playDaily(ann, 2);
    await playDaily(bob, 2);
    expect((await friendsOf(ann)).friends.map((f) => f.name)).toEqual(["Bob"]);
    expect((await friendsOf(bob)).friends.map((f) => f.name)).toEqual(["Ann"]);
    expect((await as(ann, `/blocks/${bob.playerId}`, "PUT")).status).toBe(204);
    expect((await follow(bob, ann)).status).toBe(204); // Bob is not told
    const [annPage, bobPage] = [await friendsOf(ann), await friendsOf(bob)];
    expect(annPage.friends).toEqual([]);
    expect(annPage.blocked).toEqual([{ playerId: bob.playerId, name: "Bob" }]);
    expect(bobPage).toEqual({ friends: [], blocked: [] });
    expect((await circle(ann)).rows.map((r) => r.name)).toEqual(["Ann"]);
    expect((await circle(bob)).rows.map((r) => r.name)).toEqual(["Bob"]);
    // Ann cannot follow whom she blocked until she lifts the block.
    const refused = await follow(ann, bob);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: "blocked" } });
    expect((await as(ann, `/blocks/${bob.playerId}`, "DELETE")).status).toBe(204);
    expect((await friendsOf(bob)).friends.map((f) => f.name)).toEqual(["Ann"]); // his follow stood
    expect((await friendsOf(ann)).friends).toEqual([]); // hers was ended by the block
  });

  it("refuses bad calls with a code and changes nothing", async () => {
    const [ann, bob] = [await newPlayer("Ann"), await newPlayer("Bob")];
    const codeOf = async (res: Response) => [res.status, ((await res.json()) as { error: { code: string } }).error.code];
    expect(await codeOf(await follow(ann, ann))).toEqual([400, "follow_self"]);
    expect(await codeOf(await as(ann, `/follows/${"Z".repeat(22)}`, "PUT"))).toEqual([404, "unknown_player"]);
    expect(await codeOf(await as(ann, "/follows/not-an-id", "PUT"))).toEqual([400, "bad_player_id"]);
    expect(await codeOf(await call(`/api/players/${ann.playerId}/follows/${bob.playerId}`, { method: "PUT", secret: bob.secret, address: randomAddress() }))).toEqual([401, "bad_secret"]);
    expect(await codeOf(await call(`/api/players/${ann.playerId}/friends`, { address: randomAddress() }))).toEqual([401, "bad_secret"]);
    expect(await codeOf(await as(ann, "/circle/daily/yesterday"))).toEqual([400, "bad_date"]);
    expect(await codeOf(await as(ann, "/circle/arena/xx-1"))).toEqual([400, "bad_round_id"]);
    expect(await friendsOf(ann)).toEqual({ friends: [], blocked: [] });
  });
});
