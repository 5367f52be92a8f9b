/**
 * The bindings the Worker and its Durable Objects are given (see wrangler.toml).
 *
 * The objects' namespaces are typed by what is called on them (`TableCalls`), not by
 * their classes: the classes read their bindings from here, so naming them here would
 * make this module and theirs import each other.
 */
import type { SeatRequest, SeatedModeName } from "./game/modes/index.ts";
import type { OriginVars } from "./http/origin.ts";
import type { LimiterEnv } from "./limits/client-limiter.ts";
import type { TableInvite } from "./previews/text.ts";
import type { ArenaStatusResponse, Language, ResultsResponse, SettingsPatch, TablePreview } from "./protocol.ts";
import type { ShardReport, SyncAnswer } from "./arena/sync.ts";

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
  /**
   * The arena's round, break and countdown lengths in milliseconds, and the players a
   * shard is meant to hold: unset in production (2:00, 30 s, 5 s; 250), set shorter by
   * the tests and the bench (src/arena/schedule.ts `timingsFrom`). A new run takes them.
   */
  ARENA_ROUND_MS?: string;
  ARENA_BREAK_MS?: string;
  ARENA_COUNTDOWN_MS?: string;
  ARENA_PLAYERS_PER_SHARD?: string;
  /** The fewest shards an arena uses (default 1); the tests and the bench fix the count with it. */
  ARENA_SHARDS_MIN?: string;
  /** A shard's group-commit window in milliseconds (default 250: src/arena/word-desk.ts). */
  ARENA_COMMIT_MS?: string;
  /** How often a branch of the tree of coordinators syncs with the root (default 1000: src/arena/branch-object.ts). */
  ARENA_BRANCH_SYNC_MS?: string;
  /** Shards one branch of the tree carries (default 256: src/arena/tree.ts); past it, shards sync through branches. */
  ARENA_TREE_FAN_OUT?: string;
  /** How often the arena's sprints start and their rounds (default hourly, six: src/arena/event-schedule.ts); the tests run short ones. */
  ARENA_SPRINT_EVERY_MS?: string;
  ARENA_SPRINT_ROUNDS?: string;
}

/** What the Worker and the lobby call on a table's Durable Object (`TableObject` implements it). */
export interface TableCalls extends Rpc.DurableObjectBranded {
  /** Create the table; false if it already exists. */
  create(tableId: string, settings?: SettingsPatch, playWithBots?: boolean | number): Promise<boolean>;
  /** Create a table of mode `mode` (ranked) with its players seated; false if it already exists. */
  createSeated(tableId: string, mode: SeatedModeName, seats: SeatRequest[], language: Language): Promise<boolean>;
  /** A finished match's results, or null. */
  results(match?: number): Promise<ResultsResponse | null>;
  /** Who sits at the table and how far the match is (no words), or null for no table. */
  preview(): Promise<TablePreview | null>;
  /** Who hosts the table and how it plays, for its invite link's preview; null for no table. */
  invite(): Promise<TableInvite | null>;
}

/** What shards and the Worker call on an arena's coordinator (`ArenaCoordinator` implements it). */
export interface ArenaCoordinatorCalls extends Rpc.DurableObjectBranded {
  /** A shard's report, answered with the clock, the board once started, the others' figures and results. */
  sync(arena: string, report: ShardReport): Promise<SyncAnswer>;
  /** Where the arena is now. */
  status(arena: string): Promise<Omit<ArenaStatusResponse, "arena">>;
}

/** What an arena's shards call on a branch of its tree of coordinators (`ArenaBranch` implements it). */
export interface ArenaBranchCalls extends Rpc.DurableObjectBranded {
  /** A shard's report, answered as the coordinator would (branch-object.ts). */
  sync(arena: string, report: ShardReport): Promise<SyncAnswer>;
  /** Syncs received from shards and sent up to the root (the tree bench reads them). */
  meters(): Promise<{ received: number; sentUp: number }>;
}

/** Every binding: the Worker's, the tables', the lobby's, the arena's and the limiter's. */
export interface TableEnv extends Env, LimiterEnv, OriginVars {
  /** One Durable Object per table, addressed by `idFromName(tableId)`. */
  TABLE: DurableObjectNamespace<TableCalls>;
  /** The ranked lobby: one instance, addressed by `idFromName(LOBBY_NAME)`; only its `fetch` is called. */
  LOBBY: DurableObjectNamespace;
  /** Ranked players, matches and results (src/ranked/store.ts). */
  DB: D1Database;
  /** One coordinator per arena, addressed by `idFromName("arena:<key>")`. */
  ARENA: DurableObjectNamespace<ArenaCoordinatorCalls>;
  /** An arena's shards, addressed by `idFromName("arena:<key>:<shard>")`; only their `fetch` is called. */
  ARENA_SHARD: DurableObjectNamespace;
  /** Branches of an arena's tree of coordinators, `idFromName("arena:<key>:branch:<b>")`, used past one branch's fan-out. */
  ARENA_BRANCH: DurableObjectNamespace<ArenaBranchCalls>;
}
