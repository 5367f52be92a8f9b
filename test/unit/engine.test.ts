/**
 * The checker (src/game/rules.ts) and the solver (src/dict/solver.ts) are written
 * independently; on random real-dice boards with the real dictionary they must agree.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { numRuns } from "./fast-check-seed.ts";
import { ensureDefaultDictionary } from "../../dict/ensure.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { neighbours, shakeBoard, type BoardSize } from "../../src/game/board.ts";
import { seededRng } from "../../src/game/random.ts";
import { checkPath, checkWord, defaultMinLength, defaultTable, type CheckContext } from "../../src/game/rules.ts";

let dawg: Dawg;
beforeAll(async () => {
  dawg = Dawg.load(readFileSync(await ensureDefaultDictionary()));
}, 300_000);

const sizes = fc.constantFrom<BoardSize>(4, 5, 6);

function context(size: BoardSize, cells: readonly string[]): CheckContext {
  return { board: { size, cells }, lexicon: dawg, minLength: defaultMinLength(size), table: defaultTable(size), found: new Set() };
}

// Skipped under `npm run mutate`: the whole default dictionary through instrumented code (see docs/testing.md).
describe.skipIf(process.env.BAFFLE_MUTATION === "1")("solver and checker agree", () => {
  it("every word the solver returns is accepted with that path", () => {
    fc.assert(
      fc.property(fc.integer(), sizes, (seed, size) => {
        const board = shakeBoard(size, seededRng(seed));
        const ctx = context(size, board.cells);
        for (const { word, path } of solveBoard(dawg, board.cells, ctx.minLength)) {
          expect(checkWord(word, ctx, path)).toMatchObject({ ok: true, word, path });
          expect(checkPath(path, ctx)).toMatchObject({ ok: true, word });
        }
      }),
      { numRuns: numRuns(60) },
    );
  });

  it("every entry the checker accepts is in the solver's list", () => {
    let totalAccepted = 0;
    fc.assert(
      fc.property(fc.integer(), sizes, fc.array(fc.array(fc.nat(), { minLength: 3, maxLength: 9 }), { minLength: 200, maxLength: 200 }), (seed, size, walks) => {
        const board = shakeBoard(size, seededRng(seed));
        const ctx = context(size, board.cells);
        const solved = new Set(solveBoard(dawg, board.cells, ctx.minLength).map((s) => s.word));
        const adj = neighbours(size);
        let accepted = 0;
        for (const steps of walks) {
          // A random self-avoiding walk: the letters a player might really drag.
          const path = [steps[0]! % board.cells.length];
          for (const s of steps.slice(1)) {
            const options = adj[path[path.length - 1]!]!.filter((c) => !path.includes(c));
            if (!options.length) break;
            path.push(options[s % options.length]!);
          }
          for (let k = 1; k <= path.length; k++) {
            const v = checkPath(path.slice(0, k), ctx);
            if (v.ok) { accepted++; expect(solved.has(v.word)).toBe(true); }
            const typed = checkWord(path.slice(0, k).map((c) => board.cells[c]).join(""), ctx);
            if (typed.ok) expect(solved.has(typed.word)).toBe(true);
          }
        }
        totalAccepted += accepted;
      }),
      { numRuns: numRuns(40) },
    );
    // The walks must really reach words, or the property above says nothing.
    expect(totalAccepted).toBeGreaterThan(40);
  });
});
