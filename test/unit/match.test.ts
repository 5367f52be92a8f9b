import { describe, expect, it } from "vitest";
import { findPath } from "../../src/game/paths.ts";
import {
  addBot, applySettings, createMatch, disconnect, enterWord, expiresAt, join, leave, markDone, markReady,
  nextWake, playAgain, removeBot, start, tick, ABANDON_MS, PAUSE_MS, RESULTS_MS, ROUND_MS,
  type Applied, type GameDictionary, type MatchContext, type MatchState, type Outcome, type SolvedWord,
} from "../../src/game/match.ts";
import { seededRng } from "../../src/game/random.ts";
import { COUNTDOWN_MS, DEFAULT_SETTINGS, type ServerMessage } from "../../src/protocol.ts";

// A board with known words, and a small dictionary that knows them.
const BOARD = ["t", "e", "a", "r", "s", "n", "i", "p", "o", "l", "d", "e", "g", "u", "m", "s"];
const WORDS = [
  "tea", "tear", "ten", "tens", "net", "nets", "sent", "pin", "pins", "nip", "snip", "lid", "old", "gold",
  "mud", "dime", "lied", "lied", "rain", "pain", "paid", "ear", "era", "tin", "nil", "snoop", "zebra",
];

function dictionary(words: readonly string[] = WORDS): GameDictionary {
  const set = new Set(words);
  return {
    has: (w) => set.has(w),
    levelOf: (w) => (w.length > 4 ? 35 : 10),
    solve(cells, minLength) {
      const size = Math.sqrt(cells.length) as 4 | 5;
      return [...set]
        .filter((w) => w.length >= minLength)
        .sort()
        .flatMap((word): SolvedWord[] => {
          const path = findPath({ size, cells }, word);
          return path ? [{ word, path }] : [];
        });
    },
  };
}

const dict = dictionary();
let clock = 1_000_000;
const ctx = (now = clock, seed = 1): MatchContext => ({ now, rng: seededRng(seed), dict });

function ok(outcome: Outcome): Applied {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code} ${outcome.message}`);
  return outcome;
}

/** Put the known board in play, as if it had been shaken and the countdown had run out. */
function useBoard(state: MatchState, cells = BOARD): MatchState {
  state.board = [...cells];
  state.startsAt = null;
  state.solution = dict.solve(cells, 3);
  state.boardWords = state.solution.length;
  return state;
}

function table(players: string[], bots = 0): MatchState {
  let s = createMatch("T".repeat(22), clock, { ...DEFAULT_SETTINGS });
  players.forEach((name, i) => { s = ok(join(s, { name }, `token-${i}-abcdefghijklmnop`, ctx())).state; });
  for (let b = 0; b < bots; b++) s = ok(addBot(s, 0)).state;
  return s;
}

function started(players: string[], bots = 0): MatchState {
  const s = ok(start(table(players, bots), 0, ctx())).state;
  for (const seat of s.seats) seat.plan = [];
  return useBoard(s);
}

const word = (w: string) => ({ type: "word" as const, word: w });
const messagesTo = (a: Applied, seat: number): ServerMessage[] =>
  a.effects.filter((e) => e.to === seat || e.to === "all").map((e) => e.msg);

describe("joining", () => {
  it("makes the first player host and hands out seats in order", () => {
    const s = table(["Ann", "Bob"]);
    expect(s.host).toBe(0);
    expect(s.seats.map((x) => [x.seat, x.name])).toEqual([[0, "Ann"], [1, "Bob"]]);
  });

  it("resumes a seat with its token and refuses an unknown one", () => {
    let s = table(["Ann", "Bob"]);
    s = ok(disconnect(s, 1, clock)).state;
    expect(s.seats[1]!.connected).toBe(false);
    const back = join(s, { name: "whatever", token: "token-1-abcdefghijklmnop" }, "unused-token-abcdefgh", ctx());
    expect(back.ok && "seat" in back && back.seat).toBe(1);
    expect(ok(back).state.seats[1]!.connected).toBe(true);
    const bad = join(s, { name: "Eve", token: "nobody-abcdefghijklmnop" }, "x".repeat(22), ctx());
    expect(bad).toMatchObject({ ok: false, code: "bad_token" });
  });

  it("refuses a ninth seat, a started match and a finished one", () => {
    const full = table(["A", "B", "C", "D"], 4);
    expect(join(full, { name: "Late" }, "t".repeat(22), ctx())).toMatchObject({ ok: false, code: "table_full" });
    const playing = started(["A", "B"]);
    expect(join(playing, { name: "Late" }, "t".repeat(22), ctx())).toMatchObject({ ok: false, code: "wrong_phase" });
    playing.phase = "finished";
    expect(join(playing, { name: "Late" }, "t".repeat(22), ctx())).toMatchObject({ ok: false, code: "table_finished" });
  });

  it("starts a play-with-bots table with one computer player as soon as someone joins", () => {
    const s0 = createMatch("T".repeat(22), clock, { ...DEFAULT_SETTINGS }, true);
    const s = ok(join(s0, { name: "Solo" }, "token-solo-abcdefghijkl", ctx())).state;
    expect(s.phase).toBe("playing");
    expect(s.seats.map((x) => x.bot)).toEqual([false, true]);
    expect(s.seats[1]!.plan.length).toBeGreaterThan(0);
  });
});

describe("host actions", () => {
  it("only the host changes settings, seats bots or starts, and only in the lobby", () => {
    const s = table(["Ann", "Bob"]);
    expect(applySettings(s, 1, { rounds: 1 }, clock)).toMatchObject({ ok: false, code: "not_host" });
    expect(addBot(s, 1, "hard")).toMatchObject({ ok: false, code: "not_host" });
    expect(start(s, 1, ctx())).toMatchObject({ ok: false, code: "not_host" });
    const changed = ok(applySettings(s, 0, { rounds: 5, timer: "quick" }, clock)).state;
    expect(changed.settings).toEqual({ ...DEFAULT_SETTINGS, rounds: 5, timer: "quick" });
    const withBot = ok(addBot(changed, 0, "hard")).state;
    expect(withBot.seats[2]).toMatchObject({ bot: true, level: "hard" });
    expect(ok(removeBot(withBot, 0, 2)).state.seats).toHaveLength(2);
    expect(removeBot(withBot, 0, 0)).toMatchObject({ ok: false, code: "no_such_seat" }); // not the host's own seat
    expect(removeBot(withBot, 0, 7)).toMatchObject({ ok: false, code: "no_such_seat" });
    expect(ok(removeBot(withBot, 0, 1)).state.seats.map((x) => x.seat)).toEqual([0, 2]); // a person too
    const playing = ok(start(changed, 0, ctx())).state;
    expect(applySettings(playing, 0, { rounds: 1 }, clock)).toMatchObject({ ok: false, code: "wrong_phase" });
  });

  it("needs two seats to start", () => {
    expect(start(table(["Ann"]), 0, ctx())).toMatchObject({ ok: false, code: "not_enough_players" });
  });

  it("starts sharing the empty list of rounds played, so the table writes nothing for it", () => {
    const lobby = table(["Ann", "Ben"]);
    expect(lobby.played).toEqual([]);
    expect(ok(start(lobby, 0, ctx())).state.played).toBe(lobby.played);
  });

  it("starts with a board, its deadline and each bot's plan inside the round", () => {
    const s = ok(start(table(["Ann"], 1), 0, ctx())).state;
    expect(s.phase).toBe("playing");
    expect(s.board).toHaveLength(16);
    expect(s.startsAt).toBe(clock + COUNTDOWN_MS);
    expect(s.endsAt).toBe(clock + COUNTDOWN_MS + ROUND_MS.normal);
    const plan = s.seats[1]!.plan;
    expect(plan.length).toBeGreaterThan(0);
    expect(plan.every((p) => p.at > s.startsAt! && p.at < s.endsAt!)).toBe(true);
  });
});

describe("entering words", () => {
  const s = started(["Ann", "Bob"]);
  const verdict = (state: MatchState, entry: Parameters<typeof enterWord>[2], seat = 0, now = clock) =>
    enterWord(state, seat, entry, now, dict).effects.find((e) => e.msg.type === "verdict")!.msg;

  it("accepts a word on the board with its path and points", () => {
    expect(verdict(s, word("TEAR "))).toEqual({ type: "verdict", word: "tear", ok: true, points: 1, path: [0, 1, 2, 3] });
    expect(verdict(s, { type: "word", path: [0, 1, 5] })).toMatchObject({ word: "ten", ok: true });
  });

  it("gives every reason", () => {
    const after = enterWord(s, 0, word("tear"), clock, dict).state;
    expect(verdict(s, word("te"))).toMatchObject({ ok: false, reason: "too_short" });
    expect(verdict(s, word("zebra"))).toMatchObject({ ok: false, reason: "not_on_board" });
    expect(verdict(s, word("tean"))).toMatchObject({ ok: false, reason: "not_a_word" });
    expect(verdict(after, word("tear"))).toMatchObject({ ok: false, reason: "already_found" });
    expect(verdict(s, word("te4r"))).toMatchObject({ ok: false, reason: "invalid" });
    expect(verdict(s, { type: "word", path: [0, 99] })).toMatchObject({ ok: false, reason: "invalid" });
    const done = ok(markDone(s, 0, clock)).state;
    expect(verdict(done, word("tear"))).toMatchObject({ ok: false, reason: "done" });
    expect(verdict(s, word("tear"), 0, s.endsAt!)).toMatchObject({ ok: false, reason: "not_playing" });
    expect(verdict(table(["Ann", "Bob"]), word("tear"))).toMatchObject({ ok: false, reason: "not_playing" });
  });

  it("tells everyone the counts, never the word, and changes nothing on a rejection that cannot be penalised", () => {
    const a = enterWord(s, 0, word("tear"), clock, dict);
    const toBob = messagesTo(a, 1);
    expect(toBob).toEqual([{ type: "counts", counts: { "0": 1, "1": 0 } }]);
    expect(JSON.stringify(toBob)).not.toContain("tear");
    const rejected = enterWord(s, 0, word("te"), clock, dict);
    expect(rejected.state).toBe(s);
    expect(messagesTo(rejected, 1)).toEqual([]);
    const penalisable = enterWord(s, 0, word("zzz"), clock, dict);
    expect(penalisable.state.seats[0]!.rejected).toEqual(["zzz"]);
    expect(messagesTo(penalisable, 1)).toEqual([]);
  });
});

/** Play a round to its end: each player's words, then the deadline passes. */
function playRound(s: MatchState, lists: Record<number, string[]>): Applied {
  for (const [seat, words] of Object.entries(lists)) {
    for (const w of words) s = enterWord(s, Number(seat), word(w), clock, dict).state;
  }
  return tick(s, ctx(s.endsAt!));
}

describe("rounds", () => {
  it("scores with cancellation and shows every list, the unfound words and the next start", () => {
    const end = playRound(started(["Ann", "Bob"]), { 0: ["tear", "lied", "pins"], 1: ["tear", "gold"] });
    const roundEnd = end.effects.find((e) => e.msg.type === "roundEnd")!.msg;
    if (roundEnd.type !== "roundEnd") throw new Error();
    expect(roundEnd.players[0]).toMatchObject({ score: 2, total: 2 });
    expect(roundEnd.players[0]!.words).toContainEqual({ word: "tear", points: 0, shared: true, path: [0, 1, 2, 3] });
    expect(roundEnd.players[1]).toMatchObject({ score: 1, total: 1 });
    expect(roundEnd.unfound.length).toBeGreaterThan(0);
    expect(roundEnd.unfound.map((u) => u.word)).not.toContain("tear");
    expect(roundEnd.unfound[0]!.word.length).toBeGreaterThanOrEqual(roundEnd.unfound.at(-1)!.word.length);
    // The round was shown 3 s after `clock` and ran its full three minutes; the pause is 25 s.
    expect(roundEnd.nextAt).toBe(clock + COUNTDOWN_MS + 180_000 + 25_000);
    expect(end.state.nextAt).toBe(clock + COUNTDOWN_MS + 180_000 + 25_000);
    expect(end.state.phase).toBe("review");
    expect(roundEnd.standings).toEqual([
      { seat: 0, name: "Ann", total: 2, rank: 1 },
      { seat: 1, name: "Bob", total: 1, rank: 2 },
    ]);
  });

  it("cancels a word a computer player also found", () => {
    const s = started(["Ann", "Bob"], 1);
    s.seats[2]!.plan = [{ word: "gold", path: [12, 8, 9, 10], at: clock + 5_000 }];
    const end = playRound(s, { 0: ["gold", "tear"] });
    const roundEnd = end.effects.find((e) => e.msg.type === "roundEnd")!.msg;
    if (roundEnd.type !== "roundEnd") throw new Error();
    expect(roundEnd.players[0]!.words.find((w) => w.word === "gold")).toMatchObject({ shared: true, points: 0 });
    expect(roundEnd.players[2]!.words).toEqual([{ word: "gold", points: 0, shared: true, path: [12, 8, 9, 10] }]);
  });

  it("lets computer players' entries come due one by one, and a second tick changes nothing", () => {
    const s = started(["Ann"], 1);
    s.seats[1]!.plan = [
      { word: "gold", path: [12, 8, 9, 10], at: clock + 10_000 },
      { word: "tear", path: [0, 1, 2, 3], at: clock + 20_000 },
    ];
    expect(nextWake(s)).toBe(clock + 10_000);
    const first = tick(s, ctx(clock + 15_000));
    expect(first.effects).toEqual([{ to: "all", msg: { type: "counts", counts: { "0": 0, "1": 1 } } }]);
    expect(nextWake(first.state)).toBe(clock + 20_000);
    const again = tick(first.state, ctx(clock + 15_000));
    expect(again.effects).toEqual([]);
    expect(again.state).toBe(first.state);
  });

  it("ends early when every person is done; computer players keep only what was due by then", () => {
    let s = started(["Ann", "Bob"], 1);
    s.seats[2]!.plan = [
      { word: "gold", path: [12, 8, 9, 10], at: clock - 1 }, // due, not yet entered by the alarm
      { word: "lid", path: [9, 6, 10], at: clock + 100_000 },
    ];
    s = ok(markDone(s, 0, clock)).state;
    expect(s.phase).toBe("playing");
    const end = ok(markDone(s, 1, clock));
    expect(end.state.phase).toBe("review");
    expect(end.state.seats[2]!.words.map((w) => w.word)).toEqual(["gold"]);
  });

  it("starts the next round when everyone is ready, or when the pause runs out", () => {
    const review = playRound(started(["Ann", "Bob"]), { 0: ["tear"] }).state;
    const oneReady = ok(markReady(review, 0, ctx()));
    expect(oneReady.state.phase).toBe("review");
    const both = ok(markReady(oneReady.state, 1, ctx()));
    expect(both.state).toMatchObject({ phase: "playing", round: 2 });
    expect(both.state.seats[0]!.words).toEqual([]);
    const timedOut = tick(review, ctx(review.nextAt!));
    expect(timedOut.state).toMatchObject({ phase: "playing", round: 2 });
    expect(tick(review, ctx(review.nextAt! - 1)).state).toBe(review);
  });

  it("finishes after the last round with shared places", () => {
    let s = ok(applySettings(table(["Ann", "Bob", "Cy"]), 0, { rounds: 1 }, clock)).state;
    s = useBoard(ok(start(s, 0, ctx())).state);
    const end = playRound(s, { 0: ["tear"], 1: ["gold"], 2: ["tear"] });
    expect(end.state.phase).toBe("finished");
    const matchEnd = end.effects.find((e) => e.msg.type === "matchEnd")!.msg;
    expect(matchEnd).toMatchObject({
      standings: [{ seat: 1, total: 1, rank: 1 }, { seat: 0, total: 0, rank: 2 }, { seat: 2, total: 0, rank: 2 }],
      winners: [1],
    });
    const tie = playRound(useBoard(ok(start(ok(applySettings(table(["Ann", "Bob"]), 0, { rounds: 1 }, clock)).state, 0, ctx())).state), {
      0: ["gold"], 1: ["tear"],
    });
    expect(tie.state.results).toMatchObject({ winners: [0, 1], standings: [{ rank: 1 }, { rank: 1 }] });
    expect(expiresAt(tie.state)).toBe(tie.state.results!.finishedAt + RESULTS_MS);
    const again = ok(playAgain(tie.state, 0)).state;
    expect(again).toMatchObject({ phase: "lobby", round: 0 });
    expect(again.seats.every((x) => x.total === 0)).toBe(true);
  });
});

describe("dropping out", () => {
  it("in the review of a round everyone ended with I'm done only tells the others", () => {
    let s = started(["Ann", "Bob"]);
    for (const seat of [0, 1]) s = ok(markDone(s, seat, clock)).state;
    expect(s.phase).toBe("review");
    const gone = ok(disconnect(s, 1, clock + 1));
    expect(gone.state).toMatchObject({ phase: "review", round: 1 });
    expect(gone.state.played).toHaveLength(1);
    expect(gone.effects).toEqual([{ to: "all", msg: { type: "presence", seat: 1, connected: false } }]);
  });
});

describe("Play again", () => {
  it("seats everyone afresh: nobody done, ready or sitting out, no points", () => {
    let s = ok(applySettings(table(["Ann", "Bob", "Cy"]), 0, { rounds: 1 }, clock)).state;
    s = useBoard(ok(start(s, 0, ctx())).state);
    s = enterWord(s, 0, word("lied"), clock, dict).state;
    for (const seat of [0, 1, 2]) s = ok(markDone(s, seat, clock)).state;
    expect(s.phase).toBe("finished");
    s.seats[2]!.sittingOut = true; // as after a tie-break Cy had no part in
    const lobby = ok(playAgain(s, 0)).state;
    expect(lobby.seats.map((x) => [x.done, x.ready, x.sittingOut, x.total, x.words, x.rejected, x.plan])).toEqual(
      [0, 1, 2].map(() => [false, false, false, 0, [], [], []]),
    );
  });
});

describe("leaving", () => {
  it("hands a seat in a game of three to a computer player and places the leaver last", () => {
    let s = ok(applySettings(table(["Ann", "Bob", "Cy"]), 0, { rounds: 1, bots: "easy" }, clock)).state;
    s = useBoard(ok(start(s, 0, ctx())).state);
    s = enterWord(s, 0, word("lied"), clock, dict).state;
    const left = ok(leave(s, 0, ctx()));
    expect(left.state.seats[0]).toMatchObject({ left: true, bot: true, level: "easy", token: null });
    expect(left.state.host).toBe(1);
    const end = playRound(left.state, { 1: ["tear"] });
    const standings = end.state.results!.standings;
    expect(standings.at(-1)).toMatchObject({ seat: 0, rank: 3 });
    // Whatever the computer player found for seat 0, the people share out the places.
    const total = (seat: number) => end.state.seats.find((x) => x.seat === seat)!.total;
    const best = Math.max(total(1), total(2));
    expect(end.state.results!.winners).toEqual([1, 2].filter((seat) => total(seat) === best));
  });

  it("forfeits a two-player game to the other player", () => {
    let s = started(["Ann", "Bob"]);
    s = enterWord(s, 0, word("lied"), clock, dict).state;
    const left = ok(leave(s, 0, ctx()));
    expect(left.state.phase).toBe("finished");
    expect(left.state.results!.winners).toEqual([1]);
    expect(left.effects.map((e) => e.msg.type)).toContain("matchEnd");
  });

  it("keeps the rounds played on the score sheet of a match forfeited in the review", () => {
    const review = playRound(started(["Ann", "Bob"]), { 0: ["tear", "gold"], 1: ["old"] }).state;
    expect(review.phase).toBe("review");
    const scores = review.seats.map((x) => x.scores);
    expect(scores.flat().some((n) => n > 0)).toBe(true);
    const left = ok(leave(review, 1, ctx()));
    expect(left.state.phase).toBe("finished");
    expect(left.state.results!.rounds.map((r) => r.scores)).toEqual(scores);
  });

  it("starts the next round when the one who leaves during the review was the last not ready", () => {
    const review = playRound(started(["Ann", "Bob", "Cy"]), { 0: ["tear"] }).state;
    expect(review.phase).toBe("review");
    const ready = ok(markReady(ok(markReady(review, 1, ctx())).state, 2, ctx())).state;
    expect(ready.phase).toBe("review");
    const left = ok(leave(ready, 0, ctx()));
    expect(left.state).toMatchObject({ phase: "playing", round: 2 });
    expect(left.state.seats[0]).toMatchObject({ left: true, bot: true });
    expect(left.views).toBe(true);
    // Someone else still not ready: leaving does not cut the pause short.
    const notYet = ok(leave(ok(markReady(review, 1, ctx())).state, 0, ctx())).state;
    expect(notYet.phase).toBe("review");
  });

  it("leaves a review alone when someone leaves it after everyone ended the round with I'm done", () => {
    let s = started(["Ann", "Bob", "Cy"]);
    for (const seat of [0, 1, 2]) s = ok(markDone(s, seat, clock)).state;
    expect(s).toMatchObject({ phase: "review", round: 1 });
    const left = ok(leave(s, 2, ctx()));
    expect(left.state).toMatchObject({ phase: "review", round: 1 });
    expect(left.state.played).toHaveLength(1);
    expect(left.effects.map((e) => e.msg.type)).not.toContain("roundEnd");
  });

  it("ends the round when the one who leaves was the last still playing", () => {
    let s = started(["Ann", "Bob", "Cy"]);
    s = ok(markDone(ok(markDone(s, 1, clock)).state, 2, clock)).state;
    const left = ok(leave(s, 0, ctx()));
    expect(left.state.phase).toBe("review");
    expect(left.effects.map((e) => e.msg.type)).toContain("roundEnd");
  });

  it("finishes the match once every person has left", () => {
    // Two people and two computer players: nobody's leaving forfeits (three seats remain).
    let s = started(["Ann", "Bob"], 2);
    s = ok(leave(s, 0, ctx())).state;
    expect(s.phase).toBe("playing");
    const last = ok(leave(s, 1, ctx(clock + 7)));
    expect(last.state.phase).toBe("finished");
    expect(last.state.results).toMatchObject({ finishedAt: clock + 7 });
    expect(last.state.host).toBeNull();
    expect(last.effects.map((e) => e.msg.type)).toContain("matchEnd");
    expect(nextWake(last.state)).toBeNull();
  });

  it("passes the host role to a connected person, never to a disconnected one", () => {
    // In the lobby: Bob (next in seat order) is away, Cy is here.
    let lobby = table(["Ann", "Bob", "Cy"]);
    lobby = ok(disconnect(lobby, 1, clock)).state;
    expect(ok(leave(lobby, 0, ctx())).state.host).toBe(2);
    // During a match, the same.
    let s = started(["Ann", "Bob", "Cy", "Dee"]);
    s = ok(disconnect(s, 1, clock)).state;
    s = ok(disconnect(s, 2, clock)).state;
    expect(ok(leave(s, 0, ctx())).state.host).toBe(3);
    // Computer players never host.
    const withBot = ok(leave(started(["Ann", "Bob"], 1), 0, ctx())).state;
    expect(withBot.host).toBe(1);
  });

  it("frees the seat in the lobby and passes the host on", () => {
    const s = ok(leave(table(["Ann", "Bob"]), 0, ctx())).state;
    expect(s.seats.map((x) => x.name)).toEqual(["Bob"]);
    expect(s.host).toBe(1);
    expect(join(s, { token: "token-0-abcdefghijklmnop", name: "Ann" }, "x".repeat(22), ctx())).toMatchObject({ ok: false });
  });
});

describe("clean-up", () => {
  it("expires a table nobody is connected to after half an hour", () => {
    let s = table(["Ann"]);
    expect(expiresAt(s)).toBeNull();
    s = ok(disconnect(s, 0, clock + 5)).state;
    expect(expiresAt(s)).toBe(clock + 5 + ABANDON_MS);
  });
});
