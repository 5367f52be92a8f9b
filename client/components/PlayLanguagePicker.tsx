/**
 * "Play in [German ▾]": the small picker of the language ranked play and the daily board
 * are played in, on their pages (client/state/play-language.ts keeps the choice).
 */
import "../i18n/english-pages.ts";
import { LANGUAGES, type Language } from "../../src/protocol.ts";
import { t } from "../i18n/index.ts";
import { pickPlayLanguage, playLanguage } from "../state/play-language.ts";
import { languageName } from "../state/words.ts";

export function PlayLanguagePicker({ id, disabled = false }: { id: string; disabled?: boolean }) {
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
