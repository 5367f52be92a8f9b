import { defineConfig } from "vitest/config";
import { GROUP_1 } from "../sequencer.ts";

/**
 * The npm scripts an operator runs, run as they would run them (child processes, each
 * starting its own `wrangler dev` where it needs one): the whole bench at its smoke size,
 * `solve` in each language, `play`, the dictionary tools' checks. Its own project because
 * it needs the built client (wrangler dev serves it) and minutes of timeout, not because
 * anything in it is special.
 */
export default defineConfig({
  test: {
    name: "scripts",
    root: new URL("../..", import.meta.url).pathname,
    include: ["test/scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/scripts/global-setup.ts"],
    testTimeout: 600_000,
    hookTimeout: 300_000,
    // In group 1 with the Worker's and the browser files (test/worker/vitest.config.ts): the
    // bench's smoke run is two minutes of mostly waiting, which the unit files (group 0)
    // would otherwise wait for.
    ...GROUP_1,
  },
});
