/**
 * The Worker's routes. It answers HTTP itself only for what needs no table; anything
 * about a table is handed to that table's Durable Object.
 */
import { Hono } from "hono";
import type { Env } from "./env.ts";
import { DictionaryMissingError, loadDictionary } from "./dict/load.ts";

export const app = new Hono<{ Bindings: Env }>();

app.get("/api/health", async (c) => {
  try {
    const dict = await loadDictionary(c.env.DICT);
    return c.json({ ok: true, dictionary: { words: dict.wordCount, bytes: dict.byteLength } });
  } catch (err) {
    const code = err instanceof DictionaryMissingError ? err.code : "dictionary_unreadable";
    return c.json({ ok: false, error: { code, message: String((err as Error).message) } }, 503);
  }
});

export default app;
