/**
 * "Add to deck" / "Remove from deck" for the word chosen in any review, beside its
 * meaning. The deck's chunk (IndexedDB) is loaded on the first tap or look; a device
 * without IndexedDB shows no button rather than one that does nothing.
 */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import type { Language } from "../../src/protocol.ts";
import { t } from "../i18n/index.ts";

const store = () => import("./deck-store.ts");

export function DeckToggle({ word, written, language, board }: { word: string; written?: string | undefined; language: Language; board: readonly string[] }) {
  /** null while unknown (or when the device keeps no deck). */
  const inDeck = useSignal<boolean | null>(null);
  useEffect(() => {
    let live = true;
    inDeck.value = null;
    store().then((m) => m.hasCard(word, language)).then((has) => live && (inDeck.value = has), () => undefined);
    return () => void (live = false);
  }, [word, language]);
  if (inDeck.value === null) return null;
  const toggle = async () => {
    const m = await store();
    if (inDeck.value) await m.removeCard(word, language);
    else await m.addCard(word, language, board, [], Date.now(), written);
    inDeck.value = await m.hasCard(word, language);
  };
  return (
    <button type="button" class="link small deck-toggle" aria-pressed={inDeck.value} onClick={() => void toggle()}>
      {inDeck.value ? t("deck.remove") : t("deck.add")}
    </button>
  );
}
