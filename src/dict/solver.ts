/**
 * Finds every dictionary word on a board. Pure and allocation-light because it runs once
 * per round on the server and thousands of times a second in the benchmark and bots.
 *
 * Depth-first search over cells and DAWG edges together. At each step the letters of the
 * unvisited neighbours form a 26-bit mask; one pass over the node's (sorted) edges visits
 * only edges whose letter is in the mask and stops after the last one. Along the way it
 * keeps the word index (words before this edge in sorted order), so a found word is
 * deduplicated by index in an epoch-stamped Int32Array: no strings are built until the
 * end, and only once per distinct word.
 */
import type { Dawg } from "./dawg";

/** A word found on the board and one path (cell indices, row-major) that spells it. */
export interface SolvedWord {
  word: string;
  path: number[];
}

const MAX_SIZE = 8;
const FINAL = 2; // FINAL in ./format, local so the hot loop reads a constant
const ESCAPE = 255; // COUNT_ESCAPE
const neighbourCache = new Map<number, Int8Array[]>();

/** Cells adjacent (8 directions) to each cell of a size × size board, row-major. Cached. */
export function neighbours(size: number): Int8Array[] {
  let table = neighbourCache.get(size);
  if (table) return table;
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) throw new RangeError(`board size ${size}`);
  table = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const list: number[] = [];
      for (let dr = -1; dr <= 1; dr++)
        for (let dc = -1; dc <= 1; dc++) {
          const rr = r + dr;
          const cc = c + dc;
          if ((dr || dc) && rr >= 0 && rr < size && cc >= 0 && cc < size) list.push(rr * size + cc);
        }
      table.push(Int8Array.from(list));
    }
  }
  neighbourCache.set(size, table);
  return table;
}

// Per-solve state, module level so the recursion allocates nothing.
let codes: Uint8Array;
let letterOf: Uint8Array;
let flagsOf: Uint8Array;
let firstEdge: Uint32Array;
let target: Uint16Array | Uint32Array;
let dict: Dawg;
let counts8: Uint8Array;
let adjacency: Int8Array[];
let seen: Int32Array;
let epoch = 0;
let minLetters = 3;
const visited = new Uint8Array(MAX_SIZE * MAX_SIZE);
const path = new Int8Array(MAX_SIZE * MAX_SIZE);
const cellFirst = new Int8Array(MAX_SIZE * MAX_SIZE); // first letter 0..25, -1 = unusable
let cellRest: (Uint8Array | null)[] = [];
const cellLetters = new Uint8Array(MAX_SIZE * MAX_SIZE);
let foundIndex: number[] = [];
let foundPath: number[][] = [];
const seenByDawg = new WeakMap<Dawg, { stamps: Int32Array }>();

/**
 * All words of `dawg` that can be traced on the board, sorted, each with one path.
 * `cells` is row-major lower-case text per cell ("qu" for the Q die; any cell may hold
 * several letters); the board is square. Adjacent includes diagonals; a cell is used at
 * most once per word. `minLength` counts letters, so a "qu" cell adds two.
 */
export function solveBoard(dawg: Dawg, cells: readonly string[], minLength = 3): SolvedWord[] {
  const size = Math.round(Math.sqrt(cells.length));
  if (size * size !== cells.length || size < 1 || size > MAX_SIZE)
    throw new RangeError(`a board has a square number of cells (up to ${MAX_SIZE * MAX_SIZE}), got ${cells.length}`);
  const t = dawg.traversal();
  codes = t.codes;
  letterOf = t.letterOf;
  flagsOf = t.flagsOf;
  firstEdge = t.firstEdge;
  target = t.target;
  dict = dawg;
  counts8 = t.counts8;
  adjacency = neighbours(size);
  minLetters = minLength;
  let slot = seenByDawg.get(dawg);
  if (!slot) seenByDawg.set(dawg, (slot = { stamps: new Int32Array(dawg.wordCount) }));
  seen = slot.stamps;
  if (++epoch > 0x7ffffff0) {
    seen.fill(0);
    epoch = 1;
  }
  prepareCells(cells);
  foundIndex = [];
  foundPath = [];

  for (let cell = 0; cell < cells.length; cell++) {
    const letter = cellFirst[cell]!;
    if (letter < 0) continue;
    const end = firstEdge[1]!;
    let acc = 0;
    for (let e = firstEdge[0]!; e < end; e++) {
      const code = codes[e]!;
      const l = letterOf[code]!;
      if (l === letter) {
        enter(cell, e, acc, 0, 0);
        break;
      }
      if (l > letter) break;
      const to = target[e]!;
      acc += (flagsOf[code]! & FINAL ? 1 : 0) + (to ? wordsBelow(to) : 0);
    }
  }

  const order = foundIndex.map((_, i) => i).sort((a, b) => foundIndex[a]! - foundIndex[b]!);
  return order.map((i) => {
    const p = foundPath[i]!;
    let word = "";
    for (const c of p) word += cells[c]!.toLowerCase();
    return { word, path: p };
  });
}

function prepareCells(cells: readonly string[]): void {
  cellRest = [];
  for (let i = 0; i < cells.length; i++) {
    const text = cells[i]!.toLowerCase();
    let ok = text.length > 0;
    for (let k = 0; k < text.length; k++) {
      const c = text.charCodeAt(k) - 97;
      if (c < 0 || c > 25) ok = false;
    }
    cellFirst[i] = ok ? text.charCodeAt(0) - 97 : -1;
    cellLetters[i] = text.length;
    cellRest.push(ok && text.length > 1 ? Uint8Array.from(text.slice(1), (ch) => ch.charCodeAt(0) - 97) : null);
  }
}

/**
 * Step onto `cell` through edge `e` (its first letter), where `index` is the sorted index
 * a word ending on `e` would have. Consumes the cell's remaining letters, records a word,
 * then continues the search from the node reached.
 */
function enter(cell: number, e: number, index: number, depth: number, letters: number): void {
  let edge = e;
  let idx = index;
  const rest = cellRest[cell];
  if (rest !== null && rest !== undefined) {
    for (let k = 0; k < rest.length; k++) {
      const node = target[edge]!;
      if (node === 0) return;
      const want = rest[k]!;
      let acc = idx + (flagsOf[codes[edge]!]! & FINAL ? 1 : 0);
      const end = firstEdge[node + 1]!;
      let next = -1;
      for (let f = firstEdge[node]!; f < end; f++) {
        const code = codes[f]!;
        const l = letterOf[code]!;
        if (l === want) {
          next = f;
          break;
        }
        if (l > want) break;
        const to = target[f]!;
        acc += (flagsOf[code]! & FINAL ? 1 : 0) + (to ? wordsBelow(to) : 0);
      }
      if (next < 0) return;
      edge = next;
      idx = acc;
    }
  }
  const final = flagsOf[codes[edge]!]! & FINAL;
  const length = letters + cellLetters[cell]!;
  path[depth] = cell;
  if (final && length >= minLetters && seen[idx] !== epoch) {
    seen[idx] = epoch;
    foundIndex.push(idx);
    foundPath.push(Array.from(path.subarray(0, depth + 1)));
  }
  const node = target[edge]!;
  if (node === 0) return;
  visited[cell] = 1;
  search(cell, node, idx + (final ? 1 : 0), depth + 1, length);
  visited[cell] = 0;
}

/** Try every unvisited neighbour of `cell` from DAWG `node`; `base` = index of its first word. */
function search(cell: number, node: number, base: number, depth: number, letters: number): void {
  const around = adjacency[cell]!;
  let mask = 0;
  for (let k = 0; k < around.length; k++) {
    const nb = around[k]!;
    if (visited[nb] === 0 && cellFirst[nb]! >= 0) mask |= 1 << cellFirst[nb]!;
  }
  if (mask === 0) return;
  const end = firstEdge[node + 1]!;
  let acc = base;
  for (let e = firstEdge[node]!; e < end; e++) {
    const code = codes[e]!;
    const l = letterOf[code]!;
    const bit = 1 << l;
    if (mask & bit) {
      for (let k = 0; k < around.length; k++) {
        const nb = around[k]!;
        if (cellFirst[nb] === l && visited[nb] === 0) enter(nb, e, acc, depth, letters);
      }
      mask &= ~bit;
      if (mask === 0) return;
    }
    const to = target[e]!;
    acc += (flagsOf[code]! & FINAL ? 1 : 0) + (to ? wordsBelow(to) : 0);
  }
}

function wordsBelow(node: number): number {
  const c = counts8[node]!;
  return c === ESCAPE ? dict.count(node) : c;
}
