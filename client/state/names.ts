/**
 * Names as a person reads them: by user-perceived characters (grapheme clusters, through
 * `Intl.Segmenter`), never by UTF-16 units, which split an emoji or a flag in half and
 * show "�". The server counts a name's length the same way (src/protocol/names.ts).
 */
import { MAX_NAME_GRAPHEMES } from "../../src/protocol/values.ts";

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The first character of `name` as drawn ("🦊" for "🦊 Fox", "É" for "élodie"): an avatar's letter. */
export function initialOf(name: string): string {
  const first = graphemes.segment(name.trim())[Symbol.iterator]().next();
  return first.done ? "" : first.value.segment.toLocaleUpperCase();
}

/**
 * `name` (trimmed) if it is short enough to be a name, else cut to fit with an ellipsis,
 * at the end of a word when one ends late enough ("Bartholomew…" rather than
 * "Bartholomew Fitzgera"), so the player can see it was shortened.
 */
export function fitName(name: string, max = MAX_NAME_GRAPHEMES): string {
  const trimmed = name.trim();
  const parts = [...graphemes.segment(trimmed)].map((s) => s.segment);
  if (parts.length <= max) return trimmed;
  const kept = parts.slice(0, max - 1);
  // Where the last word that fits ends: after it a space or a hyphen starts.
  let cut = kept.length;
  if (!/^[\s\-‐-―]$/u.test(parts[max - 1]!)) {
    let lastBreak = -1;
    kept.forEach((g, i) => void (/^[\s\-‐-―]$/u.test(g) && (lastBreak = i)));
    if (lastBreak >= Math.ceil(max / 2)) cut = lastBreak;
  }
  return `${kept.slice(0, cut).join("").trimEnd()}…`;
}

/** Whether `name` (trimmed) is longer than a name may be, so `fitName` would cut it. */
export function nameTooLong(name: string, max = MAX_NAME_GRAPHEMES): boolean {
  let n = 0;
  for (const _ of graphemes.segment(name.trim())) if (++n > max) return true;
  return false;
}
