/**
 * The one mute switch for every sound and buzz (client/sound/cues.ts), a toggle button
 * small enough for the top bar so it can be reached during a round.
 */
import { setSoundOn, soundOn } from "./cues.ts";
import { t } from "../i18n/index.ts";

/** "Sound" toggle: pressed means on. */
export function SoundSwitch() {
  const on = soundOn.value;
  return (
    <button
      type="button"
      class="sound-switch"
      aria-pressed={on}
      title={on ? t("sound.on") : t("sound.off")}
      onClick={() => setSoundOn(!on)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" width="20" height="20">
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {on ? (
          <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
        ) : (
          <path d="M16 9l5 6M21 9l-5 6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
        )}
      </svg>
      <span class="sound-label">{t("sound.label")}</span>
    </button>
  );
}
