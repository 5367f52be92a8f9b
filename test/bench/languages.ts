/**
 * What each language's dictionary costs an isolate that loads it, against English's in
 * the same run: the bytes KV hands over, the CPU time of the cold start (Dawg.load and
 * the first lookup, which builds the derived index), the memory it keeps (heap and array
 * buffers, after a lookup and a solve), and solving one of its 4×4 boards. A Worker loads
 * a language only when a table plays it (src/words/desk.ts), so these are the costs of
 * each language in use. `npm run bench -- --only languages`; heap figures need
 * `--expose-gc` (the npm script passes it), else they are -1.
 */
import { readFileSync } from "node:fs";
import { dictionaryUploads } from "../../dict/kv-seed.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { solveBoard } from "../../src/dict/solver.ts";
import { shakeBoard } from "../../src/game/board.ts";
import { seededRng } from "../../src/game/random.ts";
import { languageRules } from "../../src/lang/languages.ts";
import { LANGUAGES, type Language } from "../../src/protocol.ts";

const gc = (globalThis as { gc?: () => void }).gc;
const capital = (l: Language) => l[0]!.toUpperCase() + l.slice(1);

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function memory(): number {
  gc!();
  gc!();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/** Mean CPU ms of `fn(i)` over `n` calls, repeated until `minMs` have passed. */
function timePer(n: number, minMs: number, fn: (i: number) => void): number {
  for (let i = 0; i < Math.min(n, 20); i++) fn(i);
  let calls = 0;
  const start = cpuMs();
  do {
    for (let i = 0; i < n; i++) fn(i);
    calls += n;
  } while (cpuMs() - start < minMs);
  return (cpuMs() - start) / calls;
}

/** Every language's figures, and each as a ratio to English's; `scale` shrinks the time budgets and boards (the bench's `--smoke`). */
export async function benchLanguages(scale = 1): Promise<Record<string, number>> {
  const paths = new Map(dictionaryUploads());
  const out: Record<string, number> = {};
  const base: Record<string, number> = {};
  for (const language of LANGUAGES) {
    const bytes = readFileSync(paths.get(languageRules(language).dictionaryKey)!);
    const copy = () => new Uint8Array(bytes).buffer;
    const buffers = Array.from({ length: Math.max(2, Math.round(20 * scale)) }, copy);
    const coldMs = timePer(buffers.length, 300 * scale, (i) => void Dawg.load(buffers[i]!).has("zzz"));
    let retained = -1;
    let dawg: Dawg;
    if (gc) {
      const before = memory();
      dawg = Dawg.load(copy());
      dawg.has("zzz");
      solveBoard(dawg, shakeBoard(4, seededRng(1), language).cells);
      retained = memory() - before;
    } else dawg = Dawg.load(copy());
    const rng = seededRng(42);
    const boards = Array.from({ length: Math.max(10, Math.round(500 * scale)) }, () => shakeBoard(4, rng, language).cells);
    const solveUs = timePer(boards.length, 1000 * scale, (i) => void solveBoard(dawg, boards[i]!)) * 1000;
    const figures = { DawgBytes: bytes.byteLength, Words: dawg.wordCount, ColdStartMs: +coldMs.toFixed(3), RetainedBytes: retained, SolveUs4: +solveUs.toFixed(1) };
    for (const [key, value] of Object.entries(figures)) {
      out[`lang${key}${capital(language)}`] = value;
      if (language === "en") base[key] = value;
      else if (key !== "Words") out[`lang${key}${capital(language)}VsEn`] = value < 0 ? -1 : +(value / base[key]!).toFixed(2);
    }
  }
  return out;
}
