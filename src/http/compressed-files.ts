/**
 * The dictionaries as the client fetches them (/words.dawg, /words-de.dawg, and each
 * language's display forms, /words-fr.display), sent gzipped.
 *
 * Why the Worker and not the static assets alone: Cloudflare compresses an answer on its
 * way out only for a list of text-like types, and a DAWG is application/octet-stream, so
 * the assets went out whole (gzip cuts them 30–55%). The build (client/offline/
 * vite-plugin.ts) therefore ships each file only gzipped, as `<path>.gz`; the plain path
 * has no asset, so the request reaches the Worker, which answers with those bytes and
 * `Content-Encoding: gzip` (`encodeBody: "manual"`, so the runtime sends them as they are
 * instead of compressing again). The browser undoes the encoding, so the page and the
 * service worker see the file itself. A client that takes no gzip gets it decompressed.
 */

/** Paths answered here: a dictionary or a language's display forms. */
export const COMPRESSED_FILE = /^\/words(?:-[a-z]{2})?\.(?:dawg|display)$/;

/** Whether a request's Accept-Encoding takes gzip. */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    return (coding === "gzip" || coding === "*") && (!q || Number(q[1]) > 0);
  });
}

/**
 * The answer for `path` (matching COMPRESSED_FILE) from its gzipped asset, or null when
 * the build has no such file.
 */
export async function compressedFile(req: Request, assets: Fetcher, path: string): Promise<Response | null> {
  const url = new URL(`${path}.gz`, req.url);
  const conditional = req.headers.get("if-none-match");
  const asset = await assets.fetch(url, conditional ? { headers: { "if-none-match": conditional } } : undefined);
  const headers = new Headers({ "content-type": "application/octet-stream", vary: "accept-encoding" });
  const etag = asset.headers.get("etag");
  if (etag) headers.set("etag", etag);
  if (asset.status === 304) return new Response(null, { status: 304, headers });
  if (!asset.ok || !asset.body) return null;
  if (acceptsGzip(req.headers.get("accept-encoding"))) {
    headers.set("content-encoding", "gzip");
    return new Response(asset.body, { headers, encodeBody: "manual" });
  }
  return new Response(asset.body.pipeThrough(new DecompressionStream("gzip")), { headers });
}
