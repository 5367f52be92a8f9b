/**
 * Finds every dictionary word on a board. Pure and allocation-light because it runs once
 * per round on the server and thousands of times a second in the benchmark and bots.
 *
 * Depth-first search over cells and DAWG edges together, iterative (an explicit stack of
 * frames, the top one in locals: no calls per step). Per board, each cell's usable
 * neighbours are grouped by letter with a 26-bit mask of their letters; Dawg.childMasks
 * gives each edge's target letters, so a step intersects the two masks and visits only
 * letters that continue a word, finding the edge by popcount instead of scanning (the
 * recursive merge of sorted edges and neighbours it replaced was ~1.5× slower). The
 * derived edge records (Dawg.edges) carry the number of words before each edge, so the
 * search knows the sorted index of every word it completes and deduplicates by index in
 * an epoch-stamped Uint16Array. Paths go to a flat pool; strings and arrays are built
 * once per distinct word at the end, and sorting the result is sorting numbers.
 * Cells may carry up to 8 letters; longer cells, or cells with a letter the dictionary's
 * alphabet lacks, are never used. Cell texts are lower case and already folded (src/lang/).
 */
import { neighbours as boardNeighbours } from "../game/board.ts";
import type { Dawg } from "./dawg";
import { EDGE_FINAL, EDGE_LAST, EDGE_LETTER, EDGE_TARGET_SHIFT, popcount32 as popcount } from "./edges.ts";

/** A word found on the board and one path (cell indices, row-major) that spells it. */
export interface SolvedWord {
  word: string;
  path: number[];
}

const MAX_SIZE = 8;
const neighbourCache = new Map<number, Int8Array[]>();

/**
 * Cells adjacent (8 directions) to each cell of a size × size board, row-major, as the
 * game defines them (src/game/board.ts), packed into typed arrays for the search. Cached.
 */
export function neighbours(size: number): Int8Array[] {
  let table = neighbourCache.get(size);
  if (table) return table;
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) throw new RangeError(`board size ${size}`);
  table = boardNeighbours(size).map((list) => Int8Array.from(list));
  neighbourCache.set(size, table);
  return table;
}

// Per-solve state, module level so the search allocates nothing per step.
const CELLS = MAX_SIZE * MAX_SIZE;
const MAX_TEXT = 8; // letters per cell
let edges: Uint32Array; // see Dawg.edges: two u32 per edge
let masks: Uint32Array; // see Dawg.childMasks: letters of each edge's target node
let seen: Uint16Array;
let epoch = 0;
let minLetters = 3;
let counting = false; // countWords: count found words, record nothing
const visited = new Uint8Array(CELLS);
const path = new Int8Array(CELLS);
const cellFirst = new Int8Array(CELLS); // first letter (index into the alphabet), -1 = unusable cell
const cellLetters = new Uint8Array(CELLS); // letters on the cell
const cellText: string[] = []; // lower-case text of each cell
const cellRest = new Uint8Array(CELLS * MAX_TEXT); // letters after the first
// Usable neighbours of each cell, sorted by first letter (the order the search tries
// them, so the path kept for each word is stable), and the mask of their letters.
const nbCell = new Int8Array(CELLS * 8);
const nbBit = new Int32Array(CELLS * 8); // 1 << letter
const nbCount = new Uint8Array(CELLS);
const nbMask = new Int32Array(CELLS);
const grpStart = new Int16Array(CELLS * 9); // per cell: where each letter's neighbours start, then the end
// Found words: sorted index and where its path starts in the flat pool (length = next start).
let found = 0;
let foundIndex = new Int32Array(256);
let foundStart = new Int32Array(257);
let pool = new Int8Array(4096);
// The search's stack: FRAME ints per cell on the path, in one array (one base to load).
const FRAME = 10;
const stack = new Int32Array(CELLS * FRAME);
// Per dictionary: a stamp per word (found in the solve whose epoch it holds) and that
// dictionary's own epoch, so a wrap clears exactly the stamps it could make ambiguous.
const seenByDawg = new WeakMap<Dawg, { stamps: Uint16Array; epoch: number }>();

/**
 * All words of `dawg` that can be traced on the board, sorted, each with one path.
 * `cells` is row-major lower-case text per cell ("qu" for the Q die; any cell may hold
 * several letters); the board is square. Adjacent includes diagonals; a cell is used at
 * most once per word. `minLength` counts letters, so a "qu" cell adds two.
 */
export function solveBoard(dawg: Dawg, cells: readonly string[], minLength = 3): SolvedWord[] {
  search(dawg, cells, minLength, false);
  // Sort by word index (= alphabetical order): pack index and discovery order in a double.
  const n = found;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = foundIndex[i]! * 1048576 + i;
  keys.sort();
  const result = new Array<SolvedWord>(n);
  for (let i = 0; i < n; i++) {
    const f = keys[i]! % 1048576;
    const from = foundStart[f]!;
    const len = foundStart[f + 1]! - from;
    const p = new Array<number>(len);
    let word = "";
    for (let j = 0; j < len; j++) {
      const c = pool[from + j]!;
      p[j] = c;
      word += cellText[c]!;
    }
    result[i] = { word, path: p };
  }
  return result;
}

/**
 * How many distinct words `solveBoard` would find, without building them: no paths, no
 * strings, no sorting. The board floor and the bots' board checks need only this.
 */
export function countWords(dawg: Dawg, cells: readonly string[], minLength = 3): number {
  search(dawg, cells, minLength, true);
  return found;
}

/** Run the search; found words are counted, and with `countOnly` false also recorded. */
function search(dawg: Dawg, cells: readonly string[], minLength: number, countOnly: boolean): void {
  const size = Math.round(Math.sqrt(cells.length));
  if (size * size !== cells.length || size < 1 || size > MAX_SIZE)
    throw new RangeError(`a board has a square number of cells (up to ${MAX_SIZE * MAX_SIZE}), got ${cells.length}`);
  edges = dawg.edges;
  masks = dawg.childMasks;
  minLetters = minLength;
  let own = seenByDawg.get(dawg);
  if (!own) seenByDawg.set(dawg, (own = { stamps: new Uint16Array(dawg.wordCount), epoch: 0 }));
  if (++own.epoch > 0xffff) {
    own.stamps.fill(0);
    own.epoch = 1;
  }
  seen = own.stamps;
  epoch = own.epoch;
  prepareCells(dawg, cells, neighbours(size));
  found = 0;
  foundStart[0] = 0;
  counting = countOnly;

  let rootMask = 0;
  for (let e = 0; e < edges.length / 2; e++) {
    const w = edges[2 * e]!;
    rootMask |= 1 << (w & EDGE_LETTER);
    if (w & EDGE_LAST) break;
  }
  for (let cell = 0; cell < cells.length; cell++) {
    const letter = cellFirst[cell]!;
    if (letter < 0) continue;
    const bit = 1 << letter;
    if (rootMask & bit) {
      const e = popcount(rootMask & (bit - 1));
      searchFrom(cell, e, edges[2 * e + 1]!);
    }
  }

}

function prepareCells(dawg: Dawg, cells: readonly string[], adjacency: Int8Array[]): void {
  for (let i = 0; i < cells.length; i++) {
    const text = cells[i]!.toLowerCase();
    let ok = text.length > 0 && text.length <= MAX_TEXT;
    for (let k = 0; k < text.length && ok; k++) {
      const c = dawg.letterIndex(text.charCodeAt(k));
      if (c < 0) ok = false;
      else if (k > 0) cellRest[i * MAX_TEXT + k - 1] = c;
    }
    cellFirst[i] = ok ? dawg.letterIndex(text.charCodeAt(0)) : -1;
    cellText[i] = text;
    cellLetters[i] = text.length;
  }
  for (let i = 0; i < cells.length; i++) {
    const around = adjacency[i]!;
    let n = 0;
    let mask = 0;
    for (let k = 0; k < around.length; k++) {
      const nb = around[k]!;
      const letter = cellFirst[nb]!;
      if (letter < 0) continue;
      const bit = 1 << letter;
      mask |= bit;
      let j = n++; // insertion sort by letter: at most 8 entries
      while (j > 0 && nbBit[i * 8 + j - 1]! >>> 0 > bit >>> 0) { // unsigned: letter 31 (я) is the sign bit
        nbBit[i * 8 + j] = nbBit[i * 8 + j - 1]!;
        nbCell[i * 8 + j] = nbCell[i * 8 + j - 1]!;
        j--;
      }
      nbBit[i * 8 + j] = bit;
      nbCell[i * 8 + j] = nb;
    }
    nbCount[i] = n;
    nbMask[i] = mask;
    let g = 0; // groups of neighbours sharing a letter, for letter-by-letter iteration
    for (let j = 0; j < n; j++) if (j === 0 || nbBit[i * 8 + j] !== nbBit[i * 8 + j - 1]) grpStart[i * 9 + g++] = i * 8 + j;
    grpStart[i * 9 + g] = i * 8 + n;
  }
}

/**
 * Depth-first search from `start`, reached through root edge `e` (`index`: the sorted index
 * a word ending on it would have). Iterative, with an explicit stack of frames: a frame is
 * a cell on the path whose neighbours are being tried, the node reached there (first edge,
 * letter mask), the index base below it and the letters so far.
 */
function searchFrom(start: number, e: number, index: number): void {
  const E = edges;
  const M = masks;
  const ST = stack;
  let cell = start;
  let idx = index;
  let letters = 0;
  let top = 0; // frames on the stack = path position of `cell`
  // The top frame, kept in locals; `stack` holds the frames below it. A frame tries
  // the letters `cand` (its node's letters among its neighbours' letters) one at a time;
  // k..end are the neighbours with the current letter, reached through edge ge.
  let from = 0;
  let cand = 0;
  let k = 0;
  let end = 0;
  let ge = 0;
  let gIdx = 0;
  let mask = 0;
  let first = 0;
  let base = 0;
  let fLetters = 0;
  for (;;) {
    // Enter `cell` through edge `e`: consume its other letters, record a word, push a frame.
    enter: {
      let w = E[2 * e]!;
      const n = cellLetters[cell]!;
      for (let j = 1; j < n; j++) {
        const m = M[e]!; // empty when e leads nowhere
        const bit = 1 << cellRest[cell * MAX_TEXT + j - 1]!;
        if (!(m & bit)) break enter;
        idx += w & EDGE_FINAL ? 1 : 0;
        e = (w >>> EDGE_TARGET_SHIFT) + popcount(m & (bit - 1));
        idx += E[2 * e + 1]!;
        w = E[2 * e]!;
      }
      const length = letters + n;
      path[top] = cell;
      if (w & EDGE_FINAL && length >= minLetters && seen[idx] !== epoch) {
        seen[idx] = epoch;
        if (counting) found++;
        else record(idx, top + 1);
      }
      const m = M[e]!;
      const c = m & nbMask[cell]!;
      if (c === 0) break enter;
      if (top > 0) {
        const o = (top - 1) * FRAME;
        ST[o] = from;
        ST[o + 1] = cand;
        ST[o + 2] = k;
        ST[o + 3] = end;
        ST[o + 4] = ge;
        ST[o + 5] = gIdx;
        ST[o + 6] = mask;
        ST[o + 7] = first;
        ST[o + 8] = base;
        ST[o + 9] = fLetters;
      }
      visited[cell] = 1;
      from = cell;
      cand = c;
      k = end = 0;
      mask = m;
      first = w >>> EDGE_TARGET_SHIFT;
      base = idx + (w & EDGE_FINAL ? 1 : 0);
      fLetters = length;
      top++;
    }
    // Next unvisited neighbour of the top frame whose letter continues its node; pop when none.
    for (;;) {
      if (k < end) {
        const nb = nbCell[k++]!;
        if (visited[nb] === 0) {
          cell = nb;
          e = ge;
          idx = gIdx;
          letters = fLetters;
          break;
        }
      } else if (cand !== 0) {
        const bit = cand & -cand;
        cand ^= bit;
        const g = from * 9 + popcount(nbMask[from]! & (bit - 1));
        k = grpStart[g]!;
        end = grpStart[g + 1]!;
        ge = first + popcount(mask & (bit - 1));
        gIdx = base + E[2 * ge + 1]!;
      } else {
        if (top === 0) return; // the start cell led nowhere
        visited[from] = 0;
        if (--top === 0) return;
        const o = (top - 1) * FRAME;
        from = ST[o]!;
        cand = ST[o + 1]!;
        k = ST[o + 2]!;
        end = ST[o + 3]!;
        ge = ST[o + 4]!;
        gIdx = ST[o + 5]!;
        mask = ST[o + 6]!;
        first = ST[o + 7]!;
        base = ST[o + 8]!;
        fLetters = ST[o + 9]!;
      }
    }
  }
}

/** Keep word `idx` with the first `len` cells of the current path. */
function record(idx: number, len: number): void {
  if (found === foundIndex.length) {
    const bigger = new Int32Array(found * 2);
    bigger.set(foundIndex);
    foundIndex = bigger;
    const starts = new Int32Array(found * 2 + 1);
    starts.set(foundStart);
    foundStart = starts;
  }
  let at = foundStart[found]!;
  if (at + len > pool.length) {
    const bigger = new Int8Array(pool.length * 2);
    bigger.set(pool);
    pool = bigger;
  }
  for (let i = 0; i < len; i++) pool[at++] = path[i]!;
  foundIndex[found++] = idx;
  foundStart[found] = at;
}
