/**
 * Group commit: what an arena shard accepts within one short window is written as one
 * storage row, and only then answered. A shard of 250 players hears about 50 words a
 * second; written one row each they were 90% of the arena's bill (docs/operating.md
 * §11), written as one row per window they cost at most 1000 / `windowMs` rows a second
 * whatever the crowd does. The rule that a verdict is never sent before its word is
 * durable holds unchanged: `commit` writes the batch, and `answer` runs after it, in
 * the same event, so the Durable Object's output gate still holds every verdict until
 * the write is safe. If the object is evicted inside a window, those words were never
 * answered, so nobody was told they counted.
 *
 * The window opens with the first item and closes after `windowMs`, or at once when it
 * holds `maxItems` (a row stays small); `flush` closes it early (a round's end, a sync's
 * report). The timer is injected so the unit tests move time by hand.
 */

export interface GroupCommitOptions<T> {
  windowMs: number;
  maxItems: number;
  /** Write the items as one batch; throwing refuses them all. */
  commit: (items: readonly T[]) => void;
  /** Answer the items once `commit` returned (`ok`), or refuse them when it threw. */
  answer: (items: readonly T[], ok: boolean) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export class GroupCommit<T> {
  private items: T[] = [];
  private timer: unknown = null;
  /** Batches written, and items in them (for the meters and the tests). */
  batches = 0;
  committed = 0;

  constructor(private readonly o: GroupCommitOptions<T>) {}

  /** How many items wait for the window to close. */
  get waiting(): number {
    return this.items.length;
  }

  /** Add an item to the open window (opening one if none is). */
  add(item: T): void {
    this.items.push(item);
    if (this.items.length >= this.o.maxItems) return this.flush();
    if (this.timer === null) {
      const set = this.o.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
      this.timer = set(() => { this.timer = null; this.flush(); }, this.o.windowMs);
    }
  }

  /** Close the window now: one write, then every answer. */
  flush(): void {
    if (this.timer !== null) {
      (this.o.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>)))(this.timer);
      this.timer = null;
    }
    if (this.items.length === 0) return;
    const items = this.items;
    this.items = [];
    let ok = true;
    try {
      this.o.commit(items);
      this.batches++;
      this.committed += items.length;
    } catch {
      ok = false;
    }
    this.o.answer(items, ok);
  }
}
