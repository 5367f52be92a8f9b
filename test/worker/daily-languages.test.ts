/**
 * The daily board by language (issue 24): each language has its own board every day,
 * shaken from its dice and checked with its dictionary, and its own results,
 * leaderboard and history. The clock is Date faked from noon UTC of today, as in
 * daily.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { diceFor, dieFaces } from "../../src/game/board.ts";
import { dateOf } from "../../src/daily/calendar.ts";
import { DAILY_LEADERBOARD_MS } from "../../src/daily/day-facts.ts";
import type { DailyHistoryResponse, DailyResultResponse, Language } from "../../src/protocol.ts";
import { call, giveHistory, handIn, leaderboard, start, wordsOn } from "./daily-client.ts";
import { newPlayer } from "./ranked-client.ts";
import { useLanguages } from "./dictionaries.ts";

useLanguages("de");

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

/** Whether each cell can be given its own die of `language`'s 4×4 set showing it (augmenting paths). */
function dealtBy(language: Language, cells: readonly string[]): boolean {
  const dice = diceFor(4, language).map(dieFaces);
  const owner = new Array<number>(dice.length).fill(-1);
  const place = (cell: number, seen: Set<number>): boolean => {
    for (let d = 0; d < dice.length; d++) {
      if (seen.has(d) || !dice[d]!.includes(cells[cell]!)) continue;
      seen.add(d);
      if (owner[d] === -1 || place(owner[d]!, seen)) { owner[d] = cell; return true; }
    }
    return false;
  };
  return cells.length === dice.length && cells.every((_, cell) => place(cell, new Set()));
}

describe("the daily board by language", () => {
  it("deals the German board from German dice, not the English board, and keeps its results and leaderboard apart", async () => {
    const [ann, bob] = [await newPlayer("Ann"), await newPlayer("Bob")];
    // Players with a few days behind them on each board, so their results are listed (the top list's rule).
    for (const who of [ann, bob]) for (const l of ["en", "de"] as const) await giveHistory(who, today, 3, 1, false, l);
    const en = await start(ann);
    const de = await start(ann, undefined, "de");
    expect([en.language, de.language]).toEqual(["en", "de"]);
    expect(de.cells).not.toEqual(en.cells);
    expect(dealtBy("de", de.cells)).toBe(true);
    expect(dealtBy("en", en.cells)).toBe(true);
    // One scored try a day in each language; the same German board for everyone.
    expect([en.scored, de.scored]).toEqual([true, true]);
    const bobDe = await start(bob, undefined, "de");
    expect(bobDe.cells).toEqual(de.cells);

    // German words count on the German board; the English board's words are checked with the English dictionary.
    const german = (await wordsOn(de.cells, "de")).slice(0, 3);
    const english = (await wordsOn(en.cells)).slice(0, 1);
    expect(german).toHaveLength(3);
    const deRes = await handIn(de.token, german.map((word, i) => ({ word, ms: 1_000 * (i + 1) })));
    expect(deRes.status).toBe(200);
    const deDay = (await deRes.json()) as DailyResultResponse;
    expect(deDay).toMatchObject({ language: "de", place: 1, total: 1 });
    expect(deDay.result!.words.map((w) => w.word).sort()).toEqual([...german].sort());
    const enRes = await handIn(en.token, english.map((word) => ({ word, ms: 5_000 })));
    expect(((await enRes.json()) as DailyResultResponse)).toMatchObject({ language: "en", total: 1 });
    const bobRes = await handIn(bobDe.token, [{ word: german[0]!, ms: 6_000 }]);
    expect(((await bobRes.json()) as DailyResultResponse)).toMatchObject({ language: "de", place: 2, total: 2 });

    const deBoard = await leaderboard(today, "de");
    expect(deBoard).toMatchObject({ language: "de", total: 2 });
    expect(deBoard.players.map((p) => [p.name, p.points])).toEqual([["Ann", deDay.result!.points], ["Bob", 1]]);
    const enBoard = await leaderboard(today);
    expect(enBoard).toMatchObject({ language: "en", total: 1 });
    expect(enBoard.players.map((p) => p.name)).toEqual(["Ann"]);

    // Each language's history of the player, and their day in it.
    const deHistory = (await (await call(`/api/players/${ann.playerId}/daily?language=de`)).json()) as DailyHistoryResponse;
    expect(deHistory).toMatchObject({ language: "de", streak: 4 });
    expect(deHistory.days[0]).toMatchObject({ date: today, points: deDay.result!.points });
    const bobEn = (await (await call(`/api/daily/${today}/players/${bob.playerId}`, { secret: bob.secret })).json()) as DailyResultResponse;
    expect(bobEn).toMatchObject({ language: "en", result: null });
    const bobDeDay = (await (await call(`/api/daily/${today}/players/${bob.playerId}?language=de`, { secret: bob.secret })).json()) as DailyResultResponse;
    expect(bobDeDay).toMatchObject({ language: "de", place: 2, result: { points: 1 } });

    const bad = await call(`/api/daily/${today}/leaderboard?language=ja`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "bad_language" } });
    const badStart = await call("/api/daily/start", { body: { playerId: ann.playerId, language: "ja" }, secret: ann.secret });
    expect(badStart.status).toBe(400);
    expect(await badStart.json()).toMatchObject({ error: { code: "bad_message" } });
  });
});
