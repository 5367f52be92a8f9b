/**
 * The daily board through the Worker (src/daily/routes.ts) in workerd, with its D1 rows:
 * the same board for everyone, one scored try per player and day, checked again when
 * it is handed in, and the day's leaderboard. The clock is Date faked from noon UTC of
 * today (no sleeps): a test moves it on to hand in late or to step past the leaderboard's
 * short cache.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addDays, dailyNumber, dateOf, dayStart } from "../../src/daily/calendar.ts";
import type { DailyHistoryResponse, DailyResultResponse, DailyStartResponse } from "../../src/protocol.ts";
import { DAILY_TRY_RULE } from "../../src/daily/routes.ts";
import { DAILY_LEADERBOARD_MS } from "../../src/daily/day-facts.ts";
import { DAILY_ROUND_MS, DAY_SETTLES_MS, HAND_IN_GRACE_MS } from "../../src/daily/try.ts";
import { randomAddress } from "./client.ts";
import { call, giveHistory, handIn, later, leaderboard, start, wordsOn } from "./daily-client.ts";
import { newPlayer } from "./ranked-client.ts";

const noon = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), 12);
const today = dateOf(noon);

// The clock only moves forward, from one test to the next too (the leaderboard's cache
// is the isolate's, shared by the tests).
let clock = noon;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(clock);
});
afterEach(() => {
  clock = Date.now() + DAILY_LEADERBOARD_MS;
  vi.useRealTimers();
});

describe("the daily board", () => {
  it("is the same board and number for two players, and tomorrow's is not out", async () => {
    const [ann, bob] = [await newPlayer("Ann"), await newPlayer("Bob")];
    const a = await start(ann);
    const b = await start(bob);
    expect(a.cells).toHaveLength(16);
    expect(b.cells).toEqual(a.cells);
    expect([a.date, b.date]).toEqual([today, today]);
    expect(a.number).toBe(dailyNumber(today));
    expect(b.number).toBe(a.number);
    expect([a.scored, b.scored]).toEqual([true, true]);
    expect(a.endsAt - a.startedAt).toBe(DAILY_ROUND_MS);
    const today_ = (await (await call("/api/daily")).json()) as { date: string; number: number };
    expect(today_).toMatchObject({ date: today, number: a.number });
    const tomorrow = await call("/api/daily/start", { body: { playerId: ann.playerId, date: addDays(today, 1) }, secret: ann.secret });
    expect(tomorrow.status).toBe(404);
    expect(await tomorrow.json()).toMatchObject({ error: { code: "no_board" } });
  });

  it("needs the player's secret to start a try", async () => {
    const ann = await newPlayer("Ann");
    const res = await call("/api/daily/start", { body: { playerId: ann.playerId }, secret: "x".repeat(22) });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "bad_secret" } });
  });

  it("resumes a scored try on a second start within the round, keeping its start", async () => {
    const ann = await newPlayer("Ann");
    const first = await start(ann);
    later(60_000);
    const again = await start(ann);
    expect(again).toMatchObject({ scored: true, resumed: true, startedAt: first.startedAt, cells: first.cells });
  });

  it("scores a hand-in, counting only words on the board, in the dictionary and entered in time; a forged token counts nothing", async () => {
    const ann = await newPlayer("Ann");
    const s = await start(ann);
    const [w1, w2, w3] = await wordsOn(s.cells);
    const offBoard = ["zebra", "quartz", "rhythm", "jukebox"].find((w) => !s.cells.join("").includes(w[0]!))!;
    // The same claim with a later start, under the original MAC.
    const [body, mac] = s.token.split(".") as [string, string];
    const claim = JSON.parse(atob(body.replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
    const moved = btoa(JSON.stringify({ ...claim, s: Number(claim.s) + 120_000 })).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const forged = await handIn(`${moved}.${mac}`, [{ word: w1!, ms: 1_000 }]);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error: { code: "bad_token" } });

    later(30_000);
    const res = await handIn(s.token, [
      { word: w1!, ms: 1_000 }, { word: offBoard, ms: 2_000 }, { word: "qxzv", ms: 2_500 },
      { word: w2!, ms: 3_000 }, { word: w3!, ms: DAILY_ROUND_MS + 1 },
    ]);
    expect(res.status).toBe(200);
    const day = (await res.json()) as DailyResultResponse;
    expect(day.result!.words.map((w) => w.word)).toEqual([w1, w2]);
    expect(day.result!.points).toBe(2);
    expect(day.result!.refused).toEqual([
      { word: offBoard, reason: "not_on_board" }, { word: "qxzv", reason: "not_on_board" }, { word: w3, reason: "late" },
    ]);
    expect(day.place).toBeGreaterThanOrEqual(1);
    expect(day.total).toBeGreaterThanOrEqual(1);
    expect(day.missed!.length).toBeGreaterThan(0);
    expect(day.missed!.map((m) => m.word)).not.toContain(w1);
    expect(day.unique).toBeNull(); // the day is not over
    expect(day.streak).toBe(1);
  });

  it("refuses a hand-in after the round plus the grace; that try is spent", async () => {
    const ann = await newPlayer("Ann");
    const s = await start(ann);
    const [w] = await wordsOn(s.cells);
    later(DAILY_ROUND_MS + HAND_IN_GRACE_MS + 1_000);
    const res = await handIn(s.token, [{ word: w!, ms: 1_000 }]);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: "too_late" } });
    expect((await start(ann)).scored).toBe(false);
    expect((await leaderboard()).players.map((p) => p.playerId)).not.toContain(ann.playerId);
  });

  it("refuses a second scored hand-in; a second try is practice and never replaces the first", async () => {
    const ann = await newPlayer("Ann");
    await giveHistory(ann, today);
    const s = await start(ann);
    const words = await wordsOn(s.cells);
    expect((await handIn(s.token, [{ word: words[0]!, ms: 500 }])).status).toBe(200);
    const twice = await handIn(s.token, words.slice(0, 5).map((word, i) => ({ word, ms: 1_000 + i })));
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ error: { code: "already_handed_in" } });

    const practice = await start(ann);
    expect(practice).toMatchObject({ scored: false, resumed: false, cells: s.cells });
    const p = (await (await handIn(practice.token, words.slice(0, 5).map((word, i) => ({ word, ms: 1_000 + i })))).json()) as DailyResultResponse;
    expect(p.practice).toBe(true);
    expect(p.result!.words).toHaveLength(5);
    expect(p.place).toBeNull();

    const mine = (await (await call(`/api/daily/${today}/players/${ann.playerId}`, { secret: ann.secret })).json()) as DailyResultResponse;
    expect(mine.result!.words.map((w) => w.word)).toEqual([words[0]]);
    const row = (await leaderboard()).players.find((r) => r.playerId === ann.playerId)!;
    expect(row).toMatchObject({ points: 1, words: 1 });
  });

  it("lists the day's results best first, equal points sharing a place", async () => {
    const [ann, bob, cy] = [await newPlayer("Ann"), await newPlayer("Bob"), await newPlayer("Cy")];
    for (const p of [ann, bob, cy]) await giveHistory(p, today);
    const tries = [await start(ann), await start(bob), await start(cy)];
    // Six words of one length (so Ann's three and Bob's three score alike), the longest
    // length the board has six of, leaving out its three longest words (the last test's).
    const pool = (await wordsOn(tries[0]!.cells)).slice(0, -3);
    const length = Math.max(...pool.map((w) => w.length).filter((n) => pool.filter((w) => w.length === n).length >= 6));
    const words = pool.filter((w) => w.length === length);
    expect(words.length).toBeGreaterThanOrEqual(6);
    const timed = (list: string[]) => list.map((word, i) => ({ word, ms: 1_000 * (i + 1) }));
    expect((await handIn(tries[0]!.token, timed(words.slice(0, 3)))).status).toBe(200);
    expect((await handIn(tries[1]!.token, timed(words.slice(3, 6)))).status).toBe(200);
    expect((await handIn(tries[2]!.token, timed(words.slice(0, 1)))).status).toBe(200);

    const board = await leaderboard();
    const ids = board.players.map((p) => p.playerId);
    const [a, b, c] = [ann, bob, cy].map((p) => board.players.find((r) => r.playerId === p.playerId)!);
    expect(a!.points).toBe(b!.points);
    expect(a!.place).toBe(b!.place);
    expect(c!.place).toBeGreaterThanOrEqual(a!.place + 2);
    expect(ids.indexOf(cy.playerId)).toBeGreaterThan(ids.indexOf(bob.playerId));
    // Each row is at its place among all of the day's results, listed or not: at least
    // one below every listed row with more points, equal points sharing it.
    board.players.forEach((r, i) => {
      if (i > 0) expect(r.points).toBeLessThanOrEqual(board.players[i - 1]!.points);
      expect(r.place).toBeGreaterThanOrEqual(1 + board.players.filter((o) => o.points > r.points).length);
      for (const o of board.players) if (o.points === r.points) expect(o.place).toBe(r.place);
      if (i > 0 && r.points < board.players[i - 1]!.points) expect(r.place).toBeGreaterThan(board.players[i - 1]!.place);
    });
    expect(board.total).toBeGreaterThanOrEqual(3);
    // Each player's own view gives the same place, and the share of the others beaten.
    for (const [who, row] of [[ann, a], [cy, c]] as const) {
      const mine = (await (await call(`/api/daily/${today}/players/${who.playerId}`, { secret: who.secret })).json()) as DailyResultResponse;
      expect(mine.place).toBe(row!.place);
      expect(mine.total).toBe(board.total);
      const lower = board.total - board.players.filter((o) => o.points >= row!.points).length;
      if (board.total === board.players.length) expect(mine.percentile).toBe(Math.floor((100 * lower) / (board.total - 1)));
    }
  });

  it("keeps a result the solver flag flags off the leaderboard, logs it flagged, and shows its owner a place like any other", async () => {
    const ann = await newPlayer("Ann");
    await giveHistory(ann, today);
    const s = await start(ann);
    const words = (await wordsOn(s.cells)).slice(0, -3).slice(0, 8); // not the last test's three
    expect(words).toHaveLength(8);
    const logged: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    // Eight words 10 ms apart: faster than anyone types or traces them.
    const day = (await (await handIn(s.token, words.map((word, i) => ({ word, ms: 2_000 + 10 * i })))).json()) as DailyResultResponse;
    spy.mockRestore();
    const lines = logged.filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.filter((l) => l.event === "daily_result_stored")).toEqual([
      expect.objectContaining({ date: today, number: dailyNumber(today), words: 8, flagged: true, listed: false }),
    ]);
    for (const line of lines) for (const w of words) expect(Object.values(line)).not.toContain(w); // no word is ever logged
    // The flag is no answer a script can read: the owner sees a result and a place like anyone's.
    expect(day.result).not.toHaveProperty("flagged");
    expect(day.result!.words).toHaveLength(8);
    expect(day.place).toBeGreaterThanOrEqual(1);
    expect(day.percentile).not.toBeNull();
    expect((await leaderboard()).players.map((p) => p.playerId)).not.toContain(ann.playerId);
  });

  it("keeps the streak and history, and once the day is over shows the words nobody else found", async () => {
    const [ann, bob] = [await newPlayer("Ann"), await newPlayer("Bob")];
    const [a, b] = [await start(ann), await start(bob)];
    // The longest words: the other tests here hand in the shortest ones.
    const words = (await wordsOn(a.cells)).slice(-3);
    const timed = (list: string[]) => list.map((word, i) => ({ word, ms: 5_000 * (i + 1) }));
    expect((await handIn(a.token, timed(words))).status).toBe(200);
    expect((await handIn(b.token, timed(words.slice(1, 2)))).status).toBe(200);
    const history = (await (await call(`/api/players/${ann.playerId}/daily`)).json()) as DailyHistoryResponse;
    expect(history).toMatchObject({ streak: 1, longestStreak: 1 });
    // Today's longest word would give the board away: it is shown once the day is over.
    expect(history.days).toEqual([{ date: today, number: dailyNumber(today), points: expect.any(Number), words: 3, longest: null }]);

    const mine = async () => (await (await call(`/api/daily/${today}/players/${ann.playerId}`, { secret: ann.secret })).json()) as DailyResultResponse;
    expect((await mine()).unique).toBeNull();
    vi.setSystemTime(dayStart(addDays(today, 1))! + DAY_SETTLES_MS + 1_000);
    const after = await mine();
    expect(after.unique).toContain(words[0]);
    expect(after.unique).toContain(words[2]);
    expect(after.unique).not.toContain(words[1]);
    expect(after.streak).toBe(1);
    // Tomorrow's board is today's now: Ann has not played it, and her streak still stands.
    expect((await start(ann)).scored).toBe(true);
    const later_ = (await (await call(`/api/players/${ann.playerId}/daily`)).json()) as DailyHistoryResponse;
    expect(later_.streak).toBe(1);
    expect(later_.days[0]!.longest).toHaveLength(words[2]!.length);
  });

  it("plays yesterday's board only as practice", async () => {
    const ann = await newPlayer("Ann");
    const yesterday = addDays(today, -1);
    const y = await start(ann, yesterday);
    expect(y).toMatchObject({ date: yesterday, number: dailyNumber(yesterday), scored: false });
    expect(y.cells).not.toEqual((await start(ann)).cells);
    const [w] = await wordsOn(y.cells);
    const day = (await (await handIn(y.token, [{ word: w!, ms: 1_000 }])).json()) as DailyResultResponse;
    expect(day).toMatchObject({ practice: true, place: null });
    expect(day.result!.words.map((x) => x.word)).toEqual([w]);
    expect((await leaderboard(yesterday)).players.map((p) => p.playerId)).not.toContain(ann.playerId);
  });

  it("limits tries per address: starts and hand-ins share 60 at once, then 429 with Retry-After; other addresses play on", async () => {
    const ann = await newPlayer("Ann");
    const flooder = randomAddress();
    const practice = await call("/api/daily/start", { body: { playerId: ann.playerId, date: addDays(today, -1) }, secret: ann.secret, address: flooder });
    expect(practice.status).toBe(200);
    const { token, cells } = (await practice.json()) as DailyStartResponse;
    const words = (await wordsOn(cells)).slice(0, 5).map((word, i) => ({ word, ms: 500 * (i + 1) }));
    // A practice try stores nothing, but each hand-in is checked again: the cost a script would repeat.
    const statuses: number[] = [];
    for (let i = 0; i < DAILY_TRY_RULE.burst; i++) {
      statuses.push((await call("/api/daily/hand-in", { body: { token, words }, address: flooder })).status);
    }
    expect(statuses.slice(0, DAILY_TRY_RULE.burst - 1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const refused = await call("/api/daily/start", { body: { playerId: ann.playerId }, secret: ann.secret, address: flooder });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    // Nothing of today was started by the refused request: the scored try is still to come.
    expect((await start(ann)).resumed).toBe(false);
    expect((await call("/api/daily/hand-in", { body: { token, words }, address: randomAddress() })).status).toBe(200);
  });
});
