/**
 * Finding where a word lies on a board. Used to check typed entries, to light up what
 * a player is typing (a prefix whose last cell may be only half typed, such as "q" on
 * the Qu die), and to check a dragged path. A word may be traceable along several
 * paths; we return one, preferring the one the player pointed at when there is a hint.
 */
import { neighbours, touching, type Board } from "./board.ts";

export interface FindOptions {
  /** A path the player highlighted; used as is when it spells the word. */
  prefer?: readonly number[] | undefined;
  /**
   * Allow the last cell to be matched only in part ("q" against "qu"), for lighting
   * up a word as it is typed.
   */
  partial?: boolean;
}

/**
 * One path of touching cells, each used once, that spells `word` exactly, or null.
 * When several exist and `prefer` is not one of them, the path that shares the
 * longest start with `prefer` wins, then the first found.
 */
export function findPath(board: Board, word: string, options: FindOptions = {}): number[] | null {
  const { prefer, partial = false } = options;
  if (word.length === 0) return null;
  if (prefer && isValidPath(board, prefer) && spells(board, prefer, word, partial)) return [...prefer];
  const adj = neighbours(board.size);
  const used = new Uint8Array(board.cells.length);
  const path: number[] = [];
  let best: number[] | null = null;
  let bestShared = -1;

  const shared = (p: readonly number[]): number => {
    if (!prefer) return 0;
    let k = 0;
    while (k < p.length && k < prefer.length && p[k] === prefer[k]) k++;
    return k;
  };

  // Depth-first; stops at the first full match unless a hint asks us to compare.
  const visit = (cell: number, pos: number): boolean => {
    const text = board.cells[cell]!;
    const rest = word.length - pos;
    if (text.length > rest) {
      if (!(partial && text.startsWith(word.slice(pos)))) return false;
    } else if (!word.startsWith(text, pos)) return false;
    if (text.length === 0) return false;
    used[cell] = 1;
    path.push(cell);
    const end = pos + Math.min(text.length, rest);
    let stop = false;
    if (end === word.length) {
      const s = shared(path);
      if (s > bestShared) { best = path.slice(); bestShared = s; }
      stop = !prefer || s === prefer.length;
    } else {
      for (const next of adj[cell]!) {
        if (!used[next] && visit(next, end)) { stop = true; break; }
      }
    }
    path.pop();
    used[cell] = 0;
    return stop;
  };

  for (let c = 0; c < board.cells.length; c++) if (visit(c, 0)) break;
  return best;
}

/** Whether `path` is a chain of distinct, touching, in-range cells (non-empty). */
export function isValidPath(board: Board, path: readonly number[]): boolean {
  const n = board.cells.length;
  if (path.length === 0) return false;
  const seen = new Set<number>();
  for (let k = 0; k < path.length; k++) {
    const c = path[k]!;
    if (!Number.isInteger(c) || c < 0 || c >= n || seen.has(c)) return false;
    if (k > 0 && !touching(board.size, path[k - 1]!, c)) return false;
    seen.add(c);
  }
  return true;
}

function spells(board: Board, path: readonly number[], word: string, partial: boolean): boolean {
  const text = path.map((c) => board.cells[c]).join("");
  if (text === word) return true;
  if (!partial) return false;
  const last = board.cells[path[path.length - 1]!]!;
  return text.startsWith(word) && word.length > text.length - last.length;
}
