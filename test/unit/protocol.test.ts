/** The wire contract: every message the issue lists parses as written; everything else is refused with a code. */
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { numRuns } from "./fast-check-seed.ts";
import {
  BOARD_CHOICES, BOT_LEVELS, CreateTableSchema, MAX_FRAME_BYTES, MAX_WORD_CHARS, MIN_LENGTH_CHOICES, PENALTY_RANGE,
  ROUND_SECONDS_RANGE, ROUNDS_RANGE, SCORING_CHOICES, TARGET_RANGE, TIMER_CHOICES, isTableId, parseClientMessage,
  type ClientMessage,
} from "../../src/protocol.ts";

const ok = (frame: unknown) => parseClientMessage(typeof frame === "string" ? frame : JSON.stringify(frame));

describe("client messages", () => {
  it.each([
    { type: "join", name: "Ann" },
    { type: "join", name: "Ann", token: "abcdefghijklmnopqrstuv" },
    { type: "settings", settings: { rounds: 1 } },
    { type: "settings", settings: { rounds: 5, board: "5x5", bots: "easy", timer: "relaxed" } },
    { type: "addBot", level: "hard" },
    { type: "addBot" },
    { type: "removeBot", seat: 3 },
    { type: "start" },
    { type: "word", word: "tears" },
    { type: "word", path: [0, 1, 5] },
    { type: "word", word: "tea", path: [0, 1, 2] },
    { type: "done" },
    { type: "ready" },
    { type: "leave" },
    { type: "playAgain" },
    { type: "ping", id: 7 },
  ])("accepts %j", (msg) => {
    expect(ok(msg)).toEqual({ ok: true, message: msg });
  });

  it("trims names and counts visible characters, not code units", () => {
    expect(ok({ type: "join", name: "  Zoë  " })).toMatchObject({ ok: true, message: { name: "Zoë" } });
    expect(ok({ type: "join", name: "é".repeat(20) }).ok).toBe(true);
    expect(ok({ type: "join", name: "👩‍👩‍👧‍👦".repeat(2) }).ok).toBe(true);
    expect(ok({ type: "join", name: "👩‍👩‍👧‍👦".repeat(3) }).ok).toBe(false); // 75 UTF-8 bytes
  });

  it.each([
    ["{oops", "bad_json"],
    ["[]", "bad_message"],
    ["null", "bad_message"],
    [{ type: "teleport" }, "bad_message"],
    [{ type: "join" }, "bad_message"],
    [{ type: "join", name: "" }, "bad_message"],
    [{ type: "join", name: "    " }, "bad_message"],
    [{ type: "join", name: "x".repeat(21) }, "bad_message"],
    [{ type: "join", name: "tab\there" }, "bad_message"],
    [{ type: "join", name: "\u202Eevil" }, "bad_message"],
    [{ type: "join", name: "\u200B\u200D" }, "bad_message"],
    [{ type: "join", name: "Ann", token: "short" }, "bad_message"],
    [{ type: "join", name: "Ann", admin: true }, "bad_message"],
    [{ type: "settings", settings: { rounds: 21 } }, "bad_message"],
    [{ type: "settings", settings: { colour: "red" } }, "bad_message"],
    [{ type: "addBot", level: "genius" }, "bad_message"],
    [{ type: "word" }, "bad_message"],
    [{ type: "word", word: "a".repeat(100) }, "bad_message"],
    [{ type: "word", path: [] }, "bad_message"],
    [{ type: "word", path: [0, 1.5] }, "bad_message"],
    [{ type: "word", path: [-1] }, "bad_message"],
    [{ type: "word", word: 42 }, "bad_message"],
    [JSON.stringify({ type: "word", word: "a".repeat(MAX_FRAME_BYTES) }), "frame_too_large"],
    [JSON.stringify({ type: "join", name: "é".repeat(2100) }), "frame_too_large"],
  ])("refuses %j with %s", (frame, code) => {
    const r = ok(frame);
    expect(r).toMatchObject({ ok: false, code });
    if (!r.ok) expect(r.message.length).toBeGreaterThan(0);
  });

  it("refuses binary frames", () => {
    expect(parseClientMessage(new ArrayBuffer(8))).toMatchObject({ ok: false, code: "bad_message" });
  });
});

describe("tables over HTTP", () => {
  it("recognises table ids: 22 base64url characters", () => {
    expect(isTableId("AbCdEfGhIjKlMnOpQrSt_-")).toBe(true);
    for (const bad of ["", "short", "A".repeat(23), "A".repeat(21) + "=", "A".repeat(21) + "/", "../../etc/passwd00000"]) {
      expect(isTableId(bad)).toBe(false);
    }
  });

  it("validates the create body", () => {
    expect(v.safeParse(CreateTableSchema, {}).success).toBe(true);
    expect(v.safeParse(CreateTableSchema, { settings: { rounds: 1 }, playWithBots: true }).success).toBe(true);
    expect(v.safeParse(CreateTableSchema, { settings: { rounds: 0 } }).success).toBe(false);
    expect(v.safeParse(CreateTableSchema, { playWithBots: "yes" }).success).toBe(false);
    // How many computer players, 1 to 7 (issue 33, item 14).
    expect([1, 3, 7].map((n) => v.safeParse(CreateTableSchema, { playWithBots: n }).success)).toEqual([true, true, true]);
    expect([0, 8, 2.5, -1].map((n) => v.safeParse(CreateTableSchema, { playWithBots: n }).success)).toEqual([false, false, false, false]);
  });
});

describe("generated messages", () => {
  const name = fc
    // Latin letters with digits, symbols and an emoji; a word may not mix scripts (names.ts), so 李 stands alone.
    .oneof(fc.string({ unit: fc.constantFrom(..."AaBbZzéÖß0 9-_.!😀"), minLength: 1, maxLength: 20 }), fc.constant("李 小龍"))
    .filter((n) => n.trim().length > 0 && /[^ ]/.test(n) && n === n.trim());
  const token = fc.string({ unit: fc.constantFrom(..."ABCxyz019_-"), minLength: 16, maxLength: 64 });
  const cell = fc.integer({ min: 0, max: 35 });
  const whole = (range: { min: number; max: number }) => fc.integer(range);
  const settings = fc.record(
    {
      rounds: whole(ROUNDS_RANGE), target: fc.option(whole(TARGET_RANGE)), board: fc.constantFrom(...BOARD_CHOICES),
      bots: fc.constantFrom(...BOT_LEVELS), timer: fc.constantFrom(...TIMER_CHOICES),
      roundSeconds: fc.option(whole({ min: 0, max: (ROUND_SECONDS_RANGE.max - ROUND_SECONDS_RANGE.min) / ROUND_SECONDS_RANGE.step })
        .map((k) => ROUND_SECONDS_RANGE.min + k * ROUND_SECONDS_RANGE.step)),
      minLength: fc.option(fc.constantFrom(...MIN_LENGTH_CHOICES)), cancellation: fc.boolean(),
      scoring: fc.option(fc.constantFrom(...SCORING_CHOICES)), properNouns: fc.boolean(), penalty: whole(PENALTY_RANGE),
    },
    { requiredKeys: [] },
  );
  const valid: fc.Arbitrary<ClientMessage> = fc.oneof(
    fc.record({ type: fc.constant("join" as const), name, token }, { requiredKeys: ["type", "name"] }),
    fc.record({ type: fc.constant("settings" as const), settings }),
    fc.record({ type: fc.constant("addBot" as const), level: fc.constantFrom(...BOT_LEVELS) }, { requiredKeys: ["type"] }),
    fc.record({ type: fc.constant("removeBot" as const), seat: fc.integer({ min: 0, max: 7 }) }),
    fc.record({ type: fc.constant("word" as const), word: fc.string({ maxLength: MAX_WORD_CHARS }), path: fc.array(cell, { minLength: 1, maxLength: 36 }) }, { requiredKeys: ["type", "word"] }),
    fc.record({ type: fc.constant("word" as const), path: fc.array(cell, { minLength: 1, maxLength: 36 }) }),
    fc.record({ type: fc.constantFrom("start" as const, "done" as const, "ready" as const, "leave" as const, "playAgain" as const, "tieBreak" as const) }),
    fc.record({ type: fc.constant("ping" as const), id: fc.integer() }),
  );

  it("parse back to exactly what was sent", () => {
    fc.assert(fc.property(valid, (msg) => {
      expect(ok(msg)).toEqual({ ok: true, message: msg });
    }), { numRuns: numRuns(500) });
  });

  it("are refused with bad_message when a key is added or the type is unknown", () => {
    fc.assert(fc.property(valid, fc.constantFrom("admin", "seat2", "extra"), fc.string({ minLength: 1, maxLength: 12 }), (msg, key, type) => {
      expect(ok({ ...msg, [key]: 1 })).toMatchObject({ ok: false, code: "bad_message" });
      fc.pre(!["join", "settings", "addBot", "removeBot", "start", "word", "done", "ready", "leave", "playAgain", "tieBreak", "ping"].includes(type));
      expect(ok({ ...msg, type })).toMatchObject({ ok: false, code: "bad_message" });
    }), { numRuns: numRuns(300) });
  });
});
