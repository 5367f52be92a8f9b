/**
 * The two places a player can be: home (`/`) and a table (`/t/<tableId>`, the link
 * players share). History is kept so Back works; the Worker serves index.html for any
 * path (single-page-application asset handling), so a shared link loads the app.
 */
import { signal } from "@preact/signals";

/** The current path; components re-render when it changes. */
export const currentPath = signal(location.pathname);

addEventListener("popstate", () => {
  currentPath.value = location.pathname;
});

/** Go to a path inside the app without reloading. */
export function navigate(path: string): void {
  history.pushState(null, "", path);
  currentPath.value = path;
  scrollTo(0, 0);
}

/** The table id in a `/t/<id>` path, or null. */
export function tableIdOf(path: string): string | null {
  const m = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/.exec(path);
  return m ? m[1]! : null;
}
