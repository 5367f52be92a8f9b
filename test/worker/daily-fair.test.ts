/**
 * Issue 27, rows 6, 7 and 8: the daily board against a hostile player. Entry times are
 * checked against the server's own clock; a day's longest word is shown to nobody but
 * its owner before the day is over; and the public top list is earned like the ranked
 * one (established players, no spike), while everyone still sees their own place.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addDays, dateOf, dayStart } from "../../src/daily/calendar.ts";
import { DAILY_LEADERBOARD_MS } from "../../src/daily/day-facts.ts";
import { CLOCK_ALLOWANCE_MS, DAY_SETTLES_MS } from "../../src/daily/try.ts";
import { wordDesk } from "../../src/words/desk.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import type { DailyResultResponse } from "../../src/protocol.ts";
import { call, giveHistory, handIn, handInNow, later, leaderboard, start, wordsOn } from "./daily-client.ts";
import { newPlayer } from "./ranked-client.ts";

// Noon UTC of a day of its own, ten days back (the other daily tests use today).
const noon = dayStart(addDays(dateOf(Date.now()), -10))! + 12 * 3_600_000;
let clock = noon;
const today = () => dateOf(Date.now());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(clock);
});
afterEach(() => {
  clock = Date.now() + DAILY_LEADERBOARD_MS;
  vi.useRealTimers();
});

/** Every log line written while `f` runs, parsed. */
async function logsOf(f: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  try {
    await f();
  } finally {
    spy.mockRestore();
  }
  return lines.filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as Record<string, unknown>);
}

/**
 * A solver's list as the attack built it: the longest everyday words (at most 44 and
 * 85% of the board's words, with at most 7 rare ones), paced evenly from 4 s to 170 s.
 */
async function calibratedSolverList(cells: readonly string[]): Promise<{ word: string; ms: number }[]> {
  const dawg = (await wordDesk(env.DICT)).dawg;
  const all = solveBoard(dawg, cells, 3).map((w) => ({ word: w.word, level: dawg.levelOf(w.word) ?? 70 }));
  const common = all.filter((w) => w.level <= 50).sort((a, b) => b.word.length - a.word.length);
  const rare = all.filter((w) => w.level > 50).sort((a, b) => b.word.length - a.word.length).slice(0, 7);
  const list = [...common, ...rare].slice(0, Math.min(44, Math.floor(all.length * 0.85)));
  return list.map((w, i) => ({ word: w.word, ms: Math.round(4_000 + (166_000 * i) / Math.max(1, list.length - 1)) }));
}

describe("daily hand-ins against the clock (row 6)", () => {
  it("refuses a hand-in 2.4 s after its start that claims entries from 37 s to 170 s; the try still counts once handed in honestly", async () => {
    const eve = await newPlayer("Eve");
    const s = await start(eve);
    const words = (await wordsOn(s.cells)).slice(0, 6);
    const claimed = words.map((word, i) => ({ word, ms: 37_000 + (133_000 * i) / (words.length - 1) }));
    later(2_400);
    const res = await handInNow(s.token, claimed);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: "ahead_of_clock" } });
    // Nothing was stored: the day has no result for Eve yet.
    const mine = (await (await call(`/api/daily/${today()}/players/${eve.playerId}`, { secret: eve.secret })).json()) as DailyResultResponse;
    expect(mine.result).toBeNull();
    // A time within the allowance of the clock is taken; the same list once it has really run counts.
    const justIn = await handInNow(s.token, [{ word: words[0]!, ms: 2_400 + CLOCK_ALLOWANCE_MS }]);
    expect(justIn.status).toBe(200);
  });

  it("checks a practice hand-in against the clock too", async () => {
    const fay = await newPlayer("Fay");
    const p = await start(fay, addDays(today(), -1));
    const [w] = await wordsOn(p.cells);
    const res = await handInNow(p.token, [{ word: w!, ms: 60_000 }]);
    expect(res.status).toBe(409);
    expect((await handIn(p.token, [{ word: w!, ms: 60_000 }])).status).toBe(200);
  });
});

describe("a day's longest words before the day is over (row 7)", () => {
  it("are in no response a stranger can read, and are shown once the day is over", async () => {
    const gus = await newPlayer("Gus");
    await giveHistory(gus, today()); // on the public list, so the list's answer is checked too
    const s = await start(gus);
    const longest = (await wordsOn(s.cells)).slice(-2);
    expect((await handIn(s.token, longest.map((word, i) => ({ word, ms: 20_000 * (i + 1) })))).status).toBe(200);
    const longestWord = longest.reduce((a, b) => (b.length > a.length ? b : a));
    const board = await leaderboard(today());
    expect(board.players.map((p) => p.playerId)).toContain(gus.playerId);
    const strangers = [
      `/api/players/${gus.playerId}/daily`, `/api/players/${gus.playerId}`, `/api/daily/${today()}/leaderboard`, "/api/daily", `/p/${gus.playerId}`,
    ];
    for (const path of strangers) {
      const text = (await (await call(path)).text()).toLowerCase();
      expect(text, path).not.toContain(`"${longestWord}"`);
    }
    // Its owner sees their own words, of course.
    const mine = (await (await call(`/api/daily/${today()}/players/${gus.playerId}`, { secret: gus.secret })).json()) as DailyResultResponse;
    expect(mine.result!.longest).toBe(longestWord);
    vi.setSystemTime(dayStart(addDays(today(), 1))! + DAY_SETTLES_MS + 1_000);
    const after = (await (await call(`/api/players/${gus.playerId}/daily`)).json()) as { days: { longest: string | null }[] };
    expect(after.days[0]!.longest).toBe(longestWord);
  });
});

describe("the daily top list (row 8)", () => {
  it("keeps a first-day calibrated solver off it, while its owner sees their place and percentile", async () => {
    const honest = await newPlayer("Hal");
    await giveHistory(honest, today());
    const fresh = await newPlayer("Ivo");
    const [h, f] = [await start(honest), await start(fresh)];
    const hw = (await wordsOn(h.cells)).slice(0, 4).map((word, i) => ({ word, ms: 15_000 * (i + 1) }));
    expect((await handIn(h.token, hw)).status).toBe(200);
    const list = await calibratedSolverList(f.cells);
    expect(list.length).toBeGreaterThan(10);
    const logs = await logsOf(async () => {
      const res = await handIn(f.token, list);
      expect(res.status).toBe(200);
      const day = (await res.json()) as DailyResultResponse;
      expect(day.result!.words.length).toBe(list.length);
      expect(day.result).not.toHaveProperty("flagged");
      expect(day.place).toBe(1);
      expect(day.percentile).toBe(100);
    });
    expect(logs.find((l) => l.event === "daily_result_stored")).toMatchObject({ listed: false });
    const board = await leaderboard(today());
    expect(board.players.map((p) => p.playerId)).not.toContain(fresh.playerId);
    expect(board.players.map((p) => p.playerId)).toContain(honest.playerId);
    // Hal's place is among everyone: the solver's result is above it, though not listed.
    expect(board.players.find((p) => p.playerId === honest.playerId)!.place).toBeGreaterThanOrEqual(2);
    // The owner's own view says the same later.
    const mine = (await (await call(`/api/daily/${today()}/players/${fresh.playerId}`, { secret: fresh.secret })).json()) as DailyResultResponse;
    expect(mine).toMatchObject({ place: 1, percentile: 100 });
  });

  it("holds an established player's spike far above their level off it, and logs it for review", async () => {
    const jo = await newPlayer("Jo");
    await giveHistory(jo, today(), 4, 0.05); // four days at 5% of the board's points
    const s = await start(jo);
    const list = await calibratedSolverList(s.cells);
    const logs = await logsOf(async () => expect((await handIn(s.token, list)).status).toBe(200));
    expect(logs.find((l) => l.event === "daily_result_held")).toMatchObject({ playerId: jo.playerId, best: 0.05 });
    expect((await leaderboard(today())).players.map((p) => p.playerId)).not.toContain(jo.playerId);
  });

  it("lists an established player at their usual level, and keeps one flagged within the look-back off it", async () => {
    const [kim, lou] = [await newPlayer("Kim"), await newPlayer("Lou")];
    await giveHistory(kim, today(), 3, 0.2);
    await giveHistory(lou, today(), 3, 1, true);
    for (const who of [kim, lou]) {
      const s = await start(who);
      const words = (await wordsOn(s.cells)).slice(0, 3).map((word, i) => ({ word, ms: 20_000 * (i + 1) }));
      expect((await handIn(s.token, words)).status).toBe(200);
    }
    const ids = (await leaderboard(today())).players.map((p) => p.playerId);
    expect(ids).toContain(kim.playerId);
    expect(ids).not.toContain(lou.playerId);
  });
});
