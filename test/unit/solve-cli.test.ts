/**
 * `npm run solve -- --language L BOARD…`: each language's dictionary, boards written with
 * the language's own letters (ä, ñ) and q for the Qu die, one JSON line per board in the
 * order given, and exit code 2 with a reason for a bad language or board.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureLanguageDictionaries } from "../../dict/ensure.ts";
import { languageDawgPath } from "../../dict/languages.ts";
import { REPO_ROOT } from "../../dict/sources.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";

const tsx = resolve(REPO_ROOT, "node_modules/.bin/tsx");
const run = (...args: string[]) => spawnSync(tsx, ["dict/solve.ts", ...args], { cwd: REPO_ROOT, encoding: "utf8" });

beforeAll(() => void ensureLanguageDictionaries(), 300_000);

describe("npm run solve with --language", () => {
  it("solves German boards with ä and the Qu die, one JSON line each, as solveBoard does", () => {
    const boards = ["HÄUSMBREANTLKEIO", "qellabnemrzäöügt"];
    const r = run("--language", "de", ...boards);
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout.trim().split("\n").map((l) => JSON.parse(l) as { count: number; words: { word: string }[] });
    expect(lines).toHaveLength(2);
    const de = Dawg.load(readFileSync(languageDawgPath("de")));
    const cells = (b: string) => [...b.toLowerCase()].map((c) => (c === "q" ? "qu" : c));
    boards.forEach((b, i) => {
      const expected = solveBoard(de, cells(b), 3);
      expect(lines[i]!.count).toBe(expected.length);
      expect(lines[i]!.words).toEqual(expected);
    });
    expect(lines[0]!.words.map((w) => w.word)).toContain("häuser");
    expect(lines[1]!.words.map((w) => w.word)).toContain("quelle");
  }, 60_000);

  it("solves Spanish boards with ñ", () => {
    const r = run("--language", "es", "añoseltramicopez");
    expect(r.status, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { words: { word: string }[] }).words.map((w) => w.word)).toContain("año");
  }, 60_000);

  it("refuses an unknown language, a letter the language lacks and a board of the wrong size, with exit code 2", () => {
    for (const [args, why] of [
      [["--language", "xx", "añoseltramicopez"], /--language must be one of en, de, fr, es/],
      [["--language", "fr", "añoseltramicopez"], /board must be letters of fr only/],
      [["--language", "de", "häuser"], /board must have 16, 25 or 36 letters, got 6/],
      [["--language", "de"], /give at least one board/],
    ] as const) {
      const r = run(...args);
      expect(r.status, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(why);
      expect(r.stdout).toBe("");
    }
  }, 60_000);
});
