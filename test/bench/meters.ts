/**
 * What one match costs on Cloudflare's meters, counted the way Cloudflare bills them, for
 * a typical casual match: 4 players, 3 rounds of 3:00 with ~25 s reviews, each player
 * entering 40 words a round, the client's ping every 10 s (client/state/session.ts).
 * The counts follow the table's code path (src/worker.ts, src/table/table-object.ts,
 * src/table/storage.ts); the one measured input is the table object's busy time per
 * message, taken from the load curve's lightest step (workerd CPU per message), since
 * with hibernatable WebSockets a table object is billed duration only while it handles
 * an event. docs/operating.md turns these counts into money.
 */

export interface MatchShape {
  players: number;
  rounds: number;
  roundSeconds: number;
  reviewSeconds: number;
  wordsPerPlayerRound: number;
  pingSeconds: number;
}

export const TYPICAL_MATCH: MatchShape = {
  players: 4, rounds: 3, roundSeconds: 180, reviewSeconds: 25, wordsPerPlayerRound: 40, pingSeconds: 10,
};

/** Incoming WebSocket messages are billed as 1/20 of a Durable Object request. */
export const WS_MESSAGES_PER_REQUEST = 20;
/** Durable Object duration is billed at 128 MB while active. */
export const DO_GB = 0.128;

export interface MatchMeters {
  workerRequests: number;
  doWsMessagesIn: number;
  /** Billed Durable Object requests: RPC calls, upgrades, alarms, and messages / 20. */
  doRequestsBilled: number;
  doActiveSeconds: number;
  doGbSeconds: number;
  doRowsWritten: number;
  doRowsRead: number;
  kvReads: number;
}

/** Meter counts of one match of `shape`, given the table object's busy ms per message. */
export function matchMeters(busyMsPerMessage: number, shape: MatchShape = TYPICAL_MATCH): MatchMeters {
  const { players: p, rounds: r } = shape;
  const seconds = r * shape.roundSeconds + (r - 1) * shape.reviewSeconds;
  // Worker: POST /api/tables, then per player the join link /t/<id> (run_worker_first)
  // and the WebSocket upgrade. Static assets are served without running the Worker.
  const workerRequests = 1 + 2 * p;
  // Into the table object: join, every word, "I'm done" each round, ready between rounds, pings.
  const words = p * r * shape.wordsPerPlayerRound;
  const pings = p * Math.floor(seconds / shape.pingSeconds);
  const doWsMessagesIn = p + words + p * r + p * (r - 1) + 1 /* start */ + pings;
  // The creator's rate-limit check (ClientLimiter), RPC create, p upgrades, and alarms:
  // each round's end, the clean-up of the finished table.
  const alarms = r + 1;
  const doRequestsBilled = 1 + 1 + p + alarms + doWsMessagesIn / WS_MESSAGES_PER_REQUEST;
  const doActiveSeconds = ((doWsMessagesIn + p + 1 + alarms) * busyMsPerMessage) / 1000;
  // Storage (src/table/storage.ts): each accepted word is one row of its own; every other
  // change (creation, joins, done, ready, the start, round changes) rewrites the match
  // header row; the solution once a round, the rounds played at each round's end (a
  // match's start keeps the empty list it had, so nothing is written for it). The match stays in memory while the object lives: rows are read only
  // when it wakes, taken here as once a round (the header, solution, rounds played and
  // the round's word rows).
  const headerChanges = 1 + p + p * r + p * (r - 1) + 1 + alarms;
  const wakes = r;
  return {
    workerRequests,
    doWsMessagesIn,
    doRequestsBilled: round(doRequestsBilled),
    doActiveSeconds: round(doActiveSeconds),
    doGbSeconds: round(doActiveSeconds * DO_GB),
    doRowsWritten: words + headerChanges + r + r + 1, // + the creator's budget in ClientLimiter
    doRowsRead: wakes * (3 + p * shape.wordsPerPlayerRound),
    // One read of the dictionary per isolate that starts; at most one per match.
    kvReads: 1,
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;
