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
    // Three files at a time, shared with the worker and scripts projects (Vitest wants one
    // maxWorkers within a group: the three run side by side, in group 0). Left to itself
    // Vitest ran one file at a time here (2 cores): this project alone took 140 s, 85 s
    // with two at a time (measured 2026-12-03).
    maxWorkers: 3,
    // A fresh checkout builds the default dictionary in the first hook that needs it.
    hookTimeout: 120_000,
  },
});
