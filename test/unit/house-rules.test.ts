/** Each house rule and variant of issue 10, through the match rules a table runs. */
import { describe, expect, it } from "vitest";
import { DICE_6X6, dieFaces } from "../../src/game/board.ts";
import { changesOf, describeChange, lexiconFor, roundMsOf, sensiblePatch, settingsProblem } from "../../src/game/house-rules.ts";
import {
  addBot, applySettings, enterWord, leave, markDone, start, tick, tieBreak, type GameDictionary, type MatchState,
} from "../../src/game/match.ts";
import { seededRng } from "../../src/game/random.ts";
import { scoreWord } from "../../src/game/scoring.ts";
import { BOARD_CHOICES, DEFAULT_SETTINGS, SCORING_CHOICES, type Settings } from "../../src/protocol.ts";
import {
  BOARD, NOW, PROPER, WORDS, ctx, dictionary, endWith, messagesOf, nextRound, ok, playMatch, started, table, useBoard, wordsOf,
} from "./house-rules-helpers.ts";

const word = (w: string) => ({ type: "word" as const, word: w });

/** Words worth exactly `points` under the classic table, greedily from long to short. */
function listFor(points: number, tag: string): string[] {
  const out: string[] = [];
  let left = points;
  for (const [len, value] of [[8, 11], [7, 5], [6, 3], [5, 2], [4, 1]] as const) {
    while (left >= value) {
      out.push(...wordsOf(len, 1, `${tag}${out.length}`));
      left -= value;
    }
  }
  return out.map((w) => w.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!));
}

describe("Super Big 6×6", () => {
  it("shakes the 36 dice, one face each, with a four-minute Normal timer and presets scaled", () => {
    const s = ok(applySettings(table(["Ann", "Bob"]), 0, { board: "6x6" }, NOW)).state;
    const playing = ok(start(s, 0, ctx())).state;
    expect(playing.board).toHaveLength(36);
    expect(matchesDice(playing.board!, DICE_6X6.map(dieFaces))).toBe(true);
    expect(playing.endsAt! - playing.startsAt!).toBe(240_000);
    expect(roundMsOf({ ...DEFAULT_SETTINGS, board: "6x6", timer: "relaxed" })).toBe(480_000);
    expect(roundMsOf({ ...DEFAULT_SETTINGS, board: "6x6", timer: "quick" })).toBe(120_000);
    expect(roundMsOf({ ...DEFAULT_SETTINGS, board: "6x6", roundSeconds: 45 })).toBe(45_000);
  });

  it("scores nine letters and more at two points a letter: a ten-letter word is worth 20", () => {
    expect(scoreWord("abcdefghij", "superbig")).toBe(20);
    expect(scoreWord("abcdefghi", "superbig")).toBe(18);
    expect(scoreWord("abcdefgh", "superbig")).toBe(11);
    expect(scoreWord("abcdefghij", "classic")).toBe(11);
    const board36 = [...BOARD, ...BOARD, ...BOARD.slice(0, 4)];
    const s = endWith(useBoard(started(["Ann", "Bob"], { board: "6x6" }), board36), { 0: ["abcdefghij"], 1: ["abcd"] }).state;
    expect(s.seats.map((x) => x.total)).toEqual([20, 1]);
    expect(s.lastRound!.players[0]!.words[0]).toMatchObject({ word: "abcdefghij", points: 20 });
  });
});

/** Whether each cell can be given its own die showing it (bipartite matching, augmenting paths). */
function matchesDice(cells: readonly string[], dice: readonly string[][]): boolean {
  if (cells.length !== dice.length) return false;
  const owner = new Array<number>(dice.length).fill(-1);
  const place = (cell: number, seen: Set<number>): boolean => {
    for (let d = 0; d < dice.length; d++) {
      if (seen.has(d) || !dice[d]!.includes(cells[cell]!)) continue;
      seen.add(d);
      if (owner[d] === -1 || place(owner[d]!, seen)) { owner[d] = cell; return true; }
    }
    return false;
  };
  return cells.every((_, i) => place(i, new Set()));
}

describe("what counts", () => {
  it("minLength 4 on a 4×4 board refuses three-letter words", () => {
    const usual = started(["Ann", "Bob"]);
    expect(messagesOf(enterWord(usual, 0, word("tea"), NOW, WORDS_DICT), "verdict")[0]).toMatchObject({ ok: true });
    const four = started(["Ann", "Bob"], { minLength: 4 });
    expect(messagesOf(enterWord(four, 0, word("tea"), NOW, WORDS_DICT), "verdict")[0]).toMatchObject({ ok: false, reason: "too_short" });
    expect(messagesOf(enterWord(four, 0, word("tens"), NOW, WORDS_DICT), "verdict")[0]).toMatchObject({ ok: true, points: 1 });
  });

  it("refuses proper nouns by default and accepts them when the table allows them", () => {
    const names = dictionary(PROPER);
    const s = started(["Ann", "Bob"]);
    const refused = enterWord(s, 0, word("Paris"), NOW, lexiconFor(s.settings, WORDS_DICT, names));
    expect(messagesOf(refused, "verdict")[0]).toMatchObject({ ok: false, reason: "not_a_word" });
    const allowed = started(["Ann", "Bob"], { properNouns: true });
    const accepted = enterWord(allowed, 0, word("Paris"), NOW, lexiconFor(allowed.settings, WORDS_DICT, names));
    expect(messagesOf(accepted, "verdict")[0]).toMatchObject({ ok: true, word: "paris", points: 2 });
    // Ordinary words still count, and a name needs the name list.
    expect(lexiconFor(allowed.settings, WORDS_DICT, names).has("tea")).toBe(true);
    expect(lexiconFor(allowed.settings, WORDS_DICT, null).has("paris")).toBe(false);
  });
});

const WORDS_DICT = dictionary(WORDS);

describe("scoring rules", () => {
  it("with cancellation off everyone scores everything they found", () => {
    const lists = { 0: ["pears", "tea"], 1: ["pears", "old"] };
    const on = endWith(started(["Ann", "Bob"]), lists).state;
    expect(on.seats.map((s) => s.total)).toEqual([1, 1]);
    const off = endWith(started(["Ann", "Bob"], { cancellation: false }), lists).state;
    expect(off.seats.map((s) => s.total)).toEqual([3, 3]);
    expect(off.lastRound!.players[0]!.words).toContainEqual(expect.objectContaining({ word: "pears", shared: true, points: 2 }));
  });

  it("keeps penalised entries and takes a total below zero", () => {
    let s = started(["Ann", "Bob"], { penalty: 3 });
    const out = enterWord(s, 0, word("zzz"), NOW, WORDS_DICT);
    expect(messagesOf(out, "verdict")[0]).toMatchObject({ ok: false, reason: "not_on_board", penalty: 3 });
    s = out.state;
    s = enterWord(s, 0, word("zzz"), NOW, WORDS_DICT).state; // the same entry twice costs once
    s = enterWord(s, 0, word("tes"), NOW, WORDS_DICT).state; // on the board, not a word
    s = enterWord(s, 0, word("te"), NOW, WORDS_DICT).state; // too short: a slip, not penalised
    s = enterWord(s, 0, word("tea"), NOW, WORDS_DICT).state;
    expect(s.seats[0]!.rejected).toEqual(["zzz", "tes"]);
    const ended = ok(markDone(ok(markDone(s, 0, NOW)).state, 1, NOW)).state;
    expect(ended.seats[0]!.total).toBe(1 - 2 * 3);
    expect(ended.lastRound!.players[0]).toMatchObject({ score: -5, penalty: 6, rejected: ["zzz", "tes"], wordsFound: 1, longest: "tea" });
    expect(ended.lastRound!.standings.map((x) => [x.seat, x.rank])).toEqual([[1, 1], [0, 2]]);
  });
});

describe("the end of a match", () => {
  it("a target ends the match after the round in which it is reached, and ties share", () => {
    let s = started(["Ann", "Bob", "Cy"], { target: 10, rounds: 1 });
    s = endWith(s, { 0: listFor(6, "a"), 1: listFor(6, "b"), 2: listFor(2, "c") }).state;
    expect(s.phase).toBe("review");
    expect(s.nextAt).not.toBeNull();
    const last = endWith(nextRound(s), { 0: listFor(5, "d"), 1: listFor(4, "e"), 2: listFor(3, "f") });
    expect(last.state.phase).toBe("finished");
    const end = messagesOf(last, "matchEnd")[0]!;
    expect(end.standings.map((x) => [x.name, x.total, x.rank])).toEqual([["Ann", 11, 1], ["Bob", 10, 2], ["Cy", 5, 3]]);
    expect(end).toMatchObject({ winners: [0], decidedBy: "target" });
    const tied = endWith(nextRound(s), { 0: listFor(5, "d"), 1: listFor(5, "e"), 2: [] }).state;
    expect(tied.results).toMatchObject({ winners: [0, 1], decidedBy: "target" });
  });

  it("the seed's worked example: 18, 18, 17 ranks 1, 1, 3 and is finished; with rounds raised to 4 it is not", () => {
    const sheet = [[7, 4, 6], [5, 9, 3], [6, 5, 8]];
    const rounds = sheet.map((row, r) => Object.fromEntries(row.map((p, seat) => [seat, listFor(p, `r${r}s${seat}`)])));
    const s = playMatch(started(["Anna", "Ben", "Cara"], { rounds: 3 }), rounds);
    expect(s.phase).toBe("finished");
    expect(s.results!.rounds.map((r) => r.scores)).toEqual([[7, 5, 6], [4, 9, 5], [6, 3, 8]]);
    expect(s.results!.standings.map((x) => [x.name, x.total, x.rank])).toEqual([["Anna", 18, 1], ["Ben", 18, 1], ["Cara", 17, 3]]);
    expect(s.results!.winners).toEqual([0, 1]);
    const raised = ok(applySettings(s, 0, { rounds: 4 }, NOW));
    expect(raised.state.phase).toBe("review");
    expect(raised.state.results).toBeNull();
    expect(raised.state.nextAt).toBe(NOW + 25_000);
    expect(messagesOf(raised, "rulesChanged")[0]).toMatchObject({ match: "reopened", rescored: false });
    const fourth = endWith(nextRound(raised.state), { 0: listFor(1, "x"), 1: listFor(2, "y"), 2: [] }).state;
    expect(fourth.results).toMatchObject({ winners: [1], decidedBy: "rounds" });
  });

  it("lowering rounds to what has been played finishes the match in the review", () => {
    const s = endWith(started(["Ann", "Bob"], { rounds: 3 }), { 0: ["pears"], 1: [] }).state;
    const lowered = ok(applySettings(s, 0, { rounds: 1 }, NOW));
    expect(lowered.state.phase).toBe("finished");
    expect(messagesOf(lowered, "matchEnd")[0]).toMatchObject({ winners: [0], decidedBy: "rounds" });
    expect(messagesOf(lowered, "rulesChanged")[0]).toMatchObject({ match: "finished" });
  });
});

describe("changing rules during a match", () => {
  it("rescores every played round at once, tells everyone who changed what, and shows the new standings", () => {
    let s = started(["Ann", "Bob"], { rounds: 3 });
    s = endWith(s, { 0: ["pears", "tea"], 1: ["pears"] }).state;
    s = endWith(nextRound(s), { 0: ["old"], 1: ["old", "lend"] }, { 0: ["zzz"] }).state;
    expect(s.seats.map((x) => x.scores)).toEqual([[1, 0], [0, 1]]);
    const out = ok(applySettings(s, 0, { cancellation: false, penalty: 2 }, NOW));
    expect(out.state.seats.map((x) => x.scores)).toEqual([[3, 1 - 2], [2, 2]]);
    const notice = messagesOf(out, "rulesChanged")[0]!;
    expect(notice).toMatchObject({ seat: 0, name: "Ann", rescored: true, match: null });
    expect(notice.changes).toEqual([{ key: "cancellation", from: true, to: false }, { key: "penalty", from: 0, to: 2 }]);
    // In plain words, with what it did to everyone's total (in the new order).
    expect(notice.text).toBe("Ann changed the rules: shared words now score for everyone, a rejected word costs 2 points; rounds 1–2 rescored — Bob 1 → 4, Ann 1 → 2.");
    expect(notice.totals).toEqual([{ seat: 1, name: "Bob", from: 1, to: 4 }, { seat: 0, name: "Ann", from: 1, to: 2 }]);
    expect(notice.standings.map((x) => [x.seat, x.total, x.rank])).toEqual([[1, 4, 1], [0, 2, 2]]);
    const review = messagesOf(out, "roundEnd")[0]!;
    expect(review.round).toBe(2);
    expect(review.players.map((p) => [p.score, p.total])).toEqual([[-1, 2], [2, 4]]);
  });

  it("words the notice for every kind of change", () => {
    const changes = changesOf(DEFAULT_SETTINGS, {
      rounds: 3, target: 100, minLength: 4, roundSeconds: 90, properNouns: true, scoring: "superbig", board: "6x6",
    });
    expect(changes.map((c) => c.key)).toEqual(["target", "board", "roundSeconds", "minLength", "scoring", "properNouns"]);
    expect(changes.map(describeChange)).toEqual([
      "play to 100 points", "the next board is 6×6", "rounds of 90 s", "shortest word 4 letters",
      "super big points for word length (9+ letters score 2 a letter)", "names of people and places now count",
    ]);
    const back = changesOf({ ...DEFAULT_SETTINGS, target: 100, minLength: 4, cancellation: false, penalty: 1, roundSeconds: 60, properNouns: true }, {
      target: null, minLength: null, cancellation: true, penalty: 0, roundSeconds: null, properNouns: false, scoring: "big", rounds: 1, timer: "quick", bots: "hard",
    });
    expect(back.map(describeChange)).toEqual([
      "1 round instead of 3", "no target score", "hard computer players", "the quick timer", "round length back to the timer's",
      "shortest word back to the board's usual", "shared words now score for nobody", "big points for word length (no points for 3 letters)",
      "names of people and places no longer count", "no penalty for a rejected word",
    ]);
    expect(changesOf({ ...DEFAULT_SETTINGS, scoring: "big", target: 100, rounds: 1 }, { scoring: null, target: 150, rounds: 5, penalty: 1 }).map(describeChange))
      .toEqual(["5 rounds instead of 1", "play to 150 points instead of 100", "points for word length back to the board's usual", "a rejected word costs 1 point"]);
  });

  it("applies what-counts rules from the next round and refuses any change during a round", () => {
    let s = endWith(started(["Ann", "Bob"]), { 0: ["tea"], 1: [] }).state;
    s = ok(applySettings(s, 0, { minLength: 4, board: "5x5" }, NOW)).state;
    expect(s.seats[0]!.total).toBe(1);
    expect(s.board).toHaveLength(16);
    const next = ok(tick(s, ctx(s.nextAt!))).state;
    expect(next.board).toHaveLength(25);
    expect(applySettings(next, 0, { penalty: 1 }, NOW)).toMatchObject({ ok: false, code: "wrong_phase" });
    expect(applySettings(s, 1, { penalty: 1 }, NOW)).toMatchObject({ ok: false, code: "not_host" });
  });
});

describe("tie-break", () => {
  function tiedMatch(): MatchState {
    return endWith(started(["Ann", "Bob", "Cy"], { rounds: 1 }), { 0: ["pears"], 1: ["lend", "near"], 2: ["old"] }).state;
  }

  it("is played by the tied players only, adds their points and says it decided the match", () => {
    const s = tiedMatch();
    expect(s.results!.winners).toEqual([0, 1]);
    expect(tieBreak(s, 1, ctx())).toMatchObject({ ok: false, code: "not_host" });
    let tb = useBoard(ok(tieBreak(s, 0, ctx())).state);
    expect(tb.phase).toBe("playing");
    expect(tb.seats.map((x) => x.sittingOut)).toEqual([false, false, true]);
    expect(tb.results).toBeNull();
    const watcher = enterWord(tb, 2, word("tea"), NOW, WORDS_DICT);
    expect(messagesOf(watcher, "verdict")[0]).toMatchObject({ ok: false, reason: "sitting_out" });
    expect(watcher.state).toBe(tb);
    tb = enterWord(tb, 1, word("tea"), NOW, WORDS_DICT).state;
    tb = ok(markDone(tb, 0, NOW)).state;
    expect(tb.phase).toBe("playing");
    const done = ok(markDone(tb, 1, NOW));
    const end = messagesOf(done, "matchEnd")[0]!;
    expect(end).toMatchObject({ winners: [1], decidedBy: "tieBreak", tieBreaks: 1 });
    expect(end.standings.map((x) => [x.name, x.total, x.rank])).toEqual([["Bob", 3, 1], ["Ann", 2, 2], ["Cy", 1, 3]]);
    expect(end.rounds.find((r) => r.seat === 2)).toMatchObject({ scores: [1, 0], metrics: [{ round: 1, tieBreak: false }] });
    const review = messagesOf(done, "roundEnd")[0]!;
    expect(review).toMatchObject({ round: 2, tieBreak: true, sittingOut: [2] });
    expect(review.players.map((p) => p.seat)).toEqual([0, 1]);
  });

  it("an onlooker who leaves during it is not replaced by a computer player that plays", () => {
    const tb = useBoard(ok(tieBreak(tiedMatch(), 0, ctx())).state);
    const left = ok(leave(tb, 2, ctx())).state;
    expect(left.seats[2]).toMatchObject({ left: true, bot: true, sittingOut: true, plan: [] });
    const end = endWith(left, { 0: ["tea"], 1: [] }).state;
    expect(end.results).toMatchObject({ winners: [0], decidedBy: "tieBreak" });
  });

  it("can be repeated while they tie, and is refused when first place is not shared", () => {
    const again = endWith(useBoard(ok(tieBreak(tiedMatch(), 0, ctx())).state), { 0: ["tea"], 1: ["ten"] }).state;
    expect(again.results).toMatchObject({ winners: [0, 1], decidedBy: "tieBreak", tieBreaks: 1 });
    const third = endWith(useBoard(ok(tieBreak(again, 0, ctx())).state), { 0: ["pears"], 1: [] }).state;
    expect(third.results).toMatchObject({ winners: [0], tieBreaks: 2 });
    expect(tieBreak(third, 0, ctx())).toMatchObject({ ok: false, code: "no_tie" });
    expect(tieBreak(started(["Ann", "Bob"]), 0, ctx())).toMatchObject({ ok: false, code: "wrong_phase" });
  });
});

describe("metrics", () => {
  it("every round keeps points, words found and longest word per player, in review and at the end", () => {
    const s = playMatch(started(["Ann", "Bob"], { rounds: 2 }), [{ 0: ["tea", "pears"], 1: ["old"] }, { 0: [], 1: ["lend", "yes"] }]);
    expect(s.results!.rounds).toEqual([
      { seat: 0, scores: [3, 0], metrics: [
        { round: 1, points: 3, words: 2, longest: "pears", penalty: 0, tieBreak: false },
        { round: 2, points: 0, words: 0, longest: "", penalty: 0, tieBreak: false },
      ] },
      { seat: 1, scores: [1, 2], metrics: [
        { round: 1, points: 1, words: 1, longest: "old", penalty: 0, tieBreak: false },
        { round: 2, points: 2, words: 2, longest: "lend", penalty: 0, tieBreak: false },
      ] },
    ]);
    expect(s.lastRound!.players.map((p) => [p.wordsFound, p.longest])).toEqual([[0, ""], [2, "lend"]]);
  });
});

describe("rules that make sense together", () => {
  // From the rules page: 4×4's shortest word is 3 letters, the bigger boards' 4; the big
  // and super big tables give a 3-letter word 0 points.
  const usualMin = { "4x4": 3, "5x5": 4, "6x6": 4 } as const;
  const usualTable = { "4x4": "classic", "5x5": "big", "6x6": "superbig" } as const;

  it("refuses big or super big points with a 3-letter minimum, chosen or the board's usual, and nothing else", () => {
    let refusals = 0;
    for (const board of BOARD_CHOICES) {
      for (const minLength of [null, 3, 4] as const) {
        for (const scoring of [null, ...SCORING_CHOICES]) {
          const settings: Settings = { ...DEFAULT_SETTINGS, board, minLength, scoring };
          const zeroForShortest = (scoring ?? usualTable[board]) !== "classic" && (minLength ?? usualMin[board]) === 3;
          const problem = settingsProblem(settings);
          expect(problem !== null, JSON.stringify({ board, minLength, scoring })).toBe(zeroForShortest);
          if (problem) {
            refusals++;
            expect(problem).toMatch(/points table.* gives 3-letter words no points/);
            expect(problem).toMatch(/4 letters/);
          }
        }
      }
    }
    expect(refusals).toBe(10);
    expect(settingsProblem(DEFAULT_SETTINGS)).toBeNull();
  });

  it("a settings change that would combine them is refused with bad_message, in the lobby and in the review, and changes nothing", () => {
    const lobby = table(["Ann", "Bob"]);
    for (const patch of [{ scoring: "big" as const }, { scoring: "superbig" as const, minLength: 3 as const }]) {
      expect(applySettings(lobby, 0, patch, NOW)).toMatchObject({ ok: false, code: "bad_message" });
    }
    const five = ok(applySettings(lobby, 0, { board: "5x5" }, NOW)).state;
    expect(applySettings(five, 0, { minLength: 3 }, NOW)).toMatchObject({ ok: false, code: "bad_message", message: expect.stringContaining("big") });
    // The usual points table follows the board (4×4: classic); a chosen one stays.
    expect(ok(applySettings(five, 0, { board: "4x4" }, NOW)).state.settings).toMatchObject({ board: "4x4", scoring: null });
    const chosen = ok(applySettings(five, 0, { scoring: "big" }, NOW)).state;
    expect(applySettings(chosen, 0, { board: "4x4" }, NOW)).toMatchObject({ ok: false, code: "bad_message" });
    expect(ok(applySettings(chosen, 0, { board: "4x4", scoring: "classic" }, NOW)).state.settings).toMatchObject({ board: "4x4", scoring: "classic" });
    const review = endWith(started(["Ann", "Bob"]), { 0: ["tea"], 1: [] }).state;
    expect(applySettings(review, 0, { scoring: "big" }, NOW)).toMatchObject({ ok: false, code: "bad_message" });
    expect(ok(applySettings(review, 0, { scoring: "big", minLength: 4 }, NOW)).state.settings).toMatchObject({ scoring: "big", minLength: 4 });
  });

  it("a host's pick is completed so it makes sense: big points bring 4 letters, 3 letters bring classic points", () => {
    const all: Settings[] = BOARD_CHOICES.flatMap((board) => ([null, 3, 4] as const).flatMap((minLength) =>
      ([null, ...SCORING_CHOICES] as const).map((scoring) => ({ ...DEFAULT_SETTINGS, board, minLength, scoring }))));
    const picks: Partial<Settings>[] = [
      ...BOARD_CHOICES.map((board) => ({ board })), ...([null, 3, 4] as const).map((minLength) => ({ minLength })),
      ...([null, ...SCORING_CHOICES] as const).map((scoring) => ({ scoring })),
    ];
    let completed = 0;
    for (const s of all) {
      for (const pick of picks) {
        const patch = sensiblePatch(s, pick);
        const where = JSON.stringify({ s: [s.board, s.minLength, s.scoring], pick });
        expect(settingsProblem({ ...s, ...patch }), where).toBeNull();
        // What the host picked is kept as picked; only the other key is added.
        expect(patch, where).toMatchObject(pick);
        if (Object.keys(patch).length > 1) completed++;
        else expect(patch).toEqual(pick);
      }
    }
    expect(completed).toBeGreaterThan(0);
    const fourByFour = DEFAULT_SETTINGS;
    expect(sensiblePatch(fourByFour, { scoring: "big" })).toEqual({ scoring: "big", minLength: 4 });
    expect(sensiblePatch(fourByFour, { scoring: "classic" })).toEqual({ scoring: "classic" });
    expect(sensiblePatch({ ...fourByFour, board: "5x5" }, { minLength: 3 })).toEqual({ minLength: 3, scoring: "classic" });
    // Back to a bigger board's usual table where a 3-letter minimum was chosen: its usual minimum (4) comes back too.
    expect(sensiblePatch({ ...fourByFour, board: "5x5", minLength: 3, scoring: "classic" }, { scoring: null })).toEqual({ scoring: null, minLength: null });
    expect(sensiblePatch({ ...fourByFour, board: "5x5", scoring: "big" }, { board: "4x4" })).toEqual({ board: "4x4", minLength: 4 });
  });

  // A table stored before the rule may still hold the combination.
  const threes = wordsOf(3, 30, "t");
  const fours = wordsOf(4, 10, "f");
  const anyBoard: GameDictionary = {
    has: (w) => threes.includes(w) || fours.includes(w),
    levelOf: () => 10,
    solve: (_cells, minLength) => [...threes, ...fours].filter((w) => w.length >= minLength).map((word) => ({ word, path: [0, 1, 2] })),
  };
  const legacy: Partial<Settings> = { scoring: "big", minLength: 3 };

  it("a computer player never plans a word worth no points, from the start or taking over a seat", () => {
    let s = table(["Ann", "Bob", "Cy"], legacy);
    s = ok(addBot(s, 0, "normal")).state;
    const playing = ok(start(s, 0, { now: NOW, rng: seededRng(3), dict: anyBoard })).state;
    const bot = playing.seats.find((x) => x.bot)!;
    expect(bot.plan.length).toBeGreaterThan(0);
    expect(bot.plan.filter((e) => e.word.length === 3)).toEqual([]);
    const taken = ok(leave({ ...playing, startsAt: null }, 2, { now: NOW + 5_000, rng: seededRng(4), dict: anyBoard })).state;
    const takeover = taken.seats.find((x) => x.seat === 2)!;
    expect(takeover.plan.length).toBeGreaterThan(0);
    expect(takeover.plan.filter((e) => e.word.length === 3)).toEqual([]);
  });
});
