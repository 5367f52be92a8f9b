/**
 * What the screens are shown of a live session (a table's, the arena's, a practice or
 * daily round's): the answer to an entry, the link's state, the reactions, a match's end.
 */
import type { ReactionEmote, ServerMessage } from "../../src/protocol.ts";

/** The final standings, winners and points per round, sent once when a match ends. */
export type MatchEndMessage = Extract<ServerMessage, { type: "matchEnd" }>;

/**
 * How the socket is doing, for the "Reconnecting…" notice. "idle": the table refused
 * our join and closed the socket (full, finished, already started); we wait for the
 * player to try again rather than retrying on our own.
 */
export type LinkStatus = "connecting" | "open" | "reconnecting" | "idle";

/** The answer to the player's latest entry, shown and announced at once. */
export interface Feedback {
  /** Increases with every entry, so the same verdict twice still re-renders. */
  id: number;
  word: string;
  ok: boolean;
  /** What an accepted word scored (for the chime that rises with it). */
  points?: number;
  text: string;
  /** Device time it arrived, so the board flashes only for a fresh verdict. */
  at: number;
}

/** A reaction as shown: who sent which emote; `id` grows with each one. */
export interface ShownReaction {
  id: number;
  seat: number;
  name: string;
  emote: ReactionEmote;
}
