/**
 * Builds the binary dictionary from a word list. Pure (no I/O) so tests can build small
 * dictionaries in memory and the CLI (dict/build.ts) is a thin shell around it.
 *
 * Steps: sort and dedupe; build the minimal state-final automaton incrementally from the
 * sorted words (Daciuk, Mihov, Watson & Watson 2000, "Incremental construction of minimal
 * acyclic finite-state automata"); re-minimise it as an edge-final DAWG (finality on the
 * edge, so states that differ only in being final merge and the sink disappears); number
 * nodes breadth-first and write the sections described in src/dict/format.ts. The output
 * depends only on the set of (word, level) pairs, never on input order.
 *
 * A list of a–z words is written as format version 1. Words with other lower-case letters
 * (German ä, ö, ü; Spanish ñ) make a version 2 file whose header carries the alphabet: a–z
 * and the extra letters in code point order. With more letters fewer codes are left for
 * leaf edges, so the builder gives them to the letters that end the most words. Words
 * with no letter of a–z at all (Russian) make a version 3 file: its own alphabet, up to
 * 32 letters in code point order (src/dict/format.ts).
 */
import {
  BASE_ALPHABET,
  bitsFor,
  codeTable,
  COUNT_ESCAPE,
  encodeEdge,
  H,
  HEADER_BYTES,
  HEADER_BYTES_V2,
  leafSlots,
  MAGIC,
  MAX_EXTRA_CODE_POINT,
  MAX_CODE_POINT_V3,
  MAX_LETTERS,
  MAX_LETTERS_V3,
  sectionOffsets,
  V1_CODES,
  writeBits,
  type CodeTable,
} from "./format";

/** One word to put in the dictionary and its SCOWL size level (0 when unknown). */
export interface DictEntry {
  word: string;
  level: number;
}

const WORD_RE = /^\p{Ll}+$/u;

/**
 * Sorted, deduplicated entries; a word listed twice keeps its smallest level. Sorts the
 * entries themselves and keeps the first of each word: a map of two million words (pt)
 * cost four times as much (a list already sorted, as the build's second call passes, is
 * one pass for V8's TimSort).
 */
export function normaliseEntries(entries: Iterable<DictEntry>): DictEntry[] {
  const list: DictEntry[] = [];
  for (const { word, level } of entries) {
    if (!WORD_RE.test(word) || word !== word.normalize("NFC"))
      throw new Error(`not a lower-case word: ${JSON.stringify(word)}`);
    if (!Number.isInteger(level) || level < 0 || level > 255) throw new Error(`bad level ${level} for ${word}`);
    list.push({ word, level });
  }
  list.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : a.level - b.level));
  const out: DictEntry[] = [];
  for (const entry of list) if (out.length === 0 || out[out.length - 1]!.word !== entry.word) out.push(entry);
  return out;
}

/** Minimal state-final automaton: per state a final flag and [letter, target, ...] pairs. */
interface StateGraph {
  final: boolean[];
  edges: number[][];
}

/**
 * The alphabet of a sorted word list: a–z, then any other letters in code point order
 * (so letter order is string order). Throws when there are too many or one is out of range.
 */
export function alphabetOf(sortedWords: readonly string[]): string {
  const extra = new Set<string>();
  let latin = false;
  for (const word of sortedWords) for (const c of word) if (c < "a" || c > "z") extra.add(c); else latin = true;
  const letters = [...extra].sort();
  // Another script (no letter of a–z, none of Latin's accented ones): version 3.
  if (!latin && letters.length > 0 && letters.every((c) => c.codePointAt(0)! >= MAX_EXTRA_CODE_POINT)) return ownAlphabet(letters);
  for (const c of letters) {
    const cp = c.codePointAt(0)!;
    if (c.length !== 1 || cp >= MAX_EXTRA_CODE_POINT)
      throw new Error(`letter ${JSON.stringify(c)} (U+${cp.toString(16).toUpperCase()}) is beyond U+${MAX_EXTRA_CODE_POINT.toString(16).toUpperCase()}`);
  }
  if (26 + letters.length > MAX_LETTERS)
    throw new Error(`at most ${MAX_LETTERS - 26} letters beyond a-z, got ${letters.length}: ${letters.join("")}`);
  return BASE_ALPHABET + letters.join("");
}

/** A version 3 alphabet (no a–z): the letters in code point order, at most 32, each below U+0500. */
function ownAlphabet(letters: readonly string[]): string {
  for (const c of letters) {
    const cp = c.codePointAt(0)!;
    if (c.length !== 1 || cp >= MAX_CODE_POINT_V3)
      throw new Error(`letter ${JSON.stringify(c)} (U+${cp.toString(16).toUpperCase()}) is beyond U+${MAX_CODE_POINT_V3.toString(16).toUpperCase()}`);
  }
  if (letters.length > MAX_LETTERS_V3) throw new Error(`at most ${MAX_LETTERS_V3} letters, got ${letters.length}: ${letters.join("")}`);
  return letters.join("");
}

/** Daciuk et al.'s algorithm for sorted input: minimise the previous word's tail as we go. */
function buildMinimalAutomaton(sortedWords: readonly string[], letterOf: (word: string, i: number) => number): StateGraph {
  const final: boolean[] = [false];
  const edges: number[][] = [[]];
  const register = new Map<string, number>();
  const keyOf = (s: number) => (final[s] ? "1" : "0") + edges[s]!.join(",");

  const replaceOrRegister = (state: number): void => {
    const list = edges[state]!;
    const child = list[list.length - 1]!;
    if (edges[child]!.length > 0) replaceOrRegister(child);
    const key = keyOf(child);
    const existing = register.get(key);
    if (existing !== undefined) list[list.length - 1] = existing;
    else register.set(key, child);
  };

  for (const word of sortedWords) {
    let state = 0;
    let i = 0;
    for (; i < word.length; i++) {
      const list = edges[state]!;
      if (list.length === 0 || list[list.length - 2] !== letterOf(word, i)) break;
      state = list[list.length - 1]!;
    }
    if (edges[state]!.length > 0) replaceOrRegister(state);
    for (; i < word.length; i++) {
      const next = final.length;
      final.push(false);
      edges.push([]);
      edges[state]!.push(letterOf(word, i), next);
      state = next;
    }
    final[state] = true;
  }
  if (edges[0]!.length > 0) replaceOrRegister(0);
  return { final, edges };
}

/** Edge-final node: [letter, final(0/1), child node or -1 for a leaf, ...]. */
type EdgeFinalNode = number[];

/** Merge states with equal outgoing edges (finality moved onto edges). Children come first. */
function toEdgeFinal(graph: StateGraph): { nodes: EdgeFinalNode[]; root: number } {
  const nodes: EdgeFinalNode[] = [];
  const ids = new Map<string, number>();
  const memo = new Map<number, number>();
  const nodeOf = (state: number): number => {
    const cached = memo.get(state);
    if (cached !== undefined) return cached;
    const list = graph.edges[state]!;
    const node: number[] = [];
    for (let i = 0; i < list.length; i += 2) {
      const target = list[i + 1]!;
      node.push(list[i]!, graph.final[target] ? 1 : 0, graph.edges[target]!.length ? nodeOf(target) : -1);
    }
    const key = node.join(",");
    let id = ids.get(key);
    if (id === undefined) {
      id = nodes.length;
      nodes.push(node);
      ids.set(key, id);
    }
    memo.set(state, id);
    return id;
  };
  return { nodes, root: nodeOf(0) };
}

/**
 * The code table for an alphabet: version 1's for a–z, else leaf codes for the letters
 * with the most leaf edges (ties to the earlier letter), as many as the codes allow.
 * Codes left over (letters that never end a word as a leaf) are unused.
 */
function chooseCodes(alphabet: string, nodes: readonly EdgeFinalNode[]): CodeTable {
  if (alphabet === BASE_ALPHABET) return V1_CODES;
  const leaves = new Array<number>(alphabet.length).fill(0);
  for (const node of nodes) for (let i = 0; i < node.length; i += 3) if (node[i + 2]! < 0) leaves[node[i]!]!++;
  const chosen = leaves
    .map((count, letter) => ({ count, letter }))
    .filter((c) => c.count > 0)
    .sort((a, b) => b.count - a.count || a.letter - b.letter)
    .slice(0, leafSlots(alphabet.length));
  return codeTable(alphabet.length, chosen.reduce((mask, c) => (mask | (1 << c.letter)) >>> 0, 0));
}

/**
 * Build the binary dictionary for a word list. Words must be non-empty lower-case letters:
 * a–z gives a version 1 file, other letters (at most three more) version 2, letters of
 * another script alone (at most 32) version 3. Levels are small
 * integers (at most 8 distinct values). Duplicates keep their smallest level. The result
 * does not depend on the order of `entries`.
 */
export function buildDawg(entries: Iterable<DictEntry>): Uint8Array {
  const sorted = normaliseEntries(entries);
  const alphabet = alphabetOf(sorted.map((e) => e.word));
  const index = new Map([...alphabet].map((c, i) => [c.charCodeAt(0), i]));
  const letterOf = (word: string, i: number) => index.get(word.charCodeAt(i))!;
  const { nodes, root } = toEdgeFinal(buildMinimalAutomaton(sorted.map((e) => e.word), letterOf));
  const table = chooseCodes(alphabet, nodes);
  const v2 = alphabet !== BASE_ALPHABET;
  const version = !v2 ? 1 : alphabet.startsWith(BASE_ALPHABET) ? 2 : 3;
  const headerBytes = v2 ? HEADER_BYTES_V2 : HEADER_BYTES;

  // Word counts per edge-final node (children precede parents in `nodes`).
  const counts = new Array<number>(nodes.length).fill(0);
  for (let n = 0; n < nodes.length; n++) {
    const node = nodes[n]!;
    let c = 0;
    for (let i = 0; i < node.length; i += 3) c += node[i + 1]! + (node[i + 2]! >= 0 ? counts[node[i + 2]!]! : 0);
    counts[n] = c;
  }

  // Breadth-first numbering; the first edge to reach a node is its tree edge.
  const bfsId = new Int32Array(nodes.length).fill(-1);
  const order: number[] = [root];
  bfsId[root] = 0;
  const codes: number[] = [];
  const pointers: number[] = [];
  for (let q = 0; q < order.length; q++) {
    const node = nodes[order[q]!]!;
    for (let i = 0; i < node.length; i += 3) {
      const letter = node[i]!;
      const final = node[i + 1] === 1;
      const child = node[i + 2]!;
      const last = i + 3 === node.length;
      if (child < 0) {
        const code = encodeEdge(letter, last, true, "leaf", table);
        if (code >= 0) codes.push(code);
        else {
          codes.push(encodeEdge(letter, last, true, "cross", table));
          pointers.push(0);
        }
      } else if (bfsId[child]! < 0) {
        bfsId[child] = order.length;
        order.push(child);
        codes.push(encodeEdge(letter, last, final, "tree", table));
      } else {
        codes.push(encodeEdge(letter, last, final, "cross", table));
        pointers.push(bfsId[child]!);
      }
    }
  }

  const levelTable = [...new Set(sorted.map((e) => e.level))].sort((a, b) => a - b);
  if (levelTable.length > 8) throw new Error(`at most 8 distinct levels, got ${levelTable.length}`);
  const levelBits = bitsFor(levelTable.length);
  const ptrBits = Math.max(1, bitsFor(order.length));
  const overflow: number[] = [];
  order.forEach((n, id) => {
    if (counts[n]! >= COUNT_ESCAPE) overflow.push(id, counts[n]!);
  });

  const wordCount = sorted.length;
  const s = sectionOffsets(headerBytes, wordCount, order.length, codes.length, pointers.length, overflow.length / 2, ptrBits, levelBits);
  const out = new Uint8Array(s.total);
  const view = new DataView(out.buffer);
  view.setUint32(H.magic, MAGIC, true);
  view.setUint16(H.version, version, true);
  view.setUint16(H.headerBytes, headerBytes, true);
  view.setUint32(H.wordCount, wordCount, true);
  view.setUint32(H.nodeCount, order.length, true);
  view.setUint32(H.edgeCount, codes.length, true);
  view.setUint32(H.crossCount, pointers.length, true);
  view.setUint32(H.overflowCount, overflow.length / 2, true);
  view.setUint32(H.totalBytes, s.total, true);
  view.setUint8(H.ptrBits, ptrBits);
  view.setUint8(H.levelBits, levelBits);
  view.setUint8(H.levelTableSize, levelTable.length);
  levelTable.forEach((level, i) => view.setUint8(H.levelTable + i, level));
  if (v2) {
    view.setUint8(H.alphabetSize, alphabet.length);
    view.setUint32(H.leafMask, table.leafMask, true);
    for (let i = 0; i < alphabet.length; i++) view.setUint16(H.alphabet + 2 * i, alphabet.charCodeAt(i), true);
  }

  out.set(codes, s.codes);
  order.forEach((n, id) => (out[s.counts + id] = Math.min(counts[n]!, COUNT_ESCAPE)));
  overflow.forEach((v, i) => view.setUint32(s.overflow + i * 4, v, true));
  const ptrWords = new Uint32Array(out.buffer, s.pointers, (s.levels - s.pointers) / 4);
  pointers.forEach((p, i) => writeBits(ptrWords, i, ptrBits, p));
  const levelWords = new Uint32Array(out.buffer, s.levels, (s.total - s.levels) / 4);
  const levelCode = new Map(levelTable.map((level, i) => [level, i]));
  sorted.forEach((e, i) => writeBits(levelWords, i, levelBits, levelCode.get(e.level)!));
  return out;
}
