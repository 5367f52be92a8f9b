/**
 * Board codes: a short text that names one dealt board in one language, so a round can
 * be played again ("Play this board") or passed to a friend. The code is the language
 * (none for English, else its code in capitals: "DE", "RU"), the board's size, then one
 * symbol per cell, row-major, drawn from the base32 alphabet A–Z 2–7, so a code is
 * URL-safe as it stands, reads back case-insensitively and can be typed from a screen:
 * "4TEARS…" for an English 4×4 board is 17 characters, "SV4…" a Swedish one 19.
 *
 * Each language's symbols come from its letters (symbolsOf): in a Latin alphabet a letter
 * is itself, Q stands for the Qu face (no die shows a bare Q), and the letters beyond z
 * and the faces of several letters are digits in order (German 2 Ä, 3 Ö, 4 Ü; Swedish
 * 2 Ä, 3 Å, 4 Ö; English's 6×6 faces 2 AN, 3 ER, 4 HE, 5 IN, 6 TH). Russian's 32 letters
 * а–я are the 32 base32 symbols in order (А is A, Я is 7). Five bits a die is all a board
 * holds once its arrangement is free (16!·6¹⁶ ≈ 2⁸⁵ deals, 17 symbols), so no packing
 * would make it much shorter.
 *
 * Decoding checks more than the alphabet: the cells must be a deal the language's dice of
 * that size can make, each die used once showing one of its faces (a bipartite matching
 * of cells to dice), so a hand-made grid of sixteen E's is refused rather than played.
 */
import { LANGUAGES, type Language } from "../protocol/values.ts";
import { languageRules } from "../lang/languages.ts";
import { dieFaces, type Board, type BoardSize } from "./board.ts";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const DIGITS = "234567";

/** A language's code symbols: each face's symbol and each symbol's face. */
interface Symbols {
  readonly symbolOf: ReadonlyMap<string, string>;
  readonly faceOf: ReadonlyMap<string, string>;
}

const symbolCache = new Map<Language, Symbols>();

/** The symbols of `language`'s codes, from its alphabet and its dice (see the header). */
export function symbolsOf(language: Language): Symbols {
  const cached = symbolCache.get(language);
  if (cached) return cached;
  const rules = languageRules(language);
  const symbolOf = new Map<string, string>();
  const latin = rules.alphabet.startsWith("abcdefghijklmnopqrstuvwxyz");
  if (latin) {
    for (const c of rules.alphabet.slice(0, 26)) if (c !== "q") symbolOf.set(c, c.toUpperCase());
    symbolOf.set(rules.quDie ? "qu" : "q", "Q");
    const faces = new Set(([4, 5, 6] as const).flatMap((size) => rules.dice[size].flatMap(dieFaces)));
    const others = [...rules.alphabet.slice(26), ...[...faces].filter((f) => f.length > 1 && f !== "qu").sort()];
    if (others.length > DIGITS.length) throw new Error(`${language} has more faces beyond a–z than code digits`);
    others.forEach((face, i) => symbolOf.set(face, DIGITS[i]!));
  } else {
    if (rules.alphabet.length > BASE32.length) throw new Error(`${language} has more letters than code symbols`);
    [...rules.alphabet].forEach((c, i) => symbolOf.set(c, BASE32[i]!));
  }
  const symbols = { symbolOf, faceOf: new Map([...symbolOf].map(([face, symbol]) => [symbol, face])) };
  symbolCache.set(language, symbols);
  return symbols;
}

/** Why a code was refused: no board size first, the wrong number of cells, a symbol that is no face, a grid no deal makes. */
export type BoardCodeProblem = "size" | "length" | "symbol" | "dice";

/** A decoded code: the board and its language, or why not. */
export type ParsedBoardCode = { ok: true; board: Board; language: Language } | { ok: false; reason: BoardCodeProblem };

/** The code of a board dealt in `language` (upper case). */
export function boardCode(board: Board, language: Language = "en"): string {
  const { symbolOf } = symbolsOf(language);
  const prefix = language === "en" ? "" : language.toUpperCase();
  return prefix + String(board.size) + board.cells.map((cell) => {
    const symbol = symbolOf.get(cell);
    if (!symbol) throw new Error(`no board code symbol for the cell "${cell}"`);
    return symbol;
  }).join("");
}

/**
 * Read a code as a person gives it: any case, with spaces or hyphens between groups, or
 * a whole pasted link with `board=CODE` in it. Any text gets an answer, never an
 * exception: a link whose code has a broken %-escape is read as it stands (and refused).
 * A code with no language first is English's.
 */
export function parseBoardCode(input: string): ParsedBoardCode {
  const fromLink = /[?&#]board=([^&#]*)/.exec(input);
  let text = (fromLink ? decodedOrAsIs(fromLink[1]!) : input).replace(/[\s-]+/g, "").toUpperCase();
  let language: Language = "en";
  const tagged = LANGUAGES.find((l) => l !== "en" && text.startsWith(l.toUpperCase()));
  if (tagged) {
    language = tagged;
    text = text.slice(2);
  }
  const size = Number(text[0]) as BoardSize;
  if (size !== 4 && size !== 5 && size !== 6) return { ok: false, reason: "size" };
  const symbols = text.slice(1);
  if (symbols.length !== size * size) return { ok: false, reason: "length" };
  const { faceOf } = symbolsOf(language);
  const cells: string[] = [];
  for (const s of symbols) {
    const cell = faceOf.get(s);
    if (!cell) return { ok: false, reason: "symbol" };
    cells.push(cell);
  }
  if (!dealtByDice(languageRules(language).dice[size].map(dieFaces), cells)) return { ok: false, reason: "dice" };
  return { ok: true, board: { size, cells }, language };
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
