/**
 * The paced-solver rule at its edges (src/game/paced-solver.ts): each threshold is met
 * at its value, the best common words come in one order, a list is compared with as many
 * best words as it holds, a spike is measured against the rounds before it that had
 * words, and the record keeps exactly what the verdict reads. Written against the
 * mutants a targeted Stryker run left alive.
 */
import { describe, expect, it } from "vitest";
import { PACED_LIMITS as P, bestCommonWords, pacedVerdict, remember, roundMarks, roundSigns, type RoundMarks } from "../../src/game/paced-solver.ts";

const mark = (m: Partial<RoundMarks>): RoundMarks => ({ words: 10, points: 20, tracking: 0, long: 0, ...m });
/** A spike round over three plain rounds of 20 points: each field at its threshold. */
const spike = (m: Partial<RoundMarks> = {}): RoundMarks => mark({ points: P.spikeFactor * 20, long: P.spikeLong, tracking: P.spikeTracking, ...m });

describe("the paced-solver rule's edges", () => {
  it("counts a word of the common level as common, and orders the best by length, then commonness, then the alphabet", () => {
    const board = [
      { word: "stone", level: 20 }, { word: "tones", level: 10 }, { word: "notes", level: 10 },
      { word: "onset", level: P.commonLevel }, { word: "seton", level: P.commonLevel + 1 }, { word: "stones", level: 35 }, { word: "one", level: 10 },
    ];
    expect(bestCommonWords(board)).toEqual(["stones", "notes", "tones", "stone", "onset", "one"]);
    expect(bestCommonWords([...board].reverse())).toEqual(["stones", "notes", "tones", "stone", "onset", "one"]);
  });

  it("compares a list with as many best words as it holds: the short common words a person sees first do not track", () => {
    const board = Array.from({ length: 16 }, (_, i) => ({ word: "abcdefghijklmnop".slice(0, 3 + i), level: 10 }));
    const short = board.slice(0, 8).map((w) => w.word);
    expect(roundMarks(short, board, 30).tracking).toBe(0);
    expect(roundMarks(board.slice(8).map((w) => w.word), board, 90).tracking).toBe(1);
    expect(roundMarks([], board, 0)).toEqual({ words: 0, points: 0, tracking: 0, long: 0 });
  });

  it("counts a word of the long length as long", () => {
    const at = "a".repeat(P.longLetters);
    expect(roundMarks([at, at.slice(1)], [], 5).long).toBe(1);
  });

  it("signs a round at each threshold's value, and not just below it", () => {
    expect(roundSigns([mark({ tracking: P.tracking })])).toEqual(["best_common"]);
    expect(roundSigns([mark({ tracking: P.tracking - 0.01 })])).toEqual([]);
    const plain = [mark({}), mark({}), mark({})];
    expect(roundSigns([...plain, spike()])).toEqual(["spike"]);
    expect(roundSigns([...plain, spike({ points: P.spikeFactor * 20 - 1 })])).toEqual([]);
    expect(roundSigns([...plain, spike({ long: P.spikeLong - 1 })])).toEqual([]);
    expect(roundSigns([...plain, spike({ tracking: P.spikeTracking - 0.01 })])).toEqual([]);
    // Too little history: two rounds before it, or three of which one had no word.
    expect(roundSigns([mark({}), mark({}), spike()])).toEqual([]);
    expect(roundSigns([mark({}), mark({ words: 0, points: 0 }), mark({}), spike()])).toEqual([]);
  });

  it("measures a spike against the rounds before it, not against itself or the empty ones", () => {
    // Rounds of 0 words (0 points) would pull the median down to make a spike of a plain round.
    const empty = mark({ words: 0, points: 0 });
    const sparse = [mark({ points: 40 }), empty, empty, empty, mark({ points: 40 }), mark({ points: 40 })];
    expect(roundSigns([...sparse, spike({ points: 90 })])).toEqual([]);
    // Three rounds before it are enough; two are not, even counting the round itself.
    expect(roundSigns([mark({ points: 10 }), mark({ points: 10 }), mark({ points: 10 }), spike({ points: 100 })])).toEqual(["spike"]);
  });

  it("measures a spike against the median of the rounds before it, an even number of them in any order", () => {
    const history = [10, 100, 20, 30].map((points) => mark({ points })); // median 25
    expect(roundSigns([...history, spike({ points: P.spikeFactor * 25 })])).toEqual(["spike"]);
    expect(roundSigns([...history, spike({ points: P.spikeFactor * 25 - 1 })])).toEqual([]);
  });

  it("remembers exactly the rounds the verdict reads", () => {
    let marks: RoundMarks[] = [];
    for (let i = 0; i < 20; i++) marks = remember(marks, mark({ points: i }));
    expect(marks.map((m) => m.points)).toEqual(Array.from({ length: P.window + P.spikeHistory + 2 }, (_, i) => 20 - (P.window + P.spikeHistory + 2) + i));
  });

  it("gives no reasons for a player it does not flag", () => {
    const verdict = pacedVerdict([mark({ tracking: 1 }), mark({})]);
    expect(verdict).toEqual({ flagged: false, score: 1 / P.need, reasons: [] });
  });
});
