/// <reference types="vite/client" />
/**
 * Installs the service worker (client/offline/service-worker.ts) after the page has
 * loaded, so it never competes with the first paint. Only built apps have one: under
 * `vite` (dev server) there is no sw.js and files change on every save.
 *
 * It also tells the worker which language the page shows, so the worker keeps that
 * catalogue for offline use: the page fetched it before the first paint, before any
 * worker was there to see it, and the worker keeps only the languages a device shows.
 */
import { effect, type ReadonlySignal } from "@preact/signals";

/** Register /sw.js when the browser supports it and this is a production build. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      /* no offline mode (private window, blocked by policy): the app works online */
    });
  });
}

/**
 * Have the service worker keep the catalogue of the language `shown` holds, now, whenever
 * it changes, and whenever a newer worker takes over (English is in the main bundle).
 */
export function keepShownLanguageOffline(shown: ReadonlySignal<string>): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const keep = (language: string) => {
    if (language === "en") return;
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: "keepLanguage", language }));
  };
  effect(() => keep(shown.value));
  navigator.serviceWorker.addEventListener("controllerchange", () => keep(shown.peek()));
}
