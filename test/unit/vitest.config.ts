import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "unit",
    root: new URL("../..", import.meta.url).pathname,
    include: ["test/unit/**/*.test.ts"],
    environment: "node",
    // Seeds fast-check (FC_SEED replays a run); see test/unit/fast-check-seed.ts.
    setupFiles: ["test/unit/fast-check-seed.ts"],
    testTimeout: 60_000,
    // A fresh checkout builds the default dictionary in the first hook that needs it.
    hookTimeout: 120_000,
  },
});
