/**
 * "Game found": a ranked match can be found while the player looks at another tab, and
 * the table starts without them half a minute later. So a found match is announced
 * three ways: the three-note cue (client/sound/cues.ts, silent when muted), a title that
 * flashes until the tab is looked at, and a system notification where the player allowed
 * them. Browsers only ask for that permission from a user gesture, so `askToNotify` is
 * called from the buttons that lead into the queue, never on its own.
 */
import { cueAlert } from "../sound/cues.ts";
import { t } from "../i18n/index.ts";


/** How long the title flashes at most, and how fast. */
const FLASH_MS = 30_000;
const FLASH_EVERY_MS = 1_000;

let stopFlash: (() => void) | null = null;

/** From a click into ranked play: ask once whether a found match may notify the player. */
export function askToNotify(): void {
  if (typeof Notification === "undefined" || Notification.permission !== "default") return;
  void Notification.requestPermission().catch(() => undefined);
}

/** A match was found: sound, title flash (until the tab is seen) and, if allowed, a notification. */
export function announceMatch(): void {
  cueAlert();
  flashTitle();
  if (typeof Notification !== "undefined" && Notification.permission === "granted" && document.hidden) {
    try {
      new Notification(t("alert.gameFound.notification"), { body: t("alert.gameFound.body"), tag: "baffle-match" });
    } catch { /* some browsers only notify from a service worker */ }
  }
}

/** Alternate the page title with "Game found! · Baffle" until the tab is visible again (or 30 s). */
function flashTitle(): void {
  stopFlash?.();
  const found = t("common.docTitle", { page: t("alert.gameFound") });
  const started = Date.now();
  let on = true;
  const restore = document.title;
  document.title = found;
  const timer = setInterval(() => {
    if ((!document.hidden && Date.now() - started >= 3 * FLASH_EVERY_MS) || Date.now() - started >= FLASH_MS) return stop();
    on = !on;
    document.title = on ? found : restore;
  }, FLASH_EVERY_MS);
  const stop = () => {
    clearInterval(timer);
    if (document.title === found) document.title = restore;
    stopFlash = null;
  };
  stopFlash = stop;
}
