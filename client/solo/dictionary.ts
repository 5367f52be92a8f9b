/**
 * The dictionary for solo practice: the server's words.dawg, served as a static file
 * (copied into the build by client/offline/vite-plugin.ts) and cached by the service
 * worker, read by the same DAWG reader and solver the Worker uses. Fetched once per page
 * visit; a failed fetch is not remembered, so "Try again" really tries again.
 */
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import type { PracticeDictionary } from "./practice.ts";

/** Where the build puts the dictionary. */
export const DICTIONARY_URL = "/words.dawg";

let loading: Promise<PracticeDictionary> | null = null;

/** The dictionary, fetching it on first use. */
export function loadPracticeDictionary(): Promise<PracticeDictionary> {
  loading ??= (async () => {
    const res = await fetch(DICTIONARY_URL);
    if (!res.ok) throw new Error(`the dictionary could not be fetched (HTTP ${res.status})`);
    const dawg = Dawg.load(await res.arrayBuffer());
    return { has: (w: string) => dawg.has(w), solve: (cells: readonly string[], min: number) => solveBoard(dawg, cells, min) };
  })().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
