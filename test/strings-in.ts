/**
 * Secrecy checks look for other players' words among the string values of the frames a
 * player received. Some fields hold protocol words that may also be English words a bot
 * finds ("state", "review", "hard"); they never carry a found word, so they are skipped.
 */

/** Fields that never carry a word, though their values may look like one. */
export const NOT_WORDS = new Set(["type", "phase", "settings", "name", "tableId", "level", "reason", "code", "token"]);

/** Every string value in a message or list of messages, outside the fields that never carry a word. */
export function stringsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === "string") out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) if (!NOT_WORDS.has(k)) stringsIn(v, out);
  }
  return out;
}
