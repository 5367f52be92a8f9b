import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ERROR_BURST, ERROR_WINDOW_MS, logError, logEvent, setLogSink, type LogSink } from "../../src/log.ts";

let lines: Record<string, unknown>[] = [];
let previous: LogSink;
beforeEach(() => {
  lines = [];
  previous = setLogSink((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
});
afterEach(() => void setLogSink(previous));

describe("operators' log lines", () => {
  it("writes one JSON object per event, event first, with level and time", () => {
    logEvent({ event: "round_started", tableId: "t1", round: 2, players: 3, bots: 1, boardWords: 80 });
    expect(lines).toEqual([{ event: "round_started", level: "info", time: expect.any(String), tableId: "t1", round: 2, players: 3, bots: 1, boardWords: 80 }]);
    expect(Number.isNaN(Date.parse(lines[0]!.time as string))).toBe(false);
  });

  it("keeps a flood of errors from one table to a burst per window, then says how many it left out", () => {
    const t0 = 1_000_000;
    for (let i = 0; i < 25; i++) logError("flood", "bad_json", "frame", t0 + i);
    logError("calm", "not_host", "action", t0 + 30);
    expect(lines.filter((l) => l.tableId === "flood")).toHaveLength(ERROR_BURST);
    expect(lines.filter((l) => l.tableId === "calm")).toEqual([expect.objectContaining({ code: "not_host", level: "warn" })]);
    lines = [];
    logError("flood", "bad_json", "frame", t0 + ERROR_WINDOW_MS);
    expect(lines).toEqual([expect.objectContaining({ tableId: "flood", code: "bad_json", suppressed: 25 - ERROR_BURST })]);
    logError("flood", "bad_json", "frame", t0 + ERROR_WINDOW_MS + 1);
    expect(lines[1]).not.toHaveProperty("suppressed");
  });
});
