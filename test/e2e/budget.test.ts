/**
 * The game page ships at most 50 KB of JavaScript, gzipped: every script and preloaded
 * module index.html pulls in, measured from the build the browser tests run against.
 * It was 40 KB until issue 24, which put every word of the client in a catalogue and gave
 * the game page at most 15 KB more than the 34.6 KB it had then, for all of that issue's
 * work (its English words and the language machinery ship here; German, French and
 * Spanish are chunks of their own, fetched when chosen).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "vitest";

const dist = new URL("../../dist/client/", import.meta.url).pathname;

test("the game page's JavaScript is at most 50 KB gzipped", () => {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const scripts = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  const gz = scripts.reduce((n, file) => n + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
  console.log(`game page JS: ${scripts.join(", ")} = ${(gz / 1024).toFixed(1)} KB gzipped`);
  expect(gz).toBeLessThanOrEqual(50 * 1024);
});
