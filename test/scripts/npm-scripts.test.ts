/**
 * The npm scripts an operator runs offline, each through `npm run` as package.json spells
 * it, so a change that breaks one fails `npm test` rather than an operator later: `solve`
 * in every language, `play` (a casual match and a ranked one against a local server), and
 * the dictionary tools that check rather than rebuild (`dict:dice`, `dict:levels`,
 * `dict:coverage`, and `dict` on a word list of our own into a folder of our own). The
 * bench is test/scripts/bench-smoke.test.ts. Not run: `start` and `dev:client` (servers
 * that run until stopped; every test that starts `wrangler dev` goes the same way as
 * `start`), `test`, `typecheck` and `build:client` (what `npm test` itself runs), `deploy`
 * (needs Cloudflare; test/unit/deploy.test.ts drives it against a stand-in wrangler),
 * `mutate` (hours), `seed:local` (writes the checkout's own local storage), and the full
 * rebuilds `dict`, `dict:proper`, `dict:lang`, `dict:defs` (dict/ensure.ts runs the same
 * builds whenever their inputs change, and they would rewrite the files other tests read).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definedWords } from "../../dict/definitions-coverage.ts";
import { ensureDefaultDictionary } from "../../dict/ensure.ts";
import { languageDawgPath } from "../../dict/languages.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { shakeBoard } from "../../src/game/board.ts";
import { seededRng } from "../../src/game/random.ts";
import { LANGUAGES } from "../../src/protocol.ts";
import { startLocalServer, type LocalServer } from "../local-server.ts";
import { endAll, npmRun } from "./run.ts";

const scratch = mkdtempSync(join(tmpdir(), "baffle-npm-scripts-"));
afterAll(() => {
  endAll();
  rmSync(scratch, { recursive: true, force: true });
});

describe.concurrent("npm scripts, side by side", () => {
  describe("npm run solve", () => {
    it.each(LANGUAGES)("solves a board of %s's dice with its dictionary, as solveBoard does", async (language) => {
      const cells = shakeBoard(4, seededRng(37), language).cells;
      const r = await npmRun("solve", ["--language", language, cells.map((c) => (c === "qu" ? "q" : c)).join("")]);
      expect(r.status, r.stderr).toBe(0);
      const solved = JSON.parse(r.stdout) as { count: number; words: { word: string }[] };
      const dawg = Dawg.load(readFileSync(language === "en" ? await ensureDefaultDictionary() : languageDawgPath(language)));
      const expected = solveBoard(dawg, cells, 3).map((w) => w.word);
      expect(expected.length).toBeGreaterThan(0);
      expect(solved.words.map((w) => w.word)).toEqual(expected);
      expect(solved.count).toBe(expected.length);
    });
  });

  describe("npm run play", () => {
    let server: LocalServer;
    beforeAll(async () => {
      server = await startLocalServer("npm-play");
    });
    afterAll(async () => {
    await server?.stop();
  });

    it("plays a casual match through the wire and finds the results route agrees", async () => {
      const r = await npmRun("play", ["--url", server.url, "--quiet"]);
      expect(r.status, r.stdout + r.stderr).toBe(0);
      expect(r.stdout).toMatch(/^play: OK — 1 round\(s\), 2 players \+ 1 normal bot, table /m);
    });

    it("plays a ranked match of four through the lobby, each profile showing it", async () => {
      // The identities it keeps go in a folder of the test's own, not the user's ~/.config.
      const r = await npmRun("play", ["--url", server.url, "--ranked", "--players", "4", "--quiet"], { XDG_CONFIG_HOME: scratch });
      expect(r.status, r.stdout + r.stderr).toBe(0);
      expect(JSON.parse(readFileSync(join(scratch, "baffle", "play-identities.json"), "utf8"))[server.url]).toHaveLength(4);
    });
  });

  describe("the dictionary tools", () => {
    it("dict:dice designs 16 dice of six faces for French", async () => {
      const r = await npmRun("dict:dice", ["fr", "4", "--boards", "2"]);
      expect(r.status, r.stderr).toBe(0);
      const dice = JSON.parse(r.stdout.trim().split("\n").at(-1)!) as string[];
      expect(dice).toHaveLength(16);
      for (const die of dice) expect([...die]).toHaveLength(6);
    });

    it("dict:levels chooses four rising level cut-offs for Spanish", async () => {
      const r = await npmRun("dict:levels", ["es", "--boards", "2"]);
      expect(r.status, r.stderr).toBe(0);
      const cutoffs = [...r.stdout.matchAll(/\{ rank: (\d+), level: (\d+) \}/g)].map((m) => [Number(m[1]), Number(m[2])]);
      expect(cutoffs.map(([, level]) => level)).toEqual([10, 20, 35, 50]);
      const ranks = cutoffs.map(([rank]) => rank!);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    });

    it("dict:coverage reports how many of the dictionary's words the built shards define", async () => {
      const r = await npmRun("dict:coverage");
      expect(r.status, r.stderr).toBe(0);
      const [, defined, words] = /^dictionary: (\d+) of (\d+) words defined/m.exec(r.stdout) ?? [];
      expect(Number(words)).toBe(Dawg.load(readFileSync(await ensureDefaultDictionary())).wordCount);
      expect(Number(defined)).toBe(definedWords().size);
    });

    it("dict builds a word list of our own into a folder of our own", async () => {
      const list = join(scratch, "words.txt");
      writeFileSync(list, "tear\nrate\nQUITE\ntear\n# a comment\n");
      const out = join(scratch, "built");
      const r = await npmRun("dict", ["--words", list, "--out", out]);
      expect(r.status, r.stderr).toBe(0);
      const dawg = Dawg.load(readFileSync(join(out, "words.dawg")));
      expect([...dawg.words()]).toEqual(["quite", "rate", "tear"]);
    });
  });
});
