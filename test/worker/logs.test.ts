/**
 * Operators' logs (src/log.ts): a played match leaves one JSON line per event, each with
 * its table id, and no line carries a seat token or a word. The Durable Object runs in
 * this test's isolate, so its console.log calls are read back with a spy.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTable, endPauseNow, endRoundNow, freeWords, revealNow, startMatch } from "./client.ts";

type Line = Record<string, unknown> & { event: string };

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
});
afterEach(() => vi.restoreAllMocks());

/** The structured lines so far, parsed; every console.log line must be one JSON object. */
function events(): Line[] {
  return lines.map((l) => JSON.parse(l) as Line);
}

/**
 * Fields whose values come from a closed vocabulary of the code (event names, levels,
 * error codes, where an error happened, settings): some are English words a board may
 * hold ("frame", "alarm", "warn", "normal"), but none can carry a word a player entered.
 */
const VOCABULARY = new Set(["event", "level", "time", "board", "timer", "code", "where"]);

/** Every string in a parsed line, outside the closed-vocabulary fields. */
function strings(x: unknown): string[] {
  if (typeof x === "string") return [x];
  if (Array.isArray(x)) return x.flatMap(strings);
  if (x && typeof x === "object") return Object.entries(x).flatMap(([k, v]) => (VOCABULARY.has(k) ? [] : strings(v)));
  return [];
}

describe("structured logs of a played match", () => {
  it("logs creation, each round, errors with their code and the finish; never a token or a word", async () => {
    const id = await createTable({ settings: { rounds: 3 } });
    expect(events()).toEqual([expect.objectContaining({ event: "table_created", tableId: id, rounds: 3, board: "4x4", language: "en", level: "info" })]);

    const [ann, bob] = await startMatch(id, ["Ann", "Bob"], {}, ["easy"]);
    const secrets = [ann!.token, bob!.token];
    expect(secrets.every((t) => t.length > 8)).toBe(true);
    const entered: string[] = [];
    for (let round = 1; round <= 3; round++) {
      const [a, b] = await freeWords(id, 2);
      entered.push(a!, b!);
      expect((await ann!.word(a!)).ok).toBe(true);
      expect((await bob!.word(b!)).ok).toBe(true);
      bob!.send("{not json");
      await bob!.take("error");
      // Mid-round: the words are on the server, and in no log line.
      const mid = new Set(events().flatMap(strings));
      for (const w of entered) expect(mid.has(w), w).toBe(false);
      expect(await endRoundNow(id)).toBe(true);
      await ann!.take("roundEnd");
      if (round < 3) {
        await endPauseNow(id);
        await revealNow(id, [ann!, bob!]);
      }
    }
    await ann!.take("matchEnd");
    ann!.send({ type: "start" }); // refused: the match is over
    await ann!.take("error");

    const all = events();
    for (const e of all) {
      expect(e.tableId, JSON.stringify(e)).toBe(id);
      expect(typeof e.time).toBe("string");
      for (const s of strings(e)) {
        for (const secret of secrets) expect(s).not.toContain(secret);
        expect(entered).not.toContain(s);
      }
    }
    const named = (event: string) => all.filter((e) => e.event === event);
    expect(named("round_started").map((e) => [e.round, e.players, e.bots])).toEqual([[1, 2, 1], [2, 2, 1], [3, 2, 1]]);
    expect(named("round_ended").map((e) => e.round)).toEqual([1, 2, 3]);
    expect(named("round_ended").every((e) => (e.wordsEntered as number) >= 2)).toBe(true);
    const [finished, ...more] = named("match_finished");
    expect(more).toEqual([]);
    expect(finished).toMatchObject({ players: 2, bots: 1, rounds: 3 });
    expect(finished!.durationMs).toBeGreaterThanOrEqual(0);
    expect(named("error").map((e) => e.code)).toEqual(["bad_json", "bad_json", "bad_json", expect.any(String)]);
    expect(named("error").every((e) => e.level === "warn")).toBe(true);
    // Order: created, then each round's start before its end, the finish last.
    const order = all.filter((e) => e.event !== "error").map((e) => e.event);
    expect(order).toEqual(["table_created", "round_started", "round_ended", "round_started", "round_ended", "round_started", "round_ended", "match_finished"]);
  });
});
