/**
 * Operators' logs: one JSON line per meaningful event, written with console.log so that
 * Workers Logs (observability in wrangler.toml) indexes every field and `wrangler tail`
 * shows it live. The events are a closed union, so nothing else can be logged by
 * accident: a line carries ids, counts, durations and error codes — never a seat token,
 * a player secret or a word (words are not logged at all, so none can leak mid-round).
 * Errors are what a hostile client can cause at will, so each table gets at most
 * ERROR_BURST error lines per ERROR_WINDOW_MS; the next line after a quiet spell says how
 * many were left out. A flood costs neither log volume nor time spent logging.
 */
import type { Language } from "./protocol.ts";

/** Every event an operator can see, with the table (or lobby) it concerns. */
export type LogEvent =
  | { event: "table_created"; tableId: string; board: string; rounds: number; timer: string; language: string; playWithBots: boolean }
  | { event: "round_started"; tableId: string; round: number; players: number; bots: number; boardWords: number | null }
  | { event: "round_ended"; tableId: string; round: number; players: number; wordsEntered: number }
  | { event: "match_finished"; tableId: string; durationMs: number; players: number; bots: number; rounds: number }
  | { event: "ranked_result_stored"; tableId: string; players: number; durationMs: number }
  /** A newly flagged player's earlier victim not refunded: already refunded for another flagged player (a pattern for review). */
  | { event: "refund_withheld"; playerId: string; flaggedId: string; tableId: string; refundedFor: string[] }
  | { event: "daily_result_stored"; date: string; language: Language; number: number; points: number; words: number; flagged: boolean; listed: boolean }
  /** A daily result far above its player's own level: kept off the public top list, for review. */
  | { event: "daily_result_held"; date: string; number: number; playerId: string; points: number; share: number; best: number }
  | {
    event: "arena_round_ended"; arena: string; round: number; players: number; shards: number; complete: boolean; flagged: number;
    /** Syncs the coordinator received for the round (its countdown, play and results), and what the shards' storage did. */
    reports: number; rowsWritten: number; rowsRead: number; frames: number; alarms: number; syncs: number; coordinatorRowsWritten: number;
  }
  | { event: "arena_round_stored"; arena: string; round: number; rowsWritten: number; rowsRead: number }
  | { event: "arena_history_written"; arena: string; round: number; shard: number; players: number; rowsWritten: number; rowsRead: number; events?: string[]; eventRowsWritten?: number }
  /** A near-identical list from the same address as one kept on the lists: held off them (clones.ts), for review. */
  | { event: "arena_clone_held"; arena: string; round: number; playerId: string; like: string; similarity: number }
  /** A second place in one round for one identity (on a shard that is not its home by the round's count): refused, sent home. */
  | { event: "arena_duplicate_refused"; arena: string; round: number; shard: number; home: number; playerId: string }
  /** A player the paced-solver rule flagged over their recent rounds (src/game/paced-solver.ts): off every public list from now. */
  | { event: "paced_solver_flagged"; playerId: string; where: "arena" | "ranked"; rounds: number; reasons: string[] }
  /** A casual table decided on a house word (accepted beyond the dictionary, struck from it, or taken back): candidates for the next dictionary build. */
  | { event: "house_word_decided"; tableId: string; language: Language; word: string; kind: "accept" | "strike" | "remove"; people: number }
  | { event: "error"; tableId: string | null; code: string; where: string; suppressed?: number };

/** Where lines go; a test may swap it to read them back. */
export type LogSink = (line: string) => void;

let sink: LogSink = (line) => console.log(line);

/** Write one event as one JSON line: `{"event":…,"level":…,"time":…,…fields}`. */
export function logEvent(e: LogEvent): void {
  const { event, ...fields } = e;
  sink(JSON.stringify({ event, level: event === "error" ? "warn" : "info", time: new Date().toISOString(), ...fields }));
}

/** Error lines per table per window; beyond them lines are counted, not written. */
export const ERROR_BURST = 10;
export const ERROR_WINDOW_MS = 10_000;
const MAX_TRACKED = 1_000;
const errorWindows = new Map<string, { start: number; count: number; suppressed: number }>();

/** Log a refused or failed action by its error code (never its content), within the table's error budget. */
export function logError(tableId: string | null | undefined, code: string, where: string, now = Date.now()): void {
  const key = tableId ?? "";
  let window = errorWindows.get(key);
  let suppressed = 0;
  if (!window || now - window.start >= ERROR_WINDOW_MS) {
    suppressed = window?.suppressed ?? 0;
    if (!window && errorWindows.size >= MAX_TRACKED) errorWindows.clear();
    window = { start: now, count: 0, suppressed: 0 };
    errorWindows.set(key, window);
  }
  if (window.count >= ERROR_BURST) {
    window.suppressed++;
    return;
  }
  window.count++;
  logEvent({ event: "error", tableId: tableId ?? null, code, where, ...(suppressed ? { suppressed } : {}) });
}

/** Replace the sink (returns the previous one); for tests and tools outside workerd. */
export function setLogSink(next: LogSink): LogSink {
  const prev = sink;
  sink = next;
  return prev;
}
