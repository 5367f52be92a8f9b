/**
 * The few facts the deploy script needs from wrangler.toml, and the deploy-time copy of
 * it with the real resource ids filled in. wrangler.toml keeps placeholder ids so that a
 * fresh clone runs locally without an account; the deploy script finds or creates the
 * account's KV namespace and D1 database by name and writes a copy of the config (under
 * .wrangler/deploy/, never committed) carrying their ids, with every relative path made
 * absolute so the copy works from where it lies, and the assets pointed at the deploy's
 * own client build. Text in, text out: no TOML library, as
 * wrangler.toml is ours and its binding blocks have a fixed shape.
 */
import { isAbsolute, resolve } from "node:path";

/** What one environment (top level, or `[env.<name>]`) deploys. */
export interface DeployTarget {
  /** The Worker's name on the account (`name`, or `<name>-<env>` as wrangler names it). */
  worker: string;
  /** KV namespace title for the dictionary binding. */
  kvTitle: string;
  /** D1 database name, when the environment binds one. */
  d1Name: string | null;
  d1Binding: string | null;
}

/** Lines of the block whose header is `header` (up to the next header), with their range. */
interface Block {
  header: string;
  start: number;
  end: number;
}

function blocks(lines: string[]): Block[] {
  const out: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /^\s*(\[\[?[^\]]+\]\]?)\s*(#.*)?$/.exec(lines[i]!);
    if (!m) continue;
    if (out.length) out[out.length - 1]!.end = i;
    out.push({ header: m[1]!.replace(/\s+/g, ""), start: i, end: lines.length });
  }
  return out;
}

function value(lines: string[], from: number, to: number, key: string): string | null {
  for (let i = from; i < to; i++) {
    const m = new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`).exec(lines[i]!);
    if (m) return m[1]!;
  }
  return null;
}

/** Header of a table array / table within `env` (null = top level). */
function scoped(env: string | null, name: string, array: boolean): string {
  const inner = env ? `env.${env}.${name}` : name;
  return array ? `[[${inner}]]` : `[${inner}]`;
}

/** Read the target of `env` (null = the top-level, production Worker). */
export function readTarget(toml: string, env: string | null, dictBinding = "DICT"): DeployTarget {
  const lines = toml.split("\n");
  const all = blocks(lines);
  const firstHeader = all[0]?.start ?? lines.length;
  const baseName = value(lines, 0, firstHeader, "name");
  if (!baseName) throw new Error("wrangler.toml has no top-level name");
  let worker = baseName;
  if (env) {
    const section = all.find((b) => b.header === `[env.${env}]`);
    if (!section) throw new Error(`wrangler.toml has no [env.${env}] section`);
    worker = value(lines, section.start + 1, section.end, "name") ?? `${baseName}-${env}`;
  }
  const kv = all.find((b) => b.header === scoped(env, "kv_namespaces", true) && value(lines, b.start + 1, b.end, "binding") === dictBinding);
  if (!kv) throw new Error(`wrangler.toml has no ${scoped(env, "kv_namespaces", true)} block for ${dictBinding}`);
  const d1 = all.find((b) => b.header === scoped(env, "d1_databases", true));
  return {
    worker,
    kvTitle: `${worker}-${dictBinding.toLowerCase()}`,
    d1Name: d1 ? value(lines, d1.start + 1, d1.end, "database_name") : null,
    d1Binding: d1 ? value(lines, d1.start + 1, d1.end, "binding") : null,
  };
}

/** The daily secret's local value in wrangler.toml's [vars]: never deployed (the Worker secret of that name is). */
const LOCAL_ONLY_VAR = /^\s*DAILY_SECRET\s*=/;

/** The Worker secret the deploy creates when missing (src/daily/). */
export const DAILY_SECRET_NAME = "DAILY_SECRET";

/**
 * wrangler.toml with the ids of `env`'s dictionary namespace and D1 database set (when
 * given), `main` and `migrations_dir` made absolute against `root`, the assets taken
 * from `assets` (the deploy's own client build, apart from the one tests and `npm start` use),
 * and the local-only DAILY_SECRET var left out (the deployed Worker has a secret of that name).
 */
export function deployConfig(
  toml: string, root: string, env: string | null, ids: { kv?: string | null; d1?: string | null }, assets: string,
  dictBinding = "DICT",
): string {
  const lines = toml.split("\n");
  for (const b of blocks(lines).reverse()) {
    const isKv = b.header === scoped(env, "kv_namespaces", true) && value(lines, b.start + 1, b.end, "binding") === dictBinding && ids.kv;
    const isD1 = b.header === scoped(env, "d1_databases", true) && ids.d1;
    if (!isKv && !isD1) continue;
    const key = isKv ? "id" : "database_id";
    const body = lines.slice(b.start + 1, b.end).filter((l) => !new RegExp(`^\\s*${key}\\s*=`).test(l));
    lines.splice(b.start + 1, b.end - b.start - 1, `${key} = "${isKv ? ids.kv : ids.d1}"`, ...body);
  }
  return lines
    .filter((line) => !LOCAL_ONLY_VAR.test(line))
    .map((line) => line
      .replace(/^(\s*directory\s*=\s*)"([^"]*)"/, (_all, lead: string) => `${lead}${JSON.stringify(assets)}`)
      .replace(/^(\s*(?:main|migrations_dir)\s*=\s*)"([^"]*)"/, (all, lead: string, path: string) =>
        isAbsolute(path) ? all : `${lead}${JSON.stringify(resolve(root, path))}`))
    .join("\n");
}
