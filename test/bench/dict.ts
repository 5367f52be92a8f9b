/**
 * Dictionary benchmark: size, load time, lookup speed and heap cost of the DAWG against a
 * plain JS Set of the same words, and solver throughput on random real-dice boards against
 * a straightforward Set-of-words + Set-of-prefixes solver, all in one run so the numbers
 * are comparable. Times are CPU time of this process (process.cpuUsage), so other work on
 * a shared machine disturbs them less than wall-clock time would. Run with `npm run bench` (`-- --json` for one JSON object). Heap figures
 * need `--expose-gc` (the npm script passes it); without it they are reported as -1.
 */
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { defaultDictionaryBytes } from "../../dict/build.ts";
import { Dawg } from "../../src/dict/dawg.ts";
import { countWords, solveBoard } from "../../src/dict/solver.ts";
import { neighbours, shakeBoard, type BoardSize } from "../../src/game/board.ts";
import { seededRng } from "../../src/game/random.ts";

const gc = (globalThis as { gc?: () => void }).gc;

function memory(): number {
  gc!();
  gc!();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/** Milliseconds of CPU time this process has used (steadier than wall time on a busy machine). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Mean CPU ms per call of `fn(i)` over `items`, repeated for at least `minMs`, after a warm-up. */
function timePerItem(items: number, minMs: number, fn: (i: number) => void): number {
  for (let i = 0; i < Math.min(items, 200); i++) fn(i);
  let calls = 0;
  const start = cpuMs();
  let elapsed = 0;
  do {
    for (let i = 0; i < items; i++) fn(i);
    calls += items;
    elapsed = cpuMs() - start;
  } while (elapsed < minMs);
  return elapsed / calls;
}

/** The obvious solver, as a yardstick: strings, a Set of words and a Set of prefixes. */
function makeBaselineSolver(words: readonly string[]) {
  const wordSet = new Set(words);
  const prefixes = new Set<string>();
  for (const w of words) for (let i = 1; i < w.length; i++) prefixes.add(w.slice(0, i));
  return (cells: readonly string[]): string[] => {
    const adj = neighbours(Math.sqrt(cells.length));
    const found = new Set<string>();
    const used = new Uint8Array(cells.length);
    const walk = (cell: number, prefix: string): void => {
      const s = prefix + cells[cell];
      const isWord = wordSet.has(s);
      if (isWord && s.length >= 3) found.add(s);
      if (!prefixes.has(s)) return;
      used[cell] = 1;
      for (const next of adj[cell]!) if (!used[next]) walk(next, s);
      used[cell] = 0;
    };
    for (let c = 0; c < cells.length; c++) walk(c, "");
    return [...found].sort();
  };
}

function boards(size: BoardSize, count: number, seed: number): string[][] {
  const rng = seededRng(seed);
  return Array.from({ length: count }, () => [...shakeBoard(size, rng).cells]);
}

/**
 * Run every measurement; keys are documented in docs/dictionary.md. `scale` shrinks the
 * time budgets and board counts (the bench's `--smoke` runs it at 0.01: every step once,
 * figures not worth reading).
 */
export async function benchDictionary(scale = 1): Promise<Record<string, number>> {
  const budget = (ms: number) => ms * scale;
  const count = (n: number) => Math.max(10, Math.round(n * scale));
  const bytes = defaultDictionaryBytes();
  const copy = () => new Uint8Array(bytes).buffer; // a fresh ArrayBuffer, as KV hands us
  const out: Record<string, number> = {};

  const dawg = Dawg.load(copy());
  const words = [...dawg.words()];
  out.words = dawg.wordCount;
  out.nodes = dawg.nodeCount;
  out.edges = dawg.edgeCount;
  out.dawgBytes = dawg.byteLength;
  out.bytesPerWord = +(dawg.byteLength / dawg.wordCount).toFixed(3);
  out.plainListGzipBytes = gzipSync(words.join("\n") + "\n", { level: 9 }).length;

  const buffers = Array.from({ length: count(50) }, copy);
  out.loadMs = +timePerItem(buffers.length, budget(50), (i) => Dawg.load(buffers[i]!)).toFixed(4);
  out.firstQueryMs = +timePerItem(buffers.length, budget(200), (i) => Dawg.load(buffers[i]!).has("quixotic")).toFixed(3);

  // Lookups: every word once in a shuffled order, plus as many near-misses.
  const rng = seededRng(7);
  const probes = words.flatMap((w) => [w, w + "q"]);
  for (let i = probes.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [probes[i], probes[j]] = [probes[j]!, probes[i]!];
  }
  const set = new Set(words);
  let hits = 0;
  // Plain loops (no callback: a shared call site would add the same overhead to both and
  // flatter the ratio), alternated in turns so a busy neighbour on the machine slows both alike.
  const turn = (useSet: boolean): number => {
    const start = cpuMs();
    let h = 0;
    if (useSet) for (let i = 0; i < probes.length; i++) h += set.has(probes[i]!) ? 1 : 0;
    else for (let i = 0; i < probes.length; i++) h += dawg.has(probes[i]!) ? 1 : 0;
    hits += h;
    return cpuMs() - start;
  };
  let dawgMs = 0;
  let setMs = 0;
  const turns = Math.max(1, Math.round(10 * scale));
  for (let t = -2; t < turns; t++) {
    const d = turn(false);
    const s = turn(true);
    if (t >= 0) [dawgMs, setMs] = [dawgMs + d, setMs + s];
  }
  out.lookupNs = +((dawgMs / turns / probes.length) * 1e6).toFixed(1);
  out.setLookupNs = +((setMs / turns / probes.length) * 1e6).toFixed(1);
  out.lookupRatioVsSet = +(out.lookupNs / out.setLookupNs).toFixed(2);

  if (gc) {
    let before = memory();
    const loaded = Dawg.load(copy());
    loaded.has("quixotic"); // includes the derived index built on first use
    out.heapBytes = memory() - before;
    solveBoard(loaded, ["c", "a", "t", "s"]);
    out.solverScratchBytes = memory() - before - out.heapBytes;
    before = memory();
    const fresh = new Set(Array.from(loaded.words(), (w) => (" " + w).slice(1)));
    out.setHeapBytes = memory() - before;
    out.heapRatioVsSet = +(out.setHeapBytes / out.heapBytes).toFixed(1);
    if (fresh.size !== loaded.wordCount) throw new Error("set size mismatch");
  } else {
    out.heapBytes = out.setHeapBytes = out.solverScratchBytes = out.heapRatioVsSet = -1;
  }

  for (const size of [4, 5, 6] as const) {
    const list = boards(size, count(size === 4 ? 2000 : 500), 1000 + size);
    let found = 0;
    const ms = timePerItem(list.length, budget(1500), (i) => void (found += solveBoard(dawg, list[i]!).length));
    out[`solveUs${size}`] = +(ms * 1000).toFixed(2);
    out[`boardsPerSec${size}`] = Math.round(1000 / ms);
    let counted = 0;
    const countMs = timePerItem(list.length, budget(1000), (i) => void (counted += countWords(dawg, list[i]!)));
    out[`countBoardsPerSec${size}`] = Math.round(1000 / countMs);
    if (counted === 0) throw new Error("no words counted");
    out[`meanWords${size}`] = +(list.reduce((n, b) => n + solveBoard(dawg, b).length, 0) / list.length).toFixed(1);
    if (found === 0) throw new Error("no words found");
  }

  const baseline = makeBaselineSolver(words);
  const list4 = boards(4, count(2000), 1004);
  for (const b of list4.slice(0, count(200))) {
    const ours = solveBoard(dawg, b).map((w) => w.word);
    if (ours.join() !== baseline(b).join()) throw new Error(`baseline disagrees on ${b.join("")}`);
  }
  const baseMs = timePerItem(list4.length, budget(1500), (i) => void baseline(list4[i]!));
  out.baselineSolveUs4 = +(baseMs * 1000).toFixed(2);
  out.baselineBoardsPerSec4 = Math.round(1000 / baseMs);
  out.speedupVsBaseline = +(out.boardsPerSec4! / out.baselineBoardsPerSec4).toFixed(2);
  out.countSpeedupVsBaseline = +(out.countBoardsPerSec4! / out.baselineBoardsPerSec4).toFixed(2);
  if (hits < 0) throw new Error("unreachable"); // keeps the lookups observable
  return out;
}

async function main(): Promise<void> {
  const json = process.argv.includes("--json");
  if (!gc && !json) console.warn("(run with --expose-gc for heap figures: npm run bench)");
  const result = await benchDictionary();
  if (json) {
    process.stdout.write(JSON.stringify(result) + "\n");
    return;
  }
  const width = Math.max(...Object.keys(result).map((k) => k.length));
  for (const [key, value] of Object.entries(result)) console.log(`${key.padEnd(width)}  ${value.toLocaleString("en")}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
