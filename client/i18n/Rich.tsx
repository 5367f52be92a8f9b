/**
 * A message with a little emphasis in it: `**strong**` and `*em*`, the only markup the
 * catalogues use, so a translator can move the emphasis with the words instead of the
 * sentence being cut around it. `{name}` placeholders are filled from `values` after the
 * markup is read, so a player's name with asterisks in it stays plain text. Nothing is
 * ever read as HTML.
 */
import type { ComponentChildren } from "preact";

/** `text` with its `**…**` and `*…*` spans as <strong> and <em>, and its `{…}` from `values`. */
export function Rich({ text, values = {} }: { text: string; values?: Record<string, string> }) {
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (whole, k: string) => values[k] ?? whole);
  const parts: ComponentChildren[] = [];
  const re = /\*\*(.+?)\*\*|\*(.+?)\*/g;
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > at) parts.push(fill(text.slice(at, m.index)));
    parts.push(m[1] !== undefined ? <strong>{fill(m[1])}</strong> : <em>{fill(m[2]!)}</em>);
    at = m.index + m[0].length;
  }
  parts.push(fill(text.slice(at)));
  return <>{parts}</>;
}
