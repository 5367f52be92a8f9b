/**
 * Board codes: a short text that names one dealt board, so a round can be played again
 * ("Play this board") or passed to a friend. The code is the board's size, then one
 * symbol per cell, row-major: the letter itself for a one-letter face, Q for the Qu face
 * (no die shows a bare Q), and a digit for the 6×6 set's two-letter faces (2 AN, 3 ER,
 * 4 HE, 5 IN, 6 TH). That is 31 symbols drawn from the base32 alphabet A–Z 2–7, so a code
 * is URL-safe as it stands, reads back case-insensitively and can be typed from a
 * screen: "4TEARS…" for a 4×4 board is 17 characters. Five bits a die is all a board
 * holds once its arrangement is free (16!·6¹⁶ ≈ 2⁸⁵ deals, 17 symbols), so no packing
 * would make it much shorter.
 *
 * Decoding checks more than the alphabet: the cells must be a deal the dice of that
 * size can make, each die used once showing one of its faces (a bipartite matching of
 * cells to dice), so a hand-made grid of sixteen E's is refused rather than played.
 */
import { diceFor, dieFaces, type Board, type BoardSize } from "./board.ts";

/** Two-letter faces and the digit each is written as. */
const DIGIT_OF: Readonly<Record<string, string>> = { an: "2", er: "3", he: "4", in: "5", th: "6" };
const FACE_OF: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(DIGIT_OF).map(([face, digit]) => [digit, face]));

/** Why a code was refused: no board size first, the wrong number of cells, a symbol that is no face, a grid no deal makes. */
export type BoardCodeProblem = "size" | "length" | "symbol" | "dice";

/** A decoded code: the board, or why not. */
export type ParsedBoardCode = { ok: true; board: Board } | { ok: false; reason: BoardCodeProblem };

/** The code of a board (upper case). */
export function boardCode(board: Board): string {
  return String(board.size) + board.cells.map(symbolOf).join("");
}

function symbolOf(cell: string): string {
  if (cell === "qu") return "Q";
  if (cell.length === 1 && cell >= "a" && cell <= "z" && cell !== "q") return cell.toUpperCase();
  const digit = DIGIT_OF[cell];
  if (!digit) throw new Error(`no board code symbol for the cell "${cell}"`);
  return digit;
}

/**
 * Read a code as a person gives it: any case, with spaces or hyphens between groups, or
 * a whole pasted link with `board=CODE` in it. Any text gets an answer, never an
 * exception: a link whose code has a broken %-escape is read as it stands (and refused).
 */
export function parseBoardCode(input: string): ParsedBoardCode {
  const fromLink = /[?&#]board=([^&#]*)/.exec(input);
  const text = (fromLink ? decodedOrAsIs(fromLink[1]!) : input).replace(/[\s-]+/g, "").toUpperCase();
  const size = Number(text[0]) as BoardSize;
  if (size !== 4 && size !== 5 && size !== 6) return { ok: false, reason: "size" };
  const symbols = text.slice(1);
  if (symbols.length !== size * size) return { ok: false, reason: "length" };
  const cells: string[] = [];
  for (const s of symbols) {
    const cell = s === "Q" ? "qu" : s >= "A" && s <= "Z" ? s.toLowerCase() : FACE_OF[s];
    if (!cell) return { ok: false, reason: "symbol" };
    cells.push(cell);
  }
  if (!dealtByDice(diceFor(size).map(dieFaces), cells)) return { ok: false, reason: "dice" };
  return { ok: true, board: { size, cells } };
}

/** `text` with its %-escapes decoded, or as it is when they do not decode (`%`, `%E0%A4`). */
function decodedOrAsIs(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether each cell can be given its own die showing that cell (augmenting paths). */
function dealtByDice(dice: readonly string[][], cells: readonly string[]): boolean {
  const cellOfDie = new Array<number>(dice.length).fill(-1);
  const place = (cell: number, tried: boolean[]): boolean => {
    for (let d = 0; d < dice.length; d++) {
      if (tried[d] || !dice[d]!.includes(cells[cell]!)) continue;
      tried[d] = true;
      if (cellOfDie[d] === -1 || place(cellOfDie[d]!, tried)) {
        cellOfDie[d] = cell;
        return true;
      }
    }
    return false;
  };
  return cells.every((_, cell) => place(cell, new Array<boolean>(dice.length).fill(false)));
}
