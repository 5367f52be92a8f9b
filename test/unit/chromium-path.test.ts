import { describe, expect, it } from "vitest";
import { chromiumPath } from "../e2e/chromium-path.ts";

describe("chromiumPath: which Debian Chromium the browser tests drive", () => {
  const shell = "/usr/bin/chromium-headless-shell";
  it("takes the headless shell where its package is installed", () => {
    expect(chromiumPath({}, (p) => p === shell || p === "/usr/bin/chromium")).toBe(shell);
  });
  it("falls back to chromium without it", () => {
    expect(chromiumPath({}, (p) => p === "/usr/bin/chromium")).toBe("/usr/bin/chromium");
  });
  it("lets CHROMIUM_PATH choose", () => {
    expect(chromiumPath({ CHROMIUM_PATH: "/opt/chrome" }, () => true)).toBe("/opt/chrome");
  });
});
