/**
 * What the device remembers between visits: the player's name, the language chosen with
 * the switch (client/i18n/language.ts), and for each table the
 * seat token the server handed out. The token is what puts a player back in their seat
 * after a reload or a dropped connection, so it lives in localStorage (per table) rather
 * than in memory. Storage can be unavailable (private modes, quotas); every call here
 * degrades to "nothing remembered" instead of throwing.
 */

const NAME_KEY = "baffle.name";
const LANGUAGE_KEY = "baffle.language";
const PLAY_LANGUAGE_KEY = "baffle.playLanguage";
const seatKey = (tableId: string) => `baffle.seat.${tableId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* nothing to do: the player just won't be remembered */
  }
}

/** The name last used on this device, or "". */
export function savedName(): string {
  return read(NAME_KEY) ?? "";
}

/** Remember the player's name for next time. */
export function saveName(name: string): void {
  write(NAME_KEY, name.trim());
}

/** The seat token for a table, if this device has joined it. */
export function savedToken(tableId: string): string | null {
  return read(seatKey(tableId));
}

/** Remember (or, with null, forget) the seat token for a table. */
export function saveToken(tableId: string, token: string | null): void {
  write(seatKey(tableId), token);
}

/** The language chosen with the switch on this device, or null (then the browser's is used). */
export function savedLanguage(): string | null {
  return read(LANGUAGE_KEY);
}

/** Remember the language chosen with the switch. */
export function saveLanguage(language: string): void {
  write(LANGUAGE_KEY, language);
}

/** The language last picked for ranked play and the daily board on this device, or null. */
export function savedPlayLanguage(): string | null {
  return read(PLAY_LANGUAGE_KEY);
}

/** Remember the language picked for ranked play and the daily board. */
export function savePlayLanguage(language: string): void {
  write(PLAY_LANGUAGE_KEY, language);
}

const REACTIONS_MUTED_KEY = "baffle.reactionsMuted";

/** Whether this device hides other players' reactions at tables. */
export function reactionsMuted(): boolean {
  return read(REACTIONS_MUTED_KEY) === "1";
}

/** Remember whether to hide other players' reactions. */
export function saveReactionsMuted(muted: boolean): void {
  write(REACTIONS_MUTED_KEY, muted ? "1" : null);
}

const LAST_TABLE_KEY = "baffle.lastTable";

/** The table this device last sat at during a round, or null: home offers the way back while its round goes on. */
export function lastTable(): string | null {
  return read(LAST_TABLE_KEY);
}

/** Remember (or, with null, forget) the table this device sits at during a round. */
export function saveLastTable(tableId: string | null): void {
  write(LAST_TABLE_KEY, tableId);
}
