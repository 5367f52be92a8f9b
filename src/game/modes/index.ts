/**
 * The one place a table's mode is looked up: by what the table was made as and how it
 * plays (a ranked table carries its ranked record from birth, and its settings are fixed
 * at versus; a casual table plays together when its settings say so).
 */
import type { MatchState } from "../match-state.ts";
import { createRankedMatch } from "../ranked.ts";
import { casual } from "./casual.ts";
import type { Mode } from "./mode.ts";
import { ranked } from "./ranked.ts";
import { playsTogether, together } from "./together.ts";

export type { Mode, ModeRefusal, Owed, Settlement } from "./mode.ts";
/** A seat another object (the lobby) assigns when it makes a table with its players seated. */
export type { RankedSeatRequest as SeatRequest } from "../ranked.ts";

/** How a table is made with its players already seated, by the name of its mode. */
export const SEATED_MODES = { ranked: { create: createRankedMatch } } as const;
export type SeatedModeName = keyof typeof SEATED_MODES;

/** What a preview or an invite link says about the table's mode. */
export function previewMarks(state: MatchState): { ranked: boolean } {
  return { ranked: modeOf(state).marks(state).ranked === true };
}

/** The mode `state` plays (a rule that has only the settings, scoring a round, gets the mode they choose). */
export function modeOf(state: Pick<MatchState, "settings"> & Partial<Pick<MatchState, "ranked">>): Mode {
  if (state.ranked) return ranked;
  return playsTogether(state.settings) ? together : casual;
}
