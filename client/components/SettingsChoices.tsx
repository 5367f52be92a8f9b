/**
 * The language of the words, the table's board and the level of its computer players, as radio pills. They sit at
 * the top of the settings panel (HouseRules) on the create screen and in the host's
 * lobby; rounds and round length live further down that panel, once each.
 */
import { BOARD_CHOICES, BOT_LEVELS, DEFAULT_SETTINGS, LANGUAGES, PLAY_CHOICES, type Settings, type SettingsPatch } from "../../src/protocol.ts";
import { t } from "../i18n/index.ts";
import { boardLabel, botLabel, languageName } from "../state/words.ts";
import { Choice } from "./Choice.tsx";

/** How the table plays, language, board and computer players' level; `onChange` receives the one option changed. */
export function SettingsChoices({ settings: s, onChange }: { settings: Settings; onChange: (patch: SettingsPatch) => void }) {
  return (
    <div class="options">
      <Choice legend={t("rules.play")} name="play" options={PLAY_CHOICES} value={s.play} usual={DEFAULT_SETTINGS.play} label={(p) => t(`rules.play.${p}`)} onChange={(play) => onChange({ play })} />
      {s.play === "together" && <p class="muted small play-note">{t("rules.play.note")}</p>}
      {/* No language is marked usual: each table plays its own (the home page starts from the browser's). */}
      <Choice legend={t("rules.language")} name="language" options={LANGUAGES} value={s.language} label={languageName} onChange={(language) => onChange({ language })} />
      <Choice legend={t("rules.board")} name="board" options={BOARD_CHOICES} value={s.board} usual={DEFAULT_SETTINGS.board} label={boardLabel} onChange={(board) => onChange({ board })} />
      <Choice
        legend={t("rules.bots")}
        name="bots"
        options={BOT_LEVELS}
        value={s.bots}
        usual={DEFAULT_SETTINGS.bots}
        label={botLabel}
        onChange={(bots) => onChange({ bots })}
      />
    </div>
  );
}
