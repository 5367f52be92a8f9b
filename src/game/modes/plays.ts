/**
 * The one place a table's way of playing its words is looked up, by its settings (a
 * ranked table's are fixed at versus). The rules ask `playOf(state)`; nothing else names
 * a way of playing.
 */
import type { MatchState } from "../match-state.ts";
import { versus, type WordPlay } from "./play.ts";
import { playsTogether, together } from "./together.ts";

export { versus, type WordPlay } from "./play.ts";
export { together } from "./together.ts";

/** The way `state`'s table plays its words. */
export function playOf(state: Pick<MatchState, "settings">): WordPlay {
  return playsTogether(state.settings) ? together : versus;
}
