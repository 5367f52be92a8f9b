/**
 * The leaderboards by period through the Worker (src/leaderboards/) in workerd with D1:
 * the arena's rounds reach them through the shards' own history write (recordHistory),
 * the daily board's through its stored results. A board is served from one stored row
 * until it is `REFRESH_MS` old, whatever has been played since; the period before is
 * kept final and its winners make the hall of fame. Date is faked (no sleeps).
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordHistory } from "../../src/arena/store.ts";
import { periodOf, previousPeriod } from "../../src/leaderboards/periods.ts";
import { MEMORY_MS } from "../../src/leaderboards/routes.ts";
import { REFRESH_MS, SETTLE_MS } from "../../src/leaderboards/store.ts";
import { ARENA_MIN_ROUNDS } from "../../src/leaderboards/rules.ts";
import type { CircleResponse, FriendsResponse, NewPlayerResponse, PeriodBoardResponse } from "../../src/protocol.ts";
import { randomAddress } from "./client.ts";
import { call } from "./daily-client.ts";
import { newPlayer } from "./ranked-client.ts";

// A Wednesday: the week began on Monday 30 November, the one before on 23 November.
const wednesday = Date.parse("2026-12-02T12:00:00Z");
let clock = wednesday;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(clock);
});
afterEach(() => {
  clock = Date.now() + REFRESH_MS.week + MEMORY_MS;
  vi.useRealTimers();
});

let round = 10_000;
/** `who` plays `n` arena rounds at `at`, each with `points` and `percentile` (null: flagged). */
async function play(who: NewPlayerResponse, n: number, percentile: number | null, points: number, at: number) {
  for (let i = 0; i < n; i++) {
    round++;
    await recordHistory(env.DB, "en", round, `en-${round}`, [{ playerId: who.playerId, points, place: percentile === null ? null : 1, percentile }], at);
  }
}

async function board(path: string): Promise<PeriodBoardResponse> {
  const res = await call(`/api/leaderboards/${path}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PeriodBoardResponse;
}

describe("leaderboards by period", () => {
  it("the arena's week: average percentile from the minimum of rounds, best rounds, flagged players off, served from one stored row until it is old", async () => {
    const min = ARENA_MIN_ROUNDS.week;
    const [ivy, jon, kit, lee] = [await newPlayer("Ivy"), await newPlayer("Jon"), await newPlayer("Kit"), await newPlayer("Lee")];
    const monday = Date.parse("2026-11-30T09:00:00Z");
    await play(ivy, min, 90, 20, monday);
    await play(jon, min + 1, 70, 30, wednesday - 3_600_000);
    await play(kit, min - 1, 100, 99, monday); // one round short of an average
    await play(lee, min + 5, 99, 120, monday);
    await play(lee, 1, null, 0, monday + 60_000); // one flagged round
    await play(jon, 3, 100, 10, Date.parse("2026-11-29T23:59:00Z")); // last week's Sunday: not this week's
    const first = await board("arena/en/week");
    expect(first.period).toEqual({ key: "2026-W49", start: Date.parse("2026-11-30T00:00Z"), end: Date.parse("2026-12-07T00:00Z") });
    expect(first.minRounds).toBe(min);
    expect(first.main.map((r) => [r.name, r.value, r.count, r.place])).toEqual([["Ivy", 90, min, 1], ["Jon", 70, min + 1, 2]]);
    expect(first.best.map((r) => [r.name, r.value])).toEqual([["Kit", 99], ["Jon", 30], ["Ivy", 20]]);
    expect(first.best[0]!.at).toMatch(/^en-\d+$/);

    // Jon's great evening is not read until the stored board is old: every read until then is that one row.
    await play(jon, 40, 100, 50, wednesday);
    vi.setSystemTime(wednesday + REFRESH_MS.week - 1);
    expect((await board("arena/en/week")).main.map((r) => r.name)).toEqual(["Ivy", "Jon"]);
    // The isolate keeps what it read for a minute; then the stored row is old and worked out again.
    const after = wednesday + REFRESH_MS.week - 1 + MEMORY_MS;
    vi.setSystemTime(after);
    const later = await board("arena/en/week");
    expect(later.main.map((r) => r.name)).toEqual(["Jon", "Ivy"]);
    expect(later.computedAt).toBe(after);
  });

  it("keeps the day before as final once it has settled, and names its winners in the hall of fame", async () => {
    const [max, ned] = [await newPlayer("Max"), await newPlayer("Ned")];
    const result = (who: NewPlayerResponse, day: string, points: number) => env.DB.prepare(
      `INSERT INTO daily_results (day, language, player_id, name, started_at, handed_in_at, points, word_count, longest, words, flagged, share, listed)
       VALUES (?, 'fr', ?, ?, 0, 1, ?, 5, 'mot', '[]', 0, 0.1, 1)`,
    ).bind(day, who.playerId, who.name, points);
    const today = periodOf("day", Date.now());
    const yesterday = previousPeriod(today);
    await result(max, yesterday.key, 44).run();
    // Just after midnight, yesterday is still settling: a late hand-in may still count.
    vi.setSystemTime(today.start + SETTLE_MS - 1);
    expect((await board("daily/fr/day")).hallOfFame).toEqual([]);
    await result(ned, yesterday.key, 60).run();
    vi.setSystemTime(today.start + SETTLE_MS + REFRESH_MS.day + MEMORY_MS);
    const day = await board("daily/fr/day");
    expect(day.main).toEqual([]);
    expect(day.hallOfFame).toEqual([{ key: yesterday.key, main: expect.objectContaining({ name: "Ned", value: 60 }), best: expect.objectContaining({ name: "Ned", value: 60 }) }]);
  });

  it("the daily board's month adds the listed results of its days; a flagged one keeps its player off", async () => {
    const [amy, ben, cat] = [await newPlayer("Amy"), await newPlayer("Ben"), await newPlayer("Cat")];
    const result = (who: NewPlayerResponse, day: string, points: number, listed = 1, flagged = 0) => env.DB.prepare(
      `INSERT INTO daily_results (day, language, player_id, name, started_at, handed_in_at, points, word_count, longest, words, flagged, share, listed)
       VALUES (?, 'de', ?, ?, 0, 1, ?, 5, 'wort', '[]', ?, 0.1, ?)`,
    ).bind(day, who.playerId, who.name, points, flagged, listed);
    await env.DB.batch([
      result(amy, "2026-12-01", 30), result(amy, "2026-12-02", 25), result(amy, "2026-11-30", 500), // November's is not December's
      result(ben, "2026-12-02", 40), result(ben, "2026-12-01", 90, 0), // a result held off its day's list counts for nothing
      result(cat, "2026-12-01", 200, 0, 1),
    ]);
    const month = await board("daily/de/month");
    expect(month.period.key).toBe("2026-12");
    expect(month.minRounds).toBeNull();
    expect(month.main.map((r) => [r.name, r.value, r.count])).toEqual([["Amy", 55, 2], ["Ben", 40, 1]]);
    expect(month.best.map((r) => [r.name, r.value, r.at])).toEqual([["Ben", 40, "2026-12-02"], ["Amy", 30, "2026-12-01"]]);
    expect((await board("daily/en/month")).main.some((r) => r.name === "Amy")).toBe(false); // each language its own
  });

  it("answers a bad scope, language or period with a code", async () => {
    const codeOf = async (path: string) => {
      const res = await call(`/api/leaderboards/${path}`);
      return [res.status, ((await res.json()) as { error: { code: string } }).error.code];
    };
    expect(await codeOf("ranked/en/week")).toEqual([404, "unknown_scope"]);
    expect(await codeOf("arena/xx/week")).toEqual([400, "bad_language"]);
    expect(await codeOf("daily/en/fortnight")).toEqual([400, "bad_period"]);
  });
});

describe("you and your friends in an arena round", () => {
  it("lists the player and whom they follow in that round, with their places; the Friends page has the friend's arena day", async () => {
    const [ann, bob, cyd] = [await newPlayer("Ann"), await newPlayer("Bob"), await newPlayer("Cyd")];
    const put = await call(`/api/players/${ann.playerId}/follows/${bob.playerId}`, { method: "PUT", secret: ann.secret, address: randomAddress() });
    expect(put.status).toBe(204);
    round++;
    await recordHistory(env.DB, "en", round, `en-${round}`, [
      { playerId: ann.playerId, points: 12, place: 3, percentile: 50 },
      { playerId: bob.playerId, points: 30, place: 1, percentile: 100 },
      { playerId: cyd.playerId, points: 20, place: 2, percentile: 75 },
    ], Date.now());
    await play(bob, 1, 100, 5, Date.now()); // a later round is not this one
    const res = await call(`/api/players/${ann.playerId}/circle/arena/en-${round - 1}`, { secret: ann.secret, address: randomAddress() });
    expect(res.status, await res.clone().text()).toBe(200);
    const { rows } = (await res.json()) as CircleResponse;
    expect(rows.map((r) => [r.name, r.points, r.place, r.you])).toEqual([["Bob", 30, 1, false], ["Ann", 12, 3, true]]);
    // Ann's Friends page has Bob's arena day: two counted rounds, their average and his best.
    const page = await call(`/api/players/${ann.playerId}/friends`, { secret: ann.secret, address: randomAddress() });
    const { friends } = (await page.json()) as FriendsResponse;
    expect(friends.map((f) => [f.name, f.arena])).toEqual([["Bob", {
      arena: "en", day: new Date(Date.now()).toISOString().slice(0, 10), rounds: 2, averagePercentile: 100, bestPoints: 30, bestRound: `en-${round - 1}`,
    }]]);
  });
});
