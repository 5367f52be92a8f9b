/**
 * The service worker (built to /sw.js by client/offline/vite-plugin.ts, which fills in
 * the two placeholders below). It exists so solo practice works with no network after
 * one visit, and so the app starts from cache on a bad connection:
 *
 * - on install it caches every file the app needs, the dictionary included, under a
 *   cache named for this build; on activation it deletes older builds' caches;
 * - pages (navigations) go to the network first, so a deployed fix is seen at once,
 *   and fall back to the cached app when the network fails — any path, since the app
 *   routes on the client (/practice, /t/<id>);
 * - files go to the cache first: they are named by content hash (or, for the
 *   dictionary and icons, versioned with the build), so a cached copy is never stale;
 * - the definitions' shards (/defs/NNN.json) are too many to precache (2.4 MB gzipped),
 *   so each one fetched is stored in the same cache as it passes: a word looked up once,
 *   or a practice board whose shards practice fetched while it was played, is defined
 *   offline afterwards;
 * - so are the other languages' dictionaries (/words-de.dawg, /words-fr.dawg,
 *   /words-es.dawg: 220–230 KB each as sent, gzipped, which most players never need) and
 *   how each writes its words (/words-fr.display, 45–90 KB): the first practice in a
 *   language fetches both and this keeps them, so that language plays offline after;
 * - and the client's catalogues, one per language (a player reads one of nine): the page
 *   says which language it shows (a `keepLanguage` message, client/offline/register.ts),
 *   and this keeps that one, since the page fetched it before any service worker was
 *   there to see it; a catalogue fetched later (the switch) is kept as it passes. Their
 *   names are content-hashed, so a new build carries over the ones an older one kept
 *   unless they changed;
 * - /api and other origins are left alone (the table's WebSocket never passes here).
 *
 * The DOM typings (tsconfig) have no service-worker types, so the few used are below.
 */

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (e: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (e: ExtendableMessageEvent) => void): void;
}

declare const __PRECACHE__: string[];
declare const __VERSION__: string;
/** Each language's catalogue chunk by language: { de: "/assets/de-….js", … } (English is in the precached main bundle). */
declare const __CATALOGUES__: Record<string, string>;

const scope = self as unknown as WorkerScope;
const PREFIX = "baffle-";
const CACHE = PREFIX + __VERSION__;
const APP_SHELL = "/";

scope.addEventListener("install", (e) => {
  e.waitUntil(
    caches
      .open(CACHE)
      // `reload` skips the HTTP cache, so a half-updated server cannot mix builds here.
      .then((cache) => cache.addAll(__PRECACHE__.map((url) => new Request(url, { cache: "reload" }))).then(() => carryOverCatalogues(cache)))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener("activate", (e) => {
  e.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener("fetch", (e) => {
  const req = e.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== scope.location.origin || url.pathname.startsWith("/api/")) return;
  if (req.mode === "navigate") {
    e.respondWith(fetch(req).catch(() => fromCache(APP_SHELL)));
    return;
  }
  const keep = url.pathname.startsWith("/defs/") ? "json" : LANGUAGE_DICTIONARY.test(url.pathname) ? "dawg" : CATALOGUE_URLS.has(url.pathname) ? "js" : null;
  e.respondWith(
    caches.match(req, { cacheName: CACHE, ignoreSearch: true }).then((hit) => hit ?? (keep ? fetchAndKeep(req, keep) : fetch(req))),
  );
});

/** A language's dictionary beside English's (precached), and how it writes its words: "/words-de.dawg", "/words-de.display". */
const LANGUAGE_DICTIONARY = /^\/words-[a-z]{2}\.(?:dawg|display)$/;
const CATALOGUES: Readonly<Record<string, string>> = __CATALOGUES__;
const CATALOGUE_URLS = new Set(Object.values(CATALOGUES));

// The page names the language it shows: keep its catalogue (fetched before this worker could see it).
scope.addEventListener("message", (e) => {
  const data = e.data as { type?: unknown; language?: unknown } | null;
  const url = data?.type === "keepLanguage" && typeof data.language === "string" && Object.hasOwn(CATALOGUES, data.language) ? CATALOGUES[data.language] : undefined;
  if (!url) return;
  e.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      if (await cache.match(url)) return;
      const res = await fetch(url);
      if (worthKeeping(res, "js")) await cache.put(url, res);
    }),
  );
});

/** Put in the new cache each catalogue an older build's cache kept under the same (content-hashed) name. */
async function carryOverCatalogues(cache: Cache): Promise<void> {
  for (const url of CATALOGUE_URLS) {
    const kept = await caches.match(url);
    if (kept) await cache.put(url, kept);
  }
}

type Kept = "json" | "dawg" | "js";

/**
 * Whether an answer is a good one of its kind: JSON for a shard, a script for a
 * catalogue, anything but a page for a dictionary (never the app page the server sends,
 * 404, for a missing path).
 */
function worthKeeping(res: Response, kind: Kept): boolean {
  const type = res.headers.get("content-type") ?? "";
  return res.ok && (kind === "json" ? type.includes("json") : kind === "js" ? type.includes("javascript") : !type.includes("html"));
}

/** Fetch a file and store a good answer of its kind. */
async function fetchAndKeep(req: Request, kind: Kept): Promise<Response> {
  const res = await fetch(req);
  if (worthKeeping(res, kind)) {
    const copy = res.clone();
    void caches.open(CACHE).then((cache) => cache.put(req, copy));
  }
  return res;
}

async function fromCache(url: string): Promise<Response> {
  const hit = await caches.match(url, { cacheName: CACHE });
  return hit ?? Response.error();
}
