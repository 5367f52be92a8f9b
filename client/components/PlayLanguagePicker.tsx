/**
 * "Play in [German ▾]": the small picker of the language ranked play and the daily board
 * are played in, on their pages (client/state/play-language.ts keeps the choice). While
 * the words are in the page's own language it stays a line of text with a button ("Words
 * in English · Play in another language"), so the page does not show two language
 * pickers side by side; it opens when asked, or when the two languages differ.
 */
import "../i18n/english-pages.ts";
import { useSignal } from "@preact/signals";
import { LANGUAGES, type Language } from "../../src/protocol.ts";
import { locale, t } from "../i18n/index.ts";
import { pickPlayLanguage, playLanguage } from "../state/play-language.ts";
import { languageName, playedInText } from "../state/words.ts";

export function PlayLanguagePicker({ id, disabled = false }: { id: string; disabled?: boolean }) {
  const asked = useSignal(false);
  if (!asked.value && playLanguage.value === locale.value) {
    return (
      <p class="play-language">
        <span>{playedInText(playLanguage.value)}</span>
        <button type="button" class="link" disabled={disabled} onClick={() => (asked.value = true)}>
          {t("pages.playInOther")}
        </button>
      </p>
    );
  }
  return (
    <p class="play-language">
      <label for={id}>{t("pages.playIn")}</label>{" "}
      <select id={id} value={playLanguage.value} disabled={disabled} onChange={(e) => pickPlayLanguage(e.currentTarget.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {languageName(l)}
          </option>
        ))}
      </select>
    </p>
  );
}
