/** The bindings the Worker and the Table Durable Object are given (see wrangler.toml). */
import type { Env } from "../env.ts";
import type { OriginVars } from "../http/origin.ts";
import type { LimiterEnv } from "../limits/client-limiter.ts";
import type { LobbyObject } from "../lobby/lobby-object.ts";
import type { TableObject } from "./table-object.ts";

export interface TableEnv extends Env, LimiterEnv, OriginVars {
  /** One Durable Object per table, addressed by `idFromName(tableId)`. */
  TABLE: DurableObjectNamespace<TableObject>;
  /** The ranked lobby: one instance, addressed by `idFromName(LOBBY_NAME)`. */
  LOBBY: DurableObjectNamespace<LobbyObject>;
  /** Ranked players, matches and results (src/lobby/store.ts). */
  DB: D1Database;
}
