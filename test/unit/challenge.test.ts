import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numRuns } from "./fast-check-seed.ts";
import { challengeFrom, MAX_NAME, MAX_THEIRS, playBoardLink } from "../../client/solo/challenge.ts";
import { boardCode } from "../../src/game/board-code.ts";
import { shakeBoard } from "../../src/game/board.ts";
import { seededRng } from "../../src/game/random.ts";

const search = (link: string) => link.slice(link.indexOf("?"));

describe("play-this-board links", () => {
  it("carry the exact board and every original score, whatever the names", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(4 as const, 5 as const, 6 as const),
        fc.array(fc.record({ name: fc.string({ minLength: 1, maxLength: MAX_NAME }).filter((s) => s.trim() === s && s.length > 0), score: fc.integer({ min: -999, max: 9999 }) }), { maxLength: MAX_THEIRS }),
        (seed, size, theirs) => {
          const board = shakeBoard(size, seededRng(seed));
          const link = playBoardLink(board, theirs);
          expect(link.startsWith("/practice?board=")).toBe(true);
          expect(challengeFrom(search(link))).toEqual({ board: { size, cells: [...board.cells] }, language: "en", code: boardCode(board), theirs });
        },
      ),
      { numRuns: numRuns(200) },
    );
  });

  it("keep names with colons and ampersands, bound what a hand-made link can hold", () => {
    const board = shakeBoard(4, seededRng(1));
    const c = challengeFrom(search(playBoardLink(board, [{ name: "A:B & C", score: 7 }])));
    expect(c && "theirs" in c && c.theirs).toEqual([{ name: "A:B & C", score: 7 }]);
    const many = `?board=${boardCode(board)}` + "&p=x:1".repeat(20) + `&p=${"n".repeat(100)}:3&p=nope&p=:4&p=big:1234567`;
    const read = challengeFrom(many);
    expect(read && "theirs" in read && read.theirs).toHaveLength(MAX_THEIRS);
    const odd = challengeFrom(`?board=${boardCode(board)}&p=${"n".repeat(100)}:3&p=nope&p=:4&p=big:1234567`);
    expect(odd && "theirs" in odd && odd.theirs).toEqual([{ name: "n".repeat(MAX_NAME), score: 3 }]);
  });

  it("say why a bad code is refused and ignore addresses without one", () => {
    expect(challengeFrom("")).toBeNull();
    expect(challengeFrom("?p=Ann:3")).toBeNull();
    expect(challengeFrom("?board=4" + "E".repeat(16))).toEqual({ refused: "dice" });
    expect(challengeFrom("?board=9ABC")).toEqual({ refused: "size" });
    // A crafted link whose code is itself a link with a broken escape (issue 27).
    expect(challengeFrom("?board=%3Fboard%3D%25")).toEqual({ refused: "size" });
    expect(challengeFrom("?board=%")).toEqual({ refused: "size" });
  });
});
