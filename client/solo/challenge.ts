/**
 * "Play this board": a link that opens practice on one exact board, with the scores of
 * the players who played it at the table, so the review can put yours beside theirs:
 * `/practice?board=4TEARS…&p=Ann:12&p=Ben:9`. The board is a board code
 * (src/game/board-code.ts), checked as any typed code is; the scores are only shown, so
 * they are just bounded (a few players, short names, whole numbers) and never trusted
 * for anything else. No DOM here, so it is tested in plain Node.
 */
import { boardCode, parseBoardCode, type ParsedBoardCode } from "../../src/game/board-code.ts";
import type { Board } from "../../src/game/board.ts";
import type { Language } from "../../src/protocol.ts";

/** A score from the table the board was played at. */
export interface TheirScore {
  name: string;
  score: number;
}

/** A board to replay and, when known, the original players' scores. */
export interface Challenge {
  board: Board;
  /** The language the board was dealt in (its code's), which the replay plays in. */
  language: Language;
  code: string;
  theirs: TheirScore[];
}

/** At most this many scores and this long a name are read from a link. */
export const MAX_THEIRS = 8;
export const MAX_NAME = 24;

/** The practice link for a board, carrying the original players' scores. */
export function playBoardLink(board: Board, theirs: readonly TheirScore[] = [], language: Language = "en"): string {
  const q = new URLSearchParams({ board: boardCode(board, language) });
  for (const t of theirs.slice(0, MAX_THEIRS)) q.append("p", `${t.name.slice(0, MAX_NAME)}:${Math.trunc(t.score)}`);
  return `/practice?${q.toString()}`;
}

/**
 * The challenge a practice address carries (`location.search`), null when it has no
 * board, or why its code was refused.
 */
export function challengeFrom(search: string): Challenge | { refused: Exclude<ParsedBoardCode, { ok: true }>["reason"] } | null {
  const q = new URLSearchParams(search);
  const code = q.get("board");
  if (code === null) return null;
  const parsed = parseBoardCode(code);
  if (!parsed.ok) return { refused: parsed.reason };
  const theirs: TheirScore[] = [];
  for (const p of q.getAll("p").slice(0, MAX_THEIRS)) {
    const m = /^(.+):(-?\d{1,5})$/s.exec(p);
    const name = m?.[1]!.trim().slice(0, MAX_NAME);
    if (m && name) theirs.push({ name, score: Number(m[2]) });
  }
  return { board: parsed.board, language: parsed.language, code: boardCode(parsed.board, parsed.language), theirs };
}
