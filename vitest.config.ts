import { defineConfig } from "vitest/config";

/**
 * Three projects, mirroring the design: pure modules in plain Node, the Worker and its
 * Durable Objects inside workerd, and the client in a real Chromium.
 */
export default defineConfig({
  test: {
    projects: ["test/*/vitest.config.ts", "test/worker/vitest.own.config.ts"],
  },
});
