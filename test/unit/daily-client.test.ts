/**
 * The daily board's pure pieces around the Worker: a try as the device keeps it
 * (client/daily/daily-try.ts: the server's clock, each word's time, a resume), the
 * day's view after a try (src/daily/view.ts) and the link previews' texts
 * (src/previews/text.ts).
 */
import { describe, expect, it } from "vitest";
import { elapsed, enterDaily, handInWords, newTry, timeUp } from "../../client/daily/daily-try.ts";
import { checkTry } from "../../src/daily/try.ts";
import { dayView } from "../../src/daily/view.ts";
import { invitePreview, metaTags, resultsPreview, settingsText } from "../../src/previews/text.ts";
import { DEFAULT_SETTINGS, type DailyStartResponse, type ResultsResponse } from "../../src/protocol.ts";

const cells = [..."catsoxenabcdefgh"];
const lexicon = { has: (w: string) => ["cat", "cats", "tax"].includes(w) };
const start = (over: Partial<DailyStartResponse> = {}): DailyStartResponse => ({
  date: "2026-12-01", language: "en", number: 31, size: 4, cells, scored: true, resumed: false,
  startedAt: 1_000_000, endsAt: 1_180_000, roundMs: 180_000, now: 1_000_000, token: "t.1", ...over,
});

describe("a try on the device", () => {
  it("times words on the server's clock, whatever the device's says", () => {
    // The device runs 5 s behind the server.
    const t = newTry(start(), 995_000);
    expect(t.offset).toBe(5_000);
    expect(elapsed(t, 1_007_000)).toBe(12_000);
    expect(enterDaily(t, lexicon, { word: "cat" }, 1_007_000)).toMatchObject({ ok: true, points: 1 });
    expect(enterDaily(t, lexicon, { word: "cat" }, 1_008_000)).toMatchObject({ ok: false, reason: "already_found" });
    expect(enterDaily(t, lexicon, { word: "dog" }, 1_009_000)).toMatchObject({ ok: false, reason: "not_on_board" });
    expect(enterDaily(t, lexicon, { path: [2, 1, 5] }, 1_010_000)).toMatchObject({ ok: true, word: "tax" });
    expect(handInWords(t)).toEqual([{ word: "cat", ms: 12_000 }, { word: "tax", ms: 15_000 }]);
    expect(timeUp(t, 1_174_999)).toBe(false);
    expect(timeUp(t, 1_175_000)).toBe(true);
  });

  it("reads typed letters as the board's language writes them", () => {
    // k ä s e / g r o s / x x x s: German keeps ä a letter of its own and reads ß as ss.
    const board = ["k", "ä", "s", "e", "g", "r", "o", "s", "x", "x", "x", "s", "x", "x", "x", "x"];
    const words = { has: (w: string) => ["käse", "kase", "gross"].includes(w) };
    const german = newTry(start({ language: "de", cells: board }), 1_000_000);
    expect(enterDaily(german, words, { word: "Käse" }, 1_001_000)).toMatchObject({ ok: true, word: "käse" });
    expect(enterDaily(german, words, { word: "Groß" }, 1_002_000)).toMatchObject({ ok: true, word: "gross" });
    // To an English board, Käse is k-a-s-e, and this board has no a.
    const english = newTry(start({ cells: board }), 1_000_000);
    expect(enterDaily(english, words, { word: "Käse" }, 1_001_000)).toMatchObject({ ok: false, word: "kase", reason: "not_on_board" });
  });

  it("keeps its words when the server resumes the same try, and drops them for another", () => {
    const kept = newTry(start(), 1_000_000);
    enterDaily(kept, lexicon, { word: "cats" }, 1_020_000);
    expect(newTry(start({ resumed: true, now: 1_030_000 }), 1_030_000, kept).words.map((w) => w.word)).toEqual(["cats"]);
    expect(newTry(start({ resumed: true, token: "t.2" }), 1_030_000, kept).words).toEqual([]);
    expect(newTry(start({ scored: false, token: "t.1" }), 1_030_000, kept).words).toEqual([]);
  });
});

describe("the day's view", () => {
  const board = { size: 4 as const, cells };
  const solution = [
    { word: "cats", path: [0, 1, 2, 3], level: 10 }, { word: "tax", path: [2, 1, 5], level: 35 },
    { word: "cat", path: [0, 1, 2], level: 10 }, { word: "taxe", path: [2, 1, 5, 6], level: 80 },
  ];
  const checked = checkTry(board, lexicon, [{ word: "cat", ms: 1_000 }, { word: "cats", ms: 2_000 }]);
  const base = { date: "2026-12-01", language: "en" as const, number: 31, practice: false, checked, solution, cells, streak: 2 };

  it("gives the place and the share of the others beaten, and the missed words everyday first", () => {
    const v = dayView({ ...base, standing: { total: 5, higher: 1, same: 2 }, finders: null });
    expect(v).toMatchObject({ place: 2, percentile: 50, total: 5, unique: null, streak: 2 });
    expect(v.result).toMatchObject({ points: 2, longest: "cats" });
    expect(v.result).not.toHaveProperty("flagged"); // the flag is no answer a script can read
    expect(v.missed).toEqual([{ word: "tax", path: [2, 1, 5] }, { word: "taxe", path: [2, 1, 5, 6], rare: true }]);
  });

  it("lists the words nobody else found once the day is over", () => {
    const v = dayView({ ...base, standing: { total: 3, higher: 0, same: 1 }, finders: new Map([["cat", 3], ["cats", 1]]) });
    expect(v.unique).toEqual(["cats"]);
  });

  it("gives a practice result no place", () => {
    expect(dayView({ ...base, practice: true, standing: null, finders: null })).toMatchObject({ place: null, practice: true });
    expect(dayView({ ...base, practice: true, standing: { total: 3, higher: 0, same: 1 }, finders: null })).toMatchObject({ place: null, percentile: null });
  });
});

describe("link previews", () => {
  it("describe a table's rules", () => {
    expect(settingsText(DEFAULT_SETTINGS)).toBe("3 rounds, 4×4");
    expect(settingsText({ ...DEFAULT_SETTINGS, rounds: 1, board: "6x6" })).toBe("1 round, 6×6");
    expect(settingsText({ ...DEFAULT_SETTINGS, target: 100 })).toBe("to 100 points, 4×4");
  });

  it("name the host of an invite, or say what kind of table it is", () => {
    const invite = { host: "Hannah", settings: DEFAULT_SETTINGS, ranked: false, players: 2, finished: false };
    expect(invitePreview(invite).title).toBe("Join Hannah's table: 3 rounds, 4×4");
    expect(invitePreview(invite).description).toContain("2 players seated");
    expect(invitePreview({ ...invite, host: null, players: 0 }).title).toBe("Join a Baffle table: 3 rounds, 4×4");
    expect(invitePreview({ ...invite, ranked: true }).title).toBe("A ranked Baffle table");
    expect(invitePreview(null).title).toBe("Join a Baffle table");
  });

  it("name the winners of a match", () => {
    const results = (standings: { name: string; total: number; rank: number }[]) => ({ standings: standings.map((s, seat) => ({ seat, ...s })) }) as unknown as ResultsResponse;
    expect(resultsPreview(results([{ name: "Ann", total: 9, rank: 1 }, { name: "Ben", total: 4, rank: 2 }]))).toEqual({ title: "Baffle results: Ann won", description: "Ann 9 · Ben 4" });
    expect(resultsPreview(results([{ name: "Ann", total: 9, rank: 1 }, { name: "Ben", total: 9, rank: 1 }])).title).toBe("Baffle results: Ann and Ben shared first place");
  });

  it("escape what players typed", () => {
    const tags = metaTags({ title: `Join <b>"Al" & co</b>'s table`, description: "x" }, "https://b.example/t/1", "https://b.example/i.png");
    expect(tags).toContain(`<meta property="og:title" content="Join &lt;b&gt;&quot;Al&quot; &amp; co&lt;/b&gt;'s table" />`);
    expect(tags).not.toContain("<b>");
  });
});
