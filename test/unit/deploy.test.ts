/**
 * `npm run deploy` (ops/deploy.ts) run for real — its builds, bundling and every wrangler
 * call — against a recording stand-in for wrangler (fake-wrangler.mjs; the Cloudflare API
 * is out of reach here) and a local server standing in for the deployed Worker's health.
 */
import { BUILT_LANGUAGES } from "../../dict/languages.ts";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deployConfig, readTarget } from "../../ops/config.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const TSX = join(ROOT, "node_modules/.bin/tsx");
let work: string;
let server: Server;
let url: string;
let healthy = true;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "baffle-deploy-"));
  writeFileSync(join(work, "wrangler"), `#!/bin/sh\nexec "${process.execPath}" "${join(ROOT, "test/unit/fake-wrangler.mjs")}" "$@"\n`, { mode: 0o755 });
  writeFileSync(join(work, "words.txt"), "cat\ncats\ndog\ndogs\nquiet\n");
  // wrangler.toml plus a D1 database, so the D1 steps run whether or not main binds one yet.
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");
  writeFileSync(join(work, "with-d1.toml"), toml.includes("[[d1_databases]]") ? toml
    : `${toml}\n[[d1_databases]]\nbinding = "DB"\ndatabase_name = "baffle"\ndatabase_id = "00000000-0000-0000-0000-000000000000"\nmigrations_dir = "migrations"\n`);
  server = createServer((_req, res) => {
    res.writeHead(healthy ? 200 : 503, { "content-type": "application/json" });
    res.end(JSON.stringify({ ok: healthy, version: "test" }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => {
  server.close();
  rmSync(work, { recursive: true, force: true });
});

/**
 * Run the deploy script against the fake account in `account`; returns its calls. Async:
 * this process must keep serving the health requests while the script runs.
 */
async function deploy(account: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(TSX, [join(ROOT, "ops/deploy.ts"), ...args], {
    cwd: ROOT,
    env: { ...process.env, BAFFLE_WRANGLER: join(work, "wrangler"), FAKE_DIR: account, FAKE_URL: url, BAFFLE_HEALTH_WAIT_MS: "0", ...env },
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += String(d)));
  child.stderr.on("data", (d: Buffer) => (out += String(d)));
  const status = await new Promise<number | null>((r) => child.on("close", r));
  const r = { status, stdout: out, stderr: "" };
  const calls = readFileSync(join(account, "calls.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as string[]);
  writeFileSync(join(account, "calls.jsonl"), "");
  const state = JSON.parse(readFileSync(join(account, "state.json"), "utf8")) as { deploys: number; namespaces: { title: string }[]; secrets: Record<string, Record<string, string>> };
  return { status: r.status, out: r.stdout + r.stderr, calls: calls.map((c) => c.filter((a) => !a.startsWith("/")).join(" ")), state };
}

function account(): string {
  const dir = mkdtempSync(join(work, "account-"));
  writeFileSync(join(dir, "calls.jsonl"), "");
  return dir;
}

// Runs the deploy script in a child process, out of a mutant's reach (and slow under
// `npm run mutate`, whose sandbox is a copy of the project): skipped there.
describe.skipIf(process.env.BAFFLE_MUTATION === "1")("npm run deploy against a recording wrangler", () => {
  it("creates, uploads before deploying, then changes nothing on a second run", async () => {
    const acct = account();
    const args = ["--config", join(work, "with-d1.toml"), "--words", join(work, "words.txt")];
    const first = await deploy(acct, args);
    expect(first.status, first.out).toBe(0);
    expect(first.calls).toEqual([
      "deploy --dry-run --outdir --config",
      "whoami",
      "kv namespace list",
      "kv namespace create baffle-dict",
      "kv namespace list",
      expect.stringMatching(/^kv key get words\.dawg\.sha256 --namespace-id \w{32} --remote --text$/),
      expect.stringMatching(/^kv key put words\.dawg --path --namespace-id \w{32} --remote$/),
      expect.stringMatching(/^kv key put words\.dawg\.sha256 \w{64} --namespace-id \w{32} --remote$/),
      expect.stringMatching(/^kv key get proper\.dawg\.sha256 /),
      expect.stringMatching(/^kv key put proper\.dawg --path /),
      expect.stringMatching(/^kv key put proper\.dawg\.sha256 \w{64} /),
      ...BUILT_LANGUAGES.flatMap((l) => [
        expect.stringMatching(new RegExp(`^kv key get words-${l}\\.dawg\\.sha256 `)),
        expect.stringMatching(new RegExp(`^kv key put words-${l}\\.dawg --path `)),
        expect.stringMatching(new RegExp(`^kv key put words-${l}\\.dawg\\.sha256 \\w{64} `)),
        expect.stringMatching(new RegExp(`^kv key get words-${l}\\.display\\.sha256 `)),
        expect.stringMatching(new RegExp(`^kv key put words-${l}\\.display --path `)),
        expect.stringMatching(new RegExp(`^kv key put words-${l}\\.display\\.sha256 \\w{64} `)),
      ]),
      "d1 list --json",
      "d1 create baffle",
      "d1 list --json",
      "d1 migrations apply DB --remote --config",
      "secret list --format json --config",
      "secret put DAILY_SECRET --config",
      expect.stringMatching(/^kv key get deploy\.json/),
      expect.stringMatching(/^deploy --config --var BAFFLE_VERSION:\w+/),
      expect.stringMatching(/^kv key put deploy\.json \{/),
    ]);
    expect(first.out).toContain(`"version": "test"`); // the health answer, printed
    expect(first.state.deploys).toBe(1);
    // The daily board's key: a fresh random secret, never the local one in wrangler.toml's [vars].
    const secret = first.state.secrets.baffle?.DAILY_SECRET;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(join(ROOT, ".wrangler/deploy/wrangler.toml"), "utf8")).not.toMatch(/^\s*DAILY_SECRET\s*=/m);

    const second = await deploy(acct, args);
    expect(second.status, second.out).toBe(0);
    expect(second.calls.filter((c) => / create |kv key put|^deploy --config/.test(c))).toEqual([]);
    expect(second.calls).toContain("d1 migrations apply DB --remote --config");
    expect(second.calls).toContain("secret list --format json --config");
    expect(second.state.secrets.baffle?.DAILY_SECRET).toBe(secret); // kept: it decides today's board
    expect(second.state.deploys).toBe(1);
    expect(second.out).toMatch(/words\.dawg unchanged/);
    expect(second.out).toMatch(/not redeployed/);

    // A different word list is uploaded again and redeployed (isolates load the new one).
    writeFileSync(join(work, "words2.txt"), "cat\ncats\n");
    const third = await deploy(acct, ["--config", join(work, "with-d1.toml"), "--words", join(work, "words2.txt")]);
    expect(third.status, third.out).toBe(0);
    expect(third.calls.filter((c) => /^kv key put words\.dawg |^deploy --config/.test(c))).toHaveLength(2);
    expect(third.state.deploys).toBe(2);
    // Solo practice ships the same list, gzipped, in the deploy's own client build (dist/ is untouched).
    const practice = gunzipSync(readFileSync(join(ROOT, ".wrangler/deploy/client/words.dawg.gz")));
    expect(practice.equals(readFileSync(join(ROOT, ".wrangler/deploy/dict/words.dawg")))).toBe(true);
  }, 180_000);

  it("stops before deploying when the dictionary upload fails", async () => {
    const acct = account();
    const r = await deploy(acct, ["--words", join(work, "words.txt")], { FAKE_FAIL_PUT: "words.dawg" });
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/Uploading words\.dawg to KV failed/);
    expect(r.calls.some((c) => c.startsWith("kv key put words.dawg "))).toBe(true);
    expect(r.calls.filter((c) => /^deploy --config|^d1 |proper\.dawg|words\.dawg\.sha256 \w{64}/.test(c))).toEqual([]);
    expect(r.state.deploys).toBe(0);
  }, 120_000);

  it("deploys staging as its own Worker with its own namespace, and fails when health does", async () => {
    const acct = account();
    healthy = false;
    try {
      const r = await deploy(acct, ["--env", "staging", "--words", join(work, "words.txt")]);
      expect(r.status).toBe(1);
      expect(r.state.namespaces.map((n) => n.title)).toEqual(["baffle-staging-dict"]);
      expect(r.calls).toContainEqual(expect.stringMatching(/^deploy --config --var BAFFLE_VERSION:\S+ --env staging$/));
      expect(r.out).toContain(`"ok": false`);
    } finally {
      healthy = true;
    }
  }, 120_000);
});

describe("the deploy-time wrangler config", () => {
  const toml = readFileSync(join(ROOT, "wrangler.toml"), "utf8");

  it("names each environment's Worker and dictionary namespace", () => {
    expect(readTarget(toml, null)).toMatchObject({ worker: "baffle", kvTitle: "baffle-dict" });
    expect(readTarget(toml, "staging")).toMatchObject({ worker: "baffle-staging", kvTitle: "baffle-staging-dict" });
    expect(() => readTarget(toml, "nowhere")).toThrow(/no \[env\.nowhere\]/);
  });

  it("puts the real id into that environment's DICT block only, and makes paths absolute", () => {
    const prod = deployConfig(toml, "/srv/baffle", null, { kv: "a".repeat(32) }, "/srv/baffle/.wrangler/deploy/client");
    expect(prod).toContain(`main = "/srv/baffle/src/worker.ts"`);
    expect(prod).toContain(`directory = "/srv/baffle/.wrangler/deploy/client"`);
    expect(toml).toMatch(/^DAILY_SECRET = /m);
    expect(prod).not.toMatch(/^\s*DAILY_SECRET\s*=/m);
    const ids = [...prod.matchAll(/^id = "(\w+)"$/gm)].map((m) => m[1]);
    expect(ids).toEqual(["a".repeat(32), "0".repeat(32)]); // staging keeps its placeholder
    const staging = deployConfig(toml, "/srv/baffle", "staging", { kv: "b".repeat(32) }, "/c");
    expect([...staging.matchAll(/^id = "(\w+)"$/gm)].map((m) => m[1])).toEqual(["0".repeat(32), "b".repeat(32)]);
  });
});
