import { defineConfig } from "vitest/config";

/**
 * Four projects, mirroring the design: pure modules in plain Node (unit), the Worker and
 * its Durable Objects inside workerd (worker), the client in a real Chromium (e2e), and
 * the npm scripts an operator runs, run as they would run them (scripts).
 */
export default defineConfig({
  test: {
    projects: ["test/*/vitest.config.ts"],
  },
});
