/**
 * The colour theme, light or dark (client/styles/base.css holds both palettes). index.html
 * sets <html data-theme> before the first paint, from the choice remembered on this device
 * or else the system's `prefers-color-scheme`, so a light phone never flashes dark. This
 * module keeps it: it follows the system, live, until the player picks a theme with the
 * switch, which is then remembered (localStorage) and wins over the system from then on.
 */
import { signal } from "@preact/signals";

export type Theme = "light" | "dark";

/** Where the choice is kept; index.html reads the same key before the app loads. */
export const THEME_KEY = "baffle.theme";

/** The browser bar's colour for each theme: the page's background. */
const BAR: Record<Theme, string> = { dark: "#14162b", light: "#f3efe4" };

const system = typeof matchMedia === "function" ? matchMedia("(prefers-color-scheme: light)") : null;

function chosen(): Theme | null {
  try {
    const t = localStorage.getItem(THEME_KEY);
    return t === "light" || t === "dark" ? t : null;
  } catch {
    return null;
  }
}

const fromSystem = (): Theme => (system?.matches ? "light" : "dark");

/** The theme shown now. */
export const theme = signal<Theme>(chosen() ?? fromSystem());

function apply(t: Theme): void {
  theme.value = t;
  document.documentElement.dataset.theme = t;
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", BAR[t]);
}

/** Show `t` and remember it on this device. */
export function setTheme(t: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, t);
  } catch {
    /* not remembered: it still applies for this visit */
  }
  apply(t);
}

apply(theme.value);
system?.addEventListener("change", () => {
  if (chosen() === null) apply(fromSystem());
});
