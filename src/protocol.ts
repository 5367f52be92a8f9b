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
export * from "./protocol/frames.ts"; // frame size cap, parsing, protocol version
export * from "./protocol/ids.ts"; // table and player ids
export * from "./protocol/pages.ts"; // the addresses of the client's pages
export * from "./protocol/names.ts"; // what a display name may be
export * from "./protocol/settings.ts"; // a table's settings and house rules
export * from "./protocol/ratings.ts"; // ranked ratings as shown
export * from "./protocol/together.ts"; // what a together (co-op) table adds
export * from "./protocol/table.ts"; // table WebSocket messages
export * from "./protocol/lobby.ts"; // lobby WebSocket messages
export * from "./protocol/http.ts"; // HTTP bodies and answers
export * from "./protocol/daily.ts"; // the daily board's HTTP API
export * from "./protocol/arena.ts"; // the arena's WebSocket messages and HTTP answers
export * from "./protocol/social.ts"; // leaderboards by period and friends
export * from "./protocol/arena-events.ts"; // the arena's tournaments: standings, podium, a player's events
