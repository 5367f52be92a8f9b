// A stand-in for wrangler in the deploy script's test (test/unit/deploy.test.ts): it
// records every call in $FAKE_DIR/calls.jsonl and keeps the "account" (KV namespaces and
// values, D1 databases, Worker secrets, deploys) in $FAKE_DIR/state.json, answering the way wrangler does.
// FAKE_FAIL_PUT=<key> makes uploads of that key fail; FAKE_URL is the deployed address.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createHash, randomBytes } from "node:crypto";
import { join } from "node:path";

const dir = process.env.FAKE_DIR;
const args = process.argv.slice(2);
appendFileSync(join(dir, "calls.jsonl"), JSON.stringify(args) + "\n");
const statePath = join(dir, "state.json");
const state = existsSync(statePath) ? JSON.parse(readFileSync(statePath, "utf8")) : { namespaces: [], kv: {}, d1: [], deploys: 0, migrations: 0 };
const save = () => writeFileSync(statePath, JSON.stringify(state));
const flag = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const fail = (msg) => { process.stderr.write(`✘ [ERROR] ${msg}\n`); process.exit(1); };
const cmd = args.filter((a) => !a.startsWith("--")).slice(0, 3).join(" ");

if (args[0] === "whoami") console.log("You are logged in with an OAuth Token.");
else if (args[0] === "deploy" && args.includes("--dry-run")) {
  mkdirSync(flag("--outdir"), { recursive: true });
  writeFileSync(join(flag("--outdir"), "worker.js"), "export default { fetch() { return new Response('hi'); } };\n");
  console.log("Your Worker has access to the following bindings:\nBinding  Resource\nenv.DICT (0000)  KV Namespace\n\n--dry-run: exiting now.");
} else if (args[0] === "deploy") {
  state.deploys++;
  save();
  console.log(`Uploaded ${args.includes("--env") ? "baffle-staging" : "baffle"}\nDeployed triggers\n  ${process.env.FAKE_URL}\nCurrent Version ID: ${state.deploys}`);
} else if (cmd === "kv namespace list") console.log(JSON.stringify(state.namespaces, null, 2));
else if (cmd.startsWith("kv namespace create")) {
  const title = args[3];
  if (state.namespaces.some((n) => n.title === title)) fail(`A KV namespace named "${title}" already exists.`);
  state.namespaces.push({ id: randomBytes(16).toString("hex"), title });
  save();
  console.log("✨ Success!");
} else if (cmd.startsWith("kv key get")) {
  const v = state.kv[`${flag("--namespace-id")}/${args[3]}`];
  // As the API answers a missing key: wrangler fails with code 10009.
  if (v === undefined) fail(`A request to the Cloudflare API failed.\n  get: 'key not found' [code: 10009]`);
  console.log(v);
} else if (cmd.startsWith("kv key put")) {
  const key = args[3];
  if (!state.namespaces.some((n) => n.id === flag("--namespace-id"))) fail("namespace not found");
  if (process.env.FAKE_FAIL_PUT === key) fail(`A request to the Cloudflare API failed: could not upload ${key}`);
  const path = flag("--path");
  state.kv[`${flag("--namespace-id")}/${key}`] = path ? `file:${createHash("sha256").update(readFileSync(path)).digest("hex")}` : args[4];
  save();
  console.log(`Writing the value "${key}" to key... done`);
} else if (cmd === "d1 list") console.log(JSON.stringify(state.d1));
else if (cmd.startsWith("d1 create")) {
  state.d1.push({ uuid: randomBytes(16).toString("hex"), name: args[2] });
  save();
  console.log(`✅ Successfully created DB '${args[2]}'`);
} else if (cmd.startsWith("d1 migrations apply")) {
  if (!readFileSync(flag("--config"), "utf8").includes(state.d1[0]?.uuid ?? "none")) fail("database_id not in the config");
  state.migrations++;
  save();
  console.log(state.migrations === 1 ? "Migrations applied" : "✅ No migrations to apply!");
} else if (cmd.startsWith("secret list")) {
  const worker = args.includes("--env") ? "baffle-staging" : "baffle";
  // As the API answers for a Worker that does not exist yet: code 10007.
  if (!state.secrets?.[worker]) fail(`A request to the Cloudflare API failed.\n  This Worker does not exist on your account. [code: 10007]`);
  console.log(JSON.stringify(Object.keys(state.secrets[worker]).map((name) => ({ name, type: "secret_text" }))));
} else if (cmd.startsWith("secret put")) {
  const worker = args.includes("--env") ? "baffle-staging" : "baffle";
  const value = readFileSync(0, "utf8").trim();
  if (!value) fail("no secret value on standard input");
  state.secrets = { ...state.secrets, [worker]: { ...state.secrets?.[worker], [args[2]]: value } };
  save();
  console.log(`✨ Success! Uploaded secret ${args[2]}`);
} else fail(`unknown command: ${args.join(" ")}`);
