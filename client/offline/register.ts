/// <reference types="vite/client" />
/**
 * Installs the service worker (client/offline/service-worker.ts) after the page has
 * loaded, so it never competes with the first paint. Only built apps have one: under
 * `vite` (dev server) there is no sw.js and files change on every save.
 */

/** Register /sw.js when the browser supports it and this is a production build. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      /* no offline mode (private window, blocked by policy): the app works online */
    });
  });
}
