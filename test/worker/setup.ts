import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll, beforeEach, inject } from "vitest";
import { DICT_KEY, PROPER_KEY } from "../../src/dict/load.ts";

const bytes = Uint8Array.from(atob(inject("dawgBase64")), (c) => c.charCodeAt(0));
const proper = Uint8Array.from(atob(inject("properBase64")), (c) => c.charCodeAt(0));

beforeEach(async () => {
  await env.DICT.put(DICT_KEY, bytes);
  await env.DICT.put(PROPER_KEY, proper);
});

beforeAll(async () => {
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
});
