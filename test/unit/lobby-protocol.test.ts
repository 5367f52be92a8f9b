import { describe, expect, it } from "vitest";
import { MAX_FRAME_BYTES, isPlayerId, parseLobbyMessage } from "../../src/protocol.ts";

const id = "A".repeat(22);

describe("parseLobbyMessage", () => {
  it("accepts queue, cancel and ping", () => {
    expect(parseLobbyMessage(JSON.stringify({ type: "queue", playerId: id, secret: "s".repeat(22) }))).toEqual({
      ok: true, message: { type: "queue", playerId: id, secret: "s".repeat(22) },
    });
    expect(parseLobbyMessage('{"type":"cancel"}')).toEqual({ ok: true, message: { type: "cancel" } });
    expect(parseLobbyMessage('{"type":"ping","id":3}')).toEqual({ ok: true, message: { type: "ping", id: 3 } });
  });

  it("refuses anything else with a code", () => {
    const code = (frame: string | ArrayBuffer) => { const r = parseLobbyMessage(frame); return r.ok ? "ok" : r.code; };
    expect(code("nope")).toBe("bad_json");
    expect(code(new ArrayBuffer(4))).toBe("bad_message");
    expect(code('{"type":"join","name":"Ann"}')).toBe("bad_message");
    expect(code(JSON.stringify({ type: "queue", playerId: "short", secret: "s".repeat(22) }))).toBe("bad_message");
    expect(code(JSON.stringify({ type: "queue", playerId: id, secret: "bad secret with spaces!" }))).toBe("bad_message");
    expect(code(JSON.stringify({ type: "queue", playerId: id, secret: "s".repeat(22), extra: 1 }))).toBe("bad_message");
    expect(code('{"type":"cancel","now":1}')).toBe("bad_message");
    expect(code(JSON.stringify({ type: "ping", id: 1, pad: "x".repeat(MAX_FRAME_BYTES) }))).toBe("frame_too_large");
  });

  it("knows a player id by its shape", () => {
    expect(isPlayerId(id)).toBe(true);
    expect(isPlayerId("A".repeat(21))).toBe(false);
    expect(isPlayerId(`${"A".repeat(21)}/`)).toBe(false);
  });
});
