/**
 * The bindings the Worker and its Durable Objects are given (see wrangler.toml).
 *
 * The objects' namespaces are typed by what is called on them (`TableCalls`), not by
 * their classes: the classes read their bindings from here, so naming them here would
 * make this module and theirs import each other.
 */
import type { RankedSeatRequest } from "./game/ranked.ts";
import type { OriginVars } from "./http/origin.ts";
import type { LimiterEnv } from "./limits/client-limiter.ts";
import type { TableInvite } from "./previews/text.ts";
import type { ResultsResponse, SettingsPatch, TablePreview } from "./protocol.ts";

/** The Worker's own bindings. */
export interface Env {
  /** Holds the dictionary DAWG under the key `words.dawg`. */
  DICT: KVNamespace;
  /** The built client (dist/client), served as static assets. */
  ASSETS: Fetcher;
  /** The git commit this build was deployed from (set by `npm run deploy`); "dev" locally. */
  BAFFLE_VERSION?: string;
  /**
   * The key of the daily board (src/daily/): the day's board is HMAC-SHA256 of its date
   * under it, and start tokens are signed with it. A Worker secret in production
   * (`npm run deploy` creates it); a fixed local value for `npm start` and the tests.
   */
  DAILY_SECRET?: string;
}

/** What the Worker and the lobby call on a table's Durable Object (`TableObject` implements it). */
export interface TableCalls extends Rpc.DurableObjectBranded {
  /** Create the table; false if it already exists. */
  create(tableId: string, settings?: SettingsPatch, playWithBots?: boolean): Promise<boolean>;
  /** Create a ranked table with the matched players seated; false if it already exists. */
  createRanked(tableId: string, seats: RankedSeatRequest[]): Promise<boolean>;
  /** A finished match's results, or null. */
  results(match?: number): Promise<ResultsResponse | null>;
  /** Who sits at the table and how far the match is (no words), or null for no table. */
  preview(): Promise<TablePreview | null>;
  /** Who hosts the table and how it plays, for its invite link's preview; null for no table. */
  invite(): Promise<TableInvite | null>;
}

/** Every binding: the Worker's, the tables', the lobby's and the limiter's. */
export interface TableEnv extends Env, LimiterEnv, OriginVars {
  /** One Durable Object per table, addressed by `idFromName(tableId)`. */
  TABLE: DurableObjectNamespace<TableCalls>;
  /** The ranked lobby: one instance, addressed by `idFromName(LOBBY_NAME)`; only its `fetch` is called. */
  LOBBY: DurableObjectNamespace;
  /** Ranked players, matches and results (src/lobby/store.ts). */
  DB: D1Database;
}
