/**
 * Each word's written form, for reviews, results and solutions: the DAWG checks and scores
 * the folded word (eleve, häuser, strasse), a player reads it as the language writes it
 * (élève, Häuser, Straße). The candidates are the Hunspell forms that fold to the word;
 * when several do (élève and élevé, Essen and essen), the commonest in the frequency lists
 * wins: first as the lists write it (Wiktionary's lists keep capitals), then lower-cased
 * with its accents, then the capitalised one (where the lists cannot tell, a German noun
 * such as Abendessen also comes out of igerman98's compounding in lower case, an artefact),
 * then the first in code-point order. Node only
 * (reads the lists); the map's format is src/dict/display-map.ts.
 */
import { readRankedList } from "./frequency.ts";

/** A written form's standing in the frequency lists: its rank as written and lower-cased (Infinity when unlisted). */
export interface WrittenRank {
  asWritten: number;
  lowerCased: number;
}

/**
 * Ranks of written forms over `lists` (paths under node_modules), as they are written and
 * lower-cased. A list with no capital at all (zxcvbn-ts's are lower-cased) says nothing
 * about case, so it ranks forms lower-cased only: its "lauf" is Lauf as often as lauf.
 */
export function writtenRanks(lists: readonly string[]): (form: string) => WrittenRank {
  const exact = new Map<string, number>();
  const lower = new Map<string, number>();
  const keep = (map: Map<string, number>, form: string, rank: number) => {
    if (!map.has(form) || map.get(form)! > rank) map.set(form, rank);
  };
  for (const list of lists) {
    const forms = readRankedList(list).map((line) => line.trim().normalize("NFC"));
    const cased = forms.some((f) => f !== f.toLowerCase());
    forms.forEach((form, i) => {
      if (!form) return;
      if (cased) keep(exact, form, i + 1);
      keep(lower, form.toLowerCase(), i + 1);
    });
  }
  return (form) => ({ asWritten: exact.get(form) ?? Infinity, lowerCased: lower.get(form.toLowerCase()) ?? Infinity });
}

/** The form to show among `candidates` (all folding to one word): the commonest, by the order above. */
export function commonestForm(candidates: Iterable<string>, rank: (form: string) => WrittenRank): string {
  let best: string | null = null;
  let bestRank: WrittenRank | null = null;
  for (const form of candidates) {
    const r = rank(form);
    if (best === null || better(form, r, best, bestRank!)) {
      best = form;
      bestRank = r;
    }
  }
  if (best === null) throw new RangeError("no written form to choose from");
  return best;
}

function better(form: string, r: WrittenRank, best: string, b: WrittenRank): boolean {
  if (r.asWritten !== b.asWritten) return r.asWritten < b.asWritten;
  if (r.lowerCased !== b.lowerCased) return r.lowerCased < b.lowerCased;
  const capital = form !== form.toLowerCase();
  if (capital !== (best !== best.toLowerCase())) return capital;
  return form < best;
}

/**
 * The written form of every word whose commonest form differs from it, from the forms
 * (as Hunspell writes them) that fold to each word.
 */
export function displayForms(formsByWord: ReadonlyMap<string, ReadonlySet<string>>, rank: (form: string) => WrittenRank): Map<string, string> {
  const out = new Map<string, string>();
  for (const [word, forms] of formsByWord) {
    if (forms.size === 1 && forms.has(word)) continue; // written as it folds, the most words
    const written = commonestForm(forms, rank);
    if (written !== word) out.set(word, written);
  }
  return out;
}
