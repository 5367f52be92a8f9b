/**
 * House words: a word the dictionary refused but that traced is kept as disputed; the
 * people seated vote on it (computer players abstain, a majority of the people seated
 * carries it, one person alone decides alone); a carried word counts for everyone who
 * entered it in every round, unpenalised, and the notice gives every total before and
 * after; the reverse strikes a dictionary word; never at a ranked table.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  asPlayed, castBallot, MAX_HOUSE_WORDS, mayOpen, openVote, roundsWith, tally, VOTE_MS, withCarried, withHouseWords, withoutWord,
} from "../../src/game/house-words.ts";
import { castVote, closeVote, proposeWord, removeHouseWord, voteDeadline } from "../../src/game/house-vote.ts";
import { addBot, applied, draft, endRound, enterWord, nextWake, start, tick, type MatchState } from "../../src/game/match.ts";
import { createRankedMatch } from "../../src/game/ranked.ts";
import { ctx, dict, messagesOf, nextRound, NOW, ok, started, table, useBoard } from "./house-rules-helpers.ts";
import { numRuns } from "./fast-check-seed.ts";

// On the helpers' board (p a r i / t e n s / o l d m / a y e s) "dens" and "pare" trace
// but are not in the test dictionary; "tens" and "pear" are.
const type = (s: MatchState, seat: number, word: string, now = NOW) => enterWord(s, seat, { type: "word", word }, now, dict);
const endNow = (s: MatchState) => { const next = draft(s); return applied(next, endRound(next, NOW)); };

describe("the tally", () => {
  it("carries with more than half of the people seated, fails once that cannot happen, and times out", () => {
    const v = openVote("dens", "accept", 0, NOW);
    expect(tally(v, [0], NOW)).toBe("carried"); // alone at a table with bots: decides alone
    expect(tally(v, [0, 1], NOW)).toBe("open"); // one of two is not a majority
    expect(tally(castBallot(v, 1, true), [0, 1], NOW)).toBe("carried");
    expect(tally(castBallot(v, 1, false), [0, 1], NOW)).toBe("failed");
    expect(tally(castBallot(v, 1, false), [0, 1, 2], NOW)).toBe("open");
    expect(tally(castBallot(castBallot(v, 1, false), 2, false), [0, 1, 2], NOW)).toBe("failed");
    expect(tally(v, [0, 1], NOW + VOTE_MS - 1)).toBe("open");
    expect(tally(v, [0, 1], NOW + VOTE_MS)).toBe("failed");
  });

  it("counts only the ballots of people still seated, and a second ballot replaces the first", () => {
    const v = castBallot(castBallot(openVote("dens", "accept", 0, NOW), 1, true), 1, false);
    expect(v.yes).toEqual([0]);
    expect(v.no).toEqual([1]);
    // Seat 1 left: its no no longer counts and the opener alone is a majority.
    expect(tally(v, [0], NOW)).toBe("carried");
  });

  it("takes a no back when the same person then says yes", () => {
    const v = castBallot(castBallot(openVote("dens", "accept", 0, NOW), 1, false), 1, true);
    expect(v.yes).toEqual([0, 1]);
    expect(v.no).toEqual([]);
    expect(tally(v, [0, 1], NOW)).toBe("carried");
  });

  it("never carries without a strict majority of yes among the seated (property)", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.tuple(fc.nat(7), fc.boolean())), (n, ballots) => {
      const voters = Array.from({ length: n }, (_, i) => i);
      let v = openVote("dens", "accept", 0, NOW);
      for (const [seat, yes] of ballots) v = castBallot(v, seat, yes);
      const yes = v.yes.filter((s) => s < n).length;
      const no = v.no.filter((s) => s < n).length;
      const result = tally(v, voters, NOW);
      expect(result === "carried").toBe(2 * yes > n);
      if (result === "failed") expect(2 * no).toBeGreaterThanOrEqual(n);
    }), { numRuns: numRuns(300) });
  });
});

describe("what a vote may be opened on, and the list it leaves", () => {
  const rounds = [
    { round: 1, players: [{ seat: 0, words: ["tens"], rejected: ["dens", "zzz"], disputed: ["dens"] }, { seat: 1, words: [], rejected: [] }] },
    { round: 2, players: [{ seat: 0, words: [], rejected: ["zzz"], disputed: [] }, { seat: 1, words: ["pear"], rejected: ["pare"], disputed: ["pare"] }] },
    { round: 3, players: [{ seat: 1, words: ["tens"], rejected: ["dens"], disputed: ["dens"] }] },
  ];
  const words = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

  it("takes a disputed word to accept and an entered word to strike, until the table keeps 200 of that kind", () => {
    const none = { accepted: [], struck: [] };
    expect(mayOpen("dens", "accept", rounds, none, null)).toBeNull();
    expect(mayOpen("pear", "strike", rounds, none, null)).toBeNull();
    expect(mayOpen("dens", "accept", rounds, { accepted: words(MAX_HOUSE_WORDS - 1, "a"), struck: words(MAX_HOUSE_WORDS, "s") }, null)).toBeNull();
    expect(mayOpen("dens", "accept", rounds, { accepted: words(MAX_HOUSE_WORDS, "a"), struck: [] }, null)).toBe("too_many");
    expect(mayOpen("pear", "strike", rounds, { accepted: words(MAX_HOUSE_WORDS, "a"), struck: words(MAX_HOUSE_WORDS - 1, "s") }, null)).toBeNull();
    expect(mayOpen("pear", "strike", rounds, { accepted: [], struck: words(MAX_HOUSE_WORDS, "s") }, null)).toBe("too_many");
    expect(MAX_HOUSE_WORDS).toBe(200);
  });

  it("refuses a second vote, a word already the table's, an undisputed word and a word nobody entered", () => {
    expect(mayOpen("dens", "accept", rounds, { accepted: [], struck: [] }, openVote("pare", "accept", 1, NOW))).toBe("vote_open");
    expect(mayOpen("dens", "accept", rounds, { accepted: ["dens"], struck: [] }, null)).toBe("already_house");
    expect(mayOpen("pear", "strike", rounds, { accepted: [], struck: ["pear"] }, null)).toBe("already_house");
    // Refused but not disputed (it did not trace), or accepted by the dictionary: nothing to accept.
    expect(mayOpen("zzz", "accept", rounds, { accepted: [], struck: [] }, null)).toBe("not_disputed");
    expect(mayOpen("tens", "accept", rounds, { accepted: [], struck: [] }, null)).toBe("not_disputed");
    // Only disputed, never taken by the dictionary: nothing to strike.
    expect(mayOpen("dens", "strike", rounds, { accepted: [], struck: [] }, null)).toBe("not_found");
  });

  it("names the rounds in which someone entered the word, taken or disputed, in order", () => {
    expect(roundsWith("dens", rounds)).toEqual([1, 3]);
    expect(roundsWith("tens", rounds)).toEqual([1, 3]);
    expect(roundsWith("pare", rounds)).toEqual([2]);
    expect(roundsWith("zzz", rounds)).toEqual([]); // refused without tracing: not the table's to rule on
    expect(roundsWith("gone", [{ round: 4, players: [{ seat: 0, words: [], rejected: ["gone"] }] }])).toEqual([]);
  });

  it("removes a word from either list and leaves every other word, and the list given, as they were", () => {
    const house = { accepted: ["dens", "pare"], struck: ["pear", "tens"] };
    expect(withoutWord(house, "dens")).toEqual({ accepted: ["pare"], struck: ["pear", "tens"] });
    expect(withoutWord(house, "tens")).toEqual({ accepted: ["dens", "pare"], struck: ["pear"] });
    expect(withoutWord(house, "none")).toEqual(house);
    expect(house).toEqual({ accepted: ["dens", "pare"], struck: ["pear", "tens"] });
    // A carried vote moves a word from one list to the other, once.
    expect(withCarried(house, openVote("pear", "accept", 0, NOW))).toEqual({ accepted: ["dens", "pare", "pear"], struck: ["tens"] });
    expect(withCarried(house, openVote("dens", "strike", 0, NOW))).toEqual({ accepted: ["pare"], struck: ["pear", "tens", "dens"] });
  });
});

describe("a round's entries under the house words", () => {
  const kept = { seat: 0, words: ["tens", "pear"], rejected: ["dens", "zzz"], disputed: ["dens"] };
  it("an accepted word counts and is no longer penalised; a struck one scores nothing and costs nothing", () => {
    expect(asPlayed(kept, { accepted: ["dens"], struck: [] })).toEqual({ ...kept, words: ["tens", "pear", "dens"], rejected: ["zzz"] });
    expect(asPlayed(kept, { accepted: [], struck: ["pear"] })).toEqual({ ...kept, words: ["tens"], rejected: ["dens", "zzz"] });
  });
  it("the table's dictionary takes its accepted words and refuses its struck ones", () => {
    const lex = withHouseWords(dict, { accepted: ["dens"], struck: ["pear"] });
    expect(["dens", "pear", "tens", "zzz"].map((w) => lex.has(w))).toEqual([true, false, true, false]);
  });
});

describe("a vote at a table", () => {
  /** Ann and Ben, penalty 1, three rounds: Ann enters "dens" in round 1, Ben in round 2. */
  function twoRounds(): MatchState {
    let s = started(["Ann", "Ben"], { rounds: 3, penalty: 1 });
    s = type(s, 0, "dens").state;
    s = type(s, 0, "tens").state;
    s = type(s, 1, "pear").state;
    s = endNow(s).state;
    s = nextRound(s);
    s = type(s, 1, "dens").state;
    s = type(s, 1, "pare").state;
    return endNow(s).state;
  }

  it("keeps a refused word that traced as disputed, and only that kind", () => {
    const s = twoRounds();
    expect(s.played[0]!.players.map((p) => p.disputed ?? [])).toEqual([["dens"], []]);
    expect(s.played[1]!.players.map((p) => p.disputed ?? [])).toEqual([[], ["dens", "pare"]]);
  });

  it("carried by both people: scored for everyone who entered it in every round, with every total before and after", () => {
    let s = twoRounds();
    // Round 1: Ann tens 1, dens refused −1 → 0; Ben pear 1. Round 2: Ben dens −1, pare −1 → −2.
    expect(s.seats.map((x) => x.total)).toEqual([0, -1]);
    const opened = ok(proposeWord(s, 0, "dens", "accept", { widerList: true }, NOW + 10));
    expect(messagesOf(opened, "houseVote")[0]!.vote).toMatchObject({ word: "dens", yes: [0], voters: [0, 1], facts: { widerList: true } });
    expect(opened.state.seats.map((x) => x.total)).toEqual([0, -1]);
    expect(voteDeadline(opened.state)).toBe(NOW + 10 + VOTE_MS);
    const carried = ok(castVote(opened.state, 1, true, NOW + 20));
    s = carried.state;
    // Round 1: Ann tens + dens = 2; round 2: Ben dens 1, pare −1 = 0.
    expect(s.seats.map((x) => x.total)).toEqual([2, 1]);
    const [notice] = messagesOf(carried, "houseWord");
    expect(notice).toMatchObject({ word: "dens", kind: "accept", outcome: "carried", rounds: [1, 2] });
    expect(notice!.totals).toEqual([{ seat: 0, name: "Ann", from: 0, to: 2 }, { seat: 1, name: "Ben", from: -1, to: 1 }]);
    expect(notice!.text).toBe("Ann's table accepted dens: rounds 1, 2 rescored — Ann 0 → 2, Ben -1 → 1.");
    expect(messagesOf(carried, "roundEnd")[0]!.players.find((p) => p.seat === 1)!.words.map((w) => w.word)).toContain("dens");
    expect(s.house).toEqual({ accepted: ["dens"], struck: [] });
    // The next round takes it as a word at once.
    s = nextRound(s);
    expect(messagesOf(type(s, 0, "dens"), "verdict")[0]).toMatchObject({ ok: true, word: "dens", points: 1 });
  });

  it("fails when the other person says no, and changes nothing", () => {
    const s = twoRounds();
    const opened = ok(proposeWord(s, 1, "pare", "accept", {}, NOW));
    const failed = ok(castVote(opened.state, 0, false, NOW + 5));
    expect(failed.state.seats.map((x) => x.total)).toEqual([0, -1]);
    expect(failed.state.house).toBeUndefined();
    expect(messagesOf(failed, "houseWord")[0]).toMatchObject({ outcome: "failed", word: "pare" });
    expect(failed.state.vote).toBeNull();
  });

  it("times out without a majority, on the table's alarm", () => {
    const opened = ok(proposeWord(twoRounds(), 0, "dens", "accept", {}, NOW)).state;
    expect(nextWake(opened)).toBe(NOW + VOTE_MS);
    expect(opened.nextAt).toBeGreaterThanOrEqual(NOW + VOTE_MS); // the pause waits for the vote
    expect(tick(opened, ctx(NOW + VOTE_MS - 1)).state.vote).not.toBeNull();
    expect(ok(closeVote(opened, NOW + VOTE_MS - 1)).state.vote).not.toBeNull();
    const closed = tick(opened, ctx(NOW + VOTE_MS));
    expect(closed.state.vote).toBeNull();
    expect(messagesOf(closed, "houseWord")[0]!.outcome).toBe("failed");
  });

  it("one person alone with computer players decides alone; the computer players do not vote", () => {
    let s = useBoard(ok(start(ok(addBot(table(["Ann"], { rounds: 2 }), 0, "easy")).state, 0, ctx())).state);
    s = type(s, 0, "dens").state;
    s = endNow(s).state;
    const carried = ok(proposeWord(s, 0, "dens", "accept", {}, NOW));
    expect(carried.state.seats[0]!.total).toBe(1);
    const bot = carried.state.seats.find((x) => x.bot)!.seat;
    expect(castVote(s, bot, true, NOW)).toMatchObject({ ok: false, code: "no_such_seat" });
  });

  it("strikes a word the dictionary took, for everyone who entered it; the host can take it back", () => {
    let s = twoRounds();
    const opened = ok(proposeWord(s, 1, "tens", "strike", {}, NOW)).state;
    s = ok(castVote(opened, 0, true, NOW)).state;
    expect(s.seats.map((x) => x.total)).toEqual([-1, -1]);
    expect(removeHouseWord(s, 1, "tens", NOW)).toMatchObject({ ok: false, code: "not_host" });
    const back = ok(removeHouseWord(s, 0, "tens", NOW));
    expect(back.state.seats.map((x) => x.total)).toEqual([0, -1]);
    expect(messagesOf(back, "houseWord")[0]!.text).toBe("Ann's table took back tens: round 1 rescored — Ann -1 → 0, Ben -1.");
  });

  it("refuses what there is nothing to vote on, a second vote, votes during a round, and leaves the match as it was", () => {
    const s = twoRounds();
    expect(proposeWord(s, 0, "zzzz", "accept", {}, NOW)).toMatchObject({ ok: false, code: "not_disputed" });
    expect(proposeWord(s, 0, "tens", "accept", {}, NOW)).toMatchObject({ ok: false, code: "not_disputed" });
    expect(proposeWord(s, 0, "lend", "strike", {}, NOW)).toMatchObject({ ok: false, code: "word_not_played" });
    expect(castVote(s, 0, true, NOW)).toMatchObject({ ok: false, code: "no_vote" });
    const opened = ok(proposeWord(s, 0, "dens", "accept", {}, NOW)).state;
    expect(proposeWord(opened, 1, "pare", "accept", {}, NOW)).toMatchObject({ ok: false, code: "vote_open" });
    const playing = nextRound(ok(castVote(opened, 1, true, NOW)).state);
    expect(proposeWord(playing, 0, "pare", "accept", {}, NOW)).toMatchObject({ ok: false, code: "wrong_phase" });
  });

  it("never at a ranked table", () => {
    const seats = ["Ann", "Ben"].map((name, i) => ({ playerId: `p-${i}`, name, token: `token-${i}-abcdefghijklmnop` }));
    const ranked = createRankedMatch("t1", NOW, seats);
    ranked.phase = "review";
    expect(proposeWord(ranked, 0, "dens", "accept", {}, NOW)).toMatchObject({ ok: false, code: "ranked_table" });
    expect(removeHouseWord(ranked, 0, "dens", NOW)).toMatchObject({ ok: false, code: "ranked_table" });
  });
});
