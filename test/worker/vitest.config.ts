import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { GROUP_1 } from "../sequencer.ts";

const root = new URL("../..", import.meta.url).pathname;

/**
 * A file of dict/build by its KV key, which names it (dict/kv-seed.ts dictionaryUploads):
 * `GET /words-de.dawg`. The test-only TEST_DICTIONARIES binding (test/worker/dictionaries.ts).
 */
function dictionaryFile(request: Request): Response {
  const key = new URL(request.url).pathname.slice(1);
  if (!/^words(-[a-z]{2})?\.(dawg|display)$/.test(key)) return new Response("no such dictionary", { status: 404 });
  try {
    return new Response(readFileSync(`${root}dict/build/${key}`));
  } catch {
    return new Response(`dict/build/${key} is not built`, { status: 404 });
  }
}

/**
 * Worker tests run inside workerd with the bindings of wrangler.toml. The global setup
 * builds the dictionary if needed and provides its bytes, which `setup.ts` puts into
 * the test KV namespace — the same path production takes (KV → Dawg.load). The D1
 * migrations in migrations/ are read here and applied by `setup.ts` to the test database.
 * English is in KV for every test; another language's dictionary and display map are put
 * there only by the files that play it (`useLanguages` in test/worker/dictionaries.ts),
 * from dict/build through TEST_DICTIONARIES: seeding all nine into every file took about
 * 40% of this project's CPU time.
 */
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: `${root}wrangler.toml` },
      // The operator settings an installation would have (see README): the tests' origin
      // is the public one, and one other site is allowed to use the API.
      miniflare: {
        bindings: {
          PUBLIC_ORIGIN: "http://baffle.test", ALLOWED_ORIGINS: "https://friends.example",
          // The arena in short rounds (4 s of play, 2.5 s of results ending in a 0.5 s
          // countdown) over three shards, its shards' group-commit window as short in
          // proportion (50 ms for 250), so its tests do not wait 2.5 minutes a round.
          ARENA_ROUND_MS: "4000", ARENA_BREAK_MS: "2500", ARENA_COUNTDOWN_MS: "500", ARENA_SHARDS_MIN: "3", ARENA_COMMIT_MS: "50",
          // A sprint of three of those rounds every 20 s (production: six, hourly).
          ARENA_SPRINT_EVERY_MS: "20000", ARENA_SPRINT_ROUNDS: "3",
          TEST_MIGRATIONS: await readD1Migrations(`${root}migrations`),
        },
        // A second, empty database, for the test that migrates a database made before a
        // migration was added (test/worker/migrations.test.ts).
        d1Databases: { UPGRADE_DB: "upgrade-db" },
        serviceBindings: { TEST_DICTIONARIES: dictionaryFile },
      },
    })),
  ],
  test: {
    name: "worker",
    root,
    include: ["test/worker/**/*.test.ts"],
    globalSetup: ["test/worker/global-setup.ts"],
    setupFiles: ["test/worker/setup.ts"],
    testTimeout: 60_000,
    // Every file imports `cloudflare:test`, which imports the Worker (src/worker.ts) into the
    // file's own workerd: 720 modules, 550 of them openskill's (ramda, one module per
    // function, and @stdlib). Vite's dependency optimizer bundles each package listed here
    // into one module, built once per run: 12 files that only import the Worker took 34
    // CPU-s before, 21 after (2026-12-04), and this project has 65 files.
    deps: { optimizer: { ssr: { enabled: true, include: ["openskill", "openskill/models", "hono", "valibot", "unhomoglyph"] } } },
    // Five files at a time, in group 1 with the browser and scripts files (Vitest wants one
    // maxWorkers within a group; test/sequencer.ts runs these files beside the longest
    // browser files). Left to itself Vitest ran one at a time here (2 cores); a file
    // spends a second or two starting its workerd and loading the Worker, and the arena's files
    // mostly wait for their short rounds (measured 2026-12-03: 582 s one at a time, 368 s
    // two). Beside the browser files, a Worker file's CPU fills their waits.
    ...GROUP_1,
  },
});
