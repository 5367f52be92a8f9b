/**
 * The Worker's routes. It answers HTTP itself only for what needs no table; anything
 * about a table is handed to that table's Durable Object. Table ids are checked here,
 * so a malformed id never reaches (or creates) a Durable Object.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { checkHealth } from "./health.ts";
import { randomId } from "./random-id.ts";
import { readJsonObject } from "./http/body.ts";
import { guardOrigin, publicOrigin } from "./http/origin.ts";
import { CREATE_TABLE_RULE, limitPerClient } from "./limits/client-limiter.ts";
import { CreateTableSchema, DEFAULT_SETTINGS, isTableId, type CreateTableResponse } from "./protocol.ts";
import { settingsProblem } from "./game/house-rules.ts";
import type { TableEnv } from "./env.ts";
import { identityRoutes } from "./identity/routes.ts";
import { rankedRoutes } from "./lobby/routes.ts";
import { dailyRoutes } from "./daily/routes.ts";
import { previewRoutes } from "./previews/routes.ts";
import { arenaRoutes } from "./arena/routes.ts";
import { leaderboardRoutes } from "./leaderboards/routes.ts";
import { friendRoutes } from "./friends/routes.ts";
import { eventRoutes } from "./arena/event-routes.ts";
import { storedResults } from "./ranked/store.ts";
import { COMPRESSED_FILE, compressedFile } from "./http/compressed-files.ts";

export { Table as TableObject } from "./tables.ts";
export { ClientLimiter } from "./limits/client-limiter.ts";
export { LobbyObject } from "./lobby/lobby-object.ts";
export { ArenaCoordinator } from "./arena/coordinator-object.ts";
export { ArenaShard } from "./arena/shard-object.ts";
export { ArenaBranch } from "./arena/branch-object.ts";

export const app = new Hono<{ Bindings: TableEnv }>();

/** Largest body `POST /api/tables` accepts. */
const MAX_CREATE_BYTES = 2048;

app.use("/api/*", guardOrigin());

app.get("/api/health", async (c) => {
  const report = await checkHealth(c.env, new URL(c.req.url).origin);
  return c.json(report, report.ok ? 200 : 503);
});

app.post("/api/tables", limitPerClient("tables", CREATE_TABLE_RULE), async (c) => {
  const body = await readJsonObject(c.req.raw, MAX_CREATE_BYTES);
  if (!body.ok) return problem(body.status, body.code, body.message);
  const parsed = v.safeParse(CreateTableSchema, body.value);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue.path?.map((p) => String(p.key)).join(".");
    return problem(400, "bad_message", where ? `${where}: ${issue.message}` : issue.message);
  }
  const settings = definedOnly(parsed.output.settings ?? {});
  const conflict = settingsProblem({ ...DEFAULT_SETTINGS, ...settings });
  if (conflict) return problem(400, "bad_message", `settings: ${conflict}`);
  const tableId = randomId();
  const stub = c.env.TABLE.get(c.env.TABLE.idFromName(tableId));
  await stub.create(tableId, settings, parsed.output.playWithBots ?? false);
  const url = `${publicOrigin(c.req.raw, c.env)}/t/${tableId}`;
  return c.json({ tableId, url } satisfies CreateTableResponse, 201);
});

app.get("/api/tables/:id/ws", async (c) => {
  const id = c.req.param("id");
  if (!isTableId(id)) return problem(400, "bad_table_id", "Malformed table id");
  if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") {
    return problem(426, "upgrade_required", "Connect with a WebSocket");
  }
  return c.env.TABLE.get(c.env.TABLE.idFromName(id)).fetch(c.req.raw);
});

app.get("/api/tables/:id", async (c) => {
  const id = c.req.param("id");
  if (!isTableId(id)) return problem(400, "bad_table_id", "Malformed table id");
  const preview = await c.env.TABLE.get(c.env.TABLE.idFromName(id)).preview();
  if (!preview) return problem(404, "unknown_table", "There is no table with this id");
  return c.json(preview);
});

app.get("/api/tables/:id/results", async (c) => {
  const id = c.req.param("id");
  if (!isTableId(id)) return problem(400, "bad_table_id", "Malformed table id");
  const asked = c.req.query("match");
  if (asked !== undefined && !/^[1-9][0-9]{0,5}$/.test(asked)) return problem(400, "bad_match", "match must be a match number (1, 2, …)");
  // A ranked match (a ranked table has only one) keeps its results in D1, with the
  // ratings, and they outlast its table.
  const stored = asked === undefined || asked === "1" ? await storedResults(c.env.DB, id).catch(() => null) : null;
  const results = stored ?? (await c.env.TABLE.get(c.env.TABLE.idFromName(id)).results(asked === undefined ? undefined : Number(asked)));
  if (!results) return problem(404, "no_results", asked ? `Match ${asked} has no results at this table` : "No finished match at this table");
  return c.json(results);
});

app.route("/", identityRoutes);
app.route("/", rankedRoutes);
app.route("/", dailyRoutes);
app.route("/", eventRoutes);
app.route("/", arenaRoutes);
app.route("/", leaderboardRoutes);
app.route("/", friendRoutes);

// An API path nobody answered: JSON like every other API refusal (before the pages' catch-all).
app.all("/api/*", () => problem(404, "not_found", "No such API route"));

// The dictionaries, gzipped (the build ships them only so: src/http/compressed-files.ts).
app.get("*", async (c, next) => {
  const path = new URL(c.req.url).pathname;
  if (!COMPRESSED_FILE.test(path)) return next();
  return (await compressedFile(c.req.raw, c.env.ASSETS, path)) ?? next();
});

app.route("/", previewRoutes);

/** The keys of a parsed patch that are set (valibot keeps optional keys as undefined). */
function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** A JSON error answer with a code a client can act on. */
function problem(status: 400 | 404 | 413 | 426, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}


export default app;
