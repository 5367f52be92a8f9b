/**
 * The wire contract between a player's browser and the server, in one place. Both sides
 * import it: the server validates every frame and body a client sends with the valibot
 * schemas here (never a cast), and the client builds its views from the server message
 * types. Messages are JSON, one per WebSocket frame. Seats are numbers from 0, boards are
 * row-major arrays of lower-case cell texts ("qu" for the Q die) and times are
 * milliseconds since the epoch. See docs/protocol.md.
 *
 * This module is the one entry point; the contract itself is split by concern under
 * src/protocol/ (each part imports only the ones listed before it):
 */
export * from "./protocol/values.ts"; // plain values: choices, defaults, protocol version (no schemas: the first page load imports it directly)
export * from "./protocol/frames.ts"; // frame size cap, parsing
export * from "./protocol/ids.ts"; // table and player ids
export * from "./protocol/pages.ts"; // the addresses of the client's pages
export * from "./protocol/names.ts"; // what a display name may be
export * from "./protocol/settings.ts"; // a table's settings and house rules
// Schemas of what a server sends are exported as types only: they are built when their
// module loads, and the game page's first load must not carry them (client/state/frames.ts
// loads them with the screen that reads them).
export type * from "./protocol/ratings.ts"; // ranked ratings as shown
export type * from "./protocol/together.ts"; // what a together (co-op) table adds
export * from "./protocol/table.ts"; // table WebSocket messages: client → table
export type * from "./protocol/table-frames.ts"; // table WebSocket messages: table → client
export * from "./protocol/lobby.ts"; // lobby WebSocket messages: client → lobby
export type * from "./protocol/lobby-frames.ts"; // lobby → client
export * from "./protocol/http.ts"; // HTTP bodies
export type * from "./protocol/http-answers.ts"; // HTTP answers: tables, players, profiles, the leaderboard
export * from "./protocol/daily.ts"; // the daily board's HTTP API: bodies
export type * from "./protocol/daily-answers.ts"; // and its answers
export * from "./protocol/arena.ts"; // the arena's WebSocket messages: client → shard
export type * from "./protocol/arena-frames.ts"; // shard → client, and the arena's HTTP answers
export * from "./protocol/social.ts"; // leaderboards by period and friends
export type * from "./protocol/social-answers.ts"; // and their answers
export * from "./protocol/arena-events.ts"; // the arena's tournaments: standings, podium, a player's events
export type * from "./protocol/event-answers.ts"; // and their answers
