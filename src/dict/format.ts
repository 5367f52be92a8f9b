/**
 * The binary layout of a Baffle dictionary (see docs/dictionary.md for the byte-by-byte
 * description). Shared by the builder and the reader so the two cannot drift apart.
 *
 * The automaton is an edge-final DAWG: finality lives on the edge ("this letter ends a
 * word"), so the empty sink state disappears. Nodes are numbered breadth-first, which
 * makes every spanning-tree edge implicit (the k-th tree edge in edge order leads to node
 * k + 1, as in LOUDS); only the remaining "cross" edges store a target. Each edge is a
 * single byte whose meaning comes from CODE_* tables below.
 */

/** "BFDW" read as a little-endian u32. */
export const MAGIC = 0x57444642;
export const FORMAT_VERSION = 1;
export const HEADER_BYTES = 64;

/** Byte offsets of the header fields (all little-endian). */
export const H = {
  magic: 0, // u32
  version: 4, // u16
  headerBytes: 6, // u16
  wordCount: 8, // u32
  nodeCount: 12, // u32
  edgeCount: 16, // u32
  crossCount: 20, // u32
  overflowCount: 24, // u32
  totalBytes: 28, // u32
  ptrBits: 32, // u8
  levelBits: 33, // u8
  levelTableSize: 34, // u8
  levelTable: 40, // 8 × u8
} as const;

/** Counts at or above this value are stored in the overflow table. */
export const COUNT_ESCAPE = 255;

/** Letters that have no "final edge with no children" code (rare at the end of words). */
const NO_LEAF_CODE = new Set([9 /* j */, 16 /* q */]);

export const FLAG_LAST = 1; // last edge of its node
export const FLAG_FINAL = 2; // a word ends after this letter
export const FLAG_CROSS = 4; // target stored in the cross-pointer array
export const FLAG_TREE = 8; // target is the next breadth-first node
// neither CROSS nor TREE: the edge has no target (a leaf)

/** Letter (0..25) of each code. */
export const CODE_LETTER = new Uint8Array(256);
/** FLAG_* bits of each code; 0 for unused codes (none are unused in version 1). */
export const CODE_FLAGS = new Uint8Array(256);
const LEAF_CODE = new Int16Array(52).fill(-1);

(function fillCodeTables() {
  // 0..207: letter * 8 + last * 4 + final * 2 + cross
  for (let letter = 0; letter < 26; letter++) {
    for (let low = 0; low < 8; low++) {
      const code = letter * 8 + low;
      CODE_LETTER[code] = letter;
      CODE_FLAGS[code] =
        (low & 4 ? FLAG_LAST : 0) | (low & 2 ? FLAG_FINAL : 0) | (low & 1 ? FLAG_CROSS : FLAG_TREE);
    }
  }
  // 208..255: leaf edges (final, no target) for the 24 letters other than j and q
  let code = 208;
  for (let letter = 0; letter < 26; letter++) {
    if (NO_LEAF_CODE.has(letter)) continue;
    for (let last = 0; last < 2; last++) {
      CODE_LETTER[code] = letter;
      CODE_FLAGS[code] = FLAG_FINAL | (last ? FLAG_LAST : 0);
      LEAF_CODE[letter * 2 + last] = code;
      code++;
    }
  }
})();

/** Edge kinds the builder can ask to encode. */
export type EdgeKind = "tree" | "cross" | "leaf";

/**
 * The code byte for an edge, or -1 when the combination has no code (a leaf edge for j or
 * q: the builder then encodes it as a final cross edge to node 0, which is never a target).
 */
export function encodeEdge(letter: number, last: boolean, final: boolean, kind: EdgeKind): number {
  if (kind === "leaf") return LEAF_CODE[letter * 2 + (last ? 1 : 0)] ?? -1;
  return letter * 8 + (last ? 4 : 0) + (final ? 2 : 0) + (kind === "cross" ? 1 : 0);
}

/** Byte offsets of each section for a header's counts; every section is 4-byte aligned. */
export interface Sections {
  codes: number;
  counts: number;
  overflow: number;
  pointers: number;
  levels: number;
  total: number;
}

const align4 = (n: number) => (n + 3) & ~3;

/** Where each section starts given the header's counts and bit widths. */
export function sectionOffsets(
  wordCount: number,
  nodeCount: number,
  edgeCount: number,
  crossCount: number,
  overflowCount: number,
  ptrBits: number,
  levelBits: number,
): Sections {
  const codes = HEADER_BYTES;
  const counts = align4(codes + edgeCount);
  const overflow = align4(counts + nodeCount);
  const pointers = overflow + overflowCount * 8;
  const levels = pointers + Math.ceil((crossCount * ptrBits) / 32) * 4;
  const total = levels + Math.ceil((wordCount * levelBits) / 32) * 4;
  return { codes, counts, overflow, pointers, levels, total };
}

/** Bits needed to store values 0..n-1 (0 when n <= 1). */
export function bitsFor(n: number): number {
  let bits = 0;
  while (2 ** bits < n) bits++;
  return bits;
}

/** Write `value` (width `bits` < 32) at slot `index` of a bit-packed Uint32Array. */
export function writeBits(words: Uint32Array, index: number, bits: number, value: number): void {
  if (bits === 0) return;
  const pos = index * bits;
  const w = pos >>> 5;
  const shift = pos & 31;
  words[w] = (words[w]! | (value << shift)) >>> 0;
  if (shift + bits > 32) words[w + 1] = (words[w + 1]! | (value >>> (32 - shift))) >>> 0;
}

/** Read slot `index` (width `bits` < 32) of a bit-packed Uint32Array. */
export function readBits(words: Uint32Array, index: number, bits: number): number {
  if (bits === 0) return 0;
  const pos = index * bits;
  const w = pos >>> 5;
  const shift = pos & 31;
  let v = words[w]! >>> shift;
  if (shift + bits > 32) v |= words[w + 1]! << (32 - shift);
  return v & ((1 << bits) - 1);
}
