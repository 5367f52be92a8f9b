/**
 * The daily board's pure parts: its calendar and number, the board a secret and a date
 * give, start tokens, checking a handed-in try, places, streaks and the share text.
 */
import { describe, expect, it } from "vitest";
import { countEveryday, DEFAULT_BOARD_FLOOR } from "../../src/game/board.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { addDays, dailyNumber, dateOf, dayStart, dayStatus, LAUNCH_DATE } from "../../src/daily/calendar.ts";
import { dailyBoard, dailySeed } from "../../src/daily/board.ts";
import { signStart, verifyStart } from "../../src/daily/token.ts";
import { checkTry, DAILY_ROUND_MS, handInOnTime, HAND_IN_GRACE_MS, lengthCounts } from "../../src/daily/try.ts";
import { percentileBeaten, rankResults, standingIn } from "../../src/daily/ranking.ts";
import { currentStreak, longestStreak } from "../../src/daily/streak.ts";
import { languageAutonym, shareText } from "../../src/daily/share.ts";
import { LANGUAGES, type Language } from "../../src/protocol/values.ts";
import { defaultDawg } from "./real-boards.ts";

const solver = async () => {
  const dawg = await defaultDawg();
  return (b: { cells: readonly string[] }) => solveBoard(dawg, b.cells, 3).map((w) => ({ ...w, level: dawg.levelOf(w.word) }));
};

describe("the daily calendar", () => {
  it("numbers days from the launch date, in UTC", () => {
    expect(dailyNumber(LAUNCH_DATE)).toBe(1);
    expect(dailyNumber(addDays(LAUNCH_DATE, 11))).toBe(12);
    expect(dailyNumber(addDays(LAUNCH_DATE, -1))).toBeNull();
    expect(dateOf(Date.UTC(2026, 11, 1, 23, 59, 59))).toBe("2026-12-01");
    expect(dateOf(Date.UTC(2026, 11, 2, 0, 0, 0))).toBe("2026-12-02");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("refuses dates that do not exist", () => {
    expect(dayStart("2026-02-30")).toBeNull();
    expect(dayStart("2026-2-3")).toBeNull();
    expect(dailyNumber("tomorrow")).toBeNull();
  });

  it("tells today from past and future days", () => {
    const now = Date.UTC(2026, 11, 1, 12);
    expect(dayStatus("2026-12-01", now)).toBe("today");
    expect(dayStatus("2026-11-30", now)).toBe("past");
    expect(dayStatus("2026-12-02", now)).toBe("future");
    expect(dayStatus(addDays(LAUNCH_DATE, -1), now)).toBe("before_launch");
    expect(dayStatus("2026-13-01", now)).toBe("not_a_date");
  });
});

describe("the day's board", () => {
  it("is the same for the same secret and date, and differs by date and by secret", async () => {
    const solve = await solver();
    const a = dailyBoard(await dailySeed("s1", "2026-12-01"), solve).board;
    const again = dailyBoard(await dailySeed("s1", "2026-12-01"), solve).board;
    const nextDay = dailyBoard(await dailySeed("s1", "2026-12-02"), solve).board;
    const otherSecret = dailyBoard(await dailySeed("s2", "2026-12-01"), solve).board;
    expect(again.cells).toEqual(a.cells);
    expect(a.size).toBe(4);
    expect(nextDay.cells).not.toEqual(a.cells);
    expect(otherSecret.cells).not.toEqual(a.cells);
  });

  it("passes the board floor every round does", async () => {
    const solve = await solver();
    for (let d = 0; d < 10; d++) {
      const { words } = dailyBoard(await dailySeed("floor", addDays(LAUNCH_DATE, d)), solve);
      expect(countEveryday(words)).toBeGreaterThanOrEqual(DEFAULT_BOARD_FLOOR[4]);
    }
  });
});

describe("start tokens", () => {
  const claim = { playerId: "p".repeat(22), date: "2026-12-01", language: "en" as const, startedAt: 1_764_590_000_000, scored: true };

  it("carry their claim back, the board's language with it", async () => {
    expect(await verifyStart("k", await signStart("k", claim))).toEqual(claim);
    expect(await verifyStart("k", await signStart("k", { ...claim, language: "de" }))).toEqual({ ...claim, language: "de" });
  });

  it("signed before languages (no language in them) are for the English board", async () => {
    const { hmac, base64url } = await import("../../src/daily/hmac.ts");
    const body = base64url(new TextEncoder().encode(JSON.stringify({ p: claim.playerId, d: claim.date, s: claim.startedAt, k: 1 })));
    expect(await verifyStart("k", `${body}.${base64url(await hmac("k", `start:${body}`))}`)).toEqual(claim);
  });

  it("are refused when changed, signed with another secret or malformed", async () => {
    const token = await signStart("k", claim);
    const [body, mac] = token.split(".") as [string, string];
    const later = await signStart("k", { ...claim, startedAt: claim.startedAt + 60_000 });
    expect(await verifyStart("k", `${later.split(".")[0]}.${mac}`)).toBeNull();
    const german = await signStart("k", { ...claim, language: "de" });
    expect(await verifyStart("k", `${german.split(".")[0]}.${mac}`)).toBeNull();
    expect(await verifyStart("other", token)).toBeNull();
    expect(await verifyStart("k", body)).toBeNull();
    expect(await verifyStart("k", `${body}.${mac.slice(1)}x`)).toBeNull();
  });
});

describe("checking a try", () => {
  // c a t s / o x e n / … : "cat", "cats", "ox" (too short), "taco" not traceable.
  const board = { size: 4 as const, cells: [..."catsoxenabcdefgh"] };
  const lexicon = { has: (w: string) => ["cat", "cats", "tax", "act"].includes(w) };

  it("scores words on the board, in the dictionary, within the round", () => {
    const t = checkTry(board, lexicon, [
      { word: "cat", ms: 1_000 }, { word: "cats", ms: 2_000 }, { word: "tax", ms: 3_000 },
    ]);
    expect(t.words.map((w) => w.word)).toEqual(["cat", "cats", "tax"]);
    expect(t.points).toBe(3);
    expect(t.longest).toBe("cats");
    expect(t.refused).toEqual([]);
  });

  it("refuses a word not on the board, not a word, repeated, or entered after the round", () => {
    const t = checkTry(board, lexicon, [
      { word: "cat", ms: 1_000 }, { word: "dog", ms: 2_000 }, { word: "tex", ms: 2_500 },
      { word: "cat", ms: 3_000 }, { word: "cats", ms: DAILY_ROUND_MS + 1 }, { word: "act", ms: -1 },
    ]);
    expect(t.words.map((w) => w.word)).toEqual(["cat"]);
    expect(t.refused).toEqual([
      { word: "act", reason: "late" }, { word: "dog", reason: "not_on_board" }, { word: "tex", reason: "not_a_word" },
      { word: "cat", reason: "already_found" }, { word: "cats", reason: "late" },
    ]);
  });

  it("counts a hand-in up to the round plus the grace", () => {
    expect(handInOnTime(0, DAILY_ROUND_MS + HAND_IN_GRACE_MS)).toBe(true);
    expect(handInOnTime(0, DAILY_ROUND_MS + HAND_IN_GRACE_MS + 1)).toBe(false);
  });

  it("counts words by length", () => {
    expect(lengthCounts(["cat", "cats", "act", "quest"])).toEqual([2, 1, 1]);
    expect(lengthCounts([])).toEqual([]);
  });
});

describe("the day's places", () => {
  it("share a place on equal points and skip the next", () => {
    const ranked = rankResults([
      { id: "c", points: 3, handedInAt: 30 }, { id: "a", points: 9, handedInAt: 50 },
      { id: "b", points: 3, handedInAt: 10 }, { id: "d", points: 1, handedInAt: 5 },
    ]);
    expect(ranked.map((r) => [r.id, r.place])).toEqual([["a", 1], ["b", 2], ["c", 2], ["d", 4]]);
  });

  it("come from a histogram of the day's points, counting a result not yet in it", () => {
    const histogram = [[9, 1], [3, 2], [1, 1]] as const;
    expect(standingIn(histogram, 3, false)).toEqual({ total: 4, higher: 1, same: 2 });
    expect(standingIn(histogram, 3, true)).toEqual({ total: 5, higher: 1, same: 3 });
    expect(standingIn(histogram, 12, true)).toEqual({ total: 5, higher: 0, same: 1 });
    expect(standingIn([], 0, true)).toEqual({ total: 1, higher: 0, same: 1 });
  });

  it("give the share of other players beaten", () => {
    expect(percentileBeaten(1, 0, 1)).toBe(100);
    expect(percentileBeaten(5, 0, 1)).toBe(100);
    expect(percentileBeaten(5, 4, 1)).toBe(0);
    expect(percentileBeaten(5, 1, 2)).toBe(50);
  });
});

describe("streaks", () => {
  const now = Date.UTC(2026, 11, 10, 8);
  it("count days in a row back from today, or from yesterday before today's try", () => {
    expect(currentStreak(["2026-12-10", "2026-12-09", "2026-12-08", "2026-12-06"], now)).toBe(3);
    expect(currentStreak(["2026-12-09", "2026-12-08"], now)).toBe(2);
    expect(currentStreak(["2026-12-08"], now)).toBe(0);
    expect(currentStreak([], now)).toBe(0);
  });
  it("keep the longest run", () => {
    expect(longestStreak(["2026-12-01", "2026-12-02", "2026-12-04", "2026-12-05", "2026-12-06", "2026-12-02"])).toBe(3);
    expect(longestStreak([])).toBe(0);
  });
});

describe("the share text", () => {
  const facts = { number: 31, points: 23, words: 14, longest: 7, streak: 3, lengths: [6, 4, 0, 2, 12], url: "https://baffle.example/daily", language: "en" as const };

  it("has the number, the figures and one row of squares per length found", () => {
    const text = shareText(facts);
    expect(text.split("\n")).toEqual([
      "Baffle #31 · English",
      "🎯 23 · 📝 14 · 📏 7 · 🔥 3",
      "3️⃣ 🟨🟨🟨🟨🟨🟨",
      "4️⃣ 🟩🟩🟩🟩",
      "6️⃣ 🟪🟪",
      "7️⃣ 🟥🟥🟥🟥🟥🟥🟥🟥🟥🟥 +2",
      "https://baffle.example/daily",
    ]);
  });

  it("has no letters but the game's name, the language's and the link", () => {
    const text = shareText(facts).replace("Baffle", "").replace("English", "").replace(facts.url, "");
    expect(text).not.toMatch(/[a-z]/i);
  });

  it("names the language of the board played, in that language", () => {
    // Each language has its own board of the day: the text says which was played.
    const firstLine = (language: Language) => shareText({ ...facts, language }).split("\n")[0];
    expect(firstLine("de")).toBe("Baffle #31 · Deutsch");
    expect(firstLine("fr")).toBe("Baffle #31 · Français");
    expect(firstLine("es")).toBe("Baffle #31 · Español");
    for (const language of LANGUAGES) {
      const text = shareText({ ...facts, language }).replace("Baffle", "").replace(languageAutonym(language), "").replace(facts.url, "");
      expect(text).not.toMatch(/\p{L}/u);
    }
  });
});
