/**
 * The typed tray and its language's dictionary, shared by the referee and the lists: the
 * tray is read by src/game/sheet/tray.ts; the dictionary is practice's (the same DAWG
 * file the server reads, cached by the service worker after first use, so the referee
 * works offline as practice does).
 */
import { signal } from "@preact/signals";
import { parseTray, type ParsedTray } from "../../src/game/sheet/tray.ts";
import type { Language } from "../../src/protocol.ts";
import { loadPracticeDictionary } from "../solo/dictionary.ts";
import type { PracticeDictionary } from "../solo/practice.ts";
import { sheet, trayDraft } from "./store.ts";

/** The language the tray and words are read in: the tray's own, else the sheet's. */
export function trayLanguage(): Language {
  return trayDraft.value?.language ?? sheet.value.settings.language;
}

/** The typed tray read, or null when nothing is typed. */
export function currentTray(): ParsedTray | null {
  const draft = trayDraft.value;
  return draft && draft.text.trim() !== "" ? parseTray(draft.text, draft.language) : null;
}

/** Each language's dictionary once loaded; a failed load is noted so the page can say so. */
export const dictionaries = signal<Partial<Record<Language, PracticeDictionary | "failed">>>({});

/** Load `language`'s dictionary (once; again after a failure). */
export function wantDictionary(language: Language): void {
  const have = dictionaries.value[language];
  if (have && have !== "failed") return;
  loadPracticeDictionary(language).then(
    (d) => (dictionaries.value = { ...dictionaries.value, [language]: d }),
    () => (dictionaries.value = { ...dictionaries.value, [language]: "failed" }),
  );
}
