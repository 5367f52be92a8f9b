/**
 * The addresses of the client's pages. The Worker serves the app for these and, for any
 * other path, the app with status 404 (which the client shows as its Not found page), so
 * an unknown link is told apart from a page by browsers, crawlers and link checkers alike.
 * The client's router and this list must agree: a page added to one is added to the other.
 */
import { isPlayerId, isTableId } from "./ids.ts";

/** Pages without a parameter (a trailing slash is allowed). */
const FIXED = new Set(["/", "/practice", "/daily", "/ranked", "/leaderboard", "/device", "/arena", "/kitchen", "/friends", "/leaders", "/learn", "/me"]);

/** Whether `path` (a URL's pathname, still percent-encoded) is one of the client's pages. */
export function isAppPath(path: string): boolean {
  const p = path.length > 1 ? path.replace(/\/+$/, "") : path;
  if (FIXED.has(p)) return true;
  const m = /^\/(t|p|r|f)\/([^/]*)$/.exec(p);
  if (m) {
    const id = decoded(m[2]!);
    // A table link whose id is mangled still gets the app (status 400), which explains it.
    if (m[1] === "t") return true;
    return id !== null && (m[1] === "p" || m[1] === "f" ? isPlayerId(id) : isTableId(id));
  }
  // The arena's pages (its round results, /arena/r/<roundId>) are the arena's to check.
  return p.startsWith("/arena/");
}

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}
