import { defineConfig } from "vitest/config";

/** The arena's browser files: their own project and server (test/e2e/vitest.arena.config.ts). */
export const ARENA_FILES = "test/e2e/arena*.test.ts";

/**
 * The client in a real browser: playwright-core drives Debian's Chromium against a
 * `wrangler dev` started by the global setup (built client, local KV seeded with the
 * dictionary, its own temporary storage). Test files share that server and each use
 * their own tables, so they may run side by side. The arena's files are not here: the
 * arena is one room per language that every player on a server shares, so they play on
 * a server of their own, one after another (the `e2e-arena` project).
 */
export default defineConfig({
  test: {
    name: "e2e",
    root: new URL("../..", import.meta.url).pathname,
    include: ["test/e2e/**/*.test.ts"],
    exclude: ["**/node_modules/**", ARENA_FILES],
    environment: "node",
    globalSetup: ["test/e2e/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Runs after the unit and worker projects, two browser files at a time, so the
    // browser timings are not squeezed by the CPU-heavy suites.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
