/**
 * What the scripts need before they run: the dictionaries (dict/ensure.ts) and a built
 * client, which `wrangler dev` serves (it refuses to start without dist/client). `npm test`
 * has made both already; run alone on a fresh clone, this makes them.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ensureDefinitions, ensureLanguageDictionaries } from "../../dict/ensure.ts";

const root = new URL("../..", import.meta.url).pathname;

export default async function setup(): Promise<void> {
  await ensureDefinitions();
  ensureLanguageDictionaries();
  if (existsSync(join(root, "dist/client/index.html"))) return;
  // Vitest sets NODE_ENV=test, which would make Vite build the development bundle.
  const r = spawnSync(join(root, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (r.status !== 0) throw new Error("vite build failed");
}
