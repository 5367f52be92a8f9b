import { defineConfig } from "vitest/config";
import { ARENA_FILES } from "./vitest.config.ts";

/**
 * The arena's browser files (test/e2e/arena*.test.ts). The arena is one shared room per
 * language: every player on a server is in the same round, counted in the same "3
 * playing", the same places and the same event standings. So these files get a
 * `wrangler dev` of their own (the global setup starts one per project) and run one at a
 * time on it, beside the other browser files: no other file's player can be in their
 * rounds or their events. A new browser test that joins the arena is named arena-….
 */
export default defineConfig({
  test: {
    name: "e2e-arena",
    root: new URL("../..", import.meta.url).pathname,
    include: [ARENA_FILES],
    environment: "node",
    globalSetup: ["test/e2e/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { groupOrder: 1 },
  },
});
