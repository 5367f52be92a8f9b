/**
 * The day's board: HMAC-SHA256(secret, date) seeds the board's random source, and the
 * board goes through the same floor as every table's round (shakeSolvedBoard), so the
 * daily board is an ordinary 4×4 round that everyone shakes alike and nobody can shake
 * before its day without the deployment's secret. Each language has a board of its own
 * each day, shaken from its own dice with the seed of HMAC-SHA256(secret, "date:language")
 * (English keeps the seed of the date alone, so its boards stayed what they were).
 */
import { shakeSolvedBoard, type Board, type SolvedBoard } from "../game/board.ts";
import type { Language } from "../protocol.ts";
import { seededRngFrom, type Rng } from "../game/random.ts";
import { hmac } from "./hmac.ts";

/** The daily board's side. */
export const DAILY_SIZE = 4;

/** The seed of the day's board in `language`: HMAC-SHA256(secret, date) for English, HMAC-SHA256(secret, "date:language") for the others. */
export function dailySeed(secret: string, date: string, language: Language = "en"): Promise<Uint8Array> {
  return hmac(secret, language === "en" ? date : `${date}:${language}`);
}

/** The random source a seed drives: its first 16 bytes are the generator's whole state. */
export function dailyRng(seed: Uint8Array): Rng {
  if (seed.length < 16) throw new RangeError("a daily seed has at least 16 bytes");
  const view = new DataView(seed.buffer, seed.byteOffset, 16);
  return seededRngFrom([view.getUint32(0), view.getUint32(4), view.getUint32(8), view.getUint32(12)]);
}

/** The board a seed gives from `language`'s dice, with its words (`solve` lists a board's words with their everyday level). */
export function dailyBoard<W extends { level: number }>(seed: Uint8Array, solve: (board: Board) => W[], language: Language = "en"): SolvedBoard<W> {
  return shakeSolvedBoard(DAILY_SIZE, dailyRng(seed), solve, undefined, language);
}
