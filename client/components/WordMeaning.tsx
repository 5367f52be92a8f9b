/**
 * What the chosen word of a review means, under the board: the word, then each part of
 * speech with its first sense or two, from WordNet 3.1 (client/definitions/lookup.ts).
 * A word is chosen by pointing at it, focusing it or tapping it, so the meaning is there
 * by keyboard and touch, not on hover alone; the box is a polite live region, so a screen
 * reader hears it too. Its place has a fixed height, because on a phone it sits in the
 * sticky board area and a box that grew would move the lists under a finger; a longer
 * meaning hangs below that place, over the lists, shown whole (review.css). WordNet is
 * English: a word of a German, French or Spanish round is not looked up, and the box says
 * that definitions are English only rather than that the word has none. Given the review's
 * board, the word can be put in the deck of words to learn, or taken out (DeckToggle).
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { Definition } from "../../src/dict/definition-shards.ts";
import type { Language } from "../../src/protocol.ts";
import { lookUp } from "../definitions/lookup.ts";
import { t } from "../i18n/index.ts";
import { LazyDeckToggle as DeckToggle } from "../learn/lazy-deck-toggle.tsx";

type Looked = { word: string; defs: Definition[] } | { word: string; failed: true } | null;

/**
 * The chosen word and its meaning (words of `language`, English by default); `hint` shows
 * while nothing is chosen. `word` is as the board spells it (looked up so); `written`, how
 * the language writes it (élève), is what the box shows.
 */
export function WordMeaning({ word, written, hint = t("meaning.hint"), language = "en", board }: {
  word: string | null; written?: string | undefined; hint?: string; language?: Language;
  /** The review's board: given, the word can be added to the deck or taken out of it. */
  board?: readonly string[];
}) {
  const looked = useSignal<Looked>(null);
  const english = language === "en";
  useEffect(() => {
    if (!word || !english) return;
    let live = true;
    lookUp(word).then(
      (defs) => live && (looked.value = { word, defs }),
      () => live && (looked.value = { word, failed: true }),
    );
    return () => void (live = false);
  }, [word, english]);

  const now = word && looked.value?.word === word ? looked.value : null;
  return (
    <div class="word-meaning" aria-live="polite">
      <div class="meaning-body">
      {!word ? (
        <p class="small muted">{hint}</p>
      ) : (
        <>
          <p class="meaning-word">
            <span lang={language}>{(written ?? word).toUpperCase()}</span>
            {board && <DeckToggle word={word} written={written} language={language} board={board} />}
            {english && (
              <a class="small muted source" href="/defs/LICENSE.txt" target="_blank" rel="noopener">
                {t("meaning.source")}
              </a>
            )}
          </p>
          {!english ? (
            <p class="small muted">{t("meaning.englishOnly")}</p>
          ) : !now ? (
            <p class="small muted">{t("meaning.lookingUp")}</p>
          ) : "failed" in now ? (
            <p class="small muted">{t("meaning.failed")}</p>
          ) : now.defs.length === 0 ? (
            <p class="small muted">{t("meaning.none")}</p>
          ) : (
            <dl class="meanings">
              {now.defs.map((d) => (
                <div key={d.pos + d.lemma}>
                  <dt>
                    {d.lemma !== word && <span class="lemma">{d.lemma} </span>}
                    <span class="pos">{t(`meaning.pos.${d.pos}`)}</span>
                  </dt>
                  {d.senses.map((s) => (
                    <dd key={s}>{s}</dd>
                  ))}
                </div>
              ))}
            </dl>
          )}
        </>
      )}
      </div>
    </div>
  );
}
