/**
 * Meanings for deck cards: the first sense the review would show (WordNet 3.1 through
 * client/definitions/lookup.ts), looked up once while online and kept on the card, so the
 * deck shows it offline too. WordNet is English: other languages' cards have none. A card
 * whose word WordNet lacks, or a lookup that fails (offline), is simply left without.
 */
import type { Definition } from "../../src/dict/definition-shards.ts";
import type { CardMeaning, DeckCard } from "../../src/learn/device-file.ts";
import { lookUp } from "../definitions/lookup.ts";

/** The meaning a card keeps from a word's definitions (null: none). */
export function meaningOf(defs: readonly Definition[]): CardMeaning | null {
  const d = defs.find((x) => x.senses.length > 0);
  return d ? { pos: d.pos, lemma: d.lemma, sense: d.senses[0]! } : null;
}

/** Look up the meanings of English cards that have none and keep them with `save` (the deck store's); returns how many were found. */
export async function fillMeanings(
  cards: readonly Pick<DeckCard, "id" | "word" | "language" | "meaning">[],
  save: (meanings: ReadonlyMap<string, CardMeaning>) => Promise<void>,
): Promise<number> {
  const wanted = cards.filter((c) => c.language === "en" && !c.meaning);
  const found = new Map<string, CardMeaning>();
  await Promise.all(wanted.map(async (c) => {
    const m = meaningOf(await lookUp(c.word).catch(() => []));
    if (m) found.set(c.id, m);
  }));
  if (found.size > 0) await save(found);
  return found.size;
}
