/**
 * `npm run deploy` — a fresh clone and a logged-in wrangler to a working game, in an order
 * where nothing the live Worker needs is missing when it goes live:
 *
 *   1. build the dictionary (the default one, or `--words FILE`), the proper-noun list
 *      and the client (which carries a copy of the dictionary for solo practice);
 *   2. bundle the Worker (`wrangler deploy --dry-run --outdir`) and check its size;
 *   3. find or create the KV namespace `<worker>-dict` by name, and upload the dictionary
 *      and the proper-noun list by namespace id (`--binding` would look the namespace up through the deployed
 *      Worker, which does not exist before the first deploy) unless KV already holds
 *      exactly these bytes;
 *   4. find or create the D1 database named in wrangler.toml, if the Worker binds one,
 *      and apply its migrations; create the daily board's secret (DAILY_SECRET) if the
 *      Worker has none;
 *   5. deploy a copy of wrangler.toml carrying those ids (config.ts), with the git commit
 *      as BAFFLE_VERSION — skipped when bundle, assets, config, dictionary and version
 *      are the same as the last deploy (their fingerprint is kept in the same KV namespace);
 *   6. ask the deployed `/api/health` and print its answer.
 *
 * Running it twice changes nothing the second time. `--env staging` deploys the separate
 * copy of `[env.staging]`; `--config FILE` deploys another wrangler configuration. `--dry-run` does steps 1–2 only, with no network, lists the
 * bindings and the steps it would take, and exits 0 (CI runs it).
 * The wrangler it runs is node_modules' own, or BAFFLE_WRANGLER (the tests' recording fake).
 */
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { displayKey, languageRules } from "../src/lang/languages.ts";
import { LANGUAGES } from "../src/protocol/values.ts";
import { DAILY_SECRET_NAME, deployConfig, readTarget } from "./config.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Workers' limit on the compressed Worker (Free plan; Paid allows 10 MB). */
export const WORKER_GZIP_LIMIT = 3 * 1024 * 1024;
/** Workers KV's limit on one value. */
export const KV_VALUE_LIMIT = 25 * 1024 * 1024;
const DICT_KEY = "words.dawg";
const PROPER_KEY = "proper.dawg";
/** The other languages' dictionaries' KV keys (and file names in dict/build/). */
const LANGUAGE_KEYS = LANGUAGES.filter((l) => l !== "en").flatMap((l) => [languageRules(l).dictionaryKey, displayKey(l)]);
const DEPLOY_KEY = "deploy.json";
/** The deploy's own builds and configs (never committed; apart from dist/, which tests use). */
const DEPLOY_DIR = join(ROOT, ".wrangler/deploy");
const CLIENT_DIR = join(DEPLOY_DIR, "client");

export interface DeployOptions {
  env: string | null;
  /** The wrangler configuration to deploy (default: wrangler.toml). */
  config?: string | null;
  dryRun: boolean;
  words: string | null;
}

class DeployError extends Error {}

const log = (line: string) => console.log(line);
const step = (n: number, what: string) => log(`\n[${n}/6] ${what}`);

/** Run a command (with `input` on its standard input); throws with its output when it fails. */
function run(cmd: string, args: string[], what: string, input?: string): string {
  const r = spawnSync(cmd, args, {
    cwd: ROOT,
    encoding: "utf8",
    stdio: [input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    input,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1" },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) {
    throw new DeployError(`${what} failed (${[cmd.split("/").pop(), ...args].join(" ")}):\n${(r.stdout ?? "") + (r.stderr ?? "")}`.trim());
  }
  return r.stdout;
}

function wrangler(args: string[], what: string, input?: string): string {
  return run(process.env.BAFFLE_WRANGLER ?? join(ROOT, "node_modules/.bin/wrangler"), args, what, input);
}

const bin = (name: string) => join(ROOT, "node_modules/.bin", name);
const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile())
    .sort();
}

/** The git commit of the checkout, with "-dirty" when it has uncommitted changes. */
function gitVersion(): string {
  const head = spawnSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: ROOT, encoding: "utf8" });
  if (head.status !== 0) return "unknown";
  const dirty = spawnSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
  return head.stdout.trim() + (dirty ? "-dirty" : "");
}

/** What goes into KV: key → file. */
type Uploads = [key: string, path: string][];

/** Build the dictionaries, then the client (it copies the dictionary for practice). */
function build(options: DeployOptions): Uploads {
  step(1, "Build the dictionary and the client");
  run(bin("tsx"), [join(ROOT, "dict/ensure.ts")], "Building the dictionaries and the proper-noun list");
  let dawg = join(ROOT, "dict/build/words.dawg");
  if (options.words) {
    const out = join(DEPLOY_DIR, "dict");
    run(bin("tsx"), [join(ROOT, "dict/build.ts"), "--words", resolve(options.words), "--out", out], `Building the dictionary from ${options.words}`);
    dawg = join(out, "words.dawg");
  }
  // Every language's dictionary and display map under its own key (src/lang/), as `npm start` seeds them.
  const languages = LANGUAGE_KEYS.map((key): [string, string] => [key, join(ROOT, "dict/build", key)]);
  const uploads: Uploads = [[DICT_KEY, dawg], [PROPER_KEY, join(ROOT, "dict/build/proper.dawg")], ...languages];
  for (const [key, path] of uploads) {
    const bytes = statSync(path).size;
    if (bytes > KV_VALUE_LIMIT) throw new DeployError(`${key} is ${bytes} bytes, over KV's ${KV_VALUE_LIMIT}-byte value limit`);
    log(`  ${key}: ${path} (${bytes.toLocaleString("en")} bytes)`);
  }
  process.env.BAFFLE_DICTIONARY = dawg; // read by the client build's offline plugin
  run(bin("vite"), ["build", "--logLevel", "error", "--outDir", CLIENT_DIR, "--emptyOutDir"], "Building the client");
  if (!existsSync(join(CLIENT_DIR, "index.html"))) throw new DeployError(`The client build left no ${CLIENT_DIR}/index.html`);
  log(`  client: ${CLIENT_DIR}`);
  return uploads;
}

/** Bundle with wrangler's dry run (config `configPath`); returns the bundle's files and the bindings it lists. */
function bundle(options: DeployOptions, configPath: string): { files: string[]; bindings: string[] } {
  step(2, "Bundle the Worker and check its size");
  const outdir = join(DEPLOY_DIR, "bundle");
  rmSync(outdir, { recursive: true, force: true });
  const out = wrangler(["deploy", "--dry-run", "--outdir", outdir, "--config", configPath, ...envArgs(options)], "Bundling the Worker");
  const files = filesUnder(outdir).filter((f) => !f.endsWith(".map") && !f.endsWith(".md"));
  if (!files.length) throw new DeployError(`wrangler's dry run left no bundle in ${outdir}`);
  const gzip = files.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
  const raw = files.reduce((n, f) => n + statSync(f).size, 0);
  log(`  bundle: ${raw.toLocaleString("en")} bytes, ${gzip.toLocaleString("en")} gzipped (limit ${WORKER_GZIP_LIMIT.toLocaleString("en")})`);
  if (gzip > WORKER_GZIP_LIMIT) throw new DeployError(`The Worker is ${gzip} bytes gzipped, over the ${WORKER_GZIP_LIMIT}-byte limit`);
  const at = out.split("\n").findIndex((l) => /following bindings/.test(l));
  const bindings = at < 0 ? [] : out.split("\n").slice(at + 2).filter((l) => /^env\./.test(l.trim())).map((l) => l.trim().replace(/\s{2,}/g, "  "));
  return { files, bindings };
}

/** Write a deploy-time config; returns its path. */
function writeConfig(name: string, text: string): string {
  mkdirSync(DEPLOY_DIR, { recursive: true });
  const path = join(DEPLOY_DIR, name);
  writeFileSync(path, text);
  return path;
}

const envArgs = (options: DeployOptions) => (options.env ? ["--env", options.env] : []);

interface KvNamespace { id: string; title: string }
interface D1Database { uuid: string; name: string }

function parseJson<T>(text: string, what: string): T {
  const start = text.search(/[[{]/);
  try {
    return JSON.parse(text.slice(start)) as T;
  } catch {
    throw new DeployError(`Could not read ${what} from wrangler's output:\n${text}`);
  }
}

/** The id of the namespace titled `title`, created if missing. */
function ensureNamespace(title: string): string {
  const find = () => parseJson<KvNamespace[]>(wrangler(["kv", "namespace", "list"], "Listing KV namespaces"), "the KV namespaces").find((n) => n.title === title);
  let ns = find();
  if (ns) {
    log(`  KV namespace "${title}" exists (${ns.id})`);
    return ns.id;
  }
  wrangler(["kv", "namespace", "create", title], `Creating KV namespace ${title}`);
  ns = find();
  if (!ns) throw new DeployError(`KV namespace "${title}" was created but is not listed`);
  log(`  KV namespace "${title}" created (${ns.id})`);
  return ns.id;
}

/** A KV value as text, or null when the key is missing (wrangler fails with the API's "key not found"). */
function kvGet(id: string, key: string): string | null {
  try {
    const out = wrangler(["kv", "key", "get", key, "--namespace-id", id, "--remote", "--text"], `Reading ${key} from KV`).trim();
    return out === "" || out === "Value not found" ? null : out;
  } catch (err) {
    if (err instanceof DeployError && /key not found|\b10009\b/i.test(err.message)) return null;
    throw err;
  }
}

function kvPut(id: string, key: string, value: { path: string } | { text: string }): void {
  const what = "path" in value ? ["--path", value.path] : [value.text];
  wrangler(["kv", "key", "put", key, ...what, "--namespace-id", id, "--remote"], `Uploading ${key} to KV`);
}

/** Upload each file unless KV holds these bytes already (a `<key>.sha256` beside it); returns their hashes. */
function uploadDictionaries(namespace: string, uploads: Uploads): string {
  const hashes: string[] = [];
  for (const [key, path] of uploads) {
    const hash = sha256(readFileSync(path));
    hashes.push(hash);
    if (kvGet(namespace, `${key}.sha256`) === hash) {
      log(`  ${key} unchanged (sha256 ${hash.slice(0, 12)}…)`);
      continue;
    }
    kvPut(namespace, key, { path });
    kvPut(namespace, `${key}.sha256`, { text: hash });
    log(`  ${key} uploaded (sha256 ${hash.slice(0, 12)}…)`);
  }
  return hashes.join();
}

/** The id of the D1 database named `name`, created if missing. */
function ensureDatabase(name: string): string {
  const find = () => parseJson<D1Database[]>(wrangler(["d1", "list", "--json"], "Listing D1 databases"), "the D1 databases").find((d) => d.name === name);
  let db = find();
  if (db) {
    log(`  D1 database "${name}" exists (${db.uuid})`);
    return db.uuid;
  }
  wrangler(["d1", "create", name], `Creating D1 database ${name}`);
  db = find();
  if (!db) throw new DeployError(`D1 database "${name}" was created but is not listed`);
  log(`  D1 database "${name}" created (${db.uuid})`);
  return db.uuid;
}

/**
 * Make sure the Worker has its daily secret (the daily board's key): when `secret list`
 * does not name it (or the Worker does not exist yet), put a new random one, passed on
 * standard input so it appears in no command line. An existing one is never replaced:
 * that would change today's board under the players' feet.
 */
function ensureDailySecret(options: DeployOptions, configPath: string): void {
  const args = ["--config", configPath, ...envArgs(options)];
  let names: string[] = [];
  try {
    names = parseJson<{ name: string }[]>(wrangler(["secret", "list", "--format", "json", ...args], "Listing the Worker's secrets"), "the secrets").map((s) => s.name);
  } catch (err) {
    if (!(err instanceof DeployError && /not found|\b10007\b/i.test(err.message))) throw err;
  }
  if (names.includes(DAILY_SECRET_NAME)) {
    log(`  ${DAILY_SECRET_NAME} is set`);
    return;
  }
  wrangler(["secret", "put", DAILY_SECRET_NAME, ...args], `Creating the ${DAILY_SECRET_NAME} secret`, randomBytes(32).toString("base64url"));
  log(`  ${DAILY_SECRET_NAME} created (a random 256-bit key)`);
}

/** GET /api/health until it answers (a new deploy takes a few seconds to reach every location). */
async function health(url: string): Promise<boolean> {
  const deadline = Date.now() + Number(process.env.BAFFLE_HEALTH_WAIT_MS ?? 60_000);
  let last = "";
  for (;;) {
    try {
      const res = await fetch(new URL("/api/health", url), { signal: AbortSignal.timeout(15_000) });
      last = JSON.stringify(await res.json(), null, 2);
      if (res.ok) {
        log(last);
        return true;
      }
    } catch (err) {
      last = String(err);
    }
    if (Date.now() > deadline) {
      log(last);
      return false;
    }
    await new Promise((r) => setTimeout(r, 2_000));
  }
}

/** Run the deploy; resolves to the process exit code. */
export async function deploy(options: DeployOptions): Promise<number> {
  const toml = readFileSync(resolve(options.config ?? join(ROOT, "wrangler.toml")), "utf8");
  const target = readTarget(toml, options.env);
  log(`Deploying Baffle as the Worker "${target.worker}"${options.dryRun ? " (dry run: no network)" : ""}`);
  const uploads = build(options);
  const suffix = options.env ? `.${options.env}` : "";
  const bundleConfig = writeConfig(`wrangler${suffix}.bundle.toml`, deployConfig(toml, ROOT, options.env, {}, CLIENT_DIR));
  const { files, bindings } = bundle(options, bundleConfig);
  const version = gitVersion();
  const plan = [
    `find or create KV namespace "${target.kvTitle}"; upload ${uploads.map(([k]) => k).join(" and ")} unless unchanged`,
    `${target.d1Name ? `find or create D1 database "${target.d1Name}"; apply its migrations (--remote)` : "no D1 database bound: nothing to migrate"}; create the Worker secret ${DAILY_SECRET_NAME} if it is missing (wrangler secret put)`,
    `deploy with BAFFLE_VERSION=${version} (skipped if nothing changed)`,
    "GET /api/health on the deployed URL",
  ];
  if (options.dryRun) {
    log("\nBindings:\n" + bindings.map((b) => `  ${b}`).join("\n"));
    log("\nA real deploy would now:\n" + plan.map((p, i) => `  ${i + 3}. ${p}`).join("\n"));
    return 0;
  }

  step(3, "Dictionary in KV");
  const who = wrangler(["whoami"], "Checking the Cloudflare login");
  if (/not authenticated/i.test(who)) throw new DeployError("Not logged in to Cloudflare: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN), then deploy again");
  const namespace = ensureNamespace(target.kvTitle);
  const dictHash = uploadDictionaries(namespace, uploads);

  step(4, "D1 database and the daily secret");
  let database: string | null = null;
  if (target.d1Name) database = ensureDatabase(target.d1Name);
  else log("  no D1 database bound");
  const config = deployConfig(toml, ROOT, options.env, { kv: namespace, d1: database }, CLIENT_DIR);
  const configPath = writeConfig(`wrangler${suffix}.toml`, config);
  if (target.d1Binding) {
    wrangler(["d1", "migrations", "apply", target.d1Binding, "--remote", "--config", configPath, ...envArgs(options)], "Applying D1 migrations");
    log("  migrations applied");
  }

  ensureDailySecret(options, configPath);

  step(5, "Deploy the Worker");
  const fingerprint = sha256(
    [...files, ...filesUnder(CLIENT_DIR)].map((f) => sha256(readFileSync(f))).join() + config + dictHash + version,
  );
  const previous = parseLast(kvGet(namespace, DEPLOY_KEY));
  let url = previous?.url ?? null;
  if (previous?.fingerprint === fingerprint && url) {
    log(`  unchanged since the last deploy (${version}): not redeployed`);
  } else {
    const out = wrangler(["deploy", "--config", configPath, "--var", `BAFFLE_VERSION:${version}`, ...envArgs(options)], "Deploying the Worker");
    url = /https?:\/\/[^\s]+/.exec(out)?.[0] ?? null;
    if (!url) throw new DeployError(`Deployed, but wrangler printed no URL:\n${out}`);
    kvPut(namespace, DEPLOY_KEY, { text: JSON.stringify({ fingerprint, url, version }) });
    log(`  deployed ${version} to ${url}`);
  }

  step(6, `Health of ${url}`);
  return (await health(url)) ? 0 : 1;
}

function parseLast(text: string | null): { fingerprint: string; url: string } | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as { fingerprint: string; url: string };
  } catch {
    return null;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { env: { type: "string", short: "e" }, "dry-run": { type: "boolean" }, words: { type: "string" }, config: { type: "string" } },
  });
  try {
    process.exitCode = await deploy({
      env: values.env ?? null, dryRun: values["dry-run"] ?? false, words: values.words ?? null, config: values.config ?? null,
    });
  } catch (err) {
    if (!(err instanceof DeployError)) throw err;
    console.error(`\ndeploy: ${err.message}`);
    process.exitCode = 1;
  }
}
