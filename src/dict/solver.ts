/**
 * Finds every dictionary word on a board. Pure and allocation-light because it runs once
 * per round on the server and thousands of times a second in the benchmark and bots.
 *
 * Depth-first search over cells and DAWG edges together. Per board, each cell's usable
 * neighbours are sorted by letter once; each step then merges them with the node's edges
 * (also sorted by letter) in a single pass. The derived edge records (Dawg.edges) carry
 * the number of words before each edge, so the search knows the sorted index of every word
 * it completes and deduplicates by index in an epoch-stamped Uint16Array: strings and
 * paths are built only once per distinct word, and sorting the result is sorting numbers.
 * Cells may carry up to 8 letters; longer or non a–z cells are never used.
 */
import { neighbours as boardNeighbours } from "../game/board.ts";
import { EDGE_FINAL, EDGE_LAST, EDGE_LETTER, EDGE_TARGET_SHIFT, type Dawg } from "./dawg";

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

// Per-solve state, module level so the recursion allocates nothing.
const CELLS = MAX_SIZE * MAX_SIZE;
const MAX_TEXT = 8; // letters per cell
let edges: Uint32Array; // see Dawg.edges: two u32 per edge
let seen: Uint16Array;
let epoch = 0;
let minLetters = 3;
const visited = new Uint8Array(CELLS);
const path = new Int8Array(CELLS);
const cellFirst = new Int8Array(CELLS); // first letter 0..25, -1 = unusable cell
const cellLetters = new Uint8Array(CELLS); // letters on the cell
const cellText: string[] = []; // lower-case text of each cell
const cellRest = new Uint8Array(CELLS * MAX_TEXT); // letters after the first
// Usable neighbours of each cell, sorted by first letter, so a node's sorted edges and a
// cell's neighbours can be merged in one pass.
const nbCell = new Int8Array(CELLS * 8);
const nbLetter = new Int8Array(CELLS * 8);
const nbCount = new Uint8Array(CELLS);
let foundIndex: number[] = [];
let foundPath: number[][] = [];
const seenByDawg = new WeakMap<Dawg, Uint16Array>();

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
  edges = dawg.edges;
  minLetters = minLength;
  let stamps = seenByDawg.get(dawg);
  if (!stamps) seenByDawg.set(dawg, (stamps = new Uint16Array(dawg.wordCount)));
  seen = stamps;
  if (++epoch > 0xffff) {
    seen.fill(0);
    epoch = 1;
  }
  prepareCells(cells, neighbours(size));
  foundIndex = [];
  foundPath = [];

  for (let cell = 0; cell < cells.length && edges.length > 0; cell++) {
    const letter = cellFirst[cell]!;
    if (letter < 0) continue;
    for (let e = 0; ; e++) {
      const w = edges[2 * e]!;
      const l = w & EDGE_LETTER;
      if (l === letter) enter(cell, e, edges[2 * e + 1]!, 0, 0);
      if (l >= letter || w & EDGE_LAST) break;
    }
  }

  // Sort by word index (= alphabetical order): pack index and discovery order in a double.
  const n = foundIndex.length;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = foundIndex[i]! * 1048576 + i;
  keys.sort();
  const result = new Array<SolvedWord>(n);
  for (let i = 0; i < n; i++) {
    const p = foundPath[keys[i]! % 1048576]!;
    let word = "";
    for (let j = 0; j < p.length; j++) word += cellText[p[j]!]!;
    result[i] = { word, path: p };
  }
  return result;
}

function prepareCells(cells: readonly string[], adjacency: Int8Array[]): void {
  for (let i = 0; i < cells.length; i++) {
    const text = cells[i]!.toLowerCase();
    let ok = text.length > 0 && text.length <= MAX_TEXT;
    for (let k = 0; k < text.length && ok; k++) {
      const c = text.charCodeAt(k) - 97;
      if (c < 0 || c > 25) ok = false;
      else if (k > 0) cellRest[i * MAX_TEXT + k - 1] = c;
    }
    cellFirst[i] = ok ? text.charCodeAt(0) - 97 : -1;
    cellText[i] = text;
    cellLetters[i] = text.length;
  }
  for (let i = 0; i < cells.length; i++) {
    const around = adjacency[i]!;
    let n = 0;
    for (let k = 0; k < around.length; k++) {
      const nb = around[k]!;
      const letter = cellFirst[nb]!;
      if (letter < 0) continue;
      let j = n++; // insertion sort by letter: at most 8 entries
      while (j > 0 && nbLetter[i * 8 + j - 1]! > letter) {
        nbLetter[i * 8 + j] = nbLetter[i * 8 + j - 1]!;
        nbCell[i * 8 + j] = nbCell[i * 8 + j - 1]!;
        j--;
      }
      nbLetter[i * 8 + j] = letter;
      nbCell[i * 8 + j] = nb;
    }
    nbCount[i] = n;
  }
}

/**
 * Step onto `cell` through edge `e` (its first letter), where `index` is the sorted index
 * a word ending on `e` would have. Consumes the cell's remaining letters, records a word,
 * then continues the search from the node reached.
 */
function enter(cell: number, e: number, index: number, depth: number, letters: number): void {
  let w = edges[2 * e]!;
  let idx = index;
  const extra = cellLetters[cell]! - 1;
  for (let k = 0; k < extra; k++) {
    let f = w >>> EDGE_TARGET_SHIFT;
    if (f === 0) return;
    const want = cellRest[cell * MAX_TEXT + k]!;
    for (;;) {
      const v = edges[2 * f]!;
      const l = v & EDGE_LETTER;
      if (l === want) break;
      if (l > want || v & EDGE_LAST) return;
      f++;
    }
    idx += (w & EDGE_FINAL ? 1 : 0) + edges[2 * f + 1]!;
    w = edges[2 * f]!;
  }
  const length = letters + cellLetters[cell]!;
  path[depth] = cell;
  if (w & EDGE_FINAL && length >= minLetters && seen[idx] !== epoch) {
    seen[idx] = epoch;
    foundIndex.push(idx);
    const copy = new Array<number>(depth + 1);
    for (let i = 0; i <= depth; i++) copy[i] = path[i]!;
    foundPath.push(copy);
  }
  const first = w >>> EDGE_TARGET_SHIFT;
  if (first === 0) return;
  visited[cell] = 1;
  search(cell, first, idx + (w & EDGE_FINAL ? 1 : 0), depth + 1, length);
  visited[cell] = 0;
}

/** Try every unvisited neighbour of `cell` from the node whose edges start at `first`. */
function search(cell: number, first: number, base: number, depth: number, letters: number): void {
  let k = cell * 8;
  const kEnd = k + nbCount[cell]!;
  if (k === kEnd) return;
  let e = first;
  let want = nbLetter[k]!;
  for (;;) {
    const w = edges[2 * e]!;
    const l = w & EDGE_LETTER;
    while (l > want) {
      if (++k === kEnd) return;
      want = nbLetter[k]!;
    }
    if (l === want) {
      const index = base + edges[2 * e + 1]!;
      do {
        const nb = nbCell[k]!;
        if (visited[nb] === 0) enter(nb, e, index, depth, letters);
        if (++k === kEnd) return;
      } while (nbLetter[k] === l);
      want = nbLetter[k]!;
    }
    if (w & EDGE_LAST) return;
    e++;
  }
}
