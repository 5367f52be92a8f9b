/**
 * WordNet's morphy: how an inflected form reaches the lemmas WordNet lists (tears → tear,
 * went → go, geese → goose, better → good). Pure, so it is tested without files; the
 * definitions build (dict/definitions.ts) runs it once per dictionary word at build time
 * and the shards then map each word straight to its entries.
 *
 * It follows WordNet's own morphy (morph.c, as NLTK restates it), per part of speech:
 * 1. if the form is in that part of speech's exception list (noun.exc, verb.exc, adj.exc,
 *    adv.exc: irregular forms such as went, geese, better), the form itself and the
 *    listed bases, those that are lemmas;
 * 2. otherwise the form itself and what the detachment rules make of it (strip a suffix,
 *    add an ending: "ies" → "y", "ing" → "e"…), those that are lemmas.
 */

/** WordNet's four parts of speech: noun, verb, adjective (satellites included), adverb. */
export type PartOfSpeech = "n" | "v" | "a" | "r";
export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ["n", "v", "a", "r"];

/** WordNet's suffix-detachment rules: [suffix, ending], tried in this order. */
export const DETACHMENT_RULES: Readonly<Record<PartOfSpeech, readonly (readonly [string, string])[]>> = {
  n: [["s", ""], ["ses", "s"], ["xes", "x"], ["zes", "z"], ["ches", "ch"], ["shes", "sh"], ["men", "man"], ["ies", "y"]],
  v: [["s", ""], ["ies", "y"], ["es", "e"], ["es", ""], ["ed", "e"], ["ed", ""], ["ing", "e"], ["ing", ""]],
  a: [["er", ""], ["est", ""], ["er", "e"], ["est", "e"]],
  r: [],
};

/** What morphy reads: for each part of speech, its lemmas and its exception list. */
export interface MorphyData {
  isLemma(pos: PartOfSpeech, word: string): boolean;
  /** Bases an irregular form is listed with, or undefined. */
  exceptions(pos: PartOfSpeech, word: string): readonly string[] | undefined;
}

/** The lemmas of `pos` that `form` is, or is an inflection of; the form itself first when it is one. */
export function morphy(form: string, pos: PartOfSpeech, data: MorphyData): string[] {
  const listed = data.exceptions(pos, form);
  const candidates = listed ? [form, ...listed] : [form, ...detach(form, pos)];
  const out: string[] = [];
  for (const c of candidates) if (!out.includes(c) && data.isLemma(pos, c)) out.push(c);
  return out;
}

/** Every base the detachment rules of `pos` make of `form` (lemma or not). */
export function detach(form: string, pos: PartOfSpeech): string[] {
  const out: string[] = [];
  for (const [suffix, ending] of DETACHMENT_RULES[pos]) {
    if (form.length > suffix.length && form.endsWith(suffix)) out.push(form.slice(0, -suffix.length) + ending);
  }
  return out;
}

/**
 * Read an exception file (`went go`, `better good well`: the form, then its bases;
 * several-word entries use underscores and are kept as they are).
 */
export function parseExceptions(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const [form, ...bases] = line.trim().split(/\s+/);
    if (!form || bases.length === 0) continue;
    map.set(form, [...(map.get(form) ?? []), ...bases]);
  }
  return map;
}
