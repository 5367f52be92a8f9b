/**
 * The language switch: a native <select> (keyboard, screen readers and phones' own
 * pickers for free), each language named in itself, as people look for their own. It
 * sits on the home page and in the top bars, so it is one tap away on every page.
 */
import { useSignal } from "@preact/signals";
import { chooseLocale } from "./language.ts";
import { locale, LOCALES, t, type Locale } from "./index.ts";

/** Each language in its own words (the same whatever language the page is in). */
const AUTONYM: Record<Locale, string> = { en: "English", de: "Deutsch", fr: "Français", es: "Español", it: "Italiano", nl: "Nederlands", pt: "Português", sv: "Svenska", ru: "Русский" };

/** The language switch; `id` tells apart two on one page. */
export function LanguageSwitch({ id = "language" }: { id?: string }) {
  const failed = useSignal(false);
  return (
    <span class="language-switch">
      <label for={id} class="visually-hidden">
        {t("language.label")}
      </label>
      <select
        id={id}
        value={locale.value}
        aria-invalid={failed.value || undefined}
        title={failed.value ? t("language.failed") : undefined}
        onChange={(e) => {
          const select = e.currentTarget;
          failed.value = false;
          chooseLocale(select.value as Locale).catch(() => {
            // Offline, say, and never shown on this device: the switch goes back to the language shown, and says why.
            failed.value = true;
            select.value = locale.peek();
          });
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {AUTONYM[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
