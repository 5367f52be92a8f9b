/**
 * How a language writes its words, beside the DAWG that checks them. The DAWG holds each
 * word folded as players type it (eleve, hauser → häuser, strasse); a review shows it as
 * the language writes it (élève, Häuser, Straße). Only the words whose written form
 * differs are listed, by their index in the DAWG (its sorted order), so the map is small
 * and needs no copy of the words: one line per word, `<gap>:<edits>`, where gap is how many
 * words of the DAWG lie between it and the word listed before, and edits either replace
 * single letters (`0é2è`: letter 0 becomes é, letter 2 è; a capital is such a letter) or,
 * when the written form has another length (ß for ss, œ for oe), give it whole (`=Straße`).
 * The first line names the format and the DAWG's word count, so a map never pairs with
 * another list. Pure: the build (dict/display-forms.ts), the Worker and the client share it.
 */

const MAGIC = "baffle-display";
const VERSION = 1;

/** Thrown when a display map is damaged or belongs to another word list. */
export class DisplayMapError extends Error {
  override readonly name = "DisplayMapError";
  readonly code = "bad_display_map";
}

/** The edits that turn `folded` into `written`: letter replacements, or the whole written form. */
export function editsOf(folded: string, written: string): string {
  const a = [...folded];
  const b = [...written];
  if (a.length !== b.length) return `=${written}`;
  let out = "";
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) out += `${i}${b[i]}`;
  return out;
}

/** `folded` with `edits` applied (editsOf's inverse). */
export function applyEdits(folded: string, edits: string): string {
  if (edits.startsWith("=")) return edits.slice(1);
  const letters = [...folded];
  for (const [, at, letter] of edits.matchAll(/(\d+)(\D)/gu)) {
    const i = Number(at);
    if (i >= letters.length) throw new DisplayMapError(`edit at letter ${i} of a ${letters.length}-letter word`);
    letters[i] = letter!;
  }
  return letters.join("");
}

/**
 * The map's text for a word list of `wordCount` words, from the written forms that differ,
 * keyed by word index (any order; an index listed twice keeps its last form).
 */
export function encodeDisplayMap(wordCount: number, written: ReadonlyMap<number, { folded: string; written: string }>): string {
  const lines = [`${MAGIC} ${VERSION} ${wordCount}`];
  let previous = -1;
  for (const index of [...written.keys()].sort((x, y) => x - y)) {
    const { folded, written: form } = written.get(index)!;
    if (index < 0 || index >= wordCount) throw new RangeError(`word index ${index} outside a list of ${wordCount}`);
    if (form === folded) continue;
    lines.push(`${index - previous - 1}:${editsOf(folded, form)}`);
    previous = index;
  }
  return lines.join("\n") + "\n";
}

/** What the map is read against: the DAWG it was built beside (or anything with its word ↔ index). */
export interface IndexedWords {
  readonly wordCount: number;
  indexOf(word: string): number;
}

/**
 * A loaded display map: `writtenAs(word)` is how the language writes a word of its DAWG.
 * It keeps the map's text and two typed arrays (each listed word's index and where its
 * edits start), not a string per word: French lists 162,000 words.
 */
export class DisplayMap {
  private constructor(
    private readonly words: IndexedWords,
    private readonly text: string,
    /** Word indices with a written form of their own, ascending. */
    private readonly indices: Uint32Array,
    /** Where each listed word's edits start in `text` (they run to the end of the line). */
    private readonly edits: Uint32Array,
  ) {}

  /** How many words are written otherwise than folded. */
  get size(): number {
    return this.indices.length;
  }

  /** Read a map's text against its DAWG; DisplayMapError when it is damaged or another list's. */
  static parse(text: string, words: IndexedWords): DisplayMap {
    const firstEnd = text.indexOf("\n");
    const head = /^baffle-display (\d+) (\d+)$/.exec(firstEnd < 0 ? text : text.slice(0, firstEnd));
    if (!head) throw new DisplayMapError("not a display map");
    if (Number(head[1]) !== VERSION) throw new DisplayMapError(`display map version ${head[1]}, not ${VERSION}`);
    if (Number(head[2]) !== words.wordCount) throw new DisplayMapError(`display map of ${head[2]} words for a list of ${words.wordCount}`);
    let lines = 0;
    for (let at = text.indexOf("\n", firstEnd + 1); at >= 0; at = text.indexOf("\n", at + 1)) lines++;
    if (!text.endsWith("\n")) lines++;
    const indices = new Uint32Array(lines);
    const edits = new Uint32Array(lines);
    let index = -1;
    let start = firstEnd + 1;
    for (let i = 0; i < lines; i++) {
      let end = text.indexOf("\n", start);
      if (end < 0) end = text.length;
      let gap = 0;
      let at = start;
      for (; at < end && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57; at++) gap = gap * 10 + text.charCodeAt(at) - 48;
      if (at === start || text[at] !== ":" || at + 1 >= end) throw new DisplayMapError(`line ${i + 2} is not <gap>:<edits>`);
      index += gap + 1;
      if (index >= words.wordCount) throw new DisplayMapError(`line ${i + 2} is past the list's last word`);
      indices[i] = index;
      edits[i] = at + 1;
      start = end + 1;
    }
    return new DisplayMap(words, text, indices, edits);
  }

  /** How the language writes `word` (folded, as the DAWG has it); the word itself when it writes it so or does not know it. */
  writtenAs(word: string): string {
    const index = this.words.indexOf(word);
    if (index < 0) return word;
    let lo = 0;
    let hi = this.indices.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.indices[mid]!;
      if (at === index) {
        const from = this.edits[mid]!;
        const to = this.text.indexOf("\n", from);
        return applyEdits(word, this.text.slice(from, to < 0 ? undefined : to));
      }
      if (at < index) lo = mid + 1;
      else hi = mid - 1;
    }
    return word;
  }

  /** The written forms of `words` that differ from them (what a review message carries). */
  writtenOf(words: Iterable<string>): Record<string, string> {
    const out = new Map<string, string>();
    for (const w of words) {
      const written = this.writtenAs(w);
      if (written !== w) out.set(w, written);
    }
    return Object.fromEntries(out);
  }
}
