/**
 * Every dictionary the Worker reads from KV, and seeding them into local KV in one
 * wrangler call. `npm start` / `npm run seed:local` run it as a CLI (after dict/ensure.ts);
 * test/local-server.ts seeds its own storage with it; ops/deploy.ts uploads the same list.
 *
 * Keys: `words.dawg` (English), `proper.dawg` (proper nouns), and each other language's
 * `words-<language>.dawg` (src/lang/<language>.ts dictionaryKey) and `words-<language>.display`
 * (how it writes its words: src/dict/display-map.ts).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { displayKey, languageRules } from "../src/lang/languages.ts";
import { BUILT_LANGUAGES, languageDawgPath, languageDisplayPath } from "./languages.ts";
import { DEFAULT_OUT_DIR, REPO_ROOT } from "./sources.ts";

/** [KV key, file] of every dictionary in dict/build/ (English first). */
export function dictionaryUploads(outDir = DEFAULT_OUT_DIR): [key: string, path: string][] {
  return [
    ["words.dawg", resolve(outDir, "words.dawg")],
    ["proper.dawg", resolve(outDir, "proper.dawg")],
    ...BUILT_LANGUAGES.flatMap((l): [string, string][] => [
      [languageRules(l).dictionaryKey, languageDawgPath(l, outDir)],
      [displayKey(l), languageDisplayPath(l, outDir)],
    ]),
  ];
}

/**
 * Put `uploads` into the local KV binding DICT (in `persistTo`, or wrangler's default
 * .wrangler/state) with one `wrangler kv bulk put`. Throws with wrangler's output on failure.
 */
export function seedLocalKv(uploads: [string, string][], persistTo?: string, env: NodeJS.ProcessEnv = process.env): void {
  const dir = mkdtempSync(join(tmpdir(), "baffle-kv-"));
  try {
    const file = join(dir, "dictionaries.json");
    writeFileSync(file, JSON.stringify(uploads.map(([key, path]) => ({ key, value: readFileSync(path).toString("base64"), base64: true }))));
    const wrangler = resolve(REPO_ROOT, "node_modules/.bin/wrangler");
    const args = ["kv", "bulk", "put", file, "--local", "--binding", "DICT", ...(persistTo ? ["--persist-to", persistTo] : [])];
    const r = spawnSync(wrangler, args, { cwd: REPO_ROOT, env, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`seeding the dictionaries into local KV failed:\n${r.stdout}\n${r.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const uploads = dictionaryUploads();
  seedLocalKv(uploads);
  for (const [key, path] of uploads) console.log(`local KV ${key} ← ${path}`);
}
