/**
 * What `GET /api/health` reports: the deployed version (the git commit the deploy script
 * passed in as BAFFLE_VERSION; "dev" locally) and, for each binding, whether it answers.
 * Each probe is the cheapest real call on that binding, run in parallel with a time
 * limit, so a missing or broken binding shows up by name instead of as a failed game.
 * Optional bindings (D1, the lobby) are probed only when the deployment has them.
 */
import { DictionaryMissingError, probeDictionary } from "./words/desk.ts";
import type { TableEnv } from "./env.ts";

/** One binding's answer: "ok", or what went wrong with a code an operator can look up. */
export type BindingHealth = { ok: true; ms: number } | { ok: false; code: string; message: string };

export interface HealthReport {
  ok: boolean;
  version: string;
  dictionary: { words: number; bytes: number } | null;
  bindings: Record<string, BindingHealth>;
}

const PROBE_MS = 5_000;

/** Probe every binding; `ok` only when all of them answer. */
export async function checkHealth(env: TableEnv, origin: string): Promise<HealthReport> {
  let dictionary: HealthReport["dictionary"] = null;
  const optional = env as TableEnv & { DB?: D1Database; LOBBY?: DurableObjectNamespace };
  const probes: Record<string, () => Promise<unknown>> = {
    DICT: async () => {
      dictionary = await probeDictionary(env.DICT);
    },
    // A name no table can have (ids are base64url, 16+ characters): answers null, creates nothing.
    TABLE: () => env.TABLE.get(env.TABLE.idFromName("health-probe")).results(),
    ASSETS: async () => {
      const res = await env.ASSETS.fetch(new URL("/", origin));
      await res.body?.cancel();
      if (!res.ok) throw new ProbeError("assets_missing", `GET / answered ${res.status}: build the client (npm run build:client)`);
    },
  };
  if (optional.DB) probes.DB = () => optional.DB!.prepare("SELECT 1").first();
  const names = Object.keys(probes);
  const results = await Promise.all(names.map((name) => probe(probes[name]!)));
  const bindings = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
  return {
    ok: results.every((r) => r.ok),
    version: env.BAFFLE_VERSION || "dev",
    dictionary,
    bindings,
  };
}

class ProbeError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

async function probe(run: () => Promise<unknown>): Promise<BindingHealth> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProbeError("timeout", `no answer within ${PROBE_MS} ms`)), PROBE_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return { ok: true, ms: Date.now() - started };
  } catch (err) {
    const code = err instanceof ProbeError || err instanceof DictionaryMissingError ? err.code : "unreachable";
    return { ok: false, code, message: String((err as Error).message ?? err) };
  } finally {
    clearTimeout(timer);
  }
}
