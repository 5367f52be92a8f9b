/**
 * Boards and dice. A board is its side length and its cells row-major, each cell the
 * lower-case text showing on a die ("qu" for the Q face; the 6×6 set has faces such as
 * "th" too). Words are traced through touching cells in eight directions, each cell at
 * most once, so everything else here is about adjacency and paths.
 *
 * English dice are the published sets: the 16 classic dice, the 25 of Big Boggle and the
 * 36 of Super Big Boggle; each language's are in src/lang/<language>.ts. A die is written
 * as its six faces, one letter each ("Q" is the Qu face), or, where faces have several
 * letters, as faces separated by spaces.
 */
import { languageRules } from "../lang/languages.ts";
import type { Language } from "../protocol/values.ts";
import { randomInt, type Rng } from "./random.ts";

export type BoardSize = 4 | 5 | 6;
export const BOARD_SIZES: readonly BoardSize[] = [4, 5, 6];

export interface Board {
  readonly size: BoardSize;
  /** Row-major, lower-case cell texts; length size × size. */
  readonly cells: readonly string[];
}

export { DICE_4X4, DICE_5X5, DICE_6X6 } from "../lang/en.ts";

/** The dice for a board size in a language (English by default). */
export function diceFor(size: BoardSize, language: Language = "en"): readonly string[] {
  return languageRules(language).dice[size];
}

/** A die's six faces as cell texts: "HIMNQU" → ["h","i","m","n","qu","u"]. */
export function dieFaces(die: string): string[] {
  if (die.includes(" ")) return die.toLowerCase().split(/\s+/);
  return [...die.toLowerCase()].map((c) => (c === "q" ? "qu" : c));
}

/**
 * Shake the dice into a board: a random arrangement (Fisher–Yates) and a random face
 * of each die, both drawn from `rng`.
 */
export function shakeBoard(size: BoardSize, rng: Rng, language: Language = "en"): Board {
  const dice = diceFor(size, language).slice();
  for (let i = dice.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    [dice[i], dice[j]] = [dice[j]!, dice[i]!];
  }
  const cells = dice.map((die) => {
    const faces = dieFaces(die);
    return faces[randomInt(rng, faces.length)]!;
  });
  return { size, cells };
}

/** The largest SCOWL size whose words count as everyday: the words the floor counts. */
export const EVERYDAY_LEVEL = 20;

/**
 * The fewest everyday words (SCOWL size ≤ 20, see EVERYDAY_LEVEL) a shaken board must
 * offer before we play it; below this it is shaken again. Counting every word would let
 * a board full of rare words (snath, zoa) pass while a new player finds nothing, so the
 * floor counts the words a person can be expected to know. 4×4 needs 15, the issue's
 * promise; that is the 20th percentile of real-dice 4×4 boards, and 5×5 and 6×6 take the
 * same percentile of theirs (4+ letters), so every size reshakes about one board in five
 * (≈ 0.25 reshakes per round played). Measured over 5,000 seeded shakes each with the
 * default dictionary (everyday words per board): 4×4 p10 10, p20 15, median 24; 5×5 p10
 * 18, p20 23, median 36; 6×6 p10 31, p20 37, median 54. docs/bots.md has the details.
 */
export const DEFAULT_BOARD_FLOOR: Readonly<Record<BoardSize, number>> = { 4: 15, 5: 23, 6: 37 };

/**
 * Shake until `countWords` (normally the board's everyday words) reaches `floor`, giving
 * up after `maxTries` and keeping the richest board seen, so a dictionary too small for
 * the floor never hangs a table.
 */
export function shakeLiveBoard(
  size: BoardSize,
  rng: Rng,
  countWords: (board: Board) => number,
  floor: number = DEFAULT_BOARD_FLOOR[size],
  maxTries = 50,
  language: Language = "en",
): Board {
  let best: Board | null = null;
  let bestCount = -1;
  for (let t = 0; t < maxTries; t++) {
    const board = shakeBoard(size, rng, language);
    const n = countWords(board);
    if (n >= floor) return board;
    if (n > bestCount) { best = board; bestCount = n; }
  }
  return best!;
}

/** A board that passed the floor, with its words and how many shakes it took. */
export interface SolvedBoard<W> {
  board: Board;
  words: W[];
  shakes: number;
}

/**
 * Shake a board worth playing and solve it once per shake: `solve` lists the board's
 * words with their SCOWL size, and the board must hold at least `floor` of size
 * EVERYDAY_LEVEL or less.
 */
export function shakeSolvedBoard<W extends { level: number }>(
  size: BoardSize,
  rng: Rng,
  solve: (board: Board) => W[],
  floor: number = DEFAULT_BOARD_FLOOR[size],
  language: Language = "en",
): SolvedBoard<W> {
  const solved = new Map<Board, W[]>();
  const board = shakeLiveBoard(size, rng, (b) => {
    const words = solve(b);
    solved.set(b, words);
    return countEveryday(words);
  }, floor, 50, language);
  return { board, words: solved.get(board)!, shakes: solved.size };
}

/** How many of `words` are everyday words (SCOWL size ≤ EVERYDAY_LEVEL). */
export function countEveryday(words: readonly { level: number }[]): number {
  let n = 0;
  for (const w of words) if (w.level <= EVERYDAY_LEVEL) n++;
  return n;
}

const neighbourCache = new Map<number, readonly (readonly number[])[]>();

/** For each cell of a size × size board, the cells touching it in eight directions. */
export function neighbours(size: number): readonly (readonly number[])[] {
  let table = neighbourCache.get(size);
  if (!table) {
    const t: number[][] = [];
    for (let i = 0; i < size * size; i++) {
      const r = Math.floor(i / size), c = i % size, list: number[] = [];
      for (let dr = -1; dr <= 1; dr++)
        for (let dc = -1; dc <= 1; dc++) {
          const rr = r + dr, cc = c + dc;
          if ((dr || dc) && rr >= 0 && rr < size && cc >= 0 && cc < size) list.push(rr * size + cc);
        }
      t.push(list);
    }
    table = t;
    neighbourCache.set(size, table);
  }
  return table;
}

/** Whether two cells of a size × size board touch (eight directions, not the same cell). */
export function touching(size: number, a: number, b: number): boolean {
  if (a === b) return false;
  const dr = Math.abs(Math.floor(a / size) - Math.floor(b / size));
  const dc = Math.abs((a % size) - (b % size));
  return dr <= 1 && dc <= 1;
}

/** The board's side for a number of cells, or null if it is not a board we play. */
export function sizeForCells(count: number): BoardSize | null {
  return count === 16 ? 4 : count === 25 ? 5 : count === 36 ? 6 : null;
}

/** The letters a path spells. */
export function spell(board: Board, path: readonly number[]): string {
  return path.map((i) => board.cells[i]).join("");
}

/** The most letters any word on this board can have: every die used once. */
export function maxWordLength(board: Board): number {
  return board.cells.reduce((n, c) => n + c.length, 0);
}
