/**
 * Reads the binary dictionary (format in src/dict/format.ts, docs/dictionary.md). Runs in
 * Workers and Node alike: no Node APIs, and loading only validates the header and lays
 * typed-array views over the buffer (KV's `get(key, "arrayBuffer")` result is used as is).
 *
 * The file stores targets only for cross edges, so the first query builds a small derived
 * index in one linear pass over the edge codes: where each node's edges start, and each
 * edge's target. For the default dictionary that is ~390 KB, built in a few milliseconds;
 * it is what keeps lookups and the solver as fast as on a plain pointer layout.
 */
import {
  CODE_FLAGS,
  CODE_LETTER,
  COUNT_ESCAPE,
  FLAG_CROSS,
  FLAG_FINAL,
  FLAG_LAST,
  FLAG_TREE,
  FORMAT_VERSION,
  H,
  HEADER_BYTES,
  MAGIC,
  readBits,
  sectionOffsets,
} from "./format";

/** Why a buffer was rejected. */
export type DawgFormatErrorCode = "truncated" | "bad-magic" | "bad-version" | "corrupt";

/** Thrown by {@link Dawg.load} (or on first query) when the bytes are not a valid dictionary. */
export class DawgFormatError extends Error {
  override readonly name = "DawgFormatError";
  constructor(
    readonly code: DawgFormatErrorCode,
    message: string,
  ) {
    super(`invalid dictionary (${code}): ${message}`);
  }
}

/** The derived arrays the solver walks; see {@link Dawg.traversal}. */
export interface DawgTraversal {
  /** Per code byte: the edge's letter 0..25. */
  readonly letterOf: Uint8Array;
  /** Per code byte: FLAG_* bits (FLAG_FINAL = 2: a word ends on this edge). */
  readonly flagsOf: Uint8Array;
  /** One code byte per edge. */
  readonly codes: Uint8Array;
  /** Edges of node n are firstEdge[n] .. firstEdge[n + 1] - 1, sorted by letter. */
  readonly firstEdge: Uint32Array;
  /** Node an edge leads to; 0 (the root, never a target) means no continuation. */
  readonly target: Uint16Array | Uint32Array;
  /** Per node: its word count if below 255, else 255 (then call count()). */
  readonly counts8: Uint8Array;
  /** Number of words in a node's language (words below it). */
  count(node: number): number;
}

interface Derived {
  firstEdge: Uint32Array;
  target: Uint16Array | Uint32Array;
  bigKeys: Int32Array;
  bigValues: Uint32Array;
}

/** A read-only word list with word ↔ index, levels and prefix queries. */
export class Dawg implements DawgTraversal {
  readonly wordCount: number;
  readonly byteLength: number;
  readonly nodeCount: number;
  readonly edgeCount: number;
  readonly letterOf = CODE_LETTER;
  readonly flagsOf = CODE_FLAGS;
  readonly codes: Uint8Array;
  /** Per node: its word count, or COUNT_ESCAPE (255) when it is in the overflow table. */
  readonly counts8: Uint8Array;
  private readonly overflow: Uint32Array;
  private readonly pointers: Uint32Array;
  private readonly levelWords: Uint32Array;
  private readonly crossCount: number;
  private readonly ptrBits: number;
  private readonly levelBits: number;
  private readonly levelTable: Uint8Array;
  private derived: Derived | null = null;

  private constructor(buffer: ArrayBuffer, offset: number, length: number) {
    if (length < HEADER_BYTES) throw new DawgFormatError("truncated", `${length} bytes is shorter than the header`);
    const view = new DataView(buffer, offset, length);
    if (view.getUint32(H.magic, true) !== MAGIC) throw new DawgFormatError("bad-magic", "not a Baffle dictionary");
    const version = view.getUint16(H.version, true);
    if (version !== FORMAT_VERSION)
      throw new DawgFormatError("bad-version", `format version ${version}, this reader understands ${FORMAT_VERSION}`);
    const u32 = (at: number) => view.getUint32(at, true);
    this.wordCount = u32(H.wordCount);
    this.nodeCount = u32(H.nodeCount);
    this.edgeCount = u32(H.edgeCount);
    this.crossCount = u32(H.crossCount);
    const overflowCount = u32(H.overflowCount);
    this.ptrBits = view.getUint8(H.ptrBits);
    this.levelBits = view.getUint8(H.levelBits);
    const tableSize = view.getUint8(H.levelTableSize);
    if (
      view.getUint16(H.headerBytes, true) !== HEADER_BYTES ||
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

  /** Wrap a dictionary's bytes (no copy unless a Uint8Array is not 4-byte aligned). */
  static load(buf: ArrayBuffer | Uint8Array): Dawg {
    if (buf instanceof Uint8Array) {
      if (buf.byteOffset % 4 === 0) return new Dawg(buf.buffer as ArrayBuffer, buf.byteOffset, buf.byteLength);
      const copy = buf.slice();
      return new Dawg(copy.buffer, 0, copy.byteLength);
    }
    return new Dawg(buf, 0, buf.byteLength);
  }

  /** Edge start per node; built on first use, see the header comment. */
  get firstEdge(): Uint32Array {
    return (this.derived ??= this.derive()).firstEdge;
  }

  /** Target node per edge (0 = none); built on first use. */
  get target(): Uint16Array | Uint32Array {
    return (this.derived ??= this.derive()).target;
  }

  private derive(): Derived {
    const { codes, nodeCount, edgeCount } = this;
    const firstEdge = new Uint32Array(nodeCount + 1);
    const target = nodeCount <= 0x10000 ? new Uint16Array(edgeCount) : new Uint32Array(edgeCount);
    let node = 0;
    let tree = 0;
    let cross = 0;
    for (let e = 0; e < edgeCount; e++) {
      const flags = CODE_FLAGS[codes[e]!]!;
      if (flags & FLAG_TREE) target[e] = ++tree;
      else if (flags & FLAG_CROSS) {
        if (cross >= this.crossCount) throw new DawgFormatError("corrupt", "more cross edges than pointers");
        const to = readBits(this.pointers, cross++, this.ptrBits);
        if (to >= nodeCount) throw new DawgFormatError("corrupt", "edge target out of range");
        target[e] = to;
      }
      if (flags & FLAG_LAST) {
        if (node + 1 > nodeCount) throw new DawgFormatError("corrupt", "more nodes than the header says");
        firstEdge[++node] = e + 1;
      }
    }
    const expectedNodes = edgeCount === 0 ? 0 : nodeCount;
    if (node !== expectedNodes || tree !== nodeCount - 1 || cross !== this.crossCount)
      throw new DawgFormatError("corrupt", "edge codes do not match the header counts");
    if (edgeCount === 0) firstEdge[1] = 0;
    // Overflow counts in a small open-addressing table, so count() is O(1).
    const o = this.overflow;
    let cap = 16;
    while (cap < o.length * 2) cap *= 2;
    const bigKeys = new Int32Array(cap).fill(-1);
    const bigValues = new Uint32Array(cap);
    for (let i = 0; i < o.length; i += 2) {
      let slot = Math.imul(o[i]!, 0x9e3779b1) >>> 0 & (cap - 1);
      while (bigKeys[slot] !== -1) slot = (slot + 1) & (cap - 1);
      bigKeys[slot] = o[i]!;
      bigValues[slot] = o[i + 1]!;
    }
    return { firstEdge, target, bigKeys, bigValues };
  }

  /** Number of words below a node. */
  count(node: number): number {
    const c = this.counts8[node]!;
    if (c < COUNT_ESCAPE) return c;
    const { bigKeys, bigValues } = (this.derived ??= this.derive());
    const mask = bigKeys.length - 1;
    for (let slot = Math.imul(node, 0x9e3779b1) >>> 0 & mask; bigKeys[slot] !== -1; slot = (slot + 1) & mask) {
      if (bigKeys[slot] === node) return bigValues[slot]!;
    }
    throw new DawgFormatError("corrupt", `missing overflow count for node ${node}`);
  }

  /** This object, typed as the low-level view the solver walks. */
  traversal(): DawgTraversal {
    this.derived ??= this.derive();
    return this;
  }

  /** Edge of `node` labelled `letter` (0..25), or -1. */
  edge(node: number, letter: number): number {
    const { firstEdge } = (this.derived ??= this.derive());
    const end = firstEdge[node + 1]!;
    for (let e = firstEdge[node]!; e < end; e++) {
      const l = CODE_LETTER[this.codes[e]!]!;
      if (l === letter) return e;
      if (l > letter) return -1;
    }
    return -1;
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

  /** 0: no such path; 1: path ends on a final edge; 2: path exists, not a word. */
  private walk(s: string): number {
    if (s.length === 0) return 0;
    const { target } = (this.derived ??= this.derive());
    let node = 0;
    for (let i = 0; ; i++) {
      const e = this.edge(node, s.charCodeAt(i) - 97);
      if (e < 0) return 0;
      if (i === s.length - 1) return CODE_FLAGS[this.codes[e]!]! & FLAG_FINAL ? 1 : 2;
      node = target[e]!;
      if (node === 0) return 0;
    }
  }

  /** Rank of `word` in sorted order, or -1 when it is not in the dictionary. */
  indexOf(word: string): number {
    if (word.length === 0) return -1;
    const { firstEdge, target } = (this.derived ??= this.derive());
    let node = 0;
    let base = 0;
    for (let i = 0; ; i++) {
      const letter = word.charCodeAt(i) - 97;
      const end = firstEdge[node + 1]!;
      let e = firstEdge[node]!;
      for (; e < end; e++) {
        const code = this.codes[e]!;
        const l = CODE_LETTER[code]!;
        if (l >= letter) break;
        base += (CODE_FLAGS[code]! & FLAG_FINAL ? 1 : 0) + (target[e] ? this.count(target[e]!) : 0);
      }
      if (e === end || CODE_LETTER[this.codes[e]!] !== letter) return -1;
      const final = CODE_FLAGS[this.codes[e]!]! & FLAG_FINAL ? 1 : 0;
      if (i === word.length - 1) return final ? base : -1;
      base += final;
      node = target[e]!;
      if (node === 0) return -1;
    }
  }

  /** The word at a sorted index (inverse of {@link indexOf}); throws RangeError if out of range. */
  wordAt(index: number): string {
    this.checkIndex(index);
    const { firstEdge, target } = (this.derived ??= this.derive());
    let node = 0;
    let rest = index;
    let word = "";
    for (;;) {
      const end = firstEdge[node + 1]!;
      let e = firstEdge[node]!;
      for (; e < end; e++) {
        const code = this.codes[e]!;
        const letter = String.fromCharCode(97 + CODE_LETTER[code]!);
        if (CODE_FLAGS[code]! & FLAG_FINAL) {
          if (rest === 0) return word + letter;
          rest--;
        }
        const below = target[e] ? this.count(target[e]!) : 0;
        if (rest < below) {
          word += letter;
          node = target[e]!;
          break;
        }
        rest -= below;
      }
      if (e === end) throw new DawgFormatError("corrupt", "word counts do not add up");
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
    const { firstEdge, target } = (this.derived ??= this.derive());
    const letters: string[] = [];
    const stack: number[] = []; // pairs: next edge, end edge
    let e = firstEdge[0]!;
    let end = firstEdge[1]!;
    for (;;) {
      if (e < end) {
        const code = this.codes[e]!;
        letters.push(String.fromCharCode(97 + CODE_LETTER[code]!));
        if (CODE_FLAGS[code]! & FLAG_FINAL) yield letters.join("");
        const t = target[e]!;
        if (t !== 0) {
          stack.push(e + 1, end);
          e = firstEdge[t]!;
          end = firstEdge[t + 1]!;
        } else {
          letters.pop();
          e++;
        }
      } else {
        if (stack.length === 0) return;
        end = stack.pop()!;
        e = stack.pop()!;
        letters.pop();
      }
    }
  }

  private checkIndex(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.wordCount)
      throw new RangeError(`word index ${index} out of range 0..${this.wordCount - 1}`);
  }
}
