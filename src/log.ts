/**
 * Operators' logs: one JSON line per meaningful event, written with console.log so that
 * Workers Logs (observability in wrangler.toml) indexes every field and `wrangler tail`
 * shows it live. The events are a closed union, so nothing else can be logged by
 * accident: a line carries ids, counts, durations and error codes — never a seat token,
 * a player secret or a word (words are not logged at all, so none can leak mid-round).
 */

/** Every event an operator can see, with the table (or lobby) it concerns. */
export type LogEvent =
  | { event: "table_created"; tableId: string; board: string; rounds: number; timer: string; playWithBots: boolean }
  | { event: "round_started"; tableId: string; round: number; players: number; bots: number; boardWords: number | null }
  | { event: "round_ended"; tableId: string; round: number; players: number; wordsEntered: number }
  | { event: "match_finished"; tableId: string; durationMs: number; players: number; bots: number; rounds: number }
  | { event: "ranked_result_stored"; tableId: string; players: number; durationMs: number }
  | { event: "error"; tableId: string | null; code: string; where: string };

/** Where lines go; a test may swap it to read them back. */
export type LogSink = (line: string) => void;

let sink: LogSink = (line) => console.log(line);

/** Write one event as one JSON line: `{"event":…,"level":…,"time":…,…fields}`. */
export function logEvent(e: LogEvent): void {
  const { event, ...fields } = e;
  sink(JSON.stringify({ event, level: event === "error" ? "warn" : "info", time: new Date().toISOString(), ...fields }));
}

/** Log a refused or failed action by its error code (never its content). */
export function logError(tableId: string | null | undefined, code: string, where: string): void {
  logEvent({ event: "error", tableId: tableId ?? null, code, where });
}

/** Replace the sink (returns the previous one); for tests and tools outside workerd. */
export function setLogSink(next: LogSink): LogSink {
  const prev = sink;
  sink = next;
  return prev;
}
