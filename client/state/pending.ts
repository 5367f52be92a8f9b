/**
 * What is waiting to happen at a table: a name to join with as soon as its page opens
 * (set when this device has just created the table, so the creator sits down without
 * typing their name twice), and words entered while the connection was down, shown as
 * queued until their verdicts come back.
 */
import { signal } from "@preact/signals";

const pending = new Map<string, string>();

/** Names waiting to take a seat, by table id. */
export const pendingJoin = {
  /** Remember to join `tableId` as `name`. */
  set(tableId: string, name: string): void {
    pending.set(tableId, name);
  },
  /** The name to join `tableId` with, once; undefined if none. */
  take(tableId: string): string | undefined {
    const name = pending.get(tableId);
    pending.delete(tableId);
    return name;
  },
};

/** Words entered while offline, in order, until a verdict for each arrives. */
export class QueuedWords {
  readonly words = signal<readonly string[]>([]);

  /** `word` was queued to be sent once the seat is back. */
  add(word: string): void {
    this.words.value = [...this.words.value, word];
  }

  /** A verdict for `word` came: one queued copy of it is no longer waiting. */
  settle(word: string): void {
    const i = this.words.value.indexOf(word);
    if (i >= 0) this.words.value = this.words.value.filter((_, k) => k !== i);
  }

  /** A new round: nothing from the last one is waiting any more. */
  clear(): void {
    if (this.words.value.length > 0) this.words.value = [];
  }
}
