import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "unit",
    root: new URL("../..", import.meta.url).pathname,
    include: ["test/unit/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
  },
});
