/** A deck card's meaning, as kept on the card (client/learn/meanings.ts): part of speech, lemma when not the word, first sense. */
import type { DeckCard } from "../../src/learn/device-file.ts";
import { hasMessage, t } from "../i18n/index.ts";

export function CardMeaningLine({ card }: { card: Pick<DeckCard, "word" | "meaning"> }) {
  const m = card.meaning;
  if (!m) return null;
  const pos = `meaning.pos.${m.pos}`;
  return (
    <span class="card-meaning small">
      <em>
        {m.lemma !== card.word && <span lang="en">{m.lemma} </span>}
        {hasMessage(pos) ? t(pos as "meaning.pos.n") : m.pos}
      </em>{" "}
      <span lang="en">{m.sense}</span>
    </span>
  );
}
