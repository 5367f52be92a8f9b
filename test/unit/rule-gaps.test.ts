/**
 * Rules whose breakage a mutation run showed no test would notice: who a round's and a
 * match's end are sent to, time passing over a lobby or a finished match, when a
 * called-off or emptied ranked table expires, a ranked arrival that starts nothing,
 * keeping every round's lists, an entry as long as the whole board, the order of
 * players who left, and which waiters matching groups together.
 */
import { describe, expect, it } from "vitest";
import type { Board } from "../../src/game/board.ts";
import { ABANDON_MS, disconnect, join, type Applied, type GameDictionary, type MatchContext, type Outcome } from "../../src/game/match.ts";
import {
  arrive, createRankedMatch, keepRoundLists, leaveBeforeStart, RANKED_START_MS, startDeadline,
} from "../../src/game/ranked.ts";
import { endRound, expiresAt, finishMatch, startRound, tick } from "../../src/game/rounds.ts";
import { seededRng } from "../../src/game/random.ts";
import { checkWord, type CheckContext } from "../../src/game/rules.ts";
import { rankStandings } from "../../src/game/standings.ts";
import { matchStep, type Waiter } from "../../src/lobby/matching.ts";
import { ctx, endWith, NOW, started, table } from "./house-rules-helpers.ts";

const noWords: GameDictionary = { has: () => false, levelOf: () => 10, solve: () => [] };
const T0 = 1_000_000;
const rctx = (now: number): MatchContext => ({ now, rng: seededRng(7), dict: noWords });
const matched = ["Ann", "Bob", "Cy"].map((name, i) => ({ playerId: `player-${i}`, name, token: `token-${i}-abcdefghijklmnop` }));

function ok(out: Outcome): Applied {
  if (!out.ok) throw new Error(`refused: ${out.code}`);
  return out;
}

describe("the end of a round and of a match", () => {
  it("sends the round's review to everyone", () => {
    const end = endWith(started(["Ann", "Bob"], { rounds: 3 }), { 0: ["tens"], 1: ["old"] });
    const roundEnds = end.effects.filter((e) => e.msg.type === "roundEnd");
    expect(roundEnds).toHaveLength(1);
    expect(roundEnds[0]!.to).toBe("all");
  });

  it("sends the match's results to everyone", () => {
    const s = started(["Ann", "Bob"]);
    const effects = finishMatch(s, NOW + 5_000, "forfeit");
    expect(effects).toHaveLength(1);
    expect(effects[0]!.to).toBe("all");
    expect(effects[0]!.msg.type).toBe("matchEnd");
  });
});

describe("time passing", () => {
  it("changes nothing in a lobby", () => {
    const s = table(["Ann", "Bob"]);
    expect(s.nextAt).toBeNull();
    const out = tick(s, ctx(NOW + 10 * 60 * 60_000));
    expect(out.state).toBe(s);
    expect(out.effects).toEqual([]);
    expect(out.views).toBe(false);
    expect(s.phase).toBe("lobby");
  });

  it("changes nothing in a finished match", () => {
    const s = started(["Ann", "Bob"]);
    finishMatch(s, NOW + 1_000);
    expect(s.phase).toBe("finished");
    const out = tick(s, ctx(NOW + 10 * 60 * 60_000));
    expect(out.state).toBe(s);
    expect(out.effects).toEqual([]);
    expect(out.state.phase).toBe("finished");
  });
});

describe("when a ranked table expires", () => {
  it("a called-off match (finished, no results) does not throw", () => {
    let m = createRankedMatch("t1", T0, matched);
    m = ok(arrive(m, 1, rctx(T0))).state;
    m = ok(startDeadline(m, rctx(T0 + RANKED_START_MS))).state;
    expect(m.phase).toBe("finished");
    expect(m.results).toBeNull();
    const at = expiresAt(m);
    expect(at).toBe(m.idleSince === null ? null : m.idleSince + ABANDON_MS);
  });

  it("a lobby everyone joined and then left is deleted once it is called off", () => {
    let two = createRankedMatch("t2", T0, matched);
    for (const i of [0, 1]) {
      two = ok(join(two, { name: "x", token: two.seats[i]!.token! }, "unused", rctx(T0))).state;
      two = ok(arrive(two, i, rctx(T0))).state;
    }
    expect(two.idleSince).toBeNull();
    two = ok(leaveBeforeStart(two, 0, rctx(T0 + 1))).state;
    expect(two.idleSince).toBeNull(); // Bob is still here
    two = ok(leaveBeforeStart(two, 1, rctx(T0 + 2))).state;
    expect(two.phase).toBe("lobby");
    expect(two.idleSince).toBe(T0 + 2);
    expect(expiresAt(two)).toBeGreaterThan(two.ranked!.startBy); // the deadline still comes first
    const off = ok(startDeadline(two, rctx(T0 + RANKED_START_MS))).state;
    expect(off.ranked!.cancelled).toBe(true);
    expect(expiresAt(off)).toBe(T0 + 2 + ABANDON_MS);
  });

  it("a called-off match whose one arrival is still connected expires once they go", () => {
    let m = createRankedMatch("t1", T0, matched.slice(0, 2));
    m = ok(join(m, { name: "x", token: m.seats[0]!.token! }, "unused", rctx(T0))).state;
    m = ok(arrive(m, 0, rctx(T0))).state;
    m = ok(startDeadline(m, rctx(T0 + RANKED_START_MS))).state;
    expect(m.ranked!.cancelled).toBe(true);
    expect(expiresAt(m)).toBeNull();
    m = ok(disconnect(m, 0, T0 + RANKED_START_MS + 5)).state;
    expect(expiresAt(m)).toBe(T0 + RANKED_START_MS + 5 + ABANDON_MS);
  });
});

describe("a ranked arrival or leaving that does not start the match", () => {
  it("has no effects", () => {
    const m = createRankedMatch("t1", T0, matched.slice(0, 2));
    const first = ok(arrive(m, 0, rctx(T0)));
    expect(first.state.phase).toBe("lobby");
    expect(first.effects).toEqual([]);
    const three = createRankedMatch("t2", T0, matched);
    const gone = ok(leaveBeforeStart(three, 2, rctx(T0)));
    expect(gone.state.phase).toBe("lobby");
    expect(gone.effects).toEqual([]);
  });
});

describe("keeping a ranked match's round lists", () => {
  it("keeps each round once, every round", () => {
    let m = createRankedMatch("t1", T0, matched);
    for (const i of [0, 1, 2]) m = ok(arrive(m, i, rctx(T0))).state;
    expect(m.phase).toBe("playing");
    const first = endRound(m, T0 + 1_000);
    keepRoundLists(m, first);
    startRound(m, rctx(T0 + 2_000));
    expect(m.phase).toBe("playing");
    const second = endRound(m, T0 + 3_000);
    keepRoundLists(m, second);
    keepRoundLists(m, first); // sent again, as a rejoin in review does
    expect(m.ranked!.roundLists.map((r) => r.round)).toEqual([1, 2]);
  });
});

describe("an entry as long as the whole board", () => {
  // a b c d
  // e f g h
  // i j k l
  // m n o p
  const board: Board = { size: 4, cells: "abcdefghijklmnop".split("") };
  const snake = "abcdhgfeijklponm";
  const check = (lexicon: string[]): CheckContext => ({ board, lexicon: new Set(lexicon), minLength: 3, table: "classic", found: new Set() });

  it("is looked up: not on the board, so penalised, not invalid", () => {
    expect(checkWord("abcdefghijklmnop", check([]))).toMatchObject({ ok: false, reason: "not_on_board" });
  });

  it("counts if it traces the whole board and is a word", () => {
    const v = checkWord(snake, check([snake]));
    expect(v.ok).toBe(true);
    expect(v.ok && v.path).toEqual([0, 1, 2, 3, 7, 6, 5, 4, 8, 9, 10, 11, 15, 14, 13, 12]);
  });

  it("is invalid one letter longer", () => {
    expect(checkWord(snake + "a", check([snake + "a"]))).toMatchObject({ ok: false, reason: "invalid" });
  });
});

describe("players who left", () => {
  it("are ranked among themselves by total, after everyone who stayed", () => {
    const { standings, winners } = rankStandings([
      { seat: 0, name: "Ann", total: 5 },
      { seat: 1, name: "Bob", total: 3, left: true },
      { seat: 2, name: "Cy", total: 7, left: true },
    ]);
    expect(standings.map((s) => [s.seat, s.rank])).toEqual([[0, 1], [2, 2], [1, 3]]);
    expect(winners).toEqual([0]);
  });
});

describe("matching", () => {
  const w = (playerId: string, rating: number, since: number): Waiter => ({ playerId, rating, since });
  const ids = (groups: Waiter[][]) => groups.map((g) => g.map((x) => x.playerId).sort());

  it("groups the nearest ratings, not the earliest queued", () => {
    const queue = [w("A", 1500, 0), w("B", 1600, 1), w("C", 1510, 2), w("D", 1520, 3), w("E", 1530, 4)];
    const { groups, waiting } = matchStep(queue, 4);
    expect(ids(groups)).toEqual([["A", "C", "D", "E"]]);
    expect(waiting.map((x) => x.playerId)).toEqual(["B"]);
  });

  it("among equal ratings, groups the longest-waiting", () => {
    const all = { A: 0, B: 1, C: 2, D: 3, E: 4 };
    const queue = (["B", "E", "A", "C", "D"] as const).map((id) => w(id, 1500, all[id]));
    const { groups, waiting } = matchStep(queue, 10);
    expect(ids(groups)).toEqual([["A", "B", "C", "D"]]);
    expect(waiting.map((x) => x.playerId)).toEqual(["E"]);
  });
});
