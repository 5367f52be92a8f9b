// The bindings and main module the Worker tests see through `cloudflare:workers`
// (what `wrangler types` would generate for wrangler.toml).
declare namespace Cloudflare {
  interface Env {
    DICT: KVNamespace;
    ASSETS: Fetcher;
    TABLE: DurableObjectNamespace<import("../../src/table/table-object.ts").TableObject>;
    CLIENT_LIMITER: DurableObjectNamespace<import("../../src/limits/client-limiter.ts").ClientLimiter>;
    PUBLIC_ORIGIN: string;
    ALLOWED_ORIGINS: string;
    LOBBY: DurableObjectNamespace<import("../../src/lobby/lobby-object.ts").LobbyObject>;
    DB: D1Database;
    UPGRADE_DB: D1Database;
    ARENA: DurableObjectNamespace<import("../../src/arena/coordinator-object.ts").ArenaCoordinator>;
    ARENA_SHARD: DurableObjectNamespace<import("../../src/arena/shard-object.ts").ArenaShard>;
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** dict/build's files by KV key (test/worker/vitest.config.ts), for test/worker/dictionaries.ts. */
    TEST_DICTIONARIES: Fetcher;
  }
  interface GlobalProps {
    mainModule: typeof import("../../src/worker.ts");
  }
}
