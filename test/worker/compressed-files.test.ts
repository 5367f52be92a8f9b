/**
 * The dictionaries go out gzipped (src/http/compressed-files.ts): the Worker answers
 * /words-de.dawg from the build's gzipped asset with Content-Encoding gzip, and a client
 * that takes no gzip gets the file itself. The bytes are the ones the tables read from KV.
 */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { acceptsGzip, compressedFile } from "../../src/http/compressed-files.ts";
import { ORIGIN } from "./client.ts";
import { useLanguages } from "./dictionaries.ts";

useLanguages("de", "fr", "es");

async function gunzip(bytes: ArrayBuffer): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer());
}

const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

describe("a dictionary file", () => {
  it("is sent gzipped to a client that takes gzip, fewer bytes, the KV file once decoded", async () => {
    for (const key of ["words.dawg", "words-de.dawg", "words-fr.dawg", "words-es.dawg"]) {
      const kv = new Uint8Array((await env.DICT.get(key, "arrayBuffer"))!);
      const res = (await compressedFile(new Request(`${ORIGIN}/${key}`, { headers: { "accept-encoding": "gzip, br" } }), env.ASSETS, `/${key}`))!;
      expect(res.headers.get("content-encoding"), key).toBe("gzip");
      expect(res.headers.get("content-type"), key).toBe("application/octet-stream");
      const sent = await res.arrayBuffer();
      expect(sent.byteLength, key).toBeLessThan(kv.length * 0.85);
      expect(same(await gunzip(sent), kv), key).toBe(true);
    }
  });

  it("is sent whole to a client that takes no gzip", async () => {
    const kv = new Uint8Array((await env.DICT.get("words-fr.dawg", "arrayBuffer"))!);
    for (const accept of [null, "identity", "gzip;q=0, br"]) {
      const headers: Record<string, string> = accept === null ? {} : { "accept-encoding": accept };
      const res = (await compressedFile(new Request(`${ORIGIN}/words-fr.dawg`, { headers }), env.ASSETS, "/words-fr.dawg"))!;
      expect(res.headers.get("content-encoding"), String(accept)).toBeNull();
      expect(same(new Uint8Array(await res.arrayBuffer()), kv), String(accept)).toBe(true);
    }
  });

  it("that the build lacks is no dictionary: the Worker answers with its Not found page", async () => {
    expect(await compressedFile(new Request(`${ORIGIN}/words-xx.dawg`), env.ASSETS, "/words-xx.dawg")).toBeNull();
    const res = await exports.default.fetch(`${ORIGIN}/words-xx.dawg`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
  });
});

describe("Accept-Encoding", () => {
  it("takes gzip when listed, or any coding, and not when its q is 0", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("GZIP")).toBe(true);
    expect(acceptsGzip(null)).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("x-gzip")).toBe(false);
  });
});
