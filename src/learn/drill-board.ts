/**
 * The drill's board: a practice board dealt from the language's own dice on which several
 * due words can be traced. Shaking at random until a board happens to hold chosen words
 * would take millions of shakes, so the dealer plants them: it traces each word along a
 * random path of touching cells (sharing a cell with an earlier word only where the
 * letters agree), gives each planted cell a die that has that face (a bipartite matching
 * of cells to the set's dice, so every die is used once), and deals the dice left over
 * onto the other cells with a random face, as a shake would. A word that cannot be placed
 * is left out, and the deal is searched over `tries` attempts for the board that promises
 * the most words. Pure: the rng comes in.
 */
import { dieFaces, diceFor, neighbours, type Board, type BoardSize } from "../game/board.ts";
import { findPath } from "../game/paths.ts";
import { randomInt, type Rng } from "../game/random.ts";
import type { Language } from "../protocol.ts";

/** A dealt drill board and the due words it holds (each traceable on it). */
export interface DrillBoard {
  board: Board;
  promised: string[];
}

/** How many due words a drill tries to plant (the "several"). */
export const DRILL_WORDS = 4;

/**
 * The word as a sequence of die faces of `faces` ("queen" → qu·e·e·n), preferring longer
 * faces; null when the dice cannot spell it.
 */
export function spellWithFaces(word: string, faces: ReadonlySet<string>): string[] | null {
  const longest = Math.max(...[...faces].map((f) => f.length));
  const memo = new Map<number, string[] | null>();
  const from = (i: number): string[] | null => {
    if (i === word.length) return [];
    if (memo.has(i)) return memo.get(i)!;
    let out: string[] | null = null;
    for (let n = Math.min(longest, word.length - i); n >= 1 && !out; n--) {
      const f = word.slice(i, i + n);
      if (!faces.has(f)) continue;
      const rest = from(i + n);
      if (rest) out = [f, ...rest];
    }
    memo.set(i, out);
    return out;
  };
  return from(0);
}

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** A random path of touching, distinct cells spelling `tokens`, using free cells or cells already showing the same face. */
function tracePath(tokens: readonly string[], size: number, cells: readonly (string | null)[], rng: Rng): number[] | null {
  const adj = neighbours(size);
  const path: number[] = [];
  const used = new Set<number>();
  let steps = 0;
  const fits = (c: number, k: number) => !used.has(c) && (cells[c] === null || cells[c] === tokens[k]);
  const walk = (k: number): boolean => {
    if (k === tokens.length) return true;
    if (++steps > 2000) return false;
    const options = k === 0 ? shuffled([...cells.keys()], rng) : shuffled(adj[path[k - 1]!]!, rng);
    for (const c of options) {
      if (!fits(c, k)) continue;
      path.push(c); used.add(c);
      if (walk(k + 1)) return true;
      path.pop(); used.delete(c);
    }
    return false;
  };
  return walk(0) ? path : null;
}

/** Dice for the planted cells (cell → die index), every planted face on a die that has it, or null. */
function matchDice(planted: ReadonlyMap<number, string>, faces: readonly string[][]): Map<number, number> | null {
  const dieOf = new Map<number, number>();
  const cellOf = new Map<number, number>();
  const augment = (cell: number, seen: Set<number>): boolean => {
    const face = planted.get(cell)!;
    for (let d = 0; d < faces.length; d++) {
      if (seen.has(d) || !faces[d]!.includes(face)) continue;
      seen.add(d);
      const other = cellOf.get(d);
      if (other === undefined || augment(other, seen)) {
        dieOf.set(cell, d);
        cellOf.set(d, cell);
        return true;
      }
    }
    return false;
  };
  for (const cell of planted.keys()) if (!augment(cell, new Set())) return null;
  return dieOf;
}

/** One deal: plant what fits of `words` (in order), then fill the rest from the dice left. */
function dealOnce(words: readonly string[], size: BoardSize, dice: readonly string[], rng: Rng): DrillBoard {
  const faces = dice.map(dieFaces);
  const faceSet = new Set(faces.flat());
  let planted = new Map<number, string>();
  const promised: string[] = [];
  for (const word of words) {
    const tokens = spellWithFaces(word, faceSet);
    if (!tokens || tokens.length > size * size) continue;
    const cells: (string | null)[] = Array.from({ length: size * size }, (_, i) => planted.get(i) ?? null);
    const path = tracePath(tokens, size, cells, rng);
    if (!path) continue;
    const next = new Map(planted);
    path.forEach((c, k) => next.set(c, tokens[k]!));
    if (!matchDice(next, faces)) continue;
    planted = next;
    promised.push(word);
  }
  const dieOf = matchDice(planted, faces)!;
  const usedDice = new Set(dieOf.values());
  const spare = shuffled([...dice.keys()].filter((d) => !usedDice.has(d)), rng);
  const cells = Array.from({ length: size * size }, (_, i) => {
    const face = planted.get(i);
    if (face !== undefined) return face;
    const die = faces[spare.pop()!]!;
    return die[randomInt(rng, die.length)]!;
  });
  const board: Board = { size, cells };
  // Keep only what the board really holds (a planted word always is; the check keeps the promise honest).
  return { board, promised: promised.filter((w) => findPath(board, w) !== null) };
}

/**
 * A board of `language`'s `size` dice holding as many of `due` (most overdue first) as
 * fit, up to `want`: the best of `tries` deals.
 */
export function dealDrillBoard(due: readonly string[], size: BoardSize, language: Language, rng: Rng, want = DRILL_WORDS, tries = 12): DrillBoard {
  const dice = diceFor(size, language);
  const goal = Math.min(want, due.length);
  let best: DrillBoard | null = null;
  for (let t = 0; t < tries; t++) {
    // The first due words always lead; later tries mix in the rest so a word that blocks others can be left out.
    const order = t === 0 ? due.slice() : [...due.slice(0, 1), ...shuffled(due.slice(1), rng)];
    const deal = dealOnce(order.slice(0, Math.max(want * 2, want)), size, dice, rng);
    const kept = { board: deal.board, promised: deal.promised.slice(0, want) };
    if (!best || kept.promised.length > best.promised.length) best = kept;
    if (best.promised.length >= goal) break;
  }
  return best!;
}
