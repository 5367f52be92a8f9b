/**
 * The binary layout of a Baffle dictionary (see docs/dictionary.md for the byte-by-byte
 * description). Shared by the builder and the reader so the two cannot drift apart.
 *
 * The automaton is an edge-final DAWG: finality lives on the edge ("this letter ends a
 * word"), so the empty sink state disappears. Nodes are numbered breadth-first, which
 * makes every spanning-tree edge implicit (the k-th tree edge in edge order leads to node
 * k + 1, as in LOUDS); only the remaining "cross" edges store a target. Each edge is a
 * single byte whose meaning comes from a code table (see {@link codeTable}).
 *
 * Two versions. Version 1 has the letters a–z: codes 0–207 are letter × flags, 208–255 leaf
 * edges of the 24 letters other than j and q. Version 2 carries its own alphabet in a
 * 128-byte header: a–z first, then up to three more lower-case letters (ä, ö, ü; ñ) in code
 * point order, so words sort the same as JavaScript strings; codes below 8 × letters are
 * letter × flags, and the rest leaf codes for the letters the header's leaf mask names
 * (the builder gives them to the letters that end the most words). A list of a–z words is
 * always written as version 1, byte for byte what it was before version 2 existed.
 *
 * Version 3 has the same layout as version 2 with an alphabet of its own instead of a–z
 * first: up to 32 letters in code point order below U+0500 (Russian: а–я, U+0430–U+044F),
 * for a script other than Latin. Its letters' leading run of consecutive code points is
 * its base (found by subtraction, as a–z are); any after the run go through the table.
 * With 32 letters every code is letter × flags and no letter has leaf codes.
 */

/** "BFDW" read as a little-endian u32. */
export const MAGIC = 0x57444642;
/** The newest version this code reads and writes (it reads and writes 1 and 2 too). */
export const FORMAT_VERSION = 3;
/** Header size of version 1. */
export const HEADER_BYTES = 64;
/** Header size of version 2 (the alphabet follows the version 1 fields). */
export const HEADER_BYTES_V2 = 128;
/** The letters every dictionary's alphabet starts with, at codes 0–25. */
export const BASE_ALPHABET = "abcdefghijklmnopqrstuvwxyz";
/**
 * At most this many letters (a–z and three more): letter masks are counted by two lookups
 * in a 64 KB table of 16-bit counts (src/dict/dawg.ts), which covers 29 bits.
 */
export const MAX_LETTERS = 29;
/** Letters beyond a–z must lie below this code point (a small lookup table in the reader). */
export const MAX_EXTRA_CODE_POINT = 0x250;
/** Version 3: at most this many letters (every code a letter's; masks are 32 bits)… */
export const MAX_LETTERS_V3 = 32;
/** …each below this code point (Latin, Greek and Cyrillic; the reader's table is this long). */
export const MAX_CODE_POINT_V3 = 0x500;

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
  // version 2 only:
  alphabetSize: 35, // u8: letters, 26–29 (version 3: 1–32)
  leafMask: 36, // u32: bit l set when letter l has leaf codes
  alphabet: 64, // alphabetSize × u16 code points, a–z first (room for 32)
} as const;

/** Counts at or above this value are stored in the overflow table. */
export const COUNT_ESCAPE = 255;

export const FLAG_LAST = 1; // last edge of its node
export const FLAG_FINAL = 2; // a word ends after this letter
export const FLAG_CROSS = 4; // target stored in the cross-pointer array
export const FLAG_TREE = 8; // target is the next breadth-first node
// neither CROSS nor TREE: the edge has no target (a leaf)

/** What each of the 256 code bytes means for one alphabet. */
export interface CodeTable {
  /** Letters in the alphabet. */
  readonly letters: number;
  /** Bit l set when letter l has leaf codes. */
  readonly leafMask: number;
  /** Letter of each code. */
  readonly letter: Uint8Array;
  /** FLAG_* bits of each code; 0 for a code no edge can have. */
  readonly flags: Uint8Array;
  /** Leaf code of letter l at [2l] (not last) and [2l + 1] (last), or -1. */
  readonly leaf: Int16Array;
}

/** How many letters can have leaf codes with `letters` letters: the codes left, two each. */
export function leafSlots(letters: number): number {
  return Math.max(0, (256 - 8 * letters) >> 1);
}

/**
 * The code table of an alphabet of `letters` letters whose leaf letters are `leafMask`:
 * code letter·8 + last·4 + final·2 + cross below 8 × letters, then two leaf codes (not
 * last, last) per leaf letter in letter order. Version 1 is codeTable(26, V1_LEAF_MASK).
 */
export function codeTable(letters: number, leafMask: number): CodeTable {
  const letter = new Uint8Array(256);
  const flags = new Uint8Array(256);
  const leaf = new Int16Array(MAX_LETTERS_V3 * 2).fill(-1);
  for (let l = 0; l < letters; l++) {
    for (let low = 0; low < 8; low++) {
      const code = l * 8 + low;
      letter[code] = l;
      flags[code] = (low & 4 ? FLAG_LAST : 0) | (low & 2 ? FLAG_FINAL : 0) | (low & 1 ? FLAG_CROSS : FLAG_TREE);
    }
  }
  let code = letters * 8;
  for (let l = 0; l < letters; l++) {
    if (!((leafMask >>> l) & 1)) continue;
    for (let last = 0; last < 2; last++) {
      if (code > 255) throw new RangeError(`too many leaf letters for ${letters} letters`);
      letter[code] = l;
      flags[code] = FLAG_FINAL | (last ? FLAG_LAST : 0);
      leaf[l * 2 + last] = code;
      code++;
    }
  }
  return { letters, leafMask, letter, flags, leaf };
}

/** Version 1's leaf letters: all of a–z but j and q (rare at the end of words). */
export const V1_LEAF_MASK = ((1 << 26) - 1) & ~(1 << 9) & ~(1 << 16);
/** Version 1's code table. */
export const V1_CODES = codeTable(26, V1_LEAF_MASK);
/** Letter (0..25) of each version 1 code. */
export const CODE_LETTER = V1_CODES.letter;
/** FLAG_* bits of each version 1 code (none is unused in version 1). */
export const CODE_FLAGS = V1_CODES.flags;

/** Edge kinds the builder can ask to encode. */
export type EdgeKind = "tree" | "cross" | "leaf";

/**
 * The code byte for an edge, or -1 when the combination has no code (a leaf edge of a
 * letter without leaf codes, such as j or q in version 1: the builder then encodes it as
 * a final cross edge to node 0, which is never a target).
 */
export function encodeEdge(letter: number, last: boolean, final: boolean, kind: EdgeKind, table: CodeTable = V1_CODES): number {
  if (kind === "leaf") return table.leaf[letter * 2 + (last ? 1 : 0)] ?? -1;
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
  headerBytes: number,
  wordCount: number,
  nodeCount: number,
  edgeCount: number,
  crossCount: number,
  overflowCount: number,
  ptrBits: number,
  levelBits: number,
): Sections {
  const codes = headerBytes;
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
