// @ts-check
/**
 * Mutation testing (`npm run mutate`): Stryker changes the pure modules one small edit at
 * a time and runs the unit tests that cover each edit; a mutant no test notices is a
 * hole in the suite. Only pure code is mutated: the Worker and Durable Object shells are
 * exercised in workerd, which Stryker's vitest runner cannot drive.
 *
 * Incremental: results are kept in reports/stryker-incremental.json (gitignored, so the
 * branches of the team never conflict over it). A rerun only retests mutants whose code
 * or covering tests changed; a fresh clone does one full run first.
 * See docs/testing.md.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
import { fileURLToPath } from "node:url";

// Property tests replay one fixed seed, so a rerun scores the same mutants the same way.
process.env.FC_SEED ??= "20261130";
// Tests too slow for instrumented code, or run in a child process the mutant never reaches, skip themselves.
process.env.BAFFLE_MUTATION = "1";
// `npm run mutate` builds the dictionary here first; the sandbox uses that file as it is
// (its instrumented sources would look like a changed build and trigger rebuilds).
process.env.BAFFLE_DEFAULT_DAWG ??= fileURLToPath(new URL("./dict/build/words.dawg", import.meta.url));

export default {
  testRunner: "vitest",
  vitest: { configFile: "test/unit/vitest.config.ts", related: false },
  mutate: [
    "src/game/**/*.ts",
    "src/dict/**/*.ts",
    // The name rule (pure; part of the protocol since names are checked at the edge).
    "src/protocol/names.ts",
    // The lobby's queue rules and the ranked database's pure rules (the Durable Object and
    // the D1 stores are not pure), and the doors every socket object shares.
    "src/lobby/matching.ts",
    "src/ranked/ratings.ts",
    "src/ranked/fair-rating.ts",
    "src/ranked/cooldown.ts",
    "src/ranked/pairwise.ts",
    "src/doors/doors.ts",
    "src/doors/budget.ts",
    // The daily board's fair-play rules (the top list), pure.
    "src/daily/top-list.ts",
    // The arena's pure rules: its clock, places, shares, lists and shards (not its objects).
    "src/arena/schedule.ts",
    "src/arena/histogram.ts",
    "src/arena/word-shares.ts",
    "src/arena/top-lists.ts",
    "src/arena/results.ts",
    "src/arena/shards.ts",
    "src/arena/play.ts",
    "src/arena/live.ts",
    "src/arena/shard-view.ts",
    // Getting better (issue 34): the deck's entry rule, the scheduler's grades, the drill's
    // board, hints, training, the coach's tips, the figures and the device file; all pure.
    "src/learn/**/*.ts",
    // Reads KV: tested inside workerd, out of Stryker's reach.
    "!src/words/desk.ts",
  ],
  coverageAnalysis: "perTest",
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  ignoreStatic: true,
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 85, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  // A mutant that loops forever costs this (plus a restart of the runner): keep it short.
  timeoutMS: 3_000,
  timeoutFactor: 2,
  // The first run of a fresh clone runs every unit test once, instrumented, to learn which
  // tests cover which mutant: more than Stryker's default 5 minutes on two cores (2026-12-03).
  dryRunTimeoutMinutes: 20,
};
