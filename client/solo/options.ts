/**
 * The choices solo practice offers and how long a round lasts. The board sizes and
 * timer presets are the tables' own (src/game); Super Big's usual round is four minutes
 * and its presets scale from it, as at a table.
 */
import { BOARD_SIZES, type BoardSize } from "../../src/game/board.ts";
import { ROUND_MS } from "../../src/game/match-state.ts";
import { TIMER_CHOICES, type TimerChoice } from "../../src/protocol.ts";

export { BOARD_SIZES, TIMER_CHOICES };

/** How a board size is shown on its button. */
export const SIZE_LABEL: Record<BoardSize, string> = { 4: "4 × 4", 5: "5 × 5 (big)", 6: "6 × 6 (super big)" };

const TIMER_NAME: Record<TimerChoice, string> = { normal: "Normal", relaxed: "Relaxed", quick: "Quick" };

/** A practice round's length on a board size. */
export function practiceRoundMs(size: BoardSize, timer: TimerChoice): number {
  return size === 6 ? (ROUND_MS[timer] * 4) / 3 : ROUND_MS[timer];
}

/** "Normal (3 min)", "Quick (1½ min)", "Normal (4 min)" on Super Big. */
export function timerLabel(size: BoardSize, timer: TimerChoice): string {
  const minutes = practiceRoundMs(size, timer) / 60_000;
  const text = Number.isInteger(minutes) ? String(minutes) : minutes % 1 === 0.5 ? `${Math.floor(minutes)}½` : minutes.toFixed(1);
  return `${TIMER_NAME[timer]} (${text} min)`;
}

/** The last options used, so "Practice alone" starts where the player left off. */
export interface PracticeOptions {
  size: BoardSize;
  timer: TimerChoice;
}

const KEY = "baffle.practice";

/** Options from the last visit, or 4×4 Normal. */
export function savedOptions(): PracticeOptions {
  try {
    const o = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<PracticeOptions>;
    return {
      size: BOARD_SIZES.includes(o.size as BoardSize) ? (o.size as BoardSize) : 4,
      timer: TIMER_CHOICES.includes(o.timer as TimerChoice) ? (o.timer as TimerChoice) : "normal",
    };
  } catch {
    return { size: 4, timer: "normal" };
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
