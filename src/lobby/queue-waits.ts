/**
 * The lobby's record of how long matched players waited (wait-history.ts holds the rule):
 * one small list in the lobby's own storage, added to when a table is made and read when
 * a player is told where the queue stands ("usually about 2 min at this hour").
 */
import type { Language } from "../protocol.ts";
import { recordWaits, usualWait, type PastWait } from "./wait-history.ts";

const KEY = "waitHistory";

/** The sync key-value part of the lobby's storage. */
type Kv = Pick<DurableObjectStorage["kv"], "get" | "put">;

/** Note the waits of players just matched (each from when they queued to `now`). */
export function noteWaits(kv: Kv, matched: readonly { since: number; language: Language }[], now: number): void {
  const waits: PastWait[] = matched.map((e) => ({ at: now, waitedMs: Math.max(0, now - e.since), language: e.language }));
  kv.put(KEY, recordWaits(kv.get<PastWait[]>(KEY) ?? [], waits, now));
}

/** The usual wait in `language` at this hour (ms), or null when too few matches were made at it lately. */
export function usualWaitNow(kv: Kv, language: Language, now: number): number | null {
  return usualWait(kv.get<PastWait[]>(KEY) ?? [], language, now);
}
