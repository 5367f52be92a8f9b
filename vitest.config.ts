import { defineConfig } from "vitest/config";

/**
 * The projects, mirroring the design: pure modules in plain Node, the Worker and its
 * Durable Objects inside workerd, the operator scripts, and the client in a real
 * Chromium (the arena's browser files on a server of their own: test/e2e/vitest.arena.config.ts).
 */
export default defineConfig({
  test: {
    projects: ["test/*/vitest.config.ts", "test/e2e/vitest.arena.config.ts"],
  },
});
