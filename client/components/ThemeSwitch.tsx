/**
 * The light/dark switch for the top bars, beside the sound switch: pressed means light.
 * The theme follows the system until it is used, then the device remembers the choice
 * (client/state/theme.ts).
 */
import { t } from "../i18n/index.ts";
import { setTheme, theme } from "../state/theme.ts";

/** "Light theme" toggle. */
export function ThemeSwitch() {
  const light = theme.value === "light";
  return (
    <button
      type="button"
      class="theme-switch"
      aria-pressed={light}
      title={light ? t("theme.toDark") : t("theme.toLight")}
      onClick={() => setTheme(light ? "dark" : "light")}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" width="20" height="20">
        {light ? (
          <g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">
            <circle cx="12" cy="12" r="4" fill="currentColor" />
            <path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8" />
          </g>
        ) : (
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill="currentColor" />
        )}
      </svg>
      <span class="switch-label">{t("theme.label")}</span>
    </button>
  );
}
