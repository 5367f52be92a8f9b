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
import { TRAINING_KINDS, type Training, type TrainingKind } from "../../src/learn/training.ts";

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
  /** A training mode, or "none" for an ordinary round. */
  training: TrainingKind;
  /** The length "one length only" trains. */
  length: number;
}

/** The round's training from the options (none: an ordinary round); one length is never below the board's shortest word. */
export function trainingOf(o: PracticeOptions, minLength: number): Training | undefined {
  return o.training === "none" ? undefined : o.training === "length" ? { kind: "length", length: Math.max(o.length, minLength) } : { kind: o.training };
}

const KEY = "baffle.practice";

/** Options from the last visit, or an ordinary 4×4 Normal round in the page's language. */
export function savedOptions(): PracticeOptions {
  try {
    const o = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<PracticeOptions>;
    return {
      size: BOARD_SIZES.includes(o.size as BoardSize) ? (o.size as BoardSize) : 4,
      timer: TIMER_CHOICES.includes(o.timer as TimerChoice) ? (o.timer as TimerChoice) : "normal",
      language: LANGUAGES.includes(o.language as Language) ? (o.language as Language) : startingLanguage(),
      training: TRAINING_KINDS.includes(o.training as TrainingKind) ? (o.training as TrainingKind) : "none",
      length: Number.isInteger(o.length) && o.length! >= 3 && o.length! <= 8 ? o.length! : 5,
    };
  } catch {
    return { size: 4, timer: "normal", language: startingLanguage(), training: "none", length: 5 };
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
