/**
 * What the build ships for offline play, checked on the build the browser tests use and
 * on the running server: each language's static dictionary is byte for byte the file
 * `npm start` puts in KV, shipped gzipped and sent with Content-Encoding gzip (fewer bytes
 * on the wire, measured here), with its licence notice; the service worker precaches
 * every file of the build but the other languages' dictionaries and catalogues (kept
 * when first fetched, or for a catalogue when the page shows it); the manifest's icons
 * exist; and the rules, the DAWG reader and the solver are in the lazy practice chunk,
 * not in the game page's JavaScript.
 */
import { readdirSync, readFileSync } from "node:fs";
import { get } from "node:http";
import { join, relative } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { baseURL } from "./browser.ts";
import { LOCALES } from "../../client/i18n/locale.ts";
import { LANGUAGES } from "../../src/protocol.ts";

const root = new URL("../..", import.meta.url).pathname;
const dist = join(root, "dist/client");
const read = (file: string) => readFileSync(join(dist, file));

/** What the server sends for `path`, as it travels: the body's bytes undecoded and the Content-Encoding. */
function onTheWire(path: string, acceptEncoding?: string): Promise<{ status: number; encoding: string | null; body: Buffer }> {
  return new Promise((done, fail) => {
    get(`${baseURL()}${path}`, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done({ status: res.statusCode ?? 0, encoding: (res.headers["content-encoding"] as string | undefined) ?? null, body: Buffer.concat(chunks) }));
      res.on("error", fail);
    }).on("error", fail);
  });
}

test("the static words.dawg is the very file the server loads into KV, served unchanged", async () => {
  const kvSource = readFileSync(join(root, "dict/build/words.dawg"));
  expect(gunzipSync(read("words.dawg.gz")).equals(kvSource)).toBe(true);
  const served = Buffer.from(await (await fetch(`${baseURL()}/words.dawg`)).arrayBuffer());
  expect(served.equals(kvSource)).toBe(true);
});

test("every dictionary goes out gzipped: fewer bytes on the wire, the same file once decoded", async () => {
  // (A client that takes no gzip gets the file decoded by Cloudflare's edge, which tells
  // the Worker it takes gzip, as wrangler dev does: test/worker/compressed-files.test.ts
  // covers the Worker's own plain answer.)
  const figures: string[] = [];
  for (const name of ["words.dawg", "words-de.dawg", "words-fr.dawg", "words-es.dawg"]) {
    const file = readFileSync(join(root, "dict/build", name));
    const sent = await onTheWire(`/${name}`, "gzip, deflate, br");
    expect(sent.status, name).toBe(200);
    expect(sent.encoding, name).toBe("gzip");
    expect(gunzipSync(sent.body).equals(file), name).toBe(true);
    // gzip cuts a DAWG by a fifth to over half (docs/dictionary.md has the figures).
    expect(sent.body.length, name).toBeLessThan(file.length * 0.85);
    figures.push(`${name}: ${file.length} bytes before (sent whole), ${sent.body.length} on the wire now (${((1 - sent.body.length / file.length) * 100).toFixed(0)}% less)`);
  }
  console.log(figures.join("\n"));
});

test("each other language's dictionary is its KV file, served unchanged, with its licence notice beside it", async () => {
  for (const language of ["de", "fr", "es"]) {
    const kvSource = readFileSync(join(root, `dict/build/words-${language}.dawg`));
    expect(gunzipSync(read(`words-${language}.dawg.gz`)).equals(kvSource), language).toBe(true);
    const served = Buffer.from(await (await fetch(`${baseURL()}/words-${language}.dawg`)).arrayBuffer());
    expect(served.equals(kvSource), language).toBe(true);
    const notice = await fetch(`${baseURL()}/words-${language}.LICENSE.txt`);
    expect(notice.status, language).toBe(200);
    expect(await notice.text()).toBe(readFileSync(join(root, `dict/build/words-${language}.LICENSE.txt`), "utf8"));
    console.log(`words-${language}.dawg ${(kvSource.length / 1024).toFixed(0)} KB (${(gzipSync(kvSource, { level: 9 }).length / 1024).toFixed(0)} KB gzipped)`);
  }
});

test("the service worker precaches every file of the build but the definitions' shards and the other languages' dictionaries and catalogues, and the server serves each", async () => {
  const sw = read("sw.js").toString();
  const list = JSON.parse(/\[("\/[^\]]*)\]/.exec(sw)![0]) as string[];
  const all = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => `/${relative(dist, join(e.parentPath, e.name))}`)
    .filter((f) => f !== "/sw.js" && f !== "/index.html");
  // The shards (2.4 MB gzipped) are kept as the app fetches them; their index is precached.
  const shards = all.filter((f) => f.startsWith("/defs/") && f !== "/defs/index.json");
  expect(shards.length).toBeGreaterThan(100);
  expect(shards).toContain("/defs/LICENSE.txt");
  // Another language's dictionary (its display map and its notice) is fetched when practice first plays it, and kept then.
  const languages = all.filter((f) => /^\/words-[a-z]{2}\.(dawg\.gz|display\.gz|LICENSE\.txt)$/.test(f));
  expect(languages.sort()).toEqual(LANGUAGES.filter((l) => l !== "en").flatMap((l) => [`/words-${l}.LICENSE.txt`, `/words-${l}.dawg.gz`, `/words-${l}.display.gz`]).sort());
  // Each other language's catalogue (a chunk of its own) is listed by language, to be kept when a device shows it.
  const catalogues = JSON.parse(/\{"[a-z]{2}":"\/assets\/[^}]*\}/.exec(sw)![0]) as Record<string, string>;
  expect(Object.keys(catalogues).sort()).toEqual(LOCALES.filter((l) => l !== "en").sort());
  const catalogueFiles = Object.values(catalogues);
  expect(catalogueFiles.filter((f) => !all.includes(f))).toEqual([]);
  expect(read(catalogues.ru!.slice(1)).toString()).toContain("Как играть");
  expect(read(catalogues.de!.slice(1)).toString()).toContain("So wird gespielt");
  // English's dictionary ships gzipped and is precached at the address the Worker answers.
  const shipped = all
    .filter((f) => !shards.includes(f) && !languages.includes(f) && !catalogueFiles.includes(f))
    .map((f) => (f === "/words.dawg.gz" ? "/words.dawg" : f));
  expect([...list].sort()).toEqual(["/", ...shipped].sort());
  for (const url of [...list, ...shards.slice(0, 3), "/defs/LICENSE.txt", ...catalogueFiles]) expect((await fetch(`${baseURL()}${url}`)).status, url).toBe(200);
});

test("the web app manifest names the app and its icons exist at their sizes", () => {
  const manifest = JSON.parse(read("manifest.webmanifest").toString()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; type: string }[] };
  expect(manifest).toMatchObject({ name: "Baffle", start_url: "/", display: "standalone" });
  const pngs = manifest.icons.filter((i) => i.type === "image/png");
  expect(pngs.map((i) => i.sizes).sort()).toEqual(["192x192", "512x512"]);
  for (const icon of pngs) {
    const png = read(icon.src.slice(1));
    const [w, h] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(`${w}x${h}`).toBe(icon.sizes);
  }
  expect(read("index.html").toString()).toContain('rel="manifest" href="/manifest.webmanifest"');
});

test("the rules, the DAWG reader and the solver load only with practice (and the daily board, which checks entries the same way)", () => {
  const html = read("index.html").toString();
  const pageScripts = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const assets = readdirSync(join(dist, "assets"));
  const practice = assets.filter((f) => /^PracticePage-.*\.js$/.test(f));
  expect(practice).toHaveLength(1);
  expect(pageScripts.some((f) => f.includes("PracticePage"))).toBe(false);
  const pageCode = pageScripts.map((f) => read(f).toString()).join("\n");
  // The practice chunk with the chunks it imports (shared with the daily board's).
  const loaded = new Set<string>([practice[0]!]);
  for (const f of loaded) {
    for (const m of read(`assets/${f}`).toString().matchAll(/from"\.\/([^"]+\.js)"/g)) loaded.add(m[1]!);
  }
  const practiceCode = [...loaded].map((f) => read(`assets/${f}`).toString()).join("\n");
  // Messages that exist only in src/dict/dawg.ts and src/game/rules.ts's callers.
  for (const marker of ["not a Baffle dictionary", "a board has a square number of cells"]) {
    expect(pageCode).not.toContain(marker);
    expect(practiceCode).toContain(marker);
  }
  const kb = (s: string) => (gzipSync(s, { level: 9 }).length / 1024).toFixed(1);
  console.log(`game page JS ${kb(pageCode)} KB gzipped; practice chunk ${kb(practiceCode)} KB gzipped; dictionary ${(gunzipSync(read("words.dawg.gz")).length / 1024).toFixed(0)} KB`);
});
