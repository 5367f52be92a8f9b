/**
 * The derived edge records a loaded DAWG answers from (src/dict/dawg.ts derives them from
 * the file's packed codes), and what the solver reads of them: each edge's letter, its
 * flags and where its target's edges start, the letter masks of each edge's target, and
 * a fast count of a mask's bits.
 */

/** Derived edge record, word 0: bits 0–4 letter, 5 final, 6 last edge of its node. */
export const EDGE_LETTER = 31;
export const EDGE_FINAL = 32;
export const EDGE_LAST = 64;
/** Word 0 >>> EDGE_TARGET_SHIFT: first edge of the target node; 0 = no continuation. */
export const EDGE_TARGET_SHIFT = 7;

/**
 * `masks[e]` has bit l set when edge e's target node has an edge on letter l (0 when e
 * leads nowhere); `rootMask` the same for the root's edges.
 */
export function childMasksOf(edges: Uint32Array): { masks: Uint32Array; rootMask: number } {
  const n = edges.length / 2;
  const masks = new Uint32Array(n);
  let rootMask = 0;
  for (let e = 0; e < n; e++) {
    rootMask |= 1 << (edges[2 * e]! & EDGE_LETTER);
    if (edges[2 * e]! & EDGE_LAST) break;
  }
  for (let e = 0; e < n; e++) {
    let t = edges[2 * e]! >>> EDGE_TARGET_SHIFT;
    if (t === 0) continue;
    let m = 0;
    for (;;) {
      const w = edges[2 * t++]!;
      m |= 1 << (w & EDGE_LETTER);
      if (w & EDGE_LAST) break;
    }
    masks[e] = m;
  }
  return { masks, rootMask };
}

const POP = new Uint8Array(1 << 16);
for (let i = 1; i < POP.length; i++) POP[i] = (i & 1) + POP[i >>> 1]!;

/**
 * Set bits of a letter mask (bits 0–31) by two lookups in a table of 16-bit counts:
 * shorter than the bit-twiddling count on the path from one edge to the next, which is
 * what lookups wait on. A 29-letter alphabet (a–z, ä, ö, ü) already read the whole 64 KB
 * table; the split at bit 16 lets a 32-letter one (Russian) use the same two lookups.
 */
export function popcount32(x: number): number {
  return POP[x & 65535]! + POP[x >>> 16]!;
}
