/**
 * The words a player reads about their entries and the game's options. Kept apart from
 * the components so the same phrasing is used everywhere and can be checked in one place.
 */
import { roundMsOf } from "../../src/game/house-rules.ts";
import { DEFAULT_SETTINGS, type StateMessage, type BoardChoice, type BotLevel, type ErrorCode, type Settings, type TimerChoice, type VerdictReason } from "../../src/protocol.ts";

/** Why an entry did not count, in words a player can act on; `minLength` is the table's shortest word. */
export function reasonText(reason: VerdictReason, minLength: number): string {
  switch (reason) {
    case "too_short":
      return `Too short: ${minLength} letters at least`;
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
    case "sitting_out":
      return "You are sitting out this tie-break";
    case "not_started":
      return "Wait for the board: the round has not started";
  }
}

/** What a refused entry cost under a penalty rule: " (−2 points)", or "". */
export function penaltyText(penalty: number | undefined): string {
  return penalty ? ` (−${penalty} ${penalty === 1 ? "point" : "points"})` : "";
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
    case "no_tie":
      return "First place is not shared: there is nothing to break.";
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
export const BOARD_LABEL: Record<BoardChoice, string> = { "4x4": "4 × 4", "5x5": "5 × 5 (big)", "6x6": "6 × 6 (super big)" };
export const BOT_LABEL: Record<BotLevel, string> = { easy: "Easy", normal: "Normal", hard: "Hard" };
const TIMER_NAME: Record<TimerChoice, string> = { normal: "Normal", relaxed: "Relaxed", quick: "Quick" };

/** "1:30" for 90 000 ms, "3 min" for whole minutes, "1½ min" for a half. */
export function durationText(ms: number): string {
  const minutes = ms / 60_000;
  if (Number.isInteger(minutes)) return `${minutes} min`;
  if (minutes % 1 === 0.5) return `${Math.floor(minutes) || ""}½ min`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** A timer preset with its length on the table's board: "Normal (3 min)", "Normal (4 min)" on 6×6. */
export function timerLabel(s: Pick<Settings, "board">, timer: TimerChoice): string {
  return `${TIMER_NAME[timer]} (${durationText(roundMsOf({ ...DEFAULT_SETTINGS, board: s.board, timer }))})`;
}

/** The round length a table plays: the preset's label, or the host's own length. */
export function roundLengthText(s: Settings): string {
  return s.roundSeconds === null ? timerLabel(s, s.timer) : durationText(s.roundSeconds * 1000);
}

/** One line summing up a table's options. */
export function settingsSummary(s: Settings): string {
  const rounds = s.target !== null ? `first to ${s.target} points` : s.rounds === 1 ? "1 round" : `${s.rounds} rounds`;
  return `${rounds} · ${BOARD_LABEL[s.board]} board · ${roundLengthText(s)} timer · ${BOT_LABEL[s.bots]} computer players`;
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

/** Where the match is, for the top bar: "Round 2 of 3", "Round 4 · first to 100", "Tie-break". */
export function roundLabel(s: StateMessage): string {
  if (s.tieBreak) return "Tie-break";
  return s.settings.target !== null ? `Round ${s.round} · first to ${s.settings.target}` : `Round ${s.round} of ${s.rounds}`;
}
