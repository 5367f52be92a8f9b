/**
 * Reads the binary dictionary (format in src/dict/format.ts, docs/dictionary.md). Runs in
 * Workers and Node alike: no Node APIs, and loading only validates the header and lays
 * typed-array views over the buffer (KV's `get(key, "arrayBuffer")` result is used as is).
 *
 * The file stores a target only for cross edges, and word counts per node, so the first
 * query builds one derived array in a single linear pass: two u32 per edge holding the
 * letter, flags, the target node's first edge, and the number of words that sort before
 * the edge within its node. A node is then one contiguous run of 8-byte records (usually
 * within one cache line) and a step of the solver is one memory access. For the default
 * dictionary that is ~800 KB, built in a few milliseconds. The solver also asks for
 * `childMasks` (one u32 per edge, ~400 KB, built on its first solve) so it can find a
 * node's edge for a letter by popcount instead of scanning.
 *
 * Letters: version 1 files spell a–z (letter = char code − 97); version 2 files add up to
 * three letters beyond z (ä ö ü, ñ) found through a small table, so a–z words are looked up
 * exactly as before and only the extra letters pay one table read. Version 3 files (Russian)
 * have an alphabet of their own whose leading run of consecutive code points (а–я) is found
 * by subtraction the same way, from its own first letter.
 */
import {
  BASE_ALPHABET, codeTable, COUNT_ESCAPE, FLAG_CROSS, FLAG_FINAL, FLAG_LAST, FLAG_TREE,
  FORMAT_VERSION, H, HEADER_BYTES, HEADER_BYTES_V2, leafSlots, MAGIC, MAX_EXTRA_CODE_POINT,
  MAX_CODE_POINT_V3, MAX_LETTERS, MAX_LETTERS_V3, readBits, sectionOffsets, V1_CODES, type CodeTable
} from "./format";
import { DawgFormatError, loopError } from "./dawg-error.ts";
import { childMasksOf, EDGE_FINAL, EDGE_LAST, EDGE_LETTER, EDGE_TARGET_SHIFT, popcount32 } from "./edges.ts";

export { DawgFormatError, type DawgFormatErrorCode } from "./dawg-error.ts";

/** A read-only word list with word ↔ index, levels and prefix queries. */
export class Dawg {
  readonly wordCount: number;
  readonly byteLength: number;
  readonly nodeCount: number;
  readonly edgeCount: number;
  /** The letters words are spelt with, in letter order: a–z, then any extra letters. */
  readonly alphabet: string;
  /** Format version of the file (1: a–z only; 2: a–z and more in the header; 3: an alphabet of its own). */
  readonly version: number;
  /** The code point of letter 0 and how many letters follow it one code point apart (a–z: 97, 26). */
  private readonly base: number;
  private readonly baseLetters: number;
  private readonly table: CodeTable;
  private readonly letterText: string[];
  /** Letter of each char code outside the base run below MAX_CODE_POINT_V3, -1 for none. */
  private readonly extra = new Int8Array(MAX_CODE_POINT_V3).fill(-1);
  private readonly codes: Uint8Array;
  private readonly counts8: Uint8Array;
  private readonly overflow: Uint32Array;
  private readonly pointers: Uint32Array;
  private readonly levelWords: Uint32Array;
  private readonly crossCount: number;
  private readonly ptrBits: number;
  private readonly levelBits: number;
  private readonly levelTable: Uint8Array;
  private derived: Uint32Array | null = null;
  private masks: Uint32Array | null = null;
  private rootMask = 0;

  private constructor(buffer: ArrayBuffer, offset: number, length: number) {
    if (length < HEADER_BYTES) throw new DawgFormatError("truncated", `${length} bytes is shorter than the header`);
    const view = new DataView(buffer, offset, length);
    if (view.getUint32(H.magic, true) !== MAGIC) throw new DawgFormatError("bad-magic", "not a Baffle dictionary");
    const version = view.getUint16(H.version, true);
    if (version !== 1 && version !== 2 && version !== FORMAT_VERSION)
      throw new DawgFormatError("bad-version", `format version ${version}, this reader understands 1 to ${FORMAT_VERSION}`);
    this.version = version;
    const headerBytes = version === 1 ? HEADER_BYTES : HEADER_BYTES_V2;
    if (length < headerBytes) throw new DawgFormatError("truncated", `${length} bytes is shorter than the header`);
    const u32 = (at: number) => view.getUint32(at, true);
    this.wordCount = u32(H.wordCount);
    this.nodeCount = u32(H.nodeCount);
    this.edgeCount = u32(H.edgeCount);
    this.crossCount = u32(H.crossCount);
    const overflowCount = u32(H.overflowCount);
    this.ptrBits = view.getUint8(H.ptrBits);
    this.levelBits = view.getUint8(H.levelBits);
    const tableSize = view.getUint8(H.levelTableSize);
    if (version === 1) {
      this.alphabet = BASE_ALPHABET;
      this.table = V1_CODES;
    } else {
      const letters = view.getUint8(H.alphabetSize);
      const leafMask = u32(H.leafMask);
      let alphabet = "";
      for (let i = 0; i < letters && i < MAX_LETTERS_V3; i++) alphabet += String.fromCharCode(view.getUint16(H.alphabet + 2 * i, true));
      if (version === 2) {
        if (letters < 26 || letters > MAX_LETTERS)
          throw new DawgFormatError("corrupt", `the alphabet has ${letters} letters, not 26 to ${MAX_LETTERS}`);
        if (!alphabet.startsWith(BASE_ALPHABET)) throw new DawgFormatError("corrupt", "the alphabet does not start with a-z");
      } else {
        if (letters < 1 || letters > MAX_LETTERS_V3)
          throw new DawgFormatError("corrupt", `the alphabet has ${letters} letters, not 1 to ${MAX_LETTERS_V3}`);
        if (alphabet.charCodeAt(0) >= MAX_CODE_POINT_V3) throw new DawgFormatError("corrupt", "the alphabet's letters are out of range");
      }
      const limit = version === 2 ? MAX_EXTRA_CODE_POINT : MAX_CODE_POINT_V3;
      for (let i = version === 2 ? 26 : 1; i < letters; i++) {
        const c = alphabet.charCodeAt(i);
        if (c <= alphabet.charCodeAt(i - 1) || c >= limit)
          throw new DawgFormatError("corrupt", "the alphabet's extra letters are out of order or out of range");
      }
      let leaves = 0;
      for (let l = 0; l < 32; l++) if ((leafMask >>> l) & 1) leaves++;
      if (leafMask >>> letters !== 0 || leaves > leafSlots(letters))
        throw new DawgFormatError("corrupt", "more leaf letters than codes");
      this.alphabet = alphabet;
      this.table = codeTable(letters, leafMask);
    }
    this.letterText = [...this.alphabet];
    this.base = this.alphabet.charCodeAt(0);
    let run = 1;
    while (run < this.alphabet.length && this.alphabet.charCodeAt(run) === this.base + run) run++;
    this.baseLetters = run;
    for (let i = run; i < this.alphabet.length; i++) this.extra[this.alphabet.charCodeAt(i)] = i;
    if (
      view.getUint16(H.headerBytes, true) !== headerBytes ||
      this.nodeCount < 1 ||
      this.ptrBits < 1 ||
      this.ptrBits > 31 ||
      this.levelBits > 3 ||
      tableSize > 8 ||
      tableSize > 2 ** this.levelBits ||
      (this.wordCount > 0 && tableSize === 0)
    )
      throw new DawgFormatError("corrupt", "inconsistent header fields");
    const s = sectionOffsets(
      headerBytes,
      this.wordCount,
      this.nodeCount,
      this.edgeCount,
      this.crossCount,
      overflowCount,
      this.ptrBits,
      this.levelBits,
    );
    if (u32(H.totalBytes) !== s.total) throw new DawgFormatError("corrupt", "header size does not match its counts");
    if (length < s.total) throw new DawgFormatError("truncated", `${length} bytes, header says ${s.total}`);
    if (length > s.total) throw new DawgFormatError("corrupt", `${length - s.total} trailing bytes`);
    this.byteLength = s.total;
    this.levelTable = new Uint8Array(buffer, offset + H.levelTable, 8);
    this.codes = new Uint8Array(buffer, offset + s.codes, this.edgeCount);
    this.counts8 = new Uint8Array(buffer, offset + s.counts, this.nodeCount);
    this.overflow = new Uint32Array(buffer, offset + s.overflow, overflowCount * 2);
    this.pointers = new Uint32Array(buffer, offset + s.pointers, (s.levels - s.pointers) / 4);
    this.levelWords = new Uint32Array(buffer, offset + s.levels, (s.total - s.levels) / 4);
  }

  /**
   * The letter (0 .. alphabet length − 1) a char code stands for, or -1. Lower-case only:
   * callers fold their input first (src/lang/).
   */
  letterIndex(charCode: number): number {
    const letter = charCode - this.base;
    if (letter >>> 0 < this.baseLetters) return letter;
    return charCode < MAX_CODE_POINT_V3 ? this.extra[charCode]! : -1;
  }

  /** Wrap a dictionary's bytes (no copy unless a Uint8Array is not 4-byte aligned). */
  static load(buf: ArrayBuffer | Uint8Array): Dawg {
    if (ArrayBuffer.isView(buf)) {
      // isView rather than instanceof: buffers may come from another realm (test pools).
      if (buf.byteOffset % 4 === 0) return new Dawg(buf.buffer as ArrayBuffer, buf.byteOffset, buf.byteLength);
      const copy = new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength).slice();
      return new Dawg(copy.buffer, 0, copy.byteLength);
    }
    return new Dawg(buf, 0, buf.byteLength);
  }

  /**
   * The derived edge records the solver walks: for edge e (the root's edges start at 0),
   * `edges[2e]` holds letter | EDGE_FINAL | EDGE_LAST | target << EDGE_TARGET_SHIFT and
   * `edges[2e + 1]` the words of its node that sort before it. Built on first use.
   */
  get edges(): Uint32Array {
    return (this.derived ??= this.derive());
  }

  /**
   * For the solver, built on its first use (~4 bytes per edge): `childMasks[e]` has bit l
   * set when edge e's target node has an edge on letter l (0 when e leads nowhere). As a
   * node's edges are sorted by letter, its edge on l is first + popcount(mask & (bit − 1)).
   */
  get childMasks(): Uint32Array {
    if (!this.masks) ({ masks: this.masks, rootMask: this.rootMask } = childMasksOf(this.edges));
    return this.masks;
  }

  private derive(): Uint32Array {
    const { codes, nodeCount, edgeCount } = this;
    const CODE_FLAGS = this.table.flags;
    const CODE_LETTER = this.table.letter;
    if (edgeCount >= 2 ** (32 - EDGE_TARGET_SHIFT)) throw new DawgFormatError("corrupt", "too many edges");
    // Pass 1: where each node's edges start; node ids are breadth-first.
    const firstEdge = new Uint32Array(nodeCount + 1);
    let node = 0;
    for (let e = 0; e < edgeCount; e++) {
      if (CODE_FLAGS[codes[e]!]! & FLAG_LAST) {
        if (node + 1 >= nodeCount + (edgeCount === 0 ? 0 : 1)) throw new DawgFormatError("corrupt", "more nodes than the header says");
        firstEdge[++node] = e + 1;
      }
    }
    if (node !== (edgeCount === 0 ? 0 : nodeCount)) throw new DawgFormatError("corrupt", "fewer nodes than the header says");
    if (edgeCount === 0 && this.wordCount !== 0) throw new DawgFormatError("corrupt", "word counts do not add up at node 0");
    // Pass 2: targets (tree edges lead to the next breadth-first node) and counts.
    const out = new Uint32Array(edgeCount * 2);
    let tree = 0;
    let cross = 0;
    let acc = 0;
    node = 0;
    for (let e = 0; e < edgeCount; e++) {
      const flags = CODE_FLAGS[codes[e]!]!;
      if (flags === 0) throw new DawgFormatError("corrupt", `edge ${e} has code ${codes[e]}, which no edge has`);
      let to = 0;
      if (flags & FLAG_TREE) to = ++tree;
      else if (flags & FLAG_CROSS) {
        if (cross >= this.crossCount) throw new DawgFormatError("corrupt", "more cross edges than pointers");
        to = readBits(this.pointers, cross++, this.ptrBits);
      }
      if (to >= nodeCount) throw new DawgFormatError("corrupt", "edge target out of range");
      out[2 * e] =
        (CODE_LETTER[codes[e]!]! | (flags & FLAG_FINAL ? EDGE_FINAL : 0) | (flags & FLAG_LAST ? EDGE_LAST : 0) |
          ((to ? firstEdge[to]! : 0) << EDGE_TARGET_SHIFT)) >>> 0;
      out[2 * e + 1] = acc;
      acc += (flags & FLAG_FINAL ? 1 : 0) + (to ? this.count(to) : 0);
      if (flags & FLAG_LAST) {
        if (acc !== (node === 0 ? this.wordCount : this.count(node)))
          throw new DawgFormatError("corrupt", `word counts do not add up at node ${node}`);
        node++;
        acc = 0;
      }
    }
    if (tree !== nodeCount - 1 || cross !== this.crossCount)
      throw new DawgFormatError("corrupt", "edge codes do not match the header counts");
    return out;
  }

  /** Words below a node (by breadth-first id), from the file's counts. */
  private count(node: number): number {
    const c = this.counts8[node]!;
    if (c < COUNT_ESCAPE) return c;
    const o = this.overflow;
    let lo = 0;
    let hi = o.length / 2 - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const id = o[mid * 2]!;
      if (id === node) return o[mid * 2 + 1]!;
      if (id < node) lo = mid + 1;
      else hi = mid - 1;
    }
    throw new DawgFormatError("corrupt", `missing overflow count for node ${node}`);
  }

  /**
   * Edge labelled `letter` (an index into `alphabet`) among the node whose edges start at `first`, or -1.
   * `first` is 0 for the root, else the target of an edge.
   */
  edge(first: number, letter: number): number {
    const edges = (this.derived ??= this.derive());
    if (edges.length === 0) return -1;
    for (let e = first; ; e++) {
      const w = edges[2 * e]!;
      const l = w & EDGE_LETTER;
      if (l === letter) return e;
      if (l > letter || w & EDGE_LAST) return -1;
    }
  }

  /** Exact lookup of a lower-case word. */
  has(word: string): boolean {
    return this.walk(word) === 1;
  }

  /** True when some word starts with `prefix` (the empty prefix: any word at all). */
  hasPrefix(prefix: string): boolean {
    if (prefix.length === 0) return this.wordCount > 0;
    return this.walk(prefix) !== 0;
  }

  /**
   * 0: no such path; 1: path ends on a final edge; 2: path exists, not a word. Each step
   * finds the letter's edge by popcount over the node's letter mask (childMasks), so a
   * lookup costs two reads per letter and no scan of siblings.
   */
  private walk(s: string): number {
    if (s.length === 0) return 0;
    const edges = (this.derived ??= this.derive());
    if (edges.length === 0) return 0;
    const masks = this.childMasks;
    let m = this.rootMask;
    let e = 0;
    const base = this.base;
    const run = this.baseLetters;
    for (let i = 0; ; i++) {
      let letter = s.charCodeAt(i) - base;
      if (letter >>> 0 >= run) {
        letter = this.letterIndex(letter + base);
        if (letter < 0) return 0;
      }
      const bit = 1 << letter;
      if ((m & bit) === 0) return 0;
      e += popcount32(m & (bit - 1));
      const w = edges[2 * e]!;
      if (i === s.length - 1) return w & EDGE_FINAL ? 1 : 2;
      m = masks[e]!;
      e = w >>> EDGE_TARGET_SHIFT;
    }
  }

  /** Rank of `word` in sorted order, or -1 when it is not in the dictionary. */
  indexOf(word: string): number {
    if (word.length === 0) return -1;
    const edges = (this.derived ??= this.derive());
    let first = 0;
    let index = 0;
    for (let i = 0; ; i++) {
      const e = this.edge(first, this.letterIndex(word.charCodeAt(i)));
      if (e < 0) return -1;
      const w = edges[2 * e]!;
      index += edges[2 * e + 1]!;
      if (i === word.length - 1) return w & EDGE_FINAL ? index : -1;
      if (w & EDGE_FINAL) index++;
      first = w >>> EDGE_TARGET_SHIFT;
      if (first === 0) return -1;
    }
  }

  /** The word at a sorted index (inverse of {@link indexOf}); throws RangeError if out of range. */
  wordAt(index: number): string {
    this.checkIndex(index);
    const edges = (this.derived ??= this.derive());
    let e = 0;
    let rest = index;
    let word = "";
    for (;;) {
      // A word visits each node at most once unless the file's edges go round a loop.
      if (word.length === this.nodeCount) throw loopError();
      // The word continues through the last edge with at most `rest` words before it.
      while (!(edges[2 * e]! & EDGE_LAST) && edges[2 * e + 3]! <= rest) e++;
      const w = edges[2 * e]!;
      rest -= edges[2 * e + 1]!;
      word += this.letterText[w & EDGE_LETTER]!;
      if (w & EDGE_FINAL) {
        if (rest === 0) return word;
        rest--;
      }
      // derive() checked every node's count, so words remain (rest ≥ 0) only below a target.
      e = w >>> EDGE_TARGET_SHIFT;
    }
  }

  /** SCOWL size level (10..70) of the word at `index`, 0 when the list had no levels. */
  levelAt(index: number): number {
    this.checkIndex(index);
    return this.levelTable[readBits(this.levelWords, index, this.levelBits)]!;
  }

  /** Level of a word, or -1 when the word is absent. */
  levelOf(word: string): number {
    const i = this.indexOf(word);
    return i < 0 ? -1 : this.levelAt(i);
  }

  /** Every word in sorted order. */
  *words(): IterableIterator<string> {
    const edges = (this.derived ??= this.derive());
    if (edges.length === 0) return;
    let word = "";
    const stack: number[] = []; // edges to resume after a subtree
    let e = 0;
    for (;;) {
      const w = edges[2 * e]!;
      const next = word + this.letterText[w & EDGE_LETTER]!;
      if (w & EDGE_FINAL) yield next;
      const target = w >>> EDGE_TARGET_SHIFT;
      if (target !== 0) {
        if (stack.length === this.nodeCount - 1) throw loopError(); // the deepest target is node N-1 away
        stack.push(e);
        word = next;
        e = target;
        continue;
      }
      // Move to the next sibling, climbing while the current edge was its node's last.
      while (edges[2 * e]! & EDGE_LAST) {
        if (stack.length === 0) return;
        e = stack.pop()!;
        word = word.slice(0, -1);
      }
      e++;
    }
  }

  private checkIndex(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.wordCount)
      throw new RangeError(`word index ${index} out of range 0..${this.wordCount - 1}`);
  }
}
