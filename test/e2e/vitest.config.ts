import { defineConfig } from "vitest/config";
import { GROUP_1 } from "../sequencer.ts";

/**
 * The client in a real browser: playwright-core drives Debian's Chromium against a
 * `wrangler dev` started by the global setup (built client, local KV seeded with the
 * dictionary, its own temporary storage). Test files share that server and each use
 * their own tables, so they may run side by side.
 */
export default defineConfig({
  test: {
    name: "e2e",
    root: new URL("../..", import.meta.url).pathname,
    include: ["test/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/e2e/global-setup.ts"],
    setupFiles: ["test/e2e/setup.ts"],
    // A worker process runs its files one after another without starting afresh for each
    // (Node, Vitest and playwright-core loaded once, the dictionaries read once): each file
    // launches its own Chromium and uses its own tables, so nothing of one file is left for
    // the next but the cached modules.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Runs after the unit files, beside the Worker's and the scripts' (group 1, in the order
    // test/sequencer.ts deals out: the longest browser files start first, the Worker's files
    // run beside them, then the rest of the browser files one after another, so that their
    // worker processes go on from file to file); five files at a time in all (GROUP_1): a browser
    // file mostly waits on its pages and the server (measured 2026-12-03, table-every-word,
    // match, keyboard, practice: about 9 s of CPU a file, Chromium, workerd and Node
    // together, for 30-80 s of wall clock), so the two cores stay busy only with several
    // at once (test/sequencer.ts GROUP_1 gives the figures).
    ...GROUP_1,
    // A browser test that fails is run once more. Three browsers, their pages and the
    // server share two cores here, and a test that waits on a live round can lose a race
    // to the load (stops 40-42 each failed CI on a different one, each passing alone and
    // in the full run here). The first failure still prints what every page showed
    // (browser.ts) and the run's log names the test as retried; a test that fails twice
    // fails the run.
    retry: 1,
  },
});
