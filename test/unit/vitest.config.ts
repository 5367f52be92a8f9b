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
    // Both cores: left to itself Vitest ran one file at a time here (2 cores), and the
    // pure modules' files are CPU-bound (measured 2026-12-03: 140 s one at a time, 85 s two).
    maxWorkers: 2,
    // A fresh checkout builds the default dictionary in the first hook that needs it.
    hookTimeout: 120_000,
  },
});
