/**
 * The score sheet's variants as presets of its settings (seed 001): Big Boggle (5×5,
 * four letters and the big points table, the 5×5 board's usual), Super Big Boggle (6×6:
 * four minutes, four letters, nine letters and more at two points a letter, all the 6×6
 * board's usual) and Solitaire scoring (no cancellation). A variant sets the board and
 * puts the board-dependent rules back to that board's usual; a rule changed afterwards
 * stays changed. Solitaire is independent of the board.
 */
import type { BoardChoice, Settings } from "../../protocol.ts";
import type { Sheet } from "../../protocol/sheet.ts";
import { changeSheetSettings, type SettingsResult } from "./sheet.ts";

export type BoardVariant = "classic" | "big" | "superbig";
export type Variant = BoardVariant | "solitaire" | "cancelling";

export const BOARD_VARIANTS: readonly BoardVariant[] = ["classic", "big", "superbig"];

const BOARD_OF: Record<BoardVariant, BoardChoice> = { classic: "4x4", big: "5x5", superbig: "6x6" };

/** Play `variant`: a board variant, Solitaire scoring, or back to cancelling shared words. */
export function applyVariant(sheet: Sheet, variant: Variant): SettingsResult {
  if (variant === "solitaire" || variant === "cancelling") return changeSheetSettings(sheet, { cancellation: variant === "cancelling" });
  return changeSheetSettings(sheet, { board: BOARD_OF[variant], minLength: null, scoring: null, roundSeconds: null });
}

/** Which board variant the settings play and whether scoring is solitaire. */
export function variantOf(settings: Settings): { board: BoardVariant; solitaire: boolean } {
  const board = settings.board === "6x6" ? "superbig" : settings.board === "5x5" ? "big" : "classic";
  return { board, solitaire: !settings.cancellation };
}
