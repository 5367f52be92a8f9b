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
    // Three files at a time, alone in group 0 (the other projects follow in group 1). Left
    // to itself Vitest ran one file at a time here (2 cores): this project alone took
    // 140 s, 85 s with two at a time (measured 2026-12-03).
    maxWorkers: 3,
    // A worker process runs its files one after another without starting afresh for each:
    // Node and Vitest start three times, not 132. The pure modules keep no state between
    // calls; nothing here mocks a module, and the two files that stub globals or fake the
    // timers (play-language, ranked-queue) undo them in their own hooks. This project alone: 117 → 81 CPU-s and
    // 61 → 50 s (2026-12-04).
    isolate: false,
    // A fresh checkout builds the default dictionary in the first hook that needs it.
    hookTimeout: 120_000,
  },
});
