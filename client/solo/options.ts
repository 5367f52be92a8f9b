/**
 * The choices solo practice offers and how long a round lasts. The board sizes, timer
 * presets and languages are the tables' own (src/game, src/lang); Super Big's usual round
 * is four minutes and its presets scale from it, as at a table. The language starts as
 * the page's (client/state/language.ts) and is remembered with the rest.
 */
import { BOARD_SIZES, type BoardSize } from "../../src/game/board.ts";
import { DEFAULT_SETTINGS, LANGUAGES, TIMER_CHOICES, type BoardChoice, type Language, type Settings, type TimerChoice } from "../../src/protocol.ts";
import { startingLanguage } from "../state/language.ts";
import { boardLabel, timerLabel as tableTimerLabel } from "../state/words.ts";

export { BOARD_SIZES, LANGUAGES, TIMER_CHOICES };

/** How a board size is shown on its button: the table's board label. */
export function sizeLabel(size: BoardSize): string {
  return boardLabel(`${size}x${size}` as BoardChoice);
}

/**
 * A practice round as a table's settings: the board, timer and language chosen, every
 * other rule at its usual value except cancellation, which solo play turns off
 * (solitaire scoring).
 */
export function practiceSettings(size: BoardSize, timer: TimerChoice, language: Language = "en"): Settings {
  return { ...DEFAULT_SETTINGS, board: `${size}x${size}` as BoardChoice, timer, cancellation: false, language };
}

/** "Normal (3 min)", "Quick (1½ min)", "Normal (4 min)" on Super Big. */
export function timerLabel(size: BoardSize, timer: TimerChoice): string {
  return tableTimerLabel(practiceSettings(size, timer), timer);
}

/** The last options used, so "Practice alone" starts where the player left off. */
export interface PracticeOptions {
  size: BoardSize;
  timer: TimerChoice;
  language: Language;
}

const KEY = "baffle.practice";

/** Options from the last visit, or 4×4 Normal in the page's language. */
export function savedOptions(): PracticeOptions {
  try {
    const o = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<PracticeOptions>;
    return {
      size: BOARD_SIZES.includes(o.size as BoardSize) ? (o.size as BoardSize) : 4,
      timer: TIMER_CHOICES.includes(o.timer as TimerChoice) ? (o.timer as TimerChoice) : "normal",
      language: LANGUAGES.includes(o.language as Language) ? (o.language as Language) : startingLanguage(),
    };
  } catch {
    return { size: 4, timer: "normal", language: startingLanguage() };
  }
}

/** Remember the options for next time. */
export function saveOptions(o: PracticeOptions): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(o));
  } catch {
    /* not remembered */
  }
}
