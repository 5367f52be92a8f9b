/**
 * The places a player can be: home (`/`), a table (`/t/<tableId>`, the link players
 * share), solo practice (`/practice`), the daily board (`/daily`) and the kitchen table's sheet (`/kitchen`). History is kept so Back works. The Worker serves index.html
 * for every page of the app (src/protocol/pages.ts lists them), so a shared link loads it, and
 * for any other path with status 404: main.tsx shows the Not found page for those.
 */
import { signal } from "@preact/signals";
import { isTableId } from "../../src/protocol/ids.ts";
import { decodedId } from "./path-id.ts";

/** The current path; components re-render when it changes. */
export const currentPath = signal(location.pathname);

addEventListener("popstate", () => {
  currentPath.value = location.pathname;
});

/** Go to a path inside the app without reloading (a query, as in /practice?board=…, stays in the address). */
export function navigate(path: string): void {
  history.pushState(null, "", path);
  currentPath.value = path.replace(/[?#].*$/, "");
  scrollTo(0, 0);
}

/**
 * What a path points at: a table (`/t/<id>`), a table link whose id cannot be a table
 * id (a mangled link: say so rather than trying to connect), or home.
 */
export function routeOf(path: string): { table: string } | { badLink: true } | { practice: true } | { daily: true } | { kitchen: true } | { learn: true } | { me: true } | { home: true } {
  if (/^\/practice\/?$/.test(path)) return { practice: true };
  if (/^\/kitchen\/?$/.test(path)) return { kitchen: true };
  if (/^\/learn\/?$/.test(path)) return { learn: true };
  if (/^\/me\/?$/.test(path)) return { me: true };
  if (/^\/daily\/?$/.test(path)) return { daily: true };
  const m = /^\/t\/([^/]*)\/?$/.exec(path);
  if (!m) return { home: true };
  const id = decodedId(m[1]!);
  return id !== null && isTableId(id) ? { table: id } : { badLink: true };
}
