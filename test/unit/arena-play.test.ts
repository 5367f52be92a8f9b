/**
 * A shard's pure parts: the round's rules (src/arena/play.ts: checking an entry, the
 * solver flag over each player's window) and what a player is shown
 * (src/arena/shard-view.ts: no board before its round starts, live places).
 */
import { describe, expect, it } from "vitest";
import { checkEntry, judgeRound, RATE_WINDOW_MIN_MS } from "../../src/arena/play.ts";
import { solverSignals } from "../../src/game/fair-play.ts";
import type { FlagList } from "../../src/words/desk.ts";

/** The solver flag with every word at SCOWL size 10, as a word desk would judge a list of common words. */
const flagAt10 = (list: FlagList) => solverSignals({ ...list, entries: list.entries.map((e) => ({ ...e, level: 10 })) });
import { liveFrame, stateFrame } from "../../src/arena/shard-view.ts";
import { histogramOf } from "../../src/arena/histogram.ts";
import type { RoundPlayer, ShardClock, ShardRound } from "../../src/arena/shard-store.ts";

const CELLS = ["t", "e", "a", "r", "s", "o", "n", "l", "i", "d", "e", "m", "p", "u", "c", "h"];
const LEXICON = { has: (w: string) => ["tea", "tear", "teas", "sea", "ear", "eat", "rate"].includes(w) };
const T0 = 1_800_000_000_000;

describe("an arena entry", () => {
  it("counts by the table's rules: traced on the board, in the dictionary, new to the player, three letters or more", () => {
    expect(checkEntry(CELLS, LEXICON, new Set(), { word: "Tear " })).toMatchObject({ ok: true, word: "tear", points: 1, path: [0, 1, 2, 3] });
    expect(checkEntry(CELLS, LEXICON, new Set(["tear"]), { word: "tear" })).toMatchObject({ ok: false, reason: "already_found" });
    expect(checkEntry(CELLS, LEXICON, new Set(), { word: "te" })).toMatchObject({ ok: false, reason: "too_short" });
    expect(checkEntry(CELLS, LEXICON, new Set(), { word: "zzz" })).toMatchObject({ ok: false, reason: "not_on_board" });
    expect(checkEntry(CELLS, LEXICON, new Set(), { word: "ton" })).toMatchObject({ ok: false, reason: "not_a_word" });
    expect(checkEntry(CELLS, LEXICON, new Set(), { path: [0, 1, 2] })).toMatchObject({ ok: true, word: "tea" });
  });
});

/** `n` words at `gapMs` apart from `from`. */
function paced(n: number, from: number, gapMs: number) {
  const words = ["tea", "tear", "teas", "sea", "ear", "eat", "rate", "rat", "art", "arts", "star", "tars", "rest", "tees", "seat", "east"];
  return words.slice(0, n).map((word, i) => ({ word, points: 1, path: [], at: from + (i + 1) * gapMs }));
}

describe("the solver flag in the arena", () => {
  const round = { startsAt: T0, endsAt: T0 + 120_000, boardWords: 80 };
  const player = (id: string, joinedAt: number, words: ReturnType<typeof paced>): RoundPlayer => ({ playerId: id, name: id, joinedAt, words });

  it("catches entries faster than anyone types, and lets a person's pace be", () => {
    const flagged = judgeRound([player("bot", T0, paced(12, T0, 40)), player("ann", T0, paced(12, T0, 6_000))], round, flagAt10);
    expect([...flagged]).toEqual(["bot"]);
  });

  it("judges a late arrival from their arrival, counting their pace over a minute at least", () => {
    const late = T0 + 110_000;
    // Eight words in ten seconds, a second and a quarter apart: a burst, not a solver's pace.
    expect(judgeRound([player("late", late, paced(8, late, 1_250))], round, flagAt10).size).toBe(0);
    expect(RATE_WINDOW_MIN_MS).toBe(60_000);
    // Their first entry is timed from their arrival, not the round's start.
    expect(judgeRound([player("late", late, paced(6, late + 210, 40))], round, flagAt10).size).toBe(1);
  });
});

const clock = (now: number): ShardClock => ({ run: { first: 5, startsAt: T0, last: null }, timings: { roundMs: 120_000, breakMs: 30_000, countdownMs: 5_000 }, shards: 4, at: now });
const header = (number: number, board: string[] | null): ShardRound => ({
  number, startsAt: T0 + (number - 5) * 150_000, endsAt: T0 + (number - 5) * 150_000 + 120_000, board, boardWords: board ? 40 : null,
  judged: false, finalStored: false, historyWritten: false,
});

describe("what a shard shows", () => {
  it("shows no board in a countdown, even one the shard holds, and the board from the round's start", () => {
    const before = T0 - 1_000;
    const counting = stateFrame("en", clock(before), header(5, CELLS), null, undefined, 2, before);
    expect(counting).toMatchObject({ phase: "countdown", board: null, boardWords: null, round: { id: "en-5", number: 5, startsAt: T0 } });
    const playing = stateFrame("en", clock(T0), header(5, CELLS), null, undefined, 2, T0);
    expect(playing).toMatchObject({ phase: "playing", board: CELLS, boardWords: 40, shard: 2, shards: 4 });
    const next = stateFrame("en", clock(T0 + 146_000), header(6, CELLS), null, undefined, 2, T0 + 146_000);
    expect(next).toMatchObject({ phase: "countdown", board: null, round: { number: 6 } });
  });

  it("places a player live by their shard's exact counts and the others' last merge", () => {
    const me: RoundPlayer = { playerId: "a", name: "Ann", joinedAt: T0, words: paced(3, T0, 5_000) };
    const frame = liveFrame(5, histogramOf([3, 7, 1]), { histogram: histogramOf([9, 3, 2]), online: 40, asOf: T0 }, me, 12, T0 + 1_000);
    expect(frame).toEqual({ type: "live", round: 5, points: 3, place: 3, players: 6, online: 52, asOf: T0, now: T0 + 1_000 });
    expect(liveFrame(5, histogramOf([3]), { histogram: [], online: 0, asOf: T0 }, undefined, 1, T0)).toMatchObject({ place: null, points: 0 });
  });
});

describe("the coordinator's live tally", () => {
  it("gives each shard everyone else: histograms, who is online, and the oldest fresh figures", async () => {
    const { LiveTally, Presence, FRESH_MS } = await import("../../src/arena/live.ts");
    const t = new LiveTally(5);
    t.report(0, { histogram: histogramOf([3, 1]), words: { tea: 2, rat: 1 }, full: true, online: 10 }, T0);
    t.report(1, { histogram: histogramOf([5]), words: { tea: 1, sea: 1 }, full: true, online: 4 }, T0 + 400);
    t.report(2, { histogram: histogramOf([2]), words: {}, full: true, online: 7 }, T0 - FRESH_MS - 1);
    expect(t.othersOf(0, T0 + 500)).toEqual({ histogram: histogramOf([5, 2]), online: 4, asOf: T0 + 400 });
    expect(t.othersOf(1, T0 + 500)).toEqual({ histogram: histogramOf([3, 1, 2]), online: 10, asOf: T0 });
    t.report(0, { histogram: histogramOf([4, 1]), words: { tea: 3 }, full: false, online: 10 }, T0 + 1_000);
    t.report(0, { histogram: histogramOf([4, 1]), words: { tea: 3 }, full: false, online: 10 }, T0 + 1_000); // sent twice
    expect(t.totals()).toEqual({ players: 4, words: { tea: 4, rat: 1, sea: 1 } });
    expect(t.knows(1)).toBe(true);
    expect(t.knows(3)).toBe(false);
    const p = new Presence();
    expect(p.empty()).toBe(true);
    p.see(0, 10, T0);
    p.see(1, 3, T0 - FRESH_MS - 1);
    expect(p.online(T0)).toBe(10);
  });
});

describe("the live tally's running sum", () => {
  it("always gives a shard the merge of every other shard's latest histogram, however reports replace each other", async () => {
    const fc = (await import("fast-check")).default;
    const { numRuns } = await import("./fast-check-seed.ts");
    const { LiveTally } = await import("../../src/arena/live.ts");
    const { mergeHistograms } = await import("../../src/arena/histogram.ts");
    const report = fc.record({ shard: fc.integer({ min: 0, max: 5 }), scores: fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 20 }) });
    fc.assert(fc.property(fc.array(report, { minLength: 1, maxLength: 40 }), (reports) => {
      const t = new LiveTally(1);
      const latest = new Map<number, ReturnType<typeof histogramOf>>();
      for (const r of reports) {
        const h = histogramOf(r.scores);
        t.report(r.shard, { histogram: h, words: {}, full: true, online: 1 }, T0);
        latest.set(r.shard, h);
        for (let k = 0; k <= 5; k++) {
          const others = [...latest].filter(([s]) => s !== k).map(([, x]) => x);
          expect(t.othersOf(k, T0).histogram).toEqual(mergeHistograms(...others));
        }
      }
    }), { numRuns: numRuns(200) });
  });
});
