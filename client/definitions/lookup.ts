/**
 * Looking words up in the definitions the build ships (format and sharding:
 * src/dict/definition-shards.ts). The index (each shard's first word, ~4 KB) is fetched
 * once and precached by the service worker; a lookup then fetches the one shard that
 * holds the word, a few KB, which the service worker keeps for offline use. Both are
 * remembered for the page's life; a failed fetch is not, so a later lookup tries again.
 */
import { DEFINITIONS_PATH, INDEX_FILE, definitionsIn, readIndex, shardFile, shardOf, type Definition } from "../../src/dict/definition-shards.ts";

let index: Promise<string[]> | null = null;
const shards = new Map<number, Promise<unknown>>();

async function getJson(path: string): Promise<unknown> {
  const res = await fetch(`${DEFINITIONS_PATH}/${path}`);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.json();
}

function remembered<T>(get: () => Promise<T>, forget: () => void): Promise<T> {
  return get().catch((err: unknown) => {
    forget();
    throw err;
  });
}

function loadIndex(): Promise<string[]> {
  index ??= remembered(async () => readIndex(await getJson(INDEX_FILE)), () => (index = null));
  return index;
}

function loadShard(i: number): Promise<unknown> {
  let p = shards.get(i);
  if (!p) {
    p = remembered(() => getJson(shardFile(i)), () => shards.delete(i));
    shards.set(i, p);
  }
  return p;
}

/** What `word` means: [] when WordNet does not define it; rejects when it could not be fetched. */
export async function lookUp(word: string): Promise<Definition[]> {
  const first = await loadIndex();
  const i = shardOf(first, word);
  return i < 0 ? [] : definitionsIn(await loadShard(i), word);
}

/**
 * Fetch the shards that hold `words` ahead of time (practice does, for its board's
 * words, while the round is played), a few at a time; failures are ignored.
 */
export async function prefetch(words: readonly string[], parallel = 4): Promise<void> {
  try {
    const first = await loadIndex();
    const wanted = [...new Set(words.map((w) => shardOf(first, w)).filter((i) => i >= 0))];
    const next = async (): Promise<void> => {
      for (let i = wanted.shift(); i !== undefined; i = wanted.shift()) await loadShard(i).catch(() => undefined);
    };
    await Promise.all(Array.from({ length: parallel }, next));
  } catch {
    /* offline: the lookups themselves will say so */
  }
}
