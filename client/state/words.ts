/**
 * The words a player reads about their entries and the game's options. Kept apart from
 * the components so the same phrasing is used everywhere and can be checked in one place.
 */
import type { BoardChoice, BotLevel, ErrorCode, Settings, TimerChoice, VerdictReason } from "../../src/protocol.ts";

/** Shortest word on a board choice: 3 letters on 4×4, 4 on the big board. */
export function minLetters(board: BoardChoice): number {
  return board === "4x4" ? 3 : 4;
}

/** Why an entry did not count, in words a player can act on. */
export function reasonText(reason: VerdictReason, board: BoardChoice): string {
  switch (reason) {
    case "too_short":
      return `Too short: ${minLetters(board)} letters at least`;
    case "not_on_board":
      return "Not on the board: dice must touch, each used once";
    case "not_a_word":
      return "Not in the dictionary";
    case "already_found":
      return "You already have that one";
    case "not_playing":
      return "The round is not running";
    case "done":
      return "You're done for this round";
    case "invalid":
      return "Letters only, please";
  }
}

/** A server error, phrased for the player. Falls back to the server's own message. */
export function errorText(code: ErrorCode, message: string): string {
  switch (code) {
    case "unknown_table":
      return "There is no table at this link. Ask for a fresh link or create a table.";
    case "table_full":
      return "This table is full.";
    case "table_finished":
      return "This match has finished.";
    case "rate_limited":
      return "Slow down a little: too many entries at once.";
    case "not_enough_players":
      return "You need at least two players: invite someone or add a computer player.";
    case "not_invited":
      return "This is a ranked table, and it has no seat for you. Ranked games are found with Play ranked.";
    case "ranked_table":
      return "Ranked tables always play the standard rules.";
    case "dictionary_missing":
      return "The server has no dictionary loaded yet.";
    default:
      return message;
  }
}

/** How each option is shown on buttons and in summaries. */
export const BOARD_LABEL: Record<BoardChoice, string> = { "4x4": "4 × 4", "5x5": "5 × 5 (big)" };
export const BOT_LABEL: Record<BotLevel, string> = { easy: "Easy", normal: "Normal", hard: "Hard" };
export const TIMER_LABEL: Record<TimerChoice, string> = {
  normal: "Normal (3 min)",
  relaxed: "Relaxed (6 min)",
  quick: "Quick (1½ min)",
};

/** One line summing up a table's options. */
export function settingsSummary(s: Settings): string {
  const rounds = s.rounds === 1 ? "1 round" : `${s.rounds} rounds`;
  return `${rounds} · ${BOARD_LABEL[s.board]} board · ${TIMER_LABEL[s.timer]} timer · ${BOT_LABEL[s.bots]} computer players`;
}

/** "1st", "2nd", … for standings. */
export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s}`;
}

/** Cell text as printed on a die: "qu" → "Qu", "a" → "A". */
export function dieFace(cell: string): string {
  return cell.charAt(0).toUpperCase() + cell.slice(1);
}
