import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { DICT_KEY } from "../../src/dict/load.ts";

describe("GET /api/health", () => {
  it("reports the dictionary loaded from KV", async () => {
    const res = await exports.default.fetch("http://baffle.test/api/health");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; dictionary: { words: number; bytes: number } };
    expect(body.ok).toBe(true);
    expect(body.dictionary.words).toBeGreaterThan(110_000);
    expect(body.dictionary.words).toBeLessThan(120_000);
    const stored = await env.DICT.get(DICT_KEY, "arrayBuffer");
    expect(body.dictionary.bytes).toBe(stored!.byteLength);
  });
});
