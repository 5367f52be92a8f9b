/**
 * Boards and dice. A board is its side length and its cells row-major, each cell the
 * lower-case text showing on a die ("qu" for the Q face; the 6×6 set has faces such as
 * "th" too). Words are traced through touching cells in eight directions, each cell at
 * most once, so everything else here is about adjacency and paths.
 *
 * The dice are the published sets: the 16 classic dice, the 25 of Big Boggle and the 36
 * of Super Big Boggle. A die is written as its six faces, one letter each ("Q" is the
 * Qu face), or, where faces have several letters, as faces separated by spaces.
 */
import { randomInt, type Rng } from "./random.ts";

export type BoardSize = 4 | 5 | 6;
export const BOARD_SIZES: readonly BoardSize[] = [4, 5, 6];

export interface Board {
  readonly size: BoardSize;
  /** Row-major, lower-case cell texts; length size × size. */
  readonly cells: readonly string[];
}

/** The classic 16 dice (the 1987 set). */
export const DICE_4X4: readonly string[] = [
  "AAEEGN", "ABBJOO", "ACHOPS", "AFFKPS", "AOOTTW", "CIMOTU", "DEILRX", "DELRVY",
  "DISTTY", "EEGHNW", "EEINSU", "EHRTVW", "EIOSST", "ELRTTY", "HIMNQU", "HLNNRZ",
];

/** The 25 dice of Big Boggle. */
export const DICE_5X5: readonly string[] = [
  "AAAFRS", "AAEEEE", "AAFIRS", "ADENNN", "AEEEEM", "AEEGMU", "AEGMNN", "AFIRSY",
  "BJKQXZ", "CCENST", "CEIILT", "CEILPT", "CEIPST", "DDHNOT", "DHHLOR", "DHLNOR",
  "DHLNOR", "EIIITT", "EMOTTT", "ENSSSU", "FIPRSY", "GORRVW", "IPRRRY", "NOOTUW",
  "OOOTTU",
];

/**
 * The 36 dice of Super Big Boggle. The real set has one die with three blank faces
 * ("EIO" and three blanks); a blank cell can never be part of a word and would only
 * confuse players on a screen, so that die shows E, I or O twice over instead.
 */
export const DICE_6X6: readonly string[] = [
  "AAAFRS", "AAEEEE", "AAEEOO", "AAFIRS", "ABDEIO", "ADENNN", "AEEEEM", "AEEGMU",
  "AEGMNN", "AEILMN", "AEINOU", "AFIRSY", "An Er He In Qu Th", "BBJKXZ", "CCENST",
  "CDDLNN", "CEIITT", "CEIPST", "CFGNUY", "DDHNOT", "DHHLOR", "DHHNOW", "DHLNOR",
  "EHILRS", "EIILST", "EILPST", "EIOEIO", "EMTTTO", "ENSSSU", "GORRVW", "HIRSTV",
  "HOPRST", "IPRSYY", "JKQWXZ", "NOOTUW", "OOOTTU",
];

/** The dice for a board size. */
export function diceFor(size: BoardSize): readonly string[] {
  return size === 4 ? DICE_4X4 : size === 5 ? DICE_5X5 : DICE_6X6;
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
export function shakeBoard(size: BoardSize, rng: Rng): Board {
  const dice = diceFor(size).slice();
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

/**
 * The fewest words a shaken board must contain before we play it; below this it is
 * shaken again. Players hate a dead board more than they notice a livelier one, so the
 * floor sits near the tenth percentile of real-dice boards with the default
 * dictionary: it removes the grim tail (some 4×4 shakes hold no word at all) and
 * leaves the rest of the distribution alone. Measured over 5,000 seeded shakes each:
 * 4×4 (3+ letters) p10 33, median 72; 5×5 (4+) p10 69, median 132; 6×6 (4+) p10 115,
 * median 204.
 */
export const DEFAULT_BOARD_FLOOR: Readonly<Record<BoardSize, number>> = { 4: 30, 5: 70, 6: 115 };

/**
 * Shake until the board has at least `floor` words by `countWords` (normally the
 * solver), giving up after `maxTries` and keeping the richest board seen, so a
 * dictionary too small for the floor never hangs a table.
 */
export function shakeLiveBoard(
  size: BoardSize,
  rng: Rng,
  countWords: (board: Board) => number,
  floor: number = DEFAULT_BOARD_FLOOR[size],
  maxTries = 50,
): Board {
  let best: Board | null = null;
  let bestCount = -1;
  for (let t = 0; t < maxTries; t++) {
    const board = shakeBoard(size, rng);
    const n = countWords(board);
    if (n >= floor) return board;
    if (n > bestCount) { best = board; bestCount = n; }
  }
  return best!;
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
