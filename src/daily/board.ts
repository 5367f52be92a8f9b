/**
 * The day's board: HMAC-SHA256(secret, date) seeds the board's random source, and the
 * board goes through the same floor as every table's round (shakeSolvedBoard), so the
 * daily board is an ordinary 4×4 round that everyone shakes alike and nobody can shake
 * before its day without the deployment's secret.
 */
import { shakeSolvedBoard, type Board, type SolvedBoard } from "../game/board.ts";
import { seededRngFrom, type Rng } from "../game/random.ts";
import { hmac } from "./hmac.ts";

/** The daily board's side. */
export const DAILY_SIZE = 4;

/** The day's seed: HMAC-SHA256(secret, date). */
export function dailySeed(secret: string, date: string): Promise<Uint8Array> {
  return hmac(secret, date);
}

/** The random source a seed drives: its first 16 bytes are the generator's whole state. */
export function dailyRng(seed: Uint8Array): Rng {
  if (seed.length < 16) throw new RangeError("a daily seed has at least 16 bytes");
  const view = new DataView(seed.buffer, seed.byteOffset, 16);
  return seededRngFrom([view.getUint32(0), view.getUint32(4), view.getUint32(8), view.getUint32(12)]);
}

/** The board a seed gives, with its words (`solve` lists a board's words with their SCOWL size). */
export function dailyBoard<W extends { level: number }>(seed: Uint8Array, solve: (board: Board) => W[]): SolvedBoard<W> {
  return shakeSolvedBoard(DAILY_SIZE, dailyRng(seed), solve);
}
