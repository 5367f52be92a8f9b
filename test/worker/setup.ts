import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll, beforeEach, inject } from "vitest";
import { DICT_KEY, PROPER_KEY } from "../../src/words/desk.ts";

const decode = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const bytes = decode(inject("dawgBase64"));
const proper = decode(inject("properBase64"));
const languages = inject("languageDawgs").map(([key, base64]): [string, Uint8Array] => [key, decode(base64)]);

beforeEach(async () => {
  await env.DICT.put(DICT_KEY, bytes);
  await env.DICT.put(PROPER_KEY, proper);
});

beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  // The other languages' dictionaries, once per file: every test of the file sees them.
  for (const [key, value] of languages) await env.DICT.put(key, value);
});
