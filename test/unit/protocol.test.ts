/** The wire contract: every message the issue lists parses as written; everything else is refused with a code. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  CreateTableSchema, MAX_FRAME_BYTES, isTableId, parseClientMessage, type ServerMessage,
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
  });
});

describe("server messages", () => {
  it("type-check as the issue writes them", () => {
    const frames: ServerMessage[] = [
      { type: "welcome", seat: 0, token: "t".repeat(22), protocol: 1 },
      { type: "verdict", word: "tears", ok: true, points: 2, path: [0, 1, 2, 3, 4] },
      { type: "verdict", word: "xq", ok: false, reason: "too_short" },
      { type: "counts", counts: { "0": 3, "1": 5 } },
      { type: "matchEnd", standings: [{ seat: 0, name: "Ann", total: 18, rank: 1 }], winners: [0, 1], rounds: [], decidedBy: "rounds", tieBreaks: 0 },
      { type: "error", code: "rate_limited", message: "slow down" },
    ];
    expect(frames.every((f) => JSON.parse(JSON.stringify(f)).type === f.type)).toBe(true);
  });
});
