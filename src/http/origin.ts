/**
 * Which web pages may use the game's API. A browser always says where a request comes
 * from (`Origin`) on WebSocket upgrades and POSTs, so a page on another site cannot open
 * a table's socket or create tables with its visitors' browsers: only the game's own
 * origin and the origins an operator lists in `ALLOWED_ORIGINS` are let through.
 * Clients that send no `Origin` at all (the terminal player, bots, tests) are not
 * browsers acting for someone else, and are let through.
 *
 * Links the Worker hands out are built from `PUBLIC_ORIGIN` when the operator set it,
 * so a forged `Host` header cannot put someone else's address into a join link.
 */
import type { MiddlewareHandler } from "hono";

/** The operator's settings (wrangler.toml [vars]); both may be empty. */
export interface OriginVars {
  /** The game's public address, e.g. https://baffle.example.com (no path). */
  PUBLIC_ORIGIN?: string;
  /** Other origins allowed to use the API, separated by commas or spaces. */
  ALLOWED_ORIGINS?: string;
}

/** The origin the game is served from: `PUBLIC_ORIGIN` if set, else the request's own. */
export function publicOrigin(request: Request, vars: OriginVars): string {
  const configured = vars.PUBLIC_ORIGIN?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch { /* a malformed setting falls back to the request's origin */ }
  }
  return new URL(request.url).origin;
}

/** Whether a request with this `Origin` header may use the API. */
export function originAllowed(origin: string | null, request: Request, vars: OriginVars): boolean {
  if (origin === null) return true;
  if (origin === new URL(request.url).origin || origin === publicOrigin(request, vars)) return true;
  const listed = (vars.ALLOWED_ORIGINS ?? "").split(/[\s,]+/).filter(Boolean).map((o) => o.replace(/\/+$/, ""));
  return listed.includes(origin);
}

/** Refuses WebSocket upgrades and POSTs from other origins with 403 `forbidden_origin`. */
export function guardOrigin<E extends { Bindings: OriginVars }>(): MiddlewareHandler<E> {
  return async (c, next) => {
    const upgrade = c.req.header("Upgrade")?.toLowerCase() === "websocket";
    if ((c.req.method === "POST" || upgrade) && !originAllowed(c.req.header("Origin") ?? null, c.req.raw, c.env)) {
      return c.json({ error: { code: "forbidden_origin", message: "Requests from this web origin are not accepted" } }, 403);
    }
    await next();
  };
}
