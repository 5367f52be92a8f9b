/**
 * Starts the whole app the way `npm start` does, but on a free port with throwaway
 * storage: builds the client when it is missing or older than its sources, builds the
 * dictionary if needed, seeds the local KV with it, runs `wrangler dev`, and waits until
 * /api/health says the dictionary is loaded. Teardown stops that one process group.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { ensureDefaultDictionary } from "../../dict/ensure.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = new URL("../..", import.meta.url).pathname;
const bin = (name: string) => join(root, "node_modules/.bin", name);
const quietEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1", CI: "1" };

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildClientIfStale(): void {
  const built = join(root, "dist/client/index.html");
  const sources = Math.max(newestMtime(join(root, "client")), statSync(join(root, "src/protocol.ts")).mtimeMs);
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  // Vitest sets NODE_ENV=test, which would make Vite build the development bundle.
  const env = { ...process.env, NODE_ENV: "production" };
  const r = spawnSync(bin("vite"), ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit", env });
  if (r.status !== 0) throw new Error("vite build failed");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`wrangler dev did not become healthy:\n${log()}`);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildClientIfStale();
  const dawg = await ensureDefaultDictionary();
  const persist = mkdtempSync(join(tmpdir(), "baffle-e2e-"));
  const seed = spawnSync(
    bin("wrangler"),
    ["kv", "key", "put", "--local", "--binding", "DICT", "words.dawg", "--path", dawg, "--persist-to", persist],
    { cwd: root, env: quietEnv, encoding: "utf8" },
  );
  if (seed.status !== 0) throw new Error(`seeding the dictionary failed:\n${seed.stdout}\n${seed.stderr}`);

  const port = await freePort();
  const server = spawn(
    bin("wrangler"),
    ["dev", "--ip", "127.0.0.1", "--port", String(port), "--persist-to", persist, "--show-interactive-dev-session=false"],
    { cwd: root, env: quietEnv, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  server.stdout!.on("data", (d: unknown) => (output += String(d)));
  server.stderr!.on("data", (d: unknown) => (output += String(d)));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, server, () => output.slice(-4000));
  } catch (err) {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
    throw err;
  }
  project.provide("baseURL", baseURL);

  return async () => {
    if (server.pid && server.exitCode === null) {
      process.kill(-server.pid, "SIGTERM");
      await new Promise((r) => setTimeout(r, 500));
      if (server.exitCode === null) {
        try {
          process.kill(-server.pid, "SIGKILL");
        } catch {
          /* already gone */
        }
      }
    }
    rmSync(persist, { recursive: true, force: true });
  };
}
