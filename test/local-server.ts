/**
 * The whole app as `npm start` runs it, for tests and benchmarks that need a real server:
 * `wrangler dev` (workerd, local Durable Objects, local KV) on a free loopback port with
 * throwaway storage seeded with the dictionary and a migrated ranked database (D1), ready once /api/health says the
 * dictionary is loaded. Wrangler is kept off the network (no cf-object fetch, no metrics).
 * The seeded storage is made once per machine for given dictionaries and migrations, kept
 * in node_modules/.cache, and copied for each server (seededTemplate).
 * `stop()` ends that one process group and removes the storage.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDefaultDictionary, ensureLanguageDictionaries } from "../dict/ensure.ts";
import { dictionaryUploads, seedLocalKv } from "../dict/kv-seed.ts";
import { ensureProperNouns } from "../dict/proper-nouns.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const WRANGLER = join(ROOT, "node_modules/.bin/wrangler");
const ENV = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1", CI: "1" };

export interface LocalServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** wrangler's process id; it leads the process group that workerd runs in. */
  pid: number;
  /** What wrangler and the Worker have printed so far (the Worker's log lines among it). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Start `wrangler dev` with its own seeded storage; rejects with wrangler's output if it
 * fails. `sqlFile` is run on the migrated local database first (a benchmark's stored rows);
 * `vars` override the Worker's [vars] (`--var`), e.g. the arena's round lengths; with
 * `logs`, the Worker's own log lines are printed too (`output()` holds them).
 */
export async function startLocalServer(name = "local", sqlFile?: string, vars: Record<string, string> = {}, logs = false): Promise<LocalServer> {
  const dawg = await ensureDefaultDictionary();
  const template = seededTemplate(dawg);
  const dir = mkdtempSync(join(tmpdir(), `baffle-${name}-`));
  try {
    cpSync(template, dir, { recursive: true });
    if (sqlFile) runSql(dir, sqlFile);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return startWrangler(dir, Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]), logs ? "log" : "warn");
}

/**
 * Another Worker under `wrangler dev` the same way (its own storage, kept off the network),
 * from the config file `config` (relative to the project); it must answer `GET /api/health`.
 * The load curve's runtime floor is one (test/bench/floor/). With `dictionaries`, its
 * local KV binding DICT holds the dictionaries first (the arena's coordinator bench): a
 * copy of the seeded storage, whose KV namespace is the same one (wrangler.toml's id);
 * `vars` are set as the Worker's variables (`--var`).
 */
export async function startWorker(name: string, config: string, options: { dictionaries?: boolean; vars?: Record<string, string> } = {}): Promise<LocalServer> {
  const template = options.dictionaries ? seededTemplate(await ensureDefaultDictionary()) : null;
  const dir = mkdtempSync(join(tmpdir(), `baffle-${name}-`));
  if (template) cpSync(template, dir, { recursive: true });
  return startWrangler(dir, ["--config", config, ...Object.entries(options.vars ?? {}).flatMap(([k, v]) => ["--var", `${k}:${v}`])]);
}

/** Seeded storage by dictionary file, once looked up or made in this process. */
const templates = new Map<string, string>();

/** Where seeded storage is kept between runs, one folder per set of inputs (templateKey). */
const CACHE = join(ROOT, "node_modules/.cache/baffle-seeded");

/**
 * What the seeded storage is made of: each dictionary file (its key, size and time),
 * every migration's text, and wrangler's version (its storage layout). Another set of
 * inputs is another folder; a rebuilt dictionary or a new migration makes a new one.
 */
function templateKey(uploads: [string, string][]): string {
  const hash = createHash("sha256");
  for (const [key, path] of uploads) {
    const s = statSync(path);
    hash.update(`${key}\0${path}\0${s.size}\0${s.mtimeMs}\n`);
  }
  const migrations = join(ROOT, "migrations");
  for (const file of readdirSync(migrations).sort()) hash.update(`${file}\0`).update(readFileSync(join(migrations, file)));
  hash.update(readFileSync(join(ROOT, "node_modules/wrangler/package.json")));
  return hash.digest("hex").slice(0, 16);
}

/**
 * Storage holding every language's dictionary and the proper nouns in local KV (one
 * wrangler call) and the ranked database migrated, copied for each server. The two
 * wrangler calls take seconds on a quiet machine and minutes on a loaded one (the
 * migrations most of it), a copy a few milliseconds; the bench, the e2e setup and the
 * operator scripts' tests each start servers from their own process. So it is made once
 * for its inputs (templateKey) and kept under node_modules/.cache: made in a folder of
 * its own and renamed into place whole, so a process never sees half of it, and two
 * processes making it at once keep the first one's.
 */
function seededTemplate(dawg: string): string {
  const known = templates.get(dawg);
  if (known) return known;
  ensureProperNouns(dawg);
  ensureLanguageDictionaries();
  const uploads = dictionaryUploads().map(([key, path]): [string, string] => [key, key === "words.dawg" ? dawg : path]);
  const final = join(CACHE, templateKey(uploads));
  if (!existsSync(join(final, "seeded"))) {
    mkdirSync(CACHE, { recursive: true });
    pruneCache();
    const dir = mkdtempSync(join(CACHE, "making-"));
    try {
      seedLocalKv(uploads, dir, ENV);
      const migrate = spawnSync(WRANGLER, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir], {
        cwd: ROOT, env: ENV, encoding: "utf8",
      });
      if (migrate.status !== 0) throw new Error(`migrating the local database failed:\n${migrate.stdout}\n${migrate.stderr}`);
      writeFileSync(join(dir, "seeded"), `${new Date().toISOString()}\n`);
      renameSync(dir, final);
    } catch (err) {
      rmSync(dir, { recursive: true, force: true });
      // Another process renamed its copy into place first: that one is as good.
      if (!existsSync(join(final, "seeded"))) throw err;
    }
  }
  templates.set(dawg, final);
  return final;
}

/** Remove what the cache holds for inputs that were replaced a day ago or more (and makings a killed process left). */
function pruneCache(): void {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const entry of readdirSync(CACHE)) {
    const path = join(CACHE, entry);
    if (statSync(path).mtimeMs < dayAgo) rmSync(path, { recursive: true, force: true });
  }
}

/** Run `sqlFile` on the local database in `dir` (a benchmark's stored rows). */
function runSql(dir: string, sqlFile: string): void {
  const seeded = spawnSync(WRANGLER, ["d1", "execute", "DB", "--local", "--persist-to", dir, "--file", sqlFile], {
    cwd: ROOT, env: ENV, encoding: "utf8", maxBuffer: 64 * 1024 * 1024,
  });
  if (seeded.status !== 0) throw new Error(`seeding the local database failed:\n${seeded.stdout}\n${seeded.stderr}`);
}

/**
 * `wrangler dev` on a free loopback port with storage in `dir` (removed by `stop()`), once
 * healthy. The port is free when picked but another process on a shared machine may take
 * it before wrangler binds it ("Address already in use"): then again on another port.
 */
async function startWrangler(dir: string, extra: string[], logLevel = "warn"): Promise<LocalServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await launchWrangler(dir, extra, logLevel);
    } catch (err) {
      const taken = err instanceof Error && err.message.includes("Address already in use");
      if (!taken || attempt === 3) {
        rmSync(dir, { recursive: true, force: true });
        throw err;
      }
    }
  }
}

/**
 * Process groups of the servers still running. wrangler runs in a group of its own (so
 * that `stop()` ends workerd with it), which a Ctrl-C or a SIGTERM to this process does not
 * reach: when this process exits, for whatever reason, they are ended with it.
 */
const running = new Map<number, string>();
process.once("exit", () => {
  for (const [pid, dir] of running) {
    kill(pid, "SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  }
});

/** One try of startWrangler; on failure the process is ended and `dir` kept for the next. */
async function launchWrangler(dir: string, extra: string[], logLevel: string): Promise<LocalServer> {
  const port = await freePort();
  const child = spawn(
    WRANGLER,
    ["dev", ...extra, "--ip", "127.0.0.1", "--port", String(port), "--persist-to", dir, "--show-interactive-dev-session=false", "--log-level", logLevel],
    { cwd: ROOT, env: ENV, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  if (child.pid) running.set(child.pid, dir);
  let log = "";
  child.stdout!.on("data", (d: unknown) => (log += String(d)));
  child.stderr!.on("data", (d: unknown) => (log += String(d)));

  const end = async () => {
    if (child.pid && child.exitCode === null) {
      kill(child.pid, "SIGTERM");
      await new Promise((r) => setTimeout(r, 500));
      if (child.exitCode === null) kill(child.pid, "SIGKILL");
    }
    if (child.pid) running.delete(child.pid);
  };
  const stop = async () => {
    await end();
    rmSync(dir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, pid: child.pid!, output: () => log, stop };
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await end();
      throw new Error(`wrangler dev did not become healthy:\n${log.slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
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
