/**
 * Build step that makes the client installable and playable offline (used by
 * vite.config.ts). It does three things at the end of `vite build`:
 *
 * - copies the dictionary the server uses (dict/build/words.dawg, the file `npm start`
 *   and the operating guide upload to KV) to dist/client/words.dawg.gz, gzipped, so solo
 *   practice checks words against the very same bytes; and likewise each other
 *   language's (dict/build/words-de.dawg → /words-de.dawg.gz, its KV key) with its licence
 *   notice (words-de.LICENSE.txt), which must go wherever the list goes. Only the gzipped
 *   copies ship: the Worker answers /words-de.dawg with them, Content-Encoding gzip
 *   (src/http/compressed-files.ts), since Cloudflare compresses no octet-stream itself;
 * - copies the definitions (dict/build/defs/: the shard index, the shards and WordNet's
 *   licence, built by dict/definitions.ts) to dist/client/defs/;
 * - compiles client/offline/service-worker.ts to dist/client/sw.js;
 * - writes into sw.js the list of every file the app needs (hashed scripts and styles,
 *   the lazy practice chunk, the dictionary, the definitions' index, the manifest and
 *   icons) and a version derived from their names and the dictionaries' and definitions'
 *   contents. The shards themselves are not precached (2.4 MB gzipped), nor are the other
 *   languages' dictionaries (310–490 KB each, most players need one or none): the service
 *   worker keeps each one the app fetches. Nor are the client's catalogues (about 12 KB
 *   gzipped each, eight of them, of which a player reads one): sw.js gets their
 *   addresses by language instead, and keeps the ones a device shows. A new build
 *   therefore gives a new sw.js, which is how browsers notice an update and fetch the
 *   new files.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { DEFINITIONS_PATH, INDEX_FILE } from "../../src/dict/definition-shards.ts";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { displayKey, languageRules } from "../../src/lang/languages.ts";
import { LANGUAGES } from "../../src/protocol/values.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** The dictionary `npm start` puts in KV (dict/ensure.ts); `npm run deploy -- --words` points BAFFLE_DICTIONARY at its own. */
export const DICTIONARY_FILE = process.env.BAFFLE_DICTIONARY ?? join(ROOT, "dict/build/words.dawg");
/** Where the app fetches it from. */
export const DICTIONARY_URL = "/words.dawg";

/** A file's gzipped copy, as shipped: the Worker sends it as the file with Content-Encoding gzip. */
export function shippedGzip(source: Uint8Array): Uint8Array {
  return gzipSync(source, { level: 9 });
}

/** Whether a file of the built client ships gzipped (served at its name without ".gz"). */
export const isShippedGzip = (url: string) => /^\/?words(?:-[a-z]{2})?\.(?:dawg|display)$/.test(url);
/**
 * The other languages' dictionaries and their licence notices, by the address each is
 * served at (its KV key, "/words-de.dawg"), all from dict/build/ (dict/ensure.ts builds them).
 */
export const LANGUAGE_FILES: readonly { url: string; file: string }[] = LANGUAGES.filter((l) => l !== "en").flatMap((l) => {
  const key = languageRules(l).dictionaryKey;
  const licence = key.replace(/\.dawg$/, ".LICENSE.txt");
  return [key, displayKey(l), licence].map((name) => ({ url: `/${name}`, file: join(ROOT, "dict/build", name) }));
});
/** The definitions' shards, index and licence (dict/ensure.ts builds them). */
export const DEFINITIONS_DIR = join(ROOT, "dict/build/defs");
const WORKER_SOURCE = join(ROOT, "client/offline/service-worker.ts");
/** A language's catalogue module, whose chunk is that language's words ("…/client/i18n/messages/de.ts"). */
const CATALOGUE_MODULE = /[\\/]client[\\/]i18n[\\/]messages[\\/]([a-z]{2})\.ts$/;
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
      for (const { url, file } of LANGUAGE_FILES) {
        server.middlewares.use(url, (_req, res) => {
          res.setHeader("content-type", url.endsWith(".txt") ? "text/plain; charset=utf-8" : "application/octet-stream");
          res.end(readFileSync(file));
        });
      }
      server.middlewares.use(DEFINITIONS_PATH, (req, res, next) => {
        const name = (req.url ?? "").replace(/^\//, "").replace(/\?.*$/, "");
        if (!/^[\w.]+$/.test(name) || !existsSync(join(DEFINITIONS_DIR, name))) return next();
        res.setHeader("content-type", name.endsWith(".json") ? "application/json" : "text/plain");
        res.end(readFileSync(join(DEFINITIONS_DIR, name)));
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
      const missing = LANGUAGE_FILES.find((f) => !existsSync(f.file));
      if (missing) {
        this.error(`${relative(ROOT, missing.file)} is missing: run \`npx tsx dict/ensure.ts\` (npm start and npm test do) before building the client`);
      }
      if (!existsSync(join(DEFINITIONS_DIR, INDEX_FILE))) {
        this.error(`${relative(ROOT, DEFINITIONS_DIR)} is missing: run \`npx tsx dict/ensure.ts\` (npm start and npm test do) before building the client`);
      }
      this.emitFile({ type: "chunk", id: WORKER_SOURCE, fileName: "sw.js" });
    },
    // After Vite's own generateBundle hooks: they drop the chunks that held only CSS, which
    // the precache list must not name (a missing file fails the service worker's install).
    generateBundle: { order: "post", handler(_options, bundle) {
      const dictionary = readFileSync(DICTIONARY_FILE);
      this.emitFile({ type: "asset", fileName: `${DICTIONARY_URL.slice(1)}.gz`, source: shippedGzip(dictionary) });
      // Cached as the app fetches them, so their contents go into the version too.
      const languages = createHash("sha256");
      for (const { url, file } of LANGUAGE_FILES) {
        const source = readFileSync(file);
        languages.update(url).update(source);
        const gzip = isShippedGzip(url);
        this.emitFile({ type: "asset", fileName: gzip ? `${url.slice(1)}.gz` : url.slice(1), source: gzip ? shippedGzip(source) : source });
      }
      const onDemand = new Set(LANGUAGE_FILES.flatMap((f) => [f.url.slice(1), `${f.url.slice(1)}.gz`]));
      // The shards are cached as the app fetches them, so their contents go into the version.
      const definitions = createHash("sha256");
      for (const name of readdirSync(DEFINITIONS_DIR).sort()) {
        if ((!name.endsWith(".json") && name !== "LICENSE.txt") || name === "stats.json") continue; // stats: build figures
        const source = readFileSync(join(DEFINITIONS_DIR, name));
        definitions.update(name).update(source);
        this.emitFile({ type: "asset", fileName: `${DEFINITIONS_PATH.slice(1)}/${name}`, source });
      }
      // Each language's catalogue chunk (messages/<lang>.ts, fetched when the language is shown), by language.
      const catalogues: Record<string, string> = {};
      for (const [fileName, out] of Object.entries(bundle)) {
        const lang = out.type === "chunk" && out.facadeModuleId ? CATALOGUE_MODULE.exec(out.facadeModuleId)?.[1] : undefined;
        if (lang && lang !== "en") catalogues[lang] = `/${fileName}`;
      }
      if (Object.keys(catalogues).length === 0) return this.error("no catalogue chunk (client/i18n/messages/<lang>.ts) in the build");
      const kept = new Set(Object.values(catalogues).map((url) => url.slice(1)));
      const built = Object.keys(bundle).filter(
        (f) =>
          f !== "sw.js" &&
          f !== "index.html" &&
          !f.endsWith(".map") &&
          !f.startsWith(DEFINITIONS_PATH.slice(1) + "/") &&
          !onDemand.has(f) &&
          !kept.has(f) &&
          !f.endsWith(".gz"),
      );
      const files = ["/", DICTIONARY_URL, `${DEFINITIONS_PATH}/${INDEX_FILE}`, ...publicFiles(), ...built.map((f) => `/${f}`)];
      const version = createHash("sha256")
        .update(files.join("\n"))
        .update(dictionary)
        .update(definitions.digest())
        .update(languages.digest())
        .update(JSON.stringify(catalogues))
        .digest("hex")
        .slice(0, 16);
      const sw = bundle["sw.js"];
      if (!sw || sw.type !== "chunk") return this.error("the service worker chunk was not built");
      if (!["__PRECACHE__", "__VERSION__", "__CATALOGUES__"].every((p) => sw.code.includes(p))) return this.error("sw.js lost its placeholders");
      sw.code = sw.code
        .replaceAll("__PRECACHE__", JSON.stringify([...new Set(files)]))
        .replaceAll("__VERSION__", JSON.stringify(version))
        .replaceAll("__CATALOGUES__", JSON.stringify(catalogues));
    } },
  };
}

function publicFiles(): string[] {
  if (!existsSync(PUBLIC_DIR)) return [];
  return readdirSync(PUBLIC_DIR, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => `/${relative(PUBLIC_DIR, join(e.parentPath, e.name)).split("\\").join("/")}`);
}
