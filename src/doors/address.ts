/**
 * Where a connection came from, as every object with sockets counts it: Cloudflare's
 * CF-Connecting-IP, trimmed and bounded so a forged header cannot grow a budget's key.
 */

/** The client address a request came from: Cloudflare's CF-Connecting-IP, or "" if absent. */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP")?.trim().slice(0, 64) ?? "";
}
