/**
 * The client's pages as the Worker serves them. Those whose links get a preview: `/`,
 * `/daily`, `/t/<id>` (a table's invite), `/r/<id>` (results), `/arena`, `/arena/r/<roundId>`
 * (an arena round's results) and `/arena/e/<eventId>` (an arena event's podium). Each is the client's own
 * index.html, fetched from the assets and given its Open Graph and Twitter-card tags in
 * <head> on the way out (HTMLRewriter streams it: nothing is buffered). These paths run
 * through the Worker first (wrangler.toml's run_worker_first).
 *
 * Every other path that is not a file reaches the Worker too (wrangler.toml leaves
 * not_found_handling at "none"): a page of the client (src/protocol/pages.ts) gets the
 * app with the home page's tags, anything else the app with status 404, which the client
 * shows as its Not found page with a way home. The Worker, not the client, decides the
 * status, so a mistyped link is a 404 to browsers, crawlers and link checkers.
 */
import { Hono, type Context } from "hono";
import { dailyNumber, dateOf } from "../daily/calendar.ts";
import type { TableEnv } from "../env.ts";
import { publicOrigin } from "../http/origin.ts";
import { storedResults } from "../ranked/store.ts";
import { isAppPath, isArenaEventId, isArenaRoundId, isTableId } from "../protocol.ts";
import { arenaEventPreview, arenaPreview, arenaRoundPreview, dailyPreview, homePreview, invitePreview, metaTags, resultsPreview, type Preview } from "./text.ts";
import { storedRound } from "../arena/store.ts";
import { eventClock } from "../arena/event-routes.ts";
import { parseEventId } from "../arena/event-schedule.ts";
import { eventStandings } from "../arena/event-store.ts";

export const previewRoutes = new Hono<{ Bindings: TableEnv }>();
type C = Context<{ Bindings: TableEnv }>;

previewRoutes.get("/", (c) => page(c, homePreview()));

previewRoutes.get("/daily", (c) => {
  const date = dateOf(Date.now());
  return page(c, dailyPreview(dailyNumber(date) ?? 0, date));
});

previewRoutes.get("/t/:id", async (c) => {
  // The join link runs through the Worker so a malformed id is answered 400 here; the
  // page still loads and explains the bad link to the player instead of a bare error.
  const id = c.req.param("id");
  if (!isTableId(id)) return page(c, invitePreview(null), 400);
  const invite = await c.env.TABLE.get(c.env.TABLE.idFromName(id)).invite().catch(() => null);
  return page(c, invitePreview(invite));
});

previewRoutes.get("/r/:id", async (c) => {
  const id = c.req.param("id");
  if (!isTableId(id)) return page(c, NOT_FOUND, 404);
  const results = (await storedResults(c.env.DB, id).catch(() => null))
    ?? (await c.env.TABLE.get(c.env.TABLE.idFromName(id)).results().catch(() => null));
  return page(c, resultsPreview(results));
});

previewRoutes.get("/arena", async (c) => {
  const status = await c.env.ARENA.get(c.env.ARENA.idFromName("arena:en")).status("en").catch(() => null);
  return page(c, arenaPreview(status?.online ?? 0));
});

previewRoutes.get("/arena/r/:id", async (c) => {
  const id = c.req.param("id");
  if (!isArenaRoundId(id)) return page(c, NOT_FOUND, 404);
  return page(c, arenaRoundPreview(await storedRound(c.env.DB, id).catch(() => null)));
});

previewRoutes.get("/arena/e/:id", async (c) => {
  const id = c.req.param("id");
  const { timings, calendar } = eventClock(c.env);
  const event = isArenaEventId(id) ? parseEventId(id, timings, calendar) : null;
  if (!event) return page(c, NOT_FOUND, 404);
  return page(c, arenaEventPreview(await eventStandings(c.env.DB, event, Date.now()).catch(() => null)));
});

previewRoutes.get("*", (c) => {
  const path = new URL(c.req.url).pathname;
  return isAppPath(path) ? page(c, homePreview()) : page(c, NOT_FOUND, 404);
});

const NOT_FOUND: Preview = { title: "Baffle: no page here", description: homePreview().description };

/** index.html with `preview`'s tags in its head. */
async function page(c: C, preview: Preview, status = 200): Promise<Response> {
  const origin = publicOrigin(c.req.raw, c.env);
  const url = `${origin}${new URL(c.req.url).pathname}`;
  const tags = metaTags(preview, url, `${origin}/icons/icon-512.png`);
  const html = await c.env.ASSETS.fetch(new URL("/", c.req.url));
  const out = new HTMLRewriter().on("head", { element: (head) => void head.append(tags, { html: true }) }).transform(html);
  const headers = new Headers(html.headers);
  headers.delete("content-length"); // the page grew
  headers.delete("etag");
  return new Response(out.body, { status, headers });
}
