/**
 * What the device remembers about its ranked tables: who was matched there (ids, names,
 * ratings at the start), so the match-end screen can show everyone's rating change even
 * after a reload. Kept in localStorage per table, like seat tokens; a handful of recent
 * tables at most.
 */
import { pendingJoin } from "../state/pending.ts";
import { saveToken } from "../state/storage.ts";
import type { MatchedPlayer } from "../../src/protocol.ts";
import type { Matched } from "./queue.ts";

const key = (tableId: string) => `baffle.ranked.${tableId}`;
const KEEP = 5;

/** Remember a match the lobby made, and take the seat it holds for us. */
export function rememberMatch(m: Matched, name: string): void {
  saveToken(m.tableId, m.token);
  pendingJoin.set(m.tableId, name);
  try {
    localStorage.setItem(key(m.tableId), JSON.stringify({ at: Date.now(), players: m.players }));
    const old = Object.keys(localStorage)
      .filter((k) => k.startsWith("baffle.ranked."))
      .map((k) => ({ k, at: (JSON.parse(localStorage.getItem(k) ?? "{}") as { at?: number }).at ?? 0 }))
      .sort((a, b) => b.at - a.at)
      .slice(KEEP);
    for (const { k } of old) localStorage.removeItem(k);
  } catch {
    /* storage refused: ratings will come from the results instead */
  }
}

/** The players matched at `tableId`, if this device was matched there. */
export function matchedPlayers(tableId: string): MatchedPlayer[] {
  try {
    const v = JSON.parse(localStorage.getItem(key(tableId)) ?? "null") as { players?: MatchedPlayer[] } | null;
    return v?.players ?? [];
  } catch {
    return [];
  }
}
