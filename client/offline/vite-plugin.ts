/**
 * Build step that makes the client installable and playable offline (used by
 * vite.config.ts). It does three things at the end of `vite build`:
 *
 * - copies the dictionary the server uses (dict/build/words.dawg, the file `npm start`
 *   and the operating guide upload to KV) to dist/client/words.dawg unchanged, so solo
 *   practice checks words against the very same bytes;
 * - compiles client/offline/service-worker.ts to dist/client/sw.js;
 * - writes into sw.js the list of every file the app needs (hashed scripts and styles,
 *   the lazy practice chunk, the dictionary, the manifest and icons) and a version
 *   derived from their names and the dictionary's contents. A new build therefore gives
 *   a new sw.js, which is how browsers notice an update and fetch the new files.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** The dictionary `npm start` puts in KV (dict/ensure.ts); `npm run deploy -- --words` points BAFFLE_DICTIONARY at its own. */
export const DICTIONARY_FILE = process.env.BAFFLE_DICTIONARY ?? join(ROOT, "dict/build/words.dawg");
/** Where the app fetches it from. */
export const DICTIONARY_URL = "/words.dawg";
const WORKER_SOURCE = join(ROOT, "client/offline/service-worker.ts");
const PUBLIC_DIR = join(ROOT, "client/public");

/**
 * The offline build step (dictionary copy, service worker and its precache list), and
 * for `vite` in development the dictionary served at the same address, so practice
 * works there too (without a service worker).
 */
export function offlinePlugin(): Plugin[] {
  return [buildPlugin(), devDictionary()];
}

function devDictionary(): Plugin {
  return {
    name: "baffle-offline-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use(DICTIONARY_URL, (_req, res) => {
        res.setHeader("content-type", "application/octet-stream");
        res.end(readFileSync(DICTIONARY_FILE));
      });
    },
  };
}

function buildPlugin(): Plugin {
  return {
    name: "baffle-offline",
    apply: "build",
    buildStart() {
      if (!existsSync(DICTIONARY_FILE)) {
        this.error(`${relative(ROOT, DICTIONARY_FILE)} is missing: run \`npx tsx dict/ensure.ts\` (npm start and npm test do) before building the client`);
      }
      this.emitFile({ type: "chunk", id: WORKER_SOURCE, fileName: "sw.js" });
    },
    generateBundle(_options, bundle) {
      const dictionary = readFileSync(DICTIONARY_FILE);
      this.emitFile({ type: "asset", fileName: DICTIONARY_URL.slice(1), source: dictionary });
      const built = Object.keys(bundle).filter((f) => f !== "sw.js" && f !== "index.html" && !f.endsWith(".map"));
      const files = ["/", DICTIONARY_URL, ...publicFiles(), ...built.map((f) => `/${f}`)];
      const version = createHash("sha256")
        .update(files.join("\n"))
        .update(dictionary)
        .digest("hex")
        .slice(0, 16);
      const sw = bundle["sw.js"];
      if (!sw || sw.type !== "chunk") return this.error("the service worker chunk was not built");
      if (!sw.code.includes("__PRECACHE__") || !sw.code.includes("__VERSION__")) return this.error("sw.js lost its placeholders");
      sw.code = sw.code.replaceAll("__PRECACHE__", JSON.stringify([...new Set(files)])).replaceAll("__VERSION__", JSON.stringify(version));
    },
  };
}

function publicFiles(): string[] {
  if (!existsSync(PUBLIC_DIR)) return [];
  return readdirSync(PUBLIC_DIR, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => `/${relative(PUBLIC_DIR, join(e.parentPath, e.name)).split("\\").join("/")}`);
}
