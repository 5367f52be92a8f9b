/**
 * The worker test files that each need a workerd of their own (the `worker-own` project,
 * `isolate: true`), and why. Every other file shares its project worker's workerd with
 * the files run before it in that worker (`isolate: false`): starting a workerd and
 * loading the Worker's 351 modules into it took about 4 s of a file's time and 5 CPU-s,
 * which for most files was most of their cost (the project alone: 243 → 126 s, 318 →
 * 105 CPU-s, 2026-12-03). A file belongs here when it depends on what another file could
 * have left in a shared runtime:
 * - the one arena, its coordinator and its shards (run numbers, results, events);
 * - the one ranked lobby and the database's totals (ratings, results, leaderboards,
 *   waits, profiles by name);
 * - the daily board's day and its results;
 * - the dictionaries in KV and the word desk's copies of them in memory (a file that
 *   takes a dictionary away, or puts in a wrong one);
 * - the database's schema (migrations).
 * The files that failed in a shared runtime, in four runs in shuffled orders, are all
 * here; the rest of each family is here by the same reasoning.
 */
export const OWN_RUNTIME = [
  // the arena
  "arena", "arena-berserk", "arena-clones", "arena-edge", "arena-events", "arena-fair-rounds", "arena-group-commit",
  "arena-languages", "arena-paced", "arena-tree", "device-proof", "friends", "joiner-names", "not-found", "client-parses",
  // the ranked lobby and the database's totals
  "lobby", "lobby-doors", "lobby-nat", "lobby-race", "lobby-waits", "ranked", "ranked-abort", "ranked-blip", "ranked-farm",
  "ranked-flagged", "ranked-languages", "leaderboard-boost", "period-boards", "players", "same-names", "lookalike-names",
  "no-shows", "house-words", "costs", "abuse-sockets", "abuse-lobby",
  // the daily board
  "daily", "daily-fair", "daily-languages",
  // the dictionaries and the schema
  "dictionary-missing", "display-map", "languages", "migrations",
].map((name) => `test/worker/${name}.test.ts`);
