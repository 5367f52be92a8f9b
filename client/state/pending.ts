/**
 * A name to join a table with as soon as its page opens: set when this device has just
 * created the table, so the creator sits down without typing their name twice.
 */
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
