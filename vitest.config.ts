import { defineConfig } from "vitest/config";
import DealingSequencer from "./test/sequencer.ts";

/**
 * Four projects, mirroring the design: pure modules in plain Node (unit), the Worker and
 * its Durable Objects inside workerd (worker), the client in a real Chromium (e2e), and
 * the npm scripts an operator runs, run as they would run them (scripts). The unit files
 * run first (group 0); the other three share group 1, in the order test/sequencer.ts deals
 * their files out.
 */
export default defineConfig({
  test: {
    projects: ["test/*/vitest.config.ts"],
    sequence: { sequencer: DealingSequencer },
  },
});
