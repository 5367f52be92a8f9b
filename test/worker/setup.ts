import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll, beforeEach, inject } from "vitest";
import { DICT_KEY, PROPER_KEY } from "../../src/words/desk.ts";

// English and the proper nouns for every test; a file that plays another language puts
// that one's dictionary into KV itself (useLanguages, test/worker/dictionaries.ts).
const decode = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
const bytes = decode(inject("dawgBase64"));
const proper = decode(inject("properBase64"));

beforeEach(async () => {
  await env.DICT.put(DICT_KEY, bytes);
  await env.DICT.put(PROPER_KEY, proper);
});

beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
});
