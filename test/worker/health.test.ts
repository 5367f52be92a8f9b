import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DICT_KEY } from "../../src/words/desk.ts";

interface Health {
  ok: boolean;
  version: string;
  dictionary: { words: number; bytes: number } | null;
  bindings: Record<string, { ok: boolean; code?: string }>;
}

async function health(): Promise<[number, Health]> {
  const res = await exports.default.fetch("http://baffle.test/api/health");
  return [res.status, (await res.json()) as Health];
}

describe("GET /api/health", () => {
  it("reports the version, the dictionary loaded from KV and every binding answering", async () => {
    const [status, body] = await health();
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.version).toBe("dev");
    expect(body.dictionary!.words).toBeGreaterThan(110_000);
    expect(body.dictionary!.words).toBeLessThan(120_000);
    const stored = await env.DICT.get(DICT_KEY, "arrayBuffer");
    expect(body.dictionary!.bytes).toBe(stored!.byteLength);
    expect(Object.keys(body.bindings)).toEqual(expect.arrayContaining(["DICT", "TABLE", "ASSETS"]));
    for (const [name, b] of Object.entries(body.bindings)) expect(b.ok, name).toBe(true);
  });

  it("names the binding that is missing its data, with a code, and answers 503", async () => {
    await env.DICT.delete(DICT_KEY);
    const [status, body] = await health();
    expect(status).toBe(503);
    expect(body.ok).toBe(false);
    expect(body.dictionary).toBeNull();
    expect(body.bindings.DICT).toMatchObject({ ok: false, code: "dictionary_missing" });
    expect(body.bindings.TABLE!.ok).toBe(true);
  });
});
