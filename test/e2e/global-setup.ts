/**
 * Starts the whole app the way `npm start` does (test/local-server.ts: a free port,
 * throwaway storage seeded with the dictionary), after building the client when it is
 * missing or older than its sources. Teardown stops that server.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ensureDefinitions } from "../../dict/ensure.ts";
import { startLocalServer } from "../local-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = new URL("../..", import.meta.url).pathname;
const bin = (name: string) => join(root, "node_modules/.bin", name);

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildClientIfStale(): void {
  const built = join(root, "dist/client/index.html");
  // The client imports src/ (protocol, rules, DAWG reader) and ships dict/build/words.dawg and defs/.
  const sources = Math.max(
    newestMtime(join(root, "client")), newestMtime(join(root, "src")), statSync(join(root, "dict/build/words.dawg")).mtimeMs,
    statSync(join(root, "dict/build/defs/index.json")).mtimeMs,
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  // Vitest sets NODE_ENV=test, which would make Vite build the development bundle.
  const env = { ...process.env, NODE_ENV: "production" };
  const r = spawnSync(bin("vite"), ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit", env });
  if (r.status !== 0) throw new Error("vite build failed");
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureDefinitions(); // the dictionary first, then the definitions the client ships
  buildClientIfStale();
  // The arena in short rounds (20 s of play, 10 s of results ending in a 3 s countdown)
  // over two shards, and a one-round sprint every minute, for the pages that show it
  // (home, the ranked queue's "meanwhile"). The arena's own files, which play in it, each
  // start a server of their own (test/e2e/arena-rounds.ts).
  const server = await startLocalServer("e2e", undefined, {
    ARENA_ROUND_MS: "20000", ARENA_BREAK_MS: "10000", ARENA_COUNTDOWN_MS: "3000", ARENA_SHARDS_MIN: "2",
    ARENA_SPRINT_EVERY_MS: "60000", ARENA_SPRINT_ROUNDS: "1",
  });
  project.provide("baseURL", server.url);
  return server.stop;
}
