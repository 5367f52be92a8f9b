/**
 * A ranked wait kept while the player plays something else (issue 33, item 6): the queue
 * page hands its wait here when the player goes to the arena or a table with computer
 * players from it, and takes it back when they return. The wait's socket stays open; a
 * bar on every page says so (components/QueueAway.tsx), and the match, once found,
 * brings the player to their table (the queue page's code, which set this, sees to it).
 * Kept apart from the ranked code so the main bundle carries only this and the bar.
 */
import { signal, type ReadonlySignal } from "@preact/signals";

/** What the bar needs of a wait. */
export interface AwayWait {
  playerId: string;
  language: string;
  /** When the wait began (device time). */
  since: ReadonlySignal<number>;
  cancel(): void;
}

/** The wait kept while away from the queue page, if any. */
export const awayWait = signal<AwayWait | null>(null);
