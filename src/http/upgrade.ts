/**
 * A socket route's first door: a request that is not a WebSocket upgrade is answered
 * `426 upgrade_required` before any per-client budget is asked, so a loop of plain GETs
 * from an address (a broken client, a reconnect storm) spends none of the socket tokens
 * its neighbours behind the same address open their sockets with.
 */
import type { MiddlewareHandler } from "hono";

/** Middleware refusing anything but a WebSocket upgrade, before the limiter that follows it. */
export function upgradeOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
      return c.json({ error: { code: "upgrade_required", message: "Connect with a WebSocket" } }, 426);
    }
    await next();
  };
}
